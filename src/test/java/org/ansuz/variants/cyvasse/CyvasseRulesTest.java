package org.ansuz.variants.cyvasse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.LegalMoves;
import org.ansuz.variants.ReferenceRules;
import org.junit.jupiter.api.Test;

/** The rules of {@code docs/rules/cyvasse.md} on small positions, with the exact moves of the pieces involved. */
class CyvasseRulesTest {
    static final Variant FISHER = Variants.registry().find("cyvasse").orElseThrow();
    static final Variant DAGAZ = Variants.registry().find("cyvasse-dagaz").orElseThrow();

    /** A play-phase position text from {@code "R@f6 r@f5 ..."} (upper case White, {@code M} mountain). */
    static String fen(String pieces, char side) {
        char[] cells = new char[CyvasseGeometry.CELLS];
        java.util.Arrays.fill(cells, '.');
        for (String t : pieces.trim().split("\\s+")) {
            cells[CyvasseGeometry.cell(t.substring(2))] = t.charAt(0);
        }
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < CyvasseGeometry.RANKS; r++) {
            if (r > 0) {
                s.append('/');
            }
            int run = 0;
            for (int c = CyvasseGeometry.RANK_START[r]; c < CyvasseGeometry.RANK_START[r + 1]; c++) {
                if (cells[c] == '.') {
                    run++;
                } else {
                    s.append(run > 0 ? Integer.toString(run) : "").append(cells[c]);
                    run = 0;
                }
            }
            s.append(run > 0 ? Integer.toString(run) : "");
        }
        return s + " " + side + " 0 - play";
    }

    static Position pos(Variant v, String pieces) throws NotationException {
        return v.newPosition(fen(pieces, 'w'));
    }

    /** The texts of the moves that start on {@code cell}. */
    static List<String> from(Position p, String cell) {
        return LegalMoves.texts(p).stream().filter(t -> t.startsWith(cell)).toList();
    }

    @Test
    void aRabbleCapturesTheLightPieceItEngages() throws NotationException {
        Position p = pos(FISHER, "R@f6 r@f5");
        assertThat(from(p, "f6")).containsExactlyInAnyOrder("f6xf5", "f6-g6", "f6-e5", "f6-e6", "f6-f7", "f6-g7");
    }

    @Test
    void aHeavyPieceNeedsTwoEngagersOrAHeavyOne() throws NotationException {
        assertThat(from(pos(FISHER, "R@f6 e@f5"), "f6")).noneMatch(t -> t.contains("x"));
        assertThat(LegalMoves.texts(pos(FISHER, "R@f6 R@g6 e@f5"))).contains("f6xf5", "g6xf5");
        // a Heavy Horse alone engages the Elephant: capture, or overrun to the empty cell behind it
        assertThat(from(pos(FISHER, "H@e5 e@f5"), "e5")).filteredOn(t -> t.contains("x"))
                .containsExactlyInAnyOrder("e5xf5", "e5xf5-g5");
    }

    @Test
    void unarmouredPiecesNeedNoEngagement() throws NotationException {
        // the Dragon captures a Crossbows four cells away in a straight line over anything
        assertThat(from(pos(FISHER, "D@f9 M@f8 r@f7 c@f5"), "f9")).filteredOn(t -> t.contains("x"))
                .containsExactly("f9xf5");
    }

    @Test
    void aPieceNextToAnEnemyTowerEngagesOnlyThatTower() throws NotationException {
        // the Rabble on f6 touches the Tower on e6, so it engages neither the Rabble on f5 nor captures it
        assertThat(from(pos(FISHER, "R@f6 w@e6 r@f5"), "f6")).noneMatch(t -> t.contains("x"));
        // with a second engager of the Tower (a Heavy Horse beside it, also touching it) the Tower falls
        assertThat(LegalMoves.texts(pos(FISHER, "R@f6 H@d6 w@e6 r@f5"))).contains("f6xe6", "d6xe6").doesNotContain("f6xf5");
    }

    @Test
    void spearsGuardTheTwoCellsInFront() throws NotationException {
        // Black Spears on e5 guard e6 and f6 (Black's forward is sw and se); the Light Horse on f8 captures
        // the Rabble on f7 and may stop on f6, a guarded cell, but not pass through it to f5
        Position p = pos(FISHER, "L@f8 r@f7 s@e5");
        assertThat(from(p, "f8")).filteredOn(t -> t.startsWith("f8xf7")).containsExactlyInAnyOrder("f8xf7", "f8xf7-f6");
        Position open = pos(FISHER, "L@f8 r@f7");
        assertThat(from(open, "f8")).filteredOn(t -> t.startsWith("f8xf7"))
                .containsExactlyInAnyOrder("f8xf7", "f8xf7-f6", "f8xf7-f5");
        // White Spears move and capture only forward (nw, ne)
        assertThat(from(pos(FISHER, "S@f6 r@e5 r@g6 r@f7"), "f6")).containsExactlyInAnyOrder("f6xe5", "f6-f5");
    }

    @Test
    void theElephantCapturesTwoCellsAwayOverAnEmptyUnguardedCell() throws NotationException {
        assertThat(from(pos(FISHER, "E@f7 c@f5"), "f7")).filteredOn(t -> t.contains("x")).containsExactly("f7xf5");
        assertThat(from(pos(FISHER, "E@f7 c@f5 R@f6"), "f7")).noneMatch(t -> t.contains("x"));
        // Black Spears on e5 guard e6 and f6: the Elephant may not pass f6
        assertThat(from(pos(FISHER, "E@f7 c@f5 s@e5"), "f7")).noneMatch(t -> t.contains("x"));
    }

    @Test
    void theTrebuchetRetreatsAndShootsByTheChosenRule() throws NotationException {
        // Trebuchet f7, target up the ne line (f6, f5, f4), retreat to f8 (sw)
        assertThat(from(pos(FISHER, "T@f7 c@f4"), "f7")).contains("f7<f8xf4");
        assertThat(from(pos(FISHER, "T@f7 c@f4 R@f8"), "f7")).noneMatch(t -> t.contains("x")); // no room to retreat
        assertThat(from(pos(FISHER, "T@f7 c@f6"), "f7")).noneMatch(t -> t.contains("x")); // minimum range 2
        // a light target behind a mountain: Dagaz needs a spotter, Fisher the Trebuchet's own line
        String hidden = "T@f7 M@f5 r@f4";
        String spotted = "T@f7 M@f5 r@f4 R@g4";
        assertThat(from(pos(FISHER, hidden), "f7")).noneMatch(t -> t.contains("x"));
        assertThat(from(pos(FISHER, spotted), "f7")).contains("f7<f8xf4");
        Variant fisherShot = new CyvasseVariant("t", List.of(),
                CyvasseRules.of(r -> r.trebuchet = CyvasseRules.Trebuchet.FISHER), List.of());
        Variant strict = new CyvasseVariant("t", List.of(),
                CyvasseRules.of(r -> r.trebuchet = CyvasseRules.Trebuchet.MOD_STRICT), List.of());
        assertThat(from(pos(fisherShot, spotted), "f7")).noneMatch(t -> t.contains("x"));
        assertThat(from(pos(strict, spotted), "f7")).contains("f7<f8xf4");
        assertThat(from(pos(strict, hidden), "f7")).noneMatch(t -> t.contains("x"));
        assertThat(from(pos(fisherShot, "T@f7 c@f4"), "f7")).contains("f7<f8xf4");
    }

    @Test
    void theKingJumpsOverAnOwnTower() throws NotationException {
        // King h8, own Tower h7 (ne): the jump lands on h6
        assertThat(from(pos(FISHER, "K@h8 W@h7 k@c2"), "h8")).containsExactlyInAnyOrder("h8-i8", "h8-h6", "h8-g7",
                "h8-g8", "h8-h9", "h8-i9");
        assertThat(from(pos(FISHER, "K@h8 W@h7 R@h5 r@h6 k@c2"), "h8")).contains("h8xh6");
    }

    @Test
    void capturingTheKingWins() throws NotationException {
        Position p = pos(FISHER, "K@h8 R@f6 k@f5");
        p.play(p.parseMove("f6xf5"));
        assertThat(p.result().isOver()).isTrue();
        assertThat(p.result().reason()).isEqualTo("King captured");
        assertThat(p.generate(new MoveList())).isZero();
    }

    @Test
    void aRabblePairIsOneMoveWithOneCanonicalTextAndEveryOrderAccepted() throws NotationException {
        Position p = pos(FISHER, "R@f6 R@g6");
        long m = p.parseMove("f6-f5+g6-g7");
        assertThat(p.moveText(m)).isEqualTo("f6-f5+g6-g7");
        assertThat(p.parseMove("g6-g7+f6-f5")).isEqualTo(m);
        assertThat(p.parseMove("f6-g7+g6-f5")).isEqualTo(m); // the other pairing reaches the same cells
        assertThat(p.parseMove("g6-f5+f6-g7")).isEqualTo(m);
        // a chain: f6 steps to f5 and f7 follows into f6 leaves the same position as ... nothing else
        Position chain = pos(FISHER, "R@f6 R@f7");
        long c = chain.parseMove("f6-f5+f7-f6");
        assertThat(chain.moveText(c)).isEqualTo("f6-f5+f7-f6");
        // a bent chain: g6 steps to g5, f6 follows: f6 vacated, g5 filled, one way to play it
        Position bent = pos(FISHER, "R@f6 R@g6");
        assertThat(bent.moveText(bent.parseMove("g6-g5+f6-g6"))).isEqualTo("g6-g5+f6-g6");
        // a chain that ends where a lone step would: printed as the lone step
        Position lone = pos(FISHER, "R@f6 R@g6");
        assertThat(lone.moveText(lone.parseMove("g6-g7+f6-g6"))).isEqualTo("f6-g7");
        assertThatThrownBy(() -> p.parseMove("f6-f5+f6-f4")).isInstanceOf(NotationException.class);
    }

    @Test
    void twoRabblesHaveEveryDistinctPositionOnce() throws NotationException {
        // f6 and g6 side by side, nothing else: 5 + 5 lone steps; pairs and chains counted by effect
        Position p = pos(FISHER, "R@f6 R@g6");
        List<String> all = LegalMoves.texts(p);
        assertThat(all).doesNotHaveDuplicates();
        ReferenceRules reference = CyvasseReference.rules(FISHER);
        assertThat(all).hasSize(reference.moves(reference.positionText(p)).size());
        assertThat(all.stream().filter(t -> !t.contains("+"))).hasSize(10);
    }

    @Test
    void dagazForcesTheSecondRabbleMoveWhenAnotherRabbleCanMove() throws NotationException {
        Position fisher = pos(FISHER, "R@f6 R@h6");
        Position dagaz = pos(DAGAZ, "R@f6 R@h6");
        assertThat(LegalMoves.texts(fisher)).contains("f6-f5", "h6-h5", "f6-f5+h6-h5");
        assertThat(LegalMoves.texts(dagaz)).doesNotContain("f6-f5", "h6-h5").contains("f6-f5+h6-h5");
        // a lone Rabble moves alone
        assertThat(LegalMoves.texts(pos(DAGAZ, "R@f6"))).containsExactlyInAnyOrder("f6-g6", "f6-f5", "f6-e5", "f6-e6", "f6-f7",
                "f6-g7");
    }

    @Test
    void dagazPassesWhenStuckFisherLoses() throws NotationException {
        // the King on h8 is walled in by its Towers and mountains (no jump: f8 and j8 are mountains too)
        String stuck = fen("k@c2 K@h8 W@g8 W@i8 M@h9 M@i9 M@g7 M@h7 M@f8 M@j8", 'w');
        Position f = FISHER.newPosition(stuck);
        Position d = DAGAZ.newPosition(stuck);
        assertThat(LegalMoves.texts(f)).isEmpty();
        assertThat(f.noMoveResult().reason()).isEqualTo("no legal move");
        assertThat(LegalMoves.texts(d)).containsExactly("pass");
    }

    @Test
    void waterStopsEngagementButNotMovement() throws NotationException {
        // map 1 has water on e6: a Rabble there neither engages nor protects by engaging
        Variant map1 = Variants.registry().find("cyvasse-map1").orElseThrow();
        Position p = map1.newPosition(fen("R@e6 r@e5", 'w').replace(" 0 - ", " 1 - "));
        assertThat(from(p, "e6")).noneMatch(t -> t.contains("x")).contains("e6-d6", "e6-f6");
        Position dry = FISHER.newPosition(fen("R@e6 r@e5", 'w'));
        assertThat(from(dry, "e6")).contains("e6xe5");
    }

    @Test
    void setupDropsFollowTheOrderAndZones() throws NotationException {
        Position p = FISHER.startPosition();
        assertThat(LegalMoves.texts(p)).hasSize(38).allMatch(t -> t.startsWith("M@"));
        for (String m : "M@e7 M@f7 M@g7 M@h7".split(" ")) {
            p.play(p.parseMove(m));
        }
        assertThat(LegalMoves.texts(p)).containsExactlyInAnyOrder("K@f8", "K@h8", "K@j8");
        assertThatThrownBy(() -> p.parseMove("K@g8")).isInstanceOf(NotationException.class)
                .hasMessageContaining("illegal");
        p.play(p.parseMove("K@h8"));
        assertThat(LegalMoves.texts(p)).hasSize(33).allMatch(t -> t.startsWith("W@"));
        p.play(p.parseMove("W@g8"));
        p.play(p.parseMove("W@i8"));
        assertThat(LegalMoves.texts(p)).hasSize(8 * 31);
        assertThat(p.sideToMove()).isZero();
        // map 2 keeps mountains off its water (f8 g8 i6 in White's home)
        Variant map2 = Variants.registry().find("cyvasse-map2").orElseThrow();
        assertThat(LegalMoves.texts(map2.startPosition())).hasSize(35);
    }

    @Test
    void theSetupPassesToBlackAfter27DropsAndPlayStartsWithWhite() throws NotationException {
        Position p = FISHER.startPosition();
        MoveList list = new MoveList();
        for (int i = 0; i < 54; i++) {
            assertThat(p.sideToMove()).isEqualTo(i < 27 ? 0 : 1);
            p.generate(list);
            p.play(list.move(0));
        }
        assertThat(p.sideToMove()).isZero();
        assertThat(p.fen()).endsWith(" w 0 - play");
        assertThat(FISHER.newPosition(p.fen()).fen()).isEqualTo(p.fen());
    }

    @Test
    void badPositionTextsAreRefusedWithAReason() {
        assertThatThrownBy(() -> FISHER.newPosition("8/9/10/11/12/11/10/9 w 0 - play"))
                .hasMessageContaining("9 ranks");
        assertThatThrownBy(() -> FISHER.newPosition("8/9/10/11/12/11/10/9/7 w 0 - play")).hasMessageContaining("rank 9");
        assertThatThrownBy(() -> FISHER.newPosition("8/9/10/11/12/11/10/9/8 w 7 - play")).hasMessageContaining("map");
        assertThatThrownBy(() -> FISHER.newPosition("8/9/10/11/12/11/10/4K4/8 w 0 - setup:1"))
                .hasMessageContaining("drop order");
        assertThatThrownBy(() -> FISHER.newPosition("8/9/10/11/12/11/10/9/8 b 0 - setup:0"))
                .hasMessageContaining("White drops next");
        assertThatThrownBy(() -> FISHER.newPosition("RRRRRRR1/9/10/11/12/11/10/9/8 w 0 - play"))
                .hasMessageContaining("an army has 6");
    }
}
