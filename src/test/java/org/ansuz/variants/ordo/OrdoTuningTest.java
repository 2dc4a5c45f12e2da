package org.ansuz.variants.ordo;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;
import org.ansuz.variants.TuningFeatures;
import org.junit.jupiter.api.Test;

class OrdoTuningTest {

    /** On every position of random games that is not decided, the evaluation is exactly Σ w·x. */
    @Test
    void evaluationIsTheWeightedSumOfTheFeaturesInEveryVariant() {
        for (String name : new String[] {"ordo", "ordo-x"}) {
            Variant variant = Variants.registry().find(name).orElseThrow();
            LinearEvaluation tuning = ((Tunable) variant).linearEvaluation();
            int[] split = new int[1];
            int checked = TuningFeatures.randomPlay(variant, 41, 12, 80, p -> {
                assertThat((int) TuningFeatures.weightedSum(tuning, p)).as("%s %s", name, p).isEqualTo(p.evaluate());
                if (((OrdoPosition) p).generator.label(((OrdoPosition) p).me()) > 1) {
                    split[0]++;
                }
            });
            assertThat(checked).as(name).isGreaterThan(200);
            if (name.equals("ordo")) { // in Ordo X no army is ever split: a capture removes the smaller sub-groups
                assertThat(split[0]).as("positions with a split army").isGreaterThan(0);
            }
        }
    }

    /**
     * White's d2 holds c1-c2 to e3: black's d6 takes it straight down the d-file, so it is an exposed cut
     * piece. With black on h6 and i7 instead, no black line meets d2, and e3, which h6 meets, is no cut piece.
     */
    @Test
    void exposedCountsTheCutPiecesTheEnemyCanTake() throws Exception {
        OrdoVariant ordo = (OrdoVariant) Variants.registry().find("ordo").orElseThrow();
        int[] x = new int[OrdoEvaluation.TERMS];
        OrdoEvaluation.features(OrdoNotation.parsePosition(ordo, "10/4b5/3b6/10/10/4w5/2ww6/2w7 w"), x);
        assertThat(x[OrdoEvaluation.EXPOSED]).isEqualTo(-1);
        OrdoEvaluation.features(OrdoNotation.parsePosition(ordo, "10/4b5/3b6/10/10/4w5/2ww6/2w7 b"), x);
        assertThat(x[OrdoEvaluation.EXPOSED]).isEqualTo(1);
        OrdoEvaluation.features(OrdoNotation.parsePosition(ordo, "10/8b1/7b2/10/10/4w5/2ww6/2w7 w"), x);
        assertThat(x[OrdoEvaluation.EXPOSED]).isEqualTo(0);
    }

    /**
     * The same count by a plain reference on the position's text, along random games of both variants: a piece
     * is cut when the rest of its army, without it, is not one king-connected group; it is exposed when an enemy
     * piece is the first piece met from it looking back along one of the enemy's capture lines (straight or
     * diagonally forward, or sideways).
     */
    @Test
    void exposedAgreesWithAPlainReferenceAlongRandomGames() {
        for (String name : new String[] {"ordo", "ordo-x"}) {
            Variant variant = Variants.registry().find(name).orElseThrow();
            int[] x = new int[OrdoEvaluation.TERMS];
            int[] nonZero = new int[1];
            TuningFeatures.randomPlay(variant, 43, 12, 80, p -> {
                OrdoEvaluation.features((OrdoPosition) p, x);
                char[][] board = board(p.fen());
                boolean whiteToMove = p.fen().endsWith(" w");
                int expected = referenceExposed(board, whiteToMove ? 'b' : 'w') - referenceExposed(board, whiteToMove ? 'w' : 'b');
                assertThat(x[OrdoEvaluation.EXPOSED]).as("%s %s", name, p.fen()).isEqualTo(expected);
                nonZero[0] += expected != 0 ? 1 : 0;
            });
            assertThat(nonZero[0]).as("%s positions with exposed pieces", name).isGreaterThan(20);
        }
    }

    /** The board of a FEN, {@code [file][rank]}, rank 0 White's home row. */
    private static char[][] board(String fen) {
        String[] rows = fen.split(" ")[0].split("/");
        char[][] b = new char[10][rows.length];
        for (int r = 0; r < rows.length; r++) {
            int file = 0;
            String row = rows[r];
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (Character.isDigit(c)) {
                    int run = c - '0';
                    if (i + 1 < row.length() && Character.isDigit(row.charAt(i + 1))) {
                        run = run * 10 + row.charAt(++i) - '0';
                    }
                    for (int k = 0; k < run; k++) {
                        b[file++][rows.length - 1 - r] = '.';
                    }
                } else {
                    b[file++][rows.length - 1 - r] = c;
                }
            }
        }
        return b;
    }

    /** Colour {@code c}'s cut pieces that the other colour can capture, counted square by square. */
    private static int referenceExposed(char[][] b, char c) {
        int files = b.length;
        int ranks = b[0].length;
        int army = 0;
        for (char[] file : b) {
            for (char sq : file) {
                army += sq == c ? 1 : 0;
            }
        }
        int forward = c == 'w' ? -1 : 1; // the enemy's forward, in ranks
        int[][] lookBack = {{0, -forward}, {-1, -forward}, {1, -forward}, {1, 0}, {-1, 0}};
        char enemy = c == 'w' ? 'b' : 'w';
        int exposed = 0;
        for (int f = 0; f < files; f++) {
            for (int r = 0; r < ranks; r++) {
                if (b[f][r] != c || army <= 2) {
                    continue;
                }
                boolean takeable = false;
                for (int[] d : lookBack) {
                    int tf = f + d[0];
                    int tr = r + d[1];
                    while (tf >= 0 && tf < files && tr >= 0 && tr < ranks && b[tf][tr] == '.') {
                        tf += d[0];
                        tr += d[1];
                    }
                    takeable |= tf >= 0 && tf < files && tr >= 0 && tr < ranks && b[tf][tr] == enemy;
                }
                if (takeable) {
                    b[f][r] = '.';
                    if (connectedSize(b, c) != army - 1) {
                        exposed++;
                    }
                    b[f][r] = c;
                }
            }
        }
        return exposed;
    }

    /** The size of the king-connected group of colour {@code c} that holds its first piece in file order. */
    private static int connectedSize(char[][] b, char c) {
        boolean[][] seen = new boolean[b.length][b[0].length];
        java.util.ArrayDeque<int[]> todo = new java.util.ArrayDeque<>();
        outer:
        for (int f = 0; f < b.length; f++) {
            for (int r = 0; r < b[0].length; r++) {
                if (b[f][r] == c) {
                    todo.add(new int[] {f, r});
                    seen[f][r] = true;
                    break outer;
                }
            }
        }
        int size = 0;
        while (!todo.isEmpty()) {
            int[] at = todo.poll();
            size++;
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    int f = at[0] + df;
                    int r = at[1] + dr;
                    if (f >= 0 && f < b.length && r >= 0 && r < b[0].length && !seen[f][r] && b[f][r] == c) {
                        seen[f][r] = true;
                        todo.add(new int[] {f, r});
                    }
                }
            }
        }
        return size;
    }

    @Test
    void formatWritesTheWeightsFileItReads() {
        LinearEvaluation tuning = ((Tunable) Variants.registry().find("ordo").orElseThrow()).linearEvaluation();
        String text = tuning.format(tuning.weights(), "hand-set");
        assertThat(text).startsWith("# fit: hand-set\n").contains("piece = -78\n", "split = 395\n", "runner = -50\n", "exposed = 35\n");
        assertThat(tuning.name(tuning.unitWeight())).isEqualTo("piece");
        assertThat(tuning.resourcePath()).endsWith("org/ansuz/variants/ordo/ordo.weights");
        LinearEvaluation ordoX = ((Tunable) Variants.registry().find("ordo-x").orElseThrow()).linearEvaluation();
        assertThat(ordoX.resourcePath()).endsWith("org/ansuz/variants/ordo/ordo-x.weights");
        assertThat(ordoX.format(ordoX.weights(), "hand-set")).contains("piece = 100\n", "split = 300\n", "exposed = 0\n");
    }
}
