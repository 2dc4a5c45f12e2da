package org.ansuz.variants.draughts;

/**
 * The hand-set evaluation of a draughts variant, in centi-men for the side to move: material, men's
 * advancement, the centre, the guarded back row, mobility and the kings' reach, from the variant's
 * {@link DraughtsWeights}. Built once per variant (its tables are derived from the rules then) and shared
 * by every position of that variant; it keeps no state, so it allocates nothing and is safe across threads.
 */
final class ClassicEvaluation implements DraughtsEvaluation {
    private final DraughtsRules rules;
    private final DraughtsGeometry g;
    private final DraughtsWeights w;
    private final int[][] manMoveDirs;
    /** Advancement bonus of a man of each colour on each cell. */
    private final int[][] advance;
    /** The central squares. */
    private final long centre;
    /** The advance entry a man of each colour reads on each cell, or -1 ({@link #advanceEntries}). */
    private final int[][] advanceEntry;

    ClassicEvaluation(DraughtsRules rules, DraughtsGeometry g, int[][] manMoveDirs) {
        this.rules = rules;
        this.g = g;
        this.w = rules.weights();
        this.manMoveDirs = manMoveDirs;
        advanceEntry = advanceEntries(w.advance().length, g, manMoveDirs);
        advance = advanceTable(w.advance(), advanceEntry);
        long c = 0;
        for (int cell = 0; cell < g.cells; cell++) {
            if (isCentre(g, cell)) {
                c |= 1L << cell;
            }
        }
        centre = c;
    }

    /** The advancement bonus of a man of each colour on each cell: {@code [colour][cell]}. */
    static int[][] advanceTable(DraughtsWeights w, DraughtsGeometry g, int[][] manMoveDirs) {
        return advanceTable(w.advance(), advanceEntries(w.advance().length, g, manMoveDirs));
    }

    /** The bonus {@code table} gives each entry of {@link #advanceEntries}: {@code [colour][cell]}. */
    private static int[][] advanceTable(int[] table, int[][] entry) {
        int[][] advance = new int[2][entry[0].length];
        for (int col = 0; col < 2; col++) {
            for (int cell = 0; cell < entry[col].length; cell++) {
                advance[col][cell] = entry[col][cell] < 0 ? 0 : table[entry[col][cell]];
            }
        }
        return advance;
    }

    /**
     * The entry of an advance table of {@code length} entries that a man of each colour on each cell reads,
     * {@code [colour][cell]}, or -1: men that never change row (Gauntlet's blockers) gain nothing from their row.
     */
    private static int[][] advanceEntries(int length, DraughtsGeometry g, int[][] manMoveDirs) {
        int[][] entry = new int[2][g.cells];
        for (int col = 0; col < 2; col++) {
            boolean climbs = false;
            for (int d : manMoveDirs[col]) {
                climbs |= g.dirs[d][1] != 0;
            }
            for (int cell = 0; cell < g.cells; cell++) {
                entry[col][cell] = climbs ? Math.min(length - 1, g.rank[col][cell]) : -1;
            }
        }
        return entry;
    }

    /** Whether {@code cell} is one of the central squares (two files in from each side, the middle rows). */
    static boolean isCentre(DraughtsGeometry g, int cell) {
        int x = g.x[cell];
        int y = g.y[cell];
        return x >= 2 && x <= g.width - 3 && y >= (g.height - 1) / 2 - 1 && y <= g.height / 2 + 1;
    }

    @Override
    public int evaluate(DraughtsPosition p) {
        int us = p.color;
        return evaluateSide(p, us) - evaluateSide(p, us ^ 1) + w.tempo();
    }

    private int evaluateSide(DraughtsPosition p, int c) {
        long kings = p.kings;
        long own = p.pieces[c];
        long opp = p.pieces[c ^ 1];
        long men = own & ~kings;
        long ks = own & kings;
        long empty = g.all & ~(own | opp);
        int score = Long.bitCount(men) * w.man() + Long.bitCount(ks) * w.king();
        int[] adv = advance[c];
        for (long b = men; b != 0; b &= b - 1) {
            score += adv[Long.numberOfTrailingZeros(b)];
        }
        score += Long.bitCount(own & centre) * w.centre();
        if ((opp & ~kings) != 0) {
            score += Long.bitCount(men & g.promotionRow[c ^ 1]) * w.backRank();
        }
        int mobility = 0;
        for (int d : manMoveDirs[c]) {
            mobility += Long.bitCount(g.shift(men, d) & empty);
        }
        score += mobility * w.mobility();
        if (ks != 0) {
            score += kingReach(ks, empty) * w.kingMobility();
            if ((opp & kings) == 0) {
                score += Long.bitCount(ks) * w.endgameKing();
            }
        }
        return score;
    }

    /**
     * The features of {@link #evaluate} as whole counts, in the layout of {@link DraughtsWeights} flattened
     * ({@code man, king, advance.0 ..., centre, backRank, tempo, mobility, kingMobility, endgameKing}), from the
     * side to move's point of view (its counts less the opponent's), so that {@code evaluate} is exactly their
     * sum weighted by the table: what {@code ansuz tune} fits where the pattern evaluation does not fit the
     * board and the game is no race (a board without corners). Not a hot path.
     */
    void count(DraughtsPosition p, int[] x) {
        countSide(p, p.color, 1, x);
        countSide(p, p.color ^ 1, -1, x);
        x[w.advance().length + 4] += 1;
    }

    private void countSide(DraughtsPosition p, int c, int sign, int[] x) {
        int advance = 2;
        int centreAt = advance + w.advance().length;
        long kings = p.kings;
        long own = p.pieces[c];
        long opp = p.pieces[c ^ 1];
        long men = own & ~kings;
        long ks = own & kings;
        long empty = g.all & ~(own | opp);
        x[0] += sign * Long.bitCount(men);
        x[1] += sign * Long.bitCount(ks);
        for (long b = men; b != 0; b &= b - 1) {
            int e = advanceEntry[c][Long.numberOfTrailingZeros(b)];
            if (e >= 0) {
                x[advance + e] += sign;
            }
        }
        x[centreAt] += sign * Long.bitCount(own & centre);
        if ((opp & ~kings) != 0) {
            x[centreAt + 1] += sign * Long.bitCount(men & g.promotionRow[c ^ 1]);
        }
        for (int d : manMoveDirs[c]) {
            x[centreAt + 3] += sign * Long.bitCount(g.shift(men, d) & empty);
        }
        if (ks != 0) {
            x[centreAt + 4] += sign * kingReach(ks, empty);
            if ((opp & kings) == 0) {
                x[centreAt + 5] += sign * Long.bitCount(ks);
            }
        }
    }

    /** The squares the kings {@code ks} reach over {@code empty} ones in one flight (or one step). */
    private int kingReach(long ks, long empty) {
        return DraughtsMoveGenerator.kingSteps(g, rules.kingDirs(), rules.flyingKings(), ks, empty);
    }
}
