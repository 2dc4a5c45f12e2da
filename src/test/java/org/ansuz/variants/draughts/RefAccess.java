package org.ansuz.variants.draughts;

import org.ansuz.engine.Position;

/** Public entry to the reference generator for development mains outside the package. */
public final class RefAccess {
    private RefAccess() {
    }

    public static long perft(DraughtsVariant v, Position pos, int depth) {
        return ReferenceBridge.reference(v, pos).perft(depth);
    }
}
