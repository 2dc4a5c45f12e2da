package org.ansuz.protocol;

/**
 * One protocol dialect over the {@link org.ansuz.engine.EngineSession}: it reads lines and prints
 * replies, nothing more. A new dialect implements this, takes {@code (EngineSession, Output)} in its
 * constructor and gets one line in {@code cli.ProtocolLoop}'s table of handshake words.
 */
public interface DialectSession {

    /** Runs one input line; {@code false} when the session is over ({@code quit}). */
    boolean handle(String line);

    /** Stops everything: {@code quit} and the end of input. */
    void close();

    /** Prints one error line in this dialect's form (a line that was too long to read, say). */
    void error(String what);

    /** Prints a {@link DebugCommands} reply: a text starting {@code error } as this dialect's error line. */
    default void reply(Output out, String text) {
        if (text.startsWith("error ")) {
            error(text.substring(6));
        } else {
            out.line(text);
        }
    }
}
