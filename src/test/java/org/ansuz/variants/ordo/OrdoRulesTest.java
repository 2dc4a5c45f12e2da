package org.ansuz.variants.ordo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
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

class OrdoRulesTest {
    static final Variant ORDO = Variants.registry().find("ordo").orElseThrow();
    static final Variant ORDO_X = Variants.registry().find("ordo-x").orElseThrow();
    static final OrdoReference REF = new OrdoReference(false);
    static final OrdoReference REF_X = new OrdoReference(true);

    /** A position text from square lists, e.g. {@code fen("d2 d3", "j7", 'w')}. */
    static String fen(String white, String black, char side) {
        char[][] b = new char[10][8];
        for (char[] col : b) {
            Arrays.fill(col, '.');
        }
        for (String s : white.split(" ")) {
            if (!s.isEmpty()) {
                b[s.charAt(0) - 'a'][s.charAt(1) - '1'] = 'w';
            }
        }
        for (String s : black.split(" ")) {
            if (!s.isEmpty()) {
                b[s.charAt(0) - 'a'][s.charAt(1) - '1'] = 'b';
            }
        }
        return fenOf(b) + " " + side;
    }

    static String fenOf(char[][] b) {
        return ReferenceRules.ranks(b);
    }

    static Map<String, String> referenceMoves(OrdoReference ref, String fen) {
        char side = fen.trim().split("\\s+")[1].charAt(0);
        Map<String, String> out = new TreeMap<>();
        for (OrdoReference.Move m : ref.moves(OrdoReference.board(fen), side)) {
            out.put(m.text(), fenOf(m.after()));
        }
        return out;
    }

    @Test
    void startPositionMatchesTheSpecAndTheReference() {
        Position p = ORDO.startPosition();
        Map<String, String> m = LegalMoves.boardsAfter(p);
        assertThat(m).hasSize(56);
        assertThat(m.keySet().stream().filter(t -> t.length() == 7))
                .containsExactlyInAnyOrder("c2d2-c3", "c2d2-c4", "g2h2-g3", "g2h2-g4");
        assertThat(m).isEqualTo(referenceMoves(REF, ORDO.startFen()));
        assertThat(Perft.count(p, 2)).isEqualTo(3_136);
        assertThat(Perft.count(p, 3)).isEqualTo(190_114);
        assertThat(REF.perft(OrdoReference.board(ORDO.startFen()), 'w', 3)).isEqualTo(190_114);
        Position x = ORDO_X.startPosition();
        assertThat(LegalMoves.boardsAfter(x)).isEqualTo(referenceMoves(REF_X, ORDO_X.startFen())).hasSize(1_986);
    }

    @Test
    void ordoMovesAndBlockedOrdos() throws NotationException {
        Position p = ORDO.startPosition();
        assertThat(p.moveText(p.parseMove("C2D2-C4"))).isEqualTo("c2d2-c4");
        assertThat(LegalMoves.boardsAfter(p).get("c2d2-c4")).isEqualTo("2bb2bb2/bbbbbbbbbb/bb2bb2bb/10/2ww6/ww2ww2ww/ww2wwwwww/2ww2ww2");
        // c5-d5 would leave the pair cut off; a2a3 cannot move sideways into b2/b3
        assertThatThrownBy(() -> p.parseMove("c2d2-c5")).isInstanceOf(NotationException.class).hasMessageContaining("illegal");
        assertThatThrownBy(() -> p.parseMove("a2a3-b2")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> p.parseMove("c2d2-d3")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> p.parseMove("zz")).isInstanceOf(NotationException.class).hasMessageContaining("expected");
        // classic ordos never move diagonally or in single file
        Position q = ORDO.newPosition(fen("d3 e3 f3 d4 e4 f4 d5 e5 f5", "j7", 'w'));
        Map<String, String> m = LegalMoves.boardsAfter(q);
        assertThat(m.keySet()).contains("d5e5-d6", "d4d5-c4", "d3d4-c3", "e5f5-e6")
                .doesNotContain("d5e5-e6", "d4d5-d5", "d5e5-e5", "d4e4-d5", "d5f5-d6", "d5e5-d7");
        assertThat(m).isEqualTo(referenceMoves(REF, q.fen()));
    }

    @Test
    void splitGroupMustReconnectAndMayMoveBackward() throws NotationException {
        Position split = ORDO.newPosition(fen("d2 d3 g3", "j7", 'w'));
        Map<String, String> m = LegalMoves.boardsAfter(split);
        assertThat(m.keySet()).contains("g3-e3", "g3-e1", "d2d3-f2").doesNotContain("g3-f3", "d3-f3", "d2-e3");
        assertThat(m).isEqualTo(referenceMoves(REF, split.fen()));
        // connected: no backward moves
        Position whole = ORDO.newPosition(fen("d2 d3 e3", "j7", 'w'));
        assertThat(LegalMoves.boardsAfter(whole).keySet()).doesNotContain("e3-e2", "e3-f2", "d3-c2", "e3-f3").contains("d2-e2", "e3-e4");
        // split with no way back: the player to move loses
        Position lost = ORDO.newPosition(fen("a2 j2", "a3 b3 b2 i2 i3 j3", 'w'));
        assertThat(lost.generate(new MoveList())).isZero();
        assertThat(GameResult.of(lost).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(lost).reason()).contains("cannot reconnect");
    }

    @Test
    void captureSplitsTheEnemyWhoMustReconnect() throws NotationException {
        Position p = ORDO.newPosition(fen("d4 c4", "c5 d5 e5 e6", 'w'));
        p.play(p.parseMove("d4xd5"));
        assertThat(p.fen()).isEqualTo(fen("d5 c4", "c5 e5 e6", 'b'));
        Map<String, String> m = LegalMoves.boardsAfter(p);
        assertThat(m).isEqualTo(referenceMoves(REF, p.fen()));
        // c5-d6 is a backward move (towards Black's own home row), allowed only while split
        assertThat(m.keySet()).contains("c5-d6", "c5xd5", "e5xd5", "e6-d6").doesNotContain("e6-e7", "c5-b5");
        // the same capture where no reconnection exists: Black loses at once
        Position q = ORDO.newPosition(fen("d4 c4", "b5 c5 d5 e5 f5", 'w'));
        q.play(q.parseMove("d4xd5"));
        assertThat(GameResult.of(q).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(referenceMoves(REF, q.fen())).isEmpty();
    }

    @Test
    void homeRowWinsAndCapturingAllWins() throws NotationException {
        Position p = ORDO.newPosition(fen("e6", "j6 j7", 'w'));
        p.play(p.parseMove("e6-e8"));
        assertThat(GameResult.of(p).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(p.generate(new MoveList())).isZero();
        Position q = ORDO.newPosition(fen("e6", "e7", 'w'));
        q.play(q.parseMove("e6xe7"));
        assertThat(GameResult.of(q).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(q).reason()).contains("captured");
    }

    @Test
    void ordoXTwoPartTurnsAreOneMovePerBoard() throws NotationException {
        Position p = ORDO_X.newPosition(fen("e3", "a8", 'w'));
        Map<String, String> m = LegalMoves.boardsAfter(p);
        assertThat(m).hasSize(50).isEqualTo(referenceMoves(REF_X, p.fen()));
        assertThat(m.keySet()).contains("e3-c5", "e3-b3;b3-b5", "e3-a3;a3xa8")
                .doesNotContain("e3-f3", "e3-d3;d3-b5");
        assertThat(p.moveText(p.parseMove("e3-d3;d3-b5"))).isEqualTo("e3-b3;b3-b5");
        assertThat(p.moveText(p.parseMove("e3-f3;f3-f4"))).isEqualTo("e3-f4");
        // the spec's example: a3-b4 and a3b3-b3;c3-b4 reach the same board
        Position q = ORDO_X.newPosition(fen("a3 b3", "j7", 'w'));
        assertThat(q.parseMove("a3b3-b3;c3-b4")).isEqualTo(q.parseMove("a3-b4"));
        assertThat(LegalMoves.boardsAfter(q)).isEqualTo(referenceMoves(REF_X, q.fen()));
        assertThatThrownBy(() -> q.parseMove("a3-b4;b4-b5")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> q.parseMove("b3-c3")).isInstanceOf(NotationException.class); // sideways alone
    }

    @Test
    void ordoXDiagonalAndSingleFileOrdos() throws NotationException {
        Position p = ORDO_X.newPosition(fen("d3 e3 d4", "j7", 'w'));
        Map<String, String> m = LegalMoves.boardsAfter(p);
        assertThat(m.keySet()).contains("d3e3-e4", "d3d4-d4", "d3d4-e4", "d3e3-e3;e3-e4");
        assertThat(m).isEqualTo(referenceMoves(REF_X, p.fen()));
    }

    @Test
    void ordoXCaptureRemovesSmallerSubGroupsWithChoiceOnTies() throws NotationException {
        Position tie = ORDO_X.newPosition(fen("d5", "b6 c6 d6 e6 f6", 'w'));
        Map<String, String> m = LegalMoves.boardsAfter(tie);
        assertThat(m).containsEntry("d5xd6/keep:b6", fen("d6", "b6 c6", 'w').split(" ")[0])
                .containsEntry("d5xd6/keep:e6", fen("d6", "e6 f6", 'w').split(" ")[0]);
        assertThat(m).isEqualTo(referenceMoves(REF_X, tie.fen()));
        assertThat(tie.moveText(tie.parseMove("d5xd6/keep:f6"))).isEqualTo("d5xd6/keep:e6");
        Position unique = ORDO_X.newPosition(fen("d5", "b6 c6 d6 e6", 'w'));
        assertThat(LegalMoves.boardsAfter(unique)).containsEntry("d5xd6", fen("d6", "b6 c6", 'w').split(" ")[0]);
        long capture = unique.parseMove("d5xd6");
        String before = unique.fen();
        unique.play(capture);
        unique.undo();
        assertThat(unique.fen()).isEqualTo(before);
        assertThat(unique.isNoisy(capture)).isTrue();
    }

    @Test
    void positionText() throws NotationException {
        assertThat(ORDO.newPosition(ORDO.startFen().toUpperCase().replace(" W", "  w")).fen()).isEqualTo(ORDO.startFen());
        assertThatThrownBy(() -> ORDO.newPosition("10/10 w")).isInstanceOf(NotationException.class)
                .hasMessageContaining("8 ranks");
        assertThatThrownBy(() -> ORDO.newPosition(ORDO.startFen().replace("/10/", "/9/")))
                .isInstanceOf(NotationException.class).hasMessageContaining("9 squares");
        assertThatThrownBy(() -> ORDO.newPosition(ORDO.startFen().replace("bb2bb2bb", "bb2qb2bb")))
                .isInstanceOf(NotationException.class).hasMessageContaining("'q'");
        assertThat(ORDO.startPosition().symbolAt(2)).isEqualTo('b');
        assertThat(ORDO.board().cellNames().get(79)).isEqualTo("j1");
    }
}
