package org.ansuz.protocol.match;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The engine processes of one match on one machine: a game borrows one process per side and gives it
 * back, so that processes (and their start-up) last from game to game, at most one per engine and slot.
 */
public final class EnginePool {
    private final Map<EngineSpec, Deque<EngineProcess>> idle = new HashMap<>();
    private final List<EngineProcess> all = new ArrayList<>();
    /** After the end of the match: a game still running gives its engines back to be ended. */
    private boolean closed;

    /** An idle process of {@code spec}, or a new one (not yet started: the referee starts it). */
    synchronized EngineProcess borrow(EngineSpec spec) {
        Deque<EngineProcess> free = idle.get(spec);
        if (free != null && !free.isEmpty()) {
            return free.pop();
        }
        EngineProcess e = EngineProcess.of(spec);
        all.add(e);
        return e;
    }

    void giveBack(EngineProcess e) {
        synchronized (this) {
            if (!closed) {
                idle.computeIfAbsent(e.spec(), k -> new ArrayDeque<>()).push(e);
                return;
            }
        }
        e.quit();
    }

    /** Ends every process politely ({@code quit}), for the end of a match. */
    public void quitAll() {
        for (EngineProcess e : close()) {
            e.quit();
        }
    }

    /** Kills every process, for Ctrl-C and for a match stopped from elsewhere. */
    public void killAll() {
        for (EngineProcess e : close()) {
            e.kill();
        }
    }

    private synchronized List<EngineProcess> close() {
        closed = true;
        return new ArrayList<>(all);
    }
}
