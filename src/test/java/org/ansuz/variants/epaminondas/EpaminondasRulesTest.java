package org.ansuz.variants.epaminondas;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.LegalMoves;
import org.ansuz.variants.ReferenceRules;
import org.junit.jupiter.api.Test;

class EpaminondasRulesTest {
    static final Variant BIG = Variants.registry().find("epaminondas").orElseThrow();
    static final Variant SMALL = Variants.registry().find("epaminondas-8x8").orElseThrow();
    static final EpaminondasReference BIG_REF = new EpaminondasReference(14, 12, true, false);
    static final EpaminondasReference SMALL_REF = new EpaminondasReference(8, 8, false, true);

    /** A position text from square lists, e.g. {@code fen(BIG, "a1 b1", "n12", 'w')}. */
    static String fen(Variant v, String white, String black, char side) {
        int files = v == BIG ? 14 : 8;
        int ranks = v == BIG ? 12 : 8;
        char[][] b = new char[files][ranks];
        for (char[] col : b) {
            java.util.Arrays.fill(col, '.');
        }
        for (String s : white.split(" ")) {
            if (!s.isEmpty()) {
                b[s.charAt(0) - 'a'][Integer.parseInt(s.substring(1)) - 1] = 'w';
            }
        }
        for (String s : black.split(" ")) {
            if (!s.isEmpty()) {
                b[s.charAt(0) - 'a'][Integer.parseInt(s.substring(1)) - 1] = 'b';
            }
        }
        return ReferenceRules.ranks(b) + " " + side;
    }

    static Map<String, String> referenceMoves(EpaminondasReference ref, Variant v, String fen) {
        char side = fen.trim().split("\\s+")[1].charAt(0);
        Map<String, String> out = new TreeMap<>();
        for (EpaminondasReference.Move m : ref.moves(ref.board(fen), side)) {
            out.put(m.text(), fen(v, squares(m.after(), 'w'), squares(m.after(), 'b'), 'w').split(" ")[0]);
        }
        return out;
    }

    static String squares(char[][] b, char c) {
        StringBuilder s = new StringBuilder();
        for (int x = 0; x < b.length; x++) {
            for (int y = 0; y < b[x].length; y++) {
                if (b[x][y] == c) {
                    s.append(EpaminondasReference.name(x, y)).append(' ');
                }
            }
        }
        return s.toString().trim();
    }

    @Test
    void startPositionCountsMatchTheSpec() {
        Position big = BIG.startPosition();
        assertThat(Perft.count(big, 1)).isEqualTo(114);
        assertThat(Perft.count(big, 2)).isEqualTo(12_996);
        assertThat(Perft.count(big, 3)).isEqualTo(1_787_292);
        Position small = SMALL.startPosition();
        assertThat(Perft.count(small, 1)).isEqualTo(60);
        assertThat(Perft.count(small, 2)).isEqualTo(3_600);
        assertThat(Perft.count(small, 3)).isEqualTo(269_278);
    }

    @Test
    void referenceGeneratorAgreesOnTheStartTree() {
        assertThat(BIG_REF.perft(BIG_REF.board(BIG.startFen()), 'w', 2)).isEqualTo(12_996);
        assertThat(SMALL_REF.perft(SMALL_REF.board(SMALL.startFen()), 'w', 3)).isEqualTo(269_278);
    }

    @Test
    void specExamplesFromTheStart() {
        Map<String, String> m = LegalMoves.boardsAfter(BIG.startPosition());
        assertThat(m.keySet()).contains("c1c2-c4", "c2-c3", "a1b2-d4", "c1c2-c3");
        assertThat(m.get("c1c2-c4")).isEqualTo("bbbbbbbbbbbbbb/bbbbbbbbbbbbbb/14/14/14/14/14/14/2w11/2w11/ww1wwwwwwwwwww/ww1wwwwwwwwwww");
        // front stones alone, never a rear part that would pass through its own front
        assertThat(m.keySet()).doesNotContain("c1-c2", "c1-c3", "b2-c3x", "c1c2-c5");
        assertThat(m.keySet().stream().filter(t -> t.length() == 5 || t.length() == 6)).hasSize(14 + 13 + 13);
    }

    @Test
    void cornerPairExactMoveSet() throws NotationException {
        Position p = BIG.newPosition(fen(BIG, "a1 b1", "n11", 'w'));
        assertThat(LegalMoves.boardsAfter(p).keySet()).containsExactlyInAnyOrder(
                "a1-a2", "a1-b2", "a1b1-c1", "a1b1-d1", "b1-b2", "b1-c2", "b1-c1", "b1-a2");
    }

    @Test
    void phalanxCapturesAShorterLineOnly() throws NotationException {
        Position p = BIG.newPosition(fen(BIG, "c3 c4 c5 a1", "c7 c8 n11", 'w'));
        Map<String, String> m = LegalMoves.boardsAfter(p);
        assertThat(m).containsKeys("c3c5-c6", "c3c5xc7", "c4c5-c6");
        assertThat(m.get("c3c5xc7")).isEqualTo(fen(BIG, "c5 c6 c7 a1", "n11", 'w').split(" ")[0]);
        assertThat(m).doesNotContainKeys("c4c5xc7", "c5xc6", "c5-c7", "c3c5-c8", "c3c5xc8");
        assertThat(m).isEqualTo(referenceMoves(BIG_REF, BIG, p.fen()));
        // blocked: an enemy line as long as the group stops it, and nothing jumps
        Position q = BIG.newPosition(fen(BIG, "c3 c4 a1", "c6 c7 n11", 'w'));
        assertThat(LegalMoves.boardsAfter(q)).containsKey("c3c4-c5").doesNotContainKeys("c3c4xc6", "c3c4-c6", "c4-c6");
        long before = q.key();
        assertThat(p.isNoisy(p.parseMove("c3c5xc7"))).isTrue();
        assertThat(p.isNoisy(p.parseMove("c3c5-c6"))).isFalse();
        assertThat(q.key()).isEqualTo(before);
    }

    @Test
    void dagazCrossingModeRemovesOnlyTheFirstStoneAndSparesTheHomeRow() throws NotationException {
        Position p = SMALL.newPosition(fen(SMALL, "c2 c3 c4 h1", "c5 c6 a8", 'w'));
        assertThat(LegalMoves.boardsAfter(p).get("c2c4xc5")).isEqualTo(fen(SMALL, "c3 c4 c5 h1", "c6 a8", 'w').split(" ")[0]);
        // the immunity protects enemies on the MOVER's home row (rank 8 for Black), so c1 can be captured here
        Position q = SMALL.newPosition(fen(SMALL, "c1 h3", "c3 c2 a8", 'b'));
        assertThat(LegalMoves.boardsAfter(q).keySet()).contains("c3c2xc1");
        Position r = SMALL.newPosition(fen(SMALL, "a8 h1 h2", "b7 c6 d5 e4", 'b'));
        assertThat(LegalMoves.boardsAfter(r).keySet()).noneMatch(t -> t.endsWith("xa8"));
        assertThat(LegalMoves.boardsAfter(r)).isEqualTo(referenceMoves(SMALL_REF, SMALL, r.fen()));
    }

    @Test
    void crossingDecidesAtTheStartOfTheTurn() throws NotationException {
        // White has a stone on rank 12 and it is White's turn: White wins before moving.
        Position won = BIG.newPosition(fen(BIG, "e12 a1", "n11", 'w'));
        assertThat(GameResult.of(won).kind()).isEqualTo(GameResult.Kind.WIN);
        assertThat(won.generate(new MoveList())).isZero();
        // Black to move may still capture the intruder with a longer line: the game goes on.
        Position answer = BIG.newPosition(fen(BIG, "e12 a1", "g12 f12 n11", 'b'));
        assertThat(GameResult.of(answer).kind()).isEqualTo(GameResult.Kind.ONGOING);
        long capture = answer.parseMove("g12f12xe12");
        answer.play(capture);
        assertThat(GameResult.of(answer).kind()).isEqualTo(GameResult.Kind.ONGOING);
        answer.undo();
        // A black quiet move leaves White to move with the lead: White wins.
        answer.play(answer.parseMove("n11-n10"));
        assertThat(GameResult.of(answer).kind()).isEqualTo(GameResult.Kind.WIN);
        assertThat(GameResult.of(answer).reason()).contains("crossing");
        // Equal counts are no win.
        Position level = BIG.newPosition(fen(BIG, "e12 a1", "n1 n11", 'w'));
        assertThat(GameResult.of(level).kind()).isEqualTo(GameResult.Kind.ONGOING);
        // Stones off: the side with none loses.
        assertThat(GameResult.of(BIG.newPosition(fen(BIG, "a5", "", 'b'))).kind()).isEqualTo(GameResult.Kind.LOSS);
    }

    @Test
    void threefoldRepetitionLosesForTheRepeater() throws NotationException {
        Position p = BIG.newPosition(fen(BIG, "a1", "n12", 'w'));
        String[] cycle = {"a1-a2", "n12-n11", "a2-a1", "n11-n12"};
        for (int i = 0; i < 7; i++) {
            assertThat(GameResult.of(p).kind()).isEqualTo(GameResult.Kind.ONGOING);
            p.play(p.parseMove(cycle[i % 4]));
        }
        p.play(p.parseMove(cycle[3])); // Black repeats the start position for the third time
        assertThat(GameResult.of(p).kind()).isEqualTo(GameResult.Kind.WIN);
        assertThat(GameResult.of(p).reason()).contains("repetition");
    }

    @Test
    void notation() throws NotationException {
        Position p = BIG.startPosition();
        assertThat(p.moveText(p.parseMove("C1C2-C4"))).isEqualTo("c1c2-c4");
        assertThat(p.moveText(p.parseMove(" a1b2-d4 "))).isEqualTo("a1b2-d4");
        assertThatThrownBy(() -> p.parseMove("c1c2-c5")).isInstanceOf(NotationException.class)
                .hasMessageContaining("illegal");
        assertThatThrownBy(() -> p.parseMove("c1-c3")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> p.parseMove("hello")).isInstanceOf(NotationException.class)
                .hasMessageContaining("expected");
        assertThatThrownBy(() -> BIG.newPosition("14/14 w")).isInstanceOf(NotationException.class)
                .hasMessageContaining("12 ranks");
        assertThatThrownBy(() -> BIG.newPosition(BIG.startFen().replace("/14/", "/13/")))
                .isInstanceOf(NotationException.class).hasMessageContaining("13 squares");
        assertThatThrownBy(() -> BIG.newPosition(BIG.startFen().replace(" w", " x")))
                .isInstanceOf(NotationException.class);
        assertThat(BIG.newPosition(BIG.startFen().toUpperCase().replace(" W", "   w 3")).fen()).isEqualTo(BIG.startFen());
        assertThat(BIG.startPosition().symbolAt(0)).isEqualTo('b');
        assertThat(BIG.startPosition().symbolAt(14 * 12 - 1)).isEqualTo('w');
        assertThat(BIG.board().cellNames().get(0)).isEqualTo("a12");
    }

    @Test
    void randomPlayoutsUndoKeyAndFen() throws NotationException {
        for (Variant v : List.of(BIG, SMALL)) {
            SplittableRandom random = new SplittableRandom(11);
            for (int game = 0; game < 8; game++) {
                Position p = v.startPosition();
                MoveList list = new MoveList();
                List<String> fens = new ArrayList<>();
                Map<String, Long> keys = new HashMap<>();
                int n;
                while ((n = p.generate(list)) > 0 && p.plies() < 300) {
                    String fen = p.fen();
                    fens.add(fen);
                    assertThat(v.newPosition(fen).fen()).isEqualTo(fen);
                    assertThat(v.newPosition(fen).key()).isEqualTo(p.key());
                    Long old = keys.put(fen, p.key());
                    assertThat(old == null || old == p.key()).isTrue();
                    p.play(list.move(random.nextInt(n)));
                }
                for (int i = fens.size() - 1; i >= 0; i--) {
                    p.undo();
                    assertThat(p.fen()).isEqualTo(fens.get(i));
                    assertThat(p.key()).isEqualTo(keys.get(fens.get(i)));
                }
            }
        }
    }
}
