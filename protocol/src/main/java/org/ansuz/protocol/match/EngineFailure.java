package org.ansuz.protocol.match;

/** An engine that died, stopped answering or broke the protocol: it loses the game and is restarted. */
final class EngineFailure extends Exception {
    enum Kind { CRASH, HANG }

    final Kind kind;

    EngineFailure(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }
}
