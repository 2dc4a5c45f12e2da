package org.ansuz.variants.abalone;

import static org.ansuz.variants.abalone.HexGrid.CELL;
import static org.ansuz.variants.abalone.HexGrid.EMPTY;
import static org.ansuz.variants.abalone.HexGrid.STEP;

import org.ansuz.engine.spi.WeightTable;

/**
 * Taacoca's evaluation, for the side to move: the features of {@link TaacocaWeights} counted (own minus the
 * opponent's) and weighted, which {@code ansuz tune} fits, plus the race ({@link TaacocaWeights.Race}), a
 * fixed part outside the learnt sum. One per position, with its own scratch (allocated once).
 */
final class TaacocaEvaluation {
    // Feature layout: the weights record's components in order (CountedEvaluation).
    static final int STONE = 0;
    static final int ADVANCE0 = 1;
    static final int COHESION = ADVANCE0 + TaacocaWeights.ROWS;
    static final int CAPTURE_TEMPO = COHESION + 1;
    static final int FEATURES = CAPTURE_TEMPO + 1;

    private final int[] weights;
    private final int raceWin;
    private final int[] counts = new int[FEATURES];
    private final int[] whiteStones = new int[HexGrid.CELLS];
    private final int[] blackStones = new int[HexGrid.CELLS];
    private int whites;
    private int blacks;

    TaacocaEvaluation(int[] weights, TaacocaWeights.Race race) {
        this.weights = weights;
        this.raceWin = race.raceWin();
    }

    int evaluate(TaacocaPosition pos) {
        java.util.Arrays.fill(counts, 0);
        count(pos, counts);
        return WeightTable.weightedSum(weights, counts) + race(pos);
    }

    /** The fixed part of {@link #evaluate} alone: the race (not a hot path). */
    int fixedPart(TaacocaPosition pos) {
        java.util.Arrays.fill(counts, 0);
        count(pos, counts);
        return race(pos);
    }

    /**
     * Adds the features of {@code pos}, own minus the opponent's for the side to move, to {@code x}:
     * material, advancement by rows, cohesion, and the tempo of a possible capture (captures are mutual:
     * whoever moves first takes). Gathers the stones for {@link #race}.
     */
    void count(TaacocaPosition pos, int[] x) {
        int side = pos.sideToMove();
        byte me = (byte) (side + 1);
        whites = 0;
        blacks = 0;
        boolean canCapture = false;
        int[] dirs = pos.directions();
        for (int sq : CELL) {
            byte p = pos.stoneAt(sq);
            if (p == EMPTY) {
                continue;
            }
            int r = HexGrid.row(sq);
            int adv = p == 1 ? r : 8 - r;
            int friends = 0;
            for (int d = 0; d < 6; d++) {
                if (pos.stoneAt(sq + STEP[d]) == p) {
                    friends++;
                }
            }
            int sign = p == me ? 1 : -1;
            x[STONE] += sign;
            x[ADVANCE0 + adv] += sign;
            x[COHESION] += sign * friends;
            if (p == me) {
                for (int d : dirs) {
                    canCapture |= pos.stoneAt(sq + STEP[d]) == 3 - me;
                }
            }
            if (p == 1) {
                whiteStones[whites++] = sq;
            } else {
                blackStones[blacks++] = sq;
            }
        }
        if (canCapture) {
            x[CAPTURE_TEMPO]++;
        }
    }

    /**
     * The race, for the stones {@link #count} gathered: a stone no enemy can intercept any more wins
     * outright if it needs no more moves than the opponent's most advanced stone (the side to move arrives
     * first, so it wins ties); 0 when neither side has such a runner.
     */
    private int race(TaacocaPosition pos) {
        int side = pos.sideToMove();
        int score = 0;
        if (whites == 0 || blacks == 0) {
            return score;
        }
        // Moves each side needs: by its most advanced stone at all, and by its best unstoppable runner.
        int whiteMin = 9;
        for (int i = 0; i < whites; i++) {
            whiteMin = Math.min(whiteMin, 8 - HexGrid.row(whiteStones[i]));
        }
        int blackMin = 9;
        for (int i = 0; i < blacks; i++) {
            blackMin = Math.min(blackMin, HexGrid.row(blackStones[i]));
        }
        // Only runners that could decide the race are examined: at most as slow as the enemy's best.
        int whiteRun = 9;
        for (int i = 0; i < whites; i++) {
            int needs = 8 - HexGrid.row(whiteStones[i]);
            if (needs < whiteRun && needs <= blackMin && unstoppable(pos, whiteStones[i], blackStones, blacks, true)) {
                whiteRun = needs;
            }
        }
        int blackRun = 9;
        for (int i = 0; i < blacks; i++) {
            int needs = HexGrid.row(blackStones[i]);
            if (needs < blackRun && needs <= whiteMin && unstoppable(pos, blackStones[i], whiteStones, whites, false)) {
                blackRun = needs;
            }
        }
        int myRun = side == 0 ? whiteRun : blackRun;
        int theirRun = side == 0 ? blackRun : whiteRun;
        int myMin = side == 0 ? whiteMin : blackMin;
        int theirMin = side == 0 ? blackMin : whiteMin;
        if (myRun <= theirMin) {
            score += raceWin - 10 * myRun;
        } else if (theirRun < myMin) {
            score -= raceWin - 10 * theirRun;
        }
        return score;
    }

    /**
     * Whether no enemy stone can capture the stone on {@code sq} on its way to the goal row if it runs at
     * once. Forward-only: the runner's reachable cells are followed row by row (a column bit set); a cell
     * is unsafe when some enemy stone can stand next to it, on the capturing side, by the time the runner
     * arrives (enemies step one row per turn toward the runner, the side to move is a tempo ahead). The
     * goal row itself is always safe: arriving there ends the game. With six directions, every enemy must
     * simply be at least two rows behind.
     */
    private static boolean unstoppable(TaacocaPosition pos, int sq, int[] enemies, int count, boolean white) {
        int r = HexGrid.row(sq);
        int n = sq - HexGrid.square(r, 0);
        if (pos.allDirections()) {
            for (int i = 0; i < count; i++) {
                int er = HexGrid.row(enemies[i]);
                if (white ? er > r - 2 : er < r + 2) {
                    return false;
                }
            }
            return true;
        }
        int lead = (pos.sideToMove() == 0) == white ? 0 : 1; // the enemy gets one more move when the runner's side waits
        int reach = 1 << n;
        int goal = white ? 8 : 0;
        for (int i = 0; i < count && lead == 1; i++) {
            // The enemy moves first: an enemy stone already next to the runner takes it now.
            int e = enemies[i];
            if (e == sq + STEP[white ? 1 : 4] || e == sq + STEP[white ? 2 : 5]) {
                return false;
            }
        }
        for (int k = 1, row = white ? r + 1 : r - 1; ; k++, row += white ? 1 : -1) {
            reach = white ? reach | reach << 1 : reach | reach >>> 1;
            reach &= ((1 << (HexGrid.highNumber(row) + 1)) - 1) & -(1 << HexGrid.lowNumber(row));
            if (row == goal) {
                return reach != 0;
            }
            for (int i = 0; i < count; i++) {
                int e = enemies[i];
                int er = HexGrid.row(e);
                int en = e - HexGrid.square(er, 0);
                // The enemy must end next to the row (above it for a White runner) within k - 1 + lead moves.
                int travel = white ? er - (row + 1) : (row - 1) - er;
                if (travel < 0 || travel > k - 1 + lead) {
                    continue;
                }
                int lo = white ? en - (er - row) : en;
                int hi = white ? en : en + (row - er);
                reach &= ~(((1 << (hi + 1)) - 1) & -(1 << Math.max(0, lo)));
            }
            if (reach == 0) {
                return false;
            }
        }
    }
}
