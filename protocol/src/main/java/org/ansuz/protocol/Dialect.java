package org.ansuz.protocol;

import java.util.Locale;

/** The UCI-family dialects: one command table, differing only in the handshake reply and {@code ponder}. */
public enum Dialect {
    UGI, UCI, UAI;

    /** The handshake command ({@code ugi}) and the new-game command ({@code uginewgame}) stem. */
    public String token() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String okToken() {
        return token() + "ok";
    }

    /** cutegames parses {@code bestmove} only as exactly two tokens, so UGI and UAI never append {@code ponder}. */
    public boolean printsPonderMove() {
        return this == UCI;
    }

    public static Dialect fromToken(String token) {
        for (Dialect d : values()) {
            if (d.token().equalsIgnoreCase(token)) {
                return d;
            }
        }
        return null;
    }
}
