package org.ansuz.variants.draughts;

import java.util.Arrays;
import org.ansuz.engine.spi.WeightTable;
import org.ansuz.engine.tune.CountedEvaluation;

/**
 * The learnt evaluation of a race across the board (Gauntlet): White's men, the runners, win on reaching the far
 * row; Black's pieces, the blockers, each move one way along their row. The two sides are nothing alike, so
 * unlike {@link ClassicEvaluation} and {@link PatternEvaluation} no weight is shared between them. The terms
 * are counted from the runners' side (a blocker's term as -1) and turned for the side to move:
 *
 * <ul>
 * <li>{@code runner}: per runner, by its row (row 0: the unit, 100; a runner on the far row has won, so its
 *     row's weights are never fitted);</li>
 * <li>{@code free}: per runner no blocker can still reach, by its row: none on a row ahead of it, on its file
 *     or on the side the blocker moves from, that is no more steps from the file than the runner is rows from
 *     that row; none right next to it on its own row moving towards it;</li>
 * <li>{@code blocker}: per blocker that can still reach a runner (the converse), by its row;</li>
 * <li>{@code idle}: per blocker that can reach none;</li>
 * <li>{@code runnerSteps}, {@code blockerSteps}: per free step of a runner, of a blocker;</li>
 * <li>{@code move}: for the side to move, whichever it is; {@code runnersMove}: for the runners when they move.</li>
 * </ul>
 * The features are counted into an array and weighted in one loop: the search and {@code ansuz tune} read the
 * same counts. Weights from {@code <variant>.race} in centi-runners; each position's instance keeps its own
 * scratch array, so evaluating allocates nothing.
 *
 * @param runner      per runner by row
 * @param free        per unreachable runner by row
 * @param blocker     per blocker that can reach a runner, by row
 * @param idle        per blocker that can reach none
 * @param runnerSteps per free step of a runner
 * @param blockerSteps per free step of a blocker
 * @param move        for the side to move
 * @param runnersMove for the runners when they are to move
 */
record RaceEvaluation(int[] runner, int[] free, int[] blocker, int idle, int runnerSteps, int blockerSteps, int move,
                      int runnersMove) {

    /** Whether {@code rules} make such a race: White's men win on the far row and Black's move otherwise. */
    static boolean fits(DraughtsRules rules) {
        return rules.farRank() == DraughtsRules.FarRank.WIN && rules.blackManDirs() != null;
    }

    /** The weights all 0 (but the unit), laid out for a board of {@code height} rows: what tuning starts from. */
    static RaceEvaluation layout(int height) {
        int[] runner = new int[height];
        runner[0] = 100;
        return new RaceEvaluation(runner, new int[height], new int[height], 0, 0, 0, 0, 0);
    }

    /** Whether {@code variantName} ships race weights. */
    static boolean hasWeights(String variantName) {
        return RaceEvaluation.class.getResource(variantName + ".race") != null;
    }

    /** The weights of {@code <variantName>.race}. */
    static RaceEvaluation load(String variantName) {
        return WeightTable.read(RaceEvaluation.class, variantName + ".race").as(RaceEvaluation.class);
    }

    /**
     * The board's tables for counting a race: which blockers can reach which runners. Built once per variant
     * and shared; {@link #count} is the definition both the search and tuning read.
     */
    static final class Counter {
        private final DraughtsGeometry g;
        /** {@code reachMen[c]}: the cells from which a blocker that is a man reaches a runner on cell c. */
        private final long[] reachMen;
        private final long[] reachKings;
        /** {@code reachedByMan[b]}: the runner cells a blocker that is a man reaches from cell b. */
        private final long[] reachedByMan;
        private final long[] reachedByKing;
        private final int[] runnerDirs;
        private final int[] blockerManDirs;
        private final int[] blockerKingDirs;
        final int size;
        private final int free;
        private final int blocker;
        private final int idle;
        private final int runnerSteps;
        private final int blockerSteps;
        private final int move;
        private final int runnersMove;

        Counter(DraughtsRules rules, DraughtsGeometry g) {
            this.g = g;
            runnerDirs = rules.manMoveDirs();
            blockerManDirs = rules.blackManDirs();
            blockerKingDirs = rules.kingDirs();
            reachMen = new long[g.cells];
            reachKings = new long[g.cells];
            reachedByMan = new long[g.cells];
            reachedByKing = new long[g.cells];
            for (int b = 0; b < g.cells; b++) {
                for (int c = 0; c < g.cells; c++) {
                    if (reaches(g, blockerManDirs, b, c)) {
                        reachMen[c] |= 1L << b;
                        reachedByMan[b] |= 1L << c;
                    }
                    if (reaches(g, blockerKingDirs, b, c)) {
                        reachKings[c] |= 1L << b;
                        reachedByKing[b] |= 1L << c;
                    }
                }
            }
            // Every table has a weight per row, the far row's too (a runner there has won: never a sample).
            free = g.height;
            blocker = 2 * g.height;
            idle = blocker + g.height;
            runnerSteps = idle + 1;
            blockerSteps = idle + 2;
            move = idle + 3;
            runnersMove = idle + 4;
            size = idle + 5;
        }

        /**
         * Whether a blocker on cell {@code b} moving along {@code dirs} can still stop a runner on cell {@code c},
         * counting steps alone: it stands on a row ahead of the runner, on its file or on the side it moves from,
         * no more steps from the runner's file than the runner is rows from the blocker's row (so it gets there
         * first), or on the runner's own row right next to it on that side.
         */
        private static boolean reaches(DraughtsGeometry g, int[] dirs, int b, int c) {
            int rowsToGo = g.y[b] - g.y[c];
            for (int d : dirs) {
                int dx = g.dirs[d][0];
                int ahead = (g.x[c] - g.x[b]) * Integer.signum(dx);
                if (dx != 0 && (rowsToGo > 0 && ahead >= 0 && ahead <= rowsToGo || rowsToGo == 0 && ahead == 1)) {
                    return true;
                }
            }
            return false;
        }

        /** The features of {@code p} from its side to move's view into {@code x} (zeroed here). */
        void count(DraughtsPosition p, int[] x) {
            Arrays.fill(x, 0);
            long runners = p.pieces[0];
            long men = p.pieces[1] & ~p.kings;
            long kings = p.pieces[1] & p.kings;
            long empty = g.all & ~(runners | p.pieces[1]);
            int[] row = g.y;
            for (long b = runners; b != 0; b &= b - 1) {
                int c = Long.numberOfTrailingZeros(b);
                x[row[c]]++;
                if ((men & reachMen[c]) == 0 && (kings & reachKings[c]) == 0) {
                    x[free + row[c]]++;
                }
            }
            for (long b = men; b != 0; b &= b - 1) {
                int c = Long.numberOfTrailingZeros(b);
                x[(runners & reachedByMan[c]) != 0 ? blocker + row[c] : idle]--;
            }
            for (long b = kings; b != 0; b &= b - 1) {
                int c = Long.numberOfTrailingZeros(b);
                x[(runners & reachedByKing[c]) != 0 ? blocker + row[c] : idle]--;
            }
            x[runnerSteps] = steps(runners, runnerDirs, empty);
            x[blockerSteps] = -steps(men, blockerManDirs, empty) - steps(kings, blockerKingDirs, empty);
            boolean runnersToMove = p.color == 0;
            x[runnersMove] = runnersToMove ? 1 : 0;
            if (!runnersToMove) {
                for (int i = 0; i < size; i++) {
                    x[i] = -x[i];
                }
            }
            x[move] = 1;
        }

        private int steps(long pieces, int[] dirs, long empty) {
            int n = 0;
            for (int d : dirs) {
                n += Long.bitCount(g.shift(pieces, d) & empty);
            }
            return n;
        }
    }

    /** These weights as the flat vector {@link #evaluator} reads, checked against {@code counter}'s board once. */
    int[] flatFor(Counter counter) {
        int[] w = CountedEvaluation.flatten(this);
        if (w.length != counter.size) {
            throw new IllegalStateException("race weights: " + w.length + " weights where the board has " + counter.size);
        }
        return w;
    }

    /** The search's evaluation with the weights {@code w} ({@link #flatFor}): one per position, its scratch its own. */
    static DraughtsEvaluation evaluator(int[] w, Counter counter) {
        int[] x = new int[counter.size];
        return p -> {
            counter.count(p, x);
            return WeightTable.weightedSum(w, x);
        };
    }
}
