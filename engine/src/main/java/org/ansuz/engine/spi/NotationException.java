package org.ansuz.engine.spi;

/** A position or move text that does not describe a legal position or move; the message says why. */
public final class NotationException extends Exception {
    public NotationException(String message) {
        super(message);
    }
}
