package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.EndgameProbe;
import org.ansuz.engine.spi.EndgameTableSet;
import org.ansuz.variants.draughts.EndgameIndex.Material;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The endgame tables of small endings against an independent plain solver ({@link EndgameReference}). */
class EndgameDatabaseTest {

    private static DraughtsVariant variant(String name) {
        return (DraughtsVariant) DraughtsTesting.variant(name);
    }

    /** The tables {@code names} of {@code v} (with their colour-reversed twins), built in the order given. */
    private static EndgameDatabase build(DraughtsVariant v, List<String> names) {
        EndgameDatabase db = new EndgameDatabase(v);
        for (String name : names) {
            if (!db.names().contains(name)) {
                db.build(name);
            }
        }
        return db;
    }

    private static EndgameDatabase internationalKings;

    /** International's 2-piece tables and its king endings of 3 pieces, built once for the tests that read them. */
    private static synchronized EndgameDatabase internationalKings() {
        if (internationalKings == null) {
            internationalKings = build(variant("international"), List.of("KvK", "KvM", "MvM", "KKvK"));
        }
        return internationalKings;
    }

    private static List<int[]> materials(List<String> names) {
        List<int[]> out = new ArrayList<>();
        for (String n : names) {
            Material m = Material.parse(n);
            out.add(new int[] {m.whiteMen(), m.whiteKings(), m.blackMen(), m.blackKings()});
        }
        return out;
    }

    private static int asReference(int probe) {
        return probe == EndgameProbe.WIN ? EndgameReference.WIN : probe == EndgameProbe.LOSS ? EndgameReference.LOSS
                : probe == EndgameProbe.DRAW ? EndgameReference.DRAW : -1;
    }

    /** Every position of the reference, either side to move, probed: the same value. */
    private static void assertAgrees(EndgameDatabase db, EndgameReference ref) {
        int wrong = 0;
        String first = null;
        for (int p = 0; p < ref.positions.size(); p++) {
            EndgameReference.Placement at = ref.positions.get(p);
            int v = asReference(db.probe(at.white(), at.black(), at.kings(), at.color()));
            if (v != ref.value[p]) {
                wrong++;
                first = first == null ? at + " table " + v + " reference " + ref.value[p] : first;
            }
        }
        assertThat(wrong).as("positions the table values otherwise than the reference, first %s", first).isZero();
    }

    @Test
    void russianTablesOfUpToThreePiecesAgreeWithThePlainSolverAndTheirSuccessors() {
        DraughtsVariant v = variant("russian");
        List<String> names = v.endgameTableNames(3);
        assertThat(names).hasSize(16).startsWith("KvK", "KvM", "MvK", "MvM");
        EndgameDatabase db = build(v, names);
        assertThat(db.names()).containsExactlyInAnyOrderElementsOf(names);
        EndgameReference ref = new EndgameReference(v, materials(names));
        assertAgrees(db, ref);
        for (String name : names) {
            assertThat(db.verify(name)).as(name).isZero();
        }
    }

    @Test
    void internationalTwoPieceAndKingEndingsAgreeWithThePlainSolver() {
        DraughtsVariant v = variant("international");
        EndgameDatabase db = internationalKings();
        assertThat(db.names()).containsExactly("KvK", "KvM", "MvK", "MvM", "KKvK", "KvKK");
        assertAgrees(db, new EndgameReference(v, materials(db.names())));
        assertThat(db.verify("KKvK")).isZero();
        assertThat(db.verify("KvKK")).isZero();
    }

    /** Counts of (loss, draw, win) for White to move in table {@code name}, split by what stands where. */
    private static int[][] census(DraughtsVariant v, EndgameDatabase db, String name) {
        Material m = Material.parse(name);
        EndgameIndex index = new EndgameIndex(v.geometry());
        DraughtsGeometry g = v.geometry();
        long mainDiagonal = 0;
        for (int c = 0; c < g.cells; c++) {
            mainDiagonal |= g.x[c] == g.y[c] ? 1L << c : 0;
        }
        DraughtsPosition pos = new DraughtsPosition(v);
        long[] placed = new long[3];
        int[][] count = new int[4][3];
        for (long i = 0; i < index.size(m); i++) {
            if (!index.placement(m, i, placed)) {
                continue;
            }
            pos.pieces[0] = placed[0];
            pos.pieces[1] = placed[1];
            pos.kings = placed[2];
            pos.color = 0;
            long weak = m.whiteKings() < m.blackKings() ? placed[0] : placed[1];
            long strong = placed[0] ^ placed[1] ^ weak;
            // 0: the mover captures at once; 1: the lone king is on the main diagonal; 2: the strong side
            // holds it and the lone king is off it; 3: nobody is on it.
            int kind = pos.generator.canCapture(0) ? 0 : (weak & mainDiagonal) != 0 ? 1
                    : (strong & mainDiagonal) != 0 ? 2 : 3;
            count[kind][db.probe(placed[0], placed[1], placed[2], 0) + 1]++;
        }
        return count;
    }

    // Facts the reference solver derives (the tests above check these tables against it entry by entry).
    @Test
    void internationalKingAgainstKingIsADrawButForCapturesAndCornerTraps() {
        DraughtsVariant v = variant("international");
        EndgameDatabase db = internationalKings();
        int[][] kk = census(v, db, "KvK");
        assertThat(kk[0]).containsExactly(0, 0, 408); // a capture at hand wins
        // without one, 2 losses and 16 wins, all with both kings on the main diagonal (one in its corner)
        assertThat(kk[1]).containsExactly(2, 360, 16);
        assertThat(kk[2]).containsExactly(0, 376, 0);
        assertThat(kk[3]).containsExactly(0, 1288, 0);
        // Two kings against one: a draw in general, but no exception-free one: wins exist wherever the lone king is.
        int[][] kkk = census(v, db, "KKvK");
        assertThat(kkk[1]).containsExactly(0, 6350, 798);
        assertThat(kkk[2]).containsExactly(0, 13460, 352);
        assertThat(kkk[3]).containsExactly(0, 19592, 1180);
    }

    @Test
    void russianThreeKingsHoldingTheMainRoadBeatALoneKing() {
        DraughtsVariant v = variant("russian");
        EndgameDatabase db = build(v, List.of("KvK", "KKvK", "KKKvK"));
        assertThat(db.verify("KvKKK")).isZero();
        assertThat(db.verify("KKKvK")).isZero();
        int[][] lone = census(v, db, "KvKKK"); // the lone king to move
        // off the main road while the three kings hold it: lost but for 40 positions of 39,600
        assertThat(lone[2]).containsExactly(39_560, 40, 0);
        // on the main road itself: mostly drawn
        assertThat(lone[1]).containsExactly(4_536, 13_704, 0);
        EndgameTableSet.SampleCheck s = db.sample("KvKKK", 40, 6, 7);
        assertThat(s.disagreements()).isZero();
        assertThat(s.proven() + s.undecided()).isEqualTo(40);
        assertThat(s.proven()).isPositive();
    }

    @Test
    void aTableReadsBackAsItWasWrittenAndDamagedBytesAreRefused() {
        DraughtsVariant v = variant("russian");
        EndgameDatabase db = build(v, List.of("KvK", "KKvK"));
        EndgameDatabase copy = new EndgameDatabase(v);
        for (String name : db.names()) {
            copy.load(name, db.encode(name));
        }
        assertThat(copy.names()).containsExactlyElementsOf(db.names());
        for (String name : db.names()) {
            assertThat(copy.encode(name)).isEqualTo(db.encode(name));
            assertThat(copy.verify(name)).isZero();
        }
        byte[] data = db.encode("KKvK");
        byte[] cut = java.util.Arrays.copyOf(data, data.length - 3);
        assertThatThrownBy(() -> copy.load("KKvK", cut)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("KKvK");
        assertThatThrownBy(() -> copy.load("KvKK", data)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("not the russian table KvKK");
        assertThatThrownBy(() -> new EndgameDatabase(variant("international")).load("KKvK", data))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("not the international table KKvK");
        assertThatThrownBy(() -> copy.build("KKKvKM")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is needed first");
        assertThatThrownBy(() -> copy.build("KK")).hasMessageContaining("not a table name");
        assertThatThrownBy(() -> copy.build("vKK")).hasMessageContaining("pieces a side");
    }

    @ParameterizedTest
    @ValueSource(strings = {"english", "brazilian", "pool", "italian", "spanish", "argentine", "thai", "filipino",
        "turkish", "greek"})
    void everyTwoPieceTableOfTheOtherGamesAgreesWithItsSuccessors(String name) {
        DraughtsVariant v = variant(name);
        assertThat(v.endgameTablesUnsupported()).isNull();
        EndgameDatabase db = build(v, v.endgameTableNames(2));
        for (String table : db.names()) {
            assertThat(db.verify(table)).as(table).isZero();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"senegalese", "gauntlet", "frisian"})
    void gamesWithOtherEndsOrMoveLimitsHaveNoTables(String name) {
        DraughtsVariant v = variant(name);
        assertThat(v.endgameTablesUnsupported()).startsWith(name + " ");
        assertThatThrownBy(v::newEndgameTableSet).isInstanceOf(IllegalArgumentException.class);
    }

    /** The table's value after the move {@code search} chooses at {@code depth} (for the side to move then). */
    private static int valueAfterSearch(EndgameDatabase db, String fen, int depth) throws Exception {
        DraughtsPosition pos = (DraughtsPosition) DraughtsTesting.position("international", fen);
        pos.play(DraughtsSearchTest.search(pos, depth).best);
        return db.probe(pos.pieces[0], pos.pieces[1], pos.kings, pos.color);
    }

    @Test
    void theSearchProbesOnlyWhenTablesAreInstalled() throws Exception {
        DraughtsVariant v = variant("international");
        DraughtsPosition drawn = (DraughtsPosition) DraughtsTesting.position("international", "W:WK46,K50:BK3");
        assertThat(drawn.hasEndgameTables()).isFalse();
        assertThat(drawn.probeEndgame()).isEqualTo(EndgameProbe.UNKNOWN);
        EndgameDatabase db = internationalKings();
        // White wins by a trap the evaluation does not see at depth 1: 14-10 lets the lone king escape
        String won = "W:WK14,K26:BK3";
        assertThat(valueAfterSearch(db, won, 1)).isEqualTo(EndgameProbe.DRAW);
        try {
            v.useEndgameTables(db);
            assertThat(drawn.hasEndgameTables()).isTrue();
            assertThat(drawn.probeEndgame()).isEqualTo(EndgameProbe.DRAW);
            DraughtsPosition black = (DraughtsPosition) DraughtsTesting.position("international", "B:WK46,K50:BK3");
            assertThat(black.probeEndgame()).isEqualTo(EndgameProbe.DRAW);
            DraughtsPosition many = (DraughtsPosition) DraughtsTesting.position("international", "W:WK46,K50,K1:BK3");
            assertThat(many.probeEndgame()).isEqualTo(EndgameProbe.UNKNOWN);
            assertThat(((DraughtsPosition) DraughtsTesting.position("international", won)).probeEndgame())
                    .isEqualTo(EndgameProbe.WIN);
            // a drawn ending scores a draw at once: two kings up is worth nothing here
            assertThat(DraughtsSearchTest.search(drawn, 6).score).isZero();
            // a won root searches only the moves that keep the win
            assertThat(valueAfterSearch(db, won, 1)).isEqualTo(EndgameProbe.LOSS);
        } finally {
            v.useEndgameTables(null);
        }
        assertThat(drawn.hasEndgameTables()).isFalse();
    }
}
