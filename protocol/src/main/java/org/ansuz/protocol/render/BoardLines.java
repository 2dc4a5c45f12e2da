package org.ansuz.protocol.render;

import org.ansuz.engine.Board;

/** The lines drawn between the points of a point-and-line board; none on boards of squares or hexagons. */
final class BoardLines {
    private BoardLines() {
    }

    static int[][] of(Board board) {
        return new int[0][];
    }
}
