package org.ansuz.protocol.gui;

/** A request the board cannot carry out; its message is shown to the person as it is. */
final class BadRequest extends Exception {
    private final int status;

    BadRequest(String message) {
        this(400, message);
    }

    BadRequest(int status, String message) {
        super(message);
        this.status = status;
    }

    int status() {
        return status;
    }
}
