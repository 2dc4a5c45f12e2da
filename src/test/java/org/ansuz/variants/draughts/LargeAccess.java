package org.ansuz.variants.draughts;

/** Development access to the test-only 64-cell variant. */
public final class LargeAccess {
    private LargeAccess() {
    }

    public static DraughtsVariant v() {
        return LargeBoardTest.orthogonal();
    }
}
