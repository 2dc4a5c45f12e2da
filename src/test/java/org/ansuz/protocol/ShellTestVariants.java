package org.ansuz.protocol;

import org.ansuz.engine.Variant;

/** Hands the package-private test variants to tests in sub-packages. */
public final class ShellTestVariants {
    public Variant ttt() {
        return new TicTacToe();
    }
}
