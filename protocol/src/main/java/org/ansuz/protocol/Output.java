package org.ansuz.protocol;

/**
 * The output port every session writes to: one protocol line per call, delivered (flushed) before
 * the call returns. Standard output in production, a list in tests, the terminal in the shell.
 */
public interface Output {

    /** Writes one line (without its line terminator). Never throws; a dead sink drops lines. */
    void line(String text);

    /** True once the sink can take no more lines (a closed pipe): the session should quit. */
    default boolean isClosed() {
        return false;
    }
}
