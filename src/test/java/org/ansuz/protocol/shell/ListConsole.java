package org.ansuz.protocol.shell;

import java.util.ArrayList;
import java.util.List;

/** A console that keeps what the shell writes: plain, 80 columns, no typed lines. */
public final class ListConsole implements Console {
    private final List<String> lines = new ArrayList<>();

    @Override
    public synchronized void line(String text) {
        lines.add(text);
    }

    @Override
    public synchronized void status(String text) {
        if (text != null) {
            lines.add("... " + text);
        }
    }

    @Override
    public int width() {
        return 80;
    }

    @Override
    public boolean colour() {
        return false;
    }

    @Override
    public String pollLine(long ms) {
        return "";
    }

    @Override
    public void onInterrupt(Runnable action) {
    }

    /** The lines since the last call. */
    public synchronized List<String> drain() {
        List<String> copy = new ArrayList<>(lines);
        lines.clear();
        return copy;
    }
}
