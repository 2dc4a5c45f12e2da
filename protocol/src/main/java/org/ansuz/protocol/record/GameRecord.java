package org.ansuz.protocol.record;

import java.util.List;

/**
 * One finished game.
 *
 * @param round         game number in the match (1-based, in schedule order)
 * @param opening       the opening line it started from
 * @param players       engine index of p1 and p2 in the match's engine list
 * @param names         engine names of p1 and p2
 * @param moves         every move from the root, opening included, canonical notation
 * @param result        {@code p1win}, {@code p2win} or {@code draw}
 * @param termination   why it ended, in words
 * @param forfeitSide   the player (0 = p1, 1 = p2) who lost by crash, hang, illegal move or time; -1 if none
 * @param disagreements what an engine's {@code query result} said when it differed from the referee
 */
public record GameRecord(int round, Opening opening, int[] players, String[] names, List<String> moves,
                         String result, String termination, int forfeitSide, List<String> disagreements) {

    public static final String P1_WIN = "p1win";
    public static final String P2_WIN = "p2win";
    public static final String DRAW = "draw";

    /** Points of the engine with match index {@code engine}: 1, 0.5 or 0 (or -1 when it did not play). */
    public double pointsOf(int engine) {
        int side = players[0] == engine ? 0 : players[1] == engine ? 1 : -1;
        if (side < 0) {
            return -1;
        }
        if (result.equals(DRAW)) {
            return 0.5;
        }
        return result.equals(side == 0 ? P1_WIN : P2_WIN) ? 1 : 0;
    }
}
