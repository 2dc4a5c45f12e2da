package org.ansuz.protocol.shell;

/** Where the shell's commands write and what they ask of the terminal; the JLine terminal in use, a list in tests. */
public interface Console {
    /** A line that stays. */
    void line(String text);

    /** The one status line of a running search, replaced by the next; {@code null} clears it. */
    void status(String text);

    /** Columns: tables and principal variations are cut or wrapped to fit. */
    int width();

    /** Whether ANSI colours show (not on a dumb terminal or a pipe). */
    boolean colour();

    /**
     * Waits at most {@code ms} for a line typed while a search runs (Enter or {@code stop} ends an
     * analysis): the line, {@code ""} at the end of input, {@code null} when none came.
     */
    String pollLine(long ms);

    /** What Ctrl-C does while a search runs ({@code null}: the shell's default again). */
    void onInterrupt(Runnable action);
}
