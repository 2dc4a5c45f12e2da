package org.ansuz.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** The test double of the output port: collects lines and lets a test wait for one. */
public final class ListOutput implements Output {
    private final List<String> lines = new ArrayList<>();

    @Override
    public synchronized void line(String text) {
        lines.add(text);
        notifyAll();
    }

    public synchronized List<String> lines() {
        return List.copyOf(lines);
    }

    public synchronized List<String> drain() {
        List<String> copy = List.copyOf(lines);
        lines.clear();
        return copy;
    }

    /** Waits (at most 10 s, a hang guard, not a speed check) for a line matching {@code p}; returns it. */
    public synchronized String await(Predicate<String> p) {
        long end = System.currentTimeMillis() + 10_000;
        while (true) {
            for (String l : lines) {
                if (p.test(l)) {
                    return l;
                }
            }
            long left = end - System.currentTimeMillis();
            if (left <= 0) {
                throw new AssertionError("no matching line within 10 s; got " + lines);
            }
            try {
                wait(left);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
    }

    public String awaitBestMove() {
        return await(l -> l.startsWith("bestmove"));
    }

    public synchronized long count(Predicate<String> p) {
        return lines.stream().filter(p).count();
    }
}
