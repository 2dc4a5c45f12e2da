package org.ansuz.variants.draughts;

/** Prints the legal moves of a position: {@code DraughtsMovesMain <variant> <fen>} (a development aid). */
public final class DraughtsMovesMain {
    private DraughtsMovesMain() {
    }

    public static void main(String[] args) {
        System.err.println(DraughtsTesting.moves(args[0], args[1]));
    }
}
