package org.ansuz.variants.alquerque;

/**
 * The terms of one game's evaluation and their weights, built once per variant: the evaluation is
 * {@code sum weight[i] * x[i]} over the terms {@code x} of a position from the first player's view (a side's
 * pieces count plus, the other's minus). The terms: material by kind, men's advance, the lines at each
 * piece's point, the fox's moves, room and the exposed geese (Fox and Geese), and one weight per point for
 * a man on it, seen from its owner's side. Outside the sum: contempt (a draw's value, not a position's).
 */
final class AlquerqueTerms {
    static final int MAN = 0;
    static final int PRINCE = 1;
    static final int KING = 2;
    static final int ADVANCE = 3;
    static final int LINES = 4;
    static final int MOBILITY = 5;
    static final int ROOM = 6;
    static final int EXPOSED = 7;
    /** The first square weight; point {@code p} (its owner's view) is {@code SQUARE + p}. */
    static final int SQUARE = 8;
    static final String[] NAMES = {"man", "prince", "king", "advance", "lines", "mobility", "room", "exposed"};

    final String game;
    final AlquerqueGeometry g;
    final boolean hunt;
    /** The weights by term, in centi-men. */
    final int[] weight;
    /** The material term of each piece type (index 1..3), -1 where the type is worth nothing. */
    final int[] material = new int[4];
    /** The point turned round by half a turn: the second player's view of a point. */
    final int[] turned;
    /**
     * What a piece adds to its owner's score, by code ({@code owner << 3 | type}) and point: the
     * {@link #pieceTerms} times the weights, summed once here so that the search adds one number per piece.
     */
    final int[][] pieceValue = new int[16][];

    AlquerqueTerms(String game, AlquerqueRules rules, AlquerqueGeometry g, AlquerqueWeights w) {
        this.game = game;
        this.g = g;
        hunt = rules.hunt();
        weight = new int[SQUARE + g.size];
        int[] general = {w.man(), w.prince(), w.king(), w.advance(), w.lines(), w.mobility(), w.room(), w.exposed()};
        System.arraycopy(general, 0, weight, 0, SQUARE);
        System.arraycopy(w.squares(game, g.size), 0, weight, SQUARE, g.size);
        material[0] = -1;
        material[1] = MAN;
        // type 2: the mullah (flying kings), the fox (a hunt), Dablot's prince (ranked pieces)
        material[2] = rules.flyingKings() || hunt ? KING : rules.ranked() ? PRINCE : -1;
        material[3] = KING;
        turned = new int[g.size];
        for (int p = 0; p < g.size; p++) {
            turned[p] = -1;
            for (int q = 0; q < g.size; q++) {
                if (g.x[q] == g.files - 1 - g.x[p] && g.y[q] == g.ranks - 1 - g.y[p]) {
                    turned[p] = q;
                }
            }
            if (turned[p] < 0) {
                throw new IllegalStateException(game + ": the board is not the same turned round");
            }
        }
        int[] index = new int[4];
        int[] value = new int[4];
        for (int owner = 0; owner < 2; owner++) {
            for (int t = 1; t <= 3; t++) {
                int[] v = new int[g.size];
                for (int p = 0; p < g.size; p++) {
                    int n = pieceTerms(owner, t, p, index, value);
                    for (int i = 0; i < n; i++) {
                        v[p] += weight[index[i]] * value[i];
                    }
                }
                pieceValue[owner << 3 | t] = v;
            }
        }
    }

    /**
     * The terms a piece of {@code owner} and type {@code t} at point {@code p} adds to its owner's side
     * (outside a hunt) into {@code index}/{@code value}; returns how many (at most 4).
     */
    int pieceTerms(int owner, int t, int p, int[] index, int[] value) {
        int n = 0;
        if (material[t] >= 0) {
            index[n] = material[t];
            value[n++] = 1;
        }
        index[n] = LINES;
        value[n++] = g.degree[p];
        if (t == 1) {
            index[n] = ADVANCE;
            value[n++] = owner == 0 ? g.y[p] : g.ranks - 1 - g.y[p];
            index[n] = SQUARE + (owner == 0 ? p : turned[p]);
            value[n++] = 1;
        }
        return n;
    }
}
