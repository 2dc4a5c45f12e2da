package org.ansuz.variants.thud;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.variants.LegalMoves;
import org.ansuz.variants.ShippedVariants;
import org.junit.jupiter.api.Test;

/** The specifications' rules and counts as exact legal-move sets ({@code docs/rules/thud.md}). */
class ThudRulesTest {
    static final ThudVariant THUD = variant("thud");
    static final ThudVariant SUBSET = variant("thud-subset");
    static final ThudVariant KV = variant("koomvalley");
    static final ThudVariant SINGLE = variant("koomvalley-single");
    static final ThudVariant FOOTBALL = variant("koomvalley-football");

    static ThudVariant variant(String name) {
        return (ThudVariant) Variants.registry().find(name).orElseThrow();
    }

    /** A position text from lists of squares ("e5 e6"), the Thudstone added in classic Thud. */
    static String fen(ThudVariant v, String dwarfs, String trolls, String rock, char side) {
        char[][] b = new char[15][15];
        for (char[] row : b) {
            java.util.Arrays.fill(row, '.');
        }
        if (v.rules().isThud()) {
            b[7][7] = 'X';
        }
        place(b, dwarfs, 'd');
        place(b, trolls, 'T');
        place(b, rock, 'R');
        StringBuilder s = new StringBuilder();
        for (int y = 14; y >= 0; y--) {
            int empty = 0;
            for (int x = 0; x < 15; x++) {
                if (!ThudBoard.exists(x, y)) {
                    continue;
                }
                if (b[x][y] == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    s.append(empty);
                }
                empty = 0;
                s.append(b[x][y]);
            }
            if (empty > 0) {
                s.append(empty);
            }
            if (y > 0) {
                s.append('/');
            }
        }
        return s.append(' ').append(side).toString();
    }

    private static void place(char[][] b, String squares, char piece) {
        for (String sq : squares.trim().split("\\s+")) {
            if (!sq.isEmpty()) {
                b[sq.charAt(0) - 'a'][Integer.parseInt(sq.substring(1)) - 1] = piece;
            }
        }
    }

    static List<String> movesFrom(Position p, String square) {
        return LegalMoves.texts(p).stream().filter(m -> m.startsWith(square) && !Character.isDigit(m.charAt(square.length())))
                .toList();
    }

    // ---- classic Thud -------------------------------------------------------------------------------

    @Test
    void theDwarfsHave656FirstMovesAndNoHurl() {
        Position p = THUD.startPosition();
        assertThat(LegalMoves.texts(p)).hasSize(656).allMatch(m -> m.contains("-"));
        assertThat(Perft.count(p, 2)).isEqualTo(21_736);
    }

    @Test
    void aHurlReachesAsFarAsTheLineBehindIsLong() throws NotationException {
        Position three = THUD.newPosition(fen(THUD, "e3 e4 e5", "e8 l12", "", 'd'));
        assertThat(LegalMoves.texts(three).stream().filter(m -> m.contains("x"))).containsExactly("e5xe8");
        Position tooFar = THUD.newPosition(fen(THUD, "e3 e4 e5", "e9 l12", "", 'd'));
        assertThat(LegalMoves.texts(tooFar).stream().filter(m -> m.contains("x"))).isEmpty();
        Position lone = THUD.newPosition(fen(THUD, "e5", "f6 l12", "", 'd'));
        assertThat(LegalMoves.texts(lone).stream().filter(m -> m.contains("x"))).containsExactly("e5xf6");
    }

    @Test
    void nothingPassesTheThudstone() throws NotationException {
        Position p = THUD.newPosition(fen(THUD, "h4 h3 h2", "h9 a8", "", 'd'));
        assertThat(movesFrom(p, "h4").stream().filter(m -> m.startsWith("h4-h"))).containsExactly("h4-h5", "h4-h6", "h4-h7");
        assertThat(LegalMoves.texts(p)).noneMatch(m -> m.contains("x"));
    }

    @Test
    void aTrollShoveReachesAsFarAsTheLineBehindAndMustLandByADwarf() throws NotationException {
        Position p = THUD.newPosition(fen(THUD, "h6", "c7 d7 e7", "", 't'));
        assertThat(movesFrom(p, "e7")).containsExactlyInAnyOrder("e7-e8", "e7-f8", "e7-f6", "e7-e6", "e7-d6",
                "e7-d8", "e7-f7", "e7-g7x(h6)", "e7-h7x(h6)");
        Position two = THUD.newPosition(fen(THUD, "h6", "d7 e7", "", 't'));
        assertThat(movesFrom(two, "e7")).contains("e7-g7x(h6)").doesNotContain("e7-h7x(h6)");
    }

    @Test
    void aTrollTakesEveryAdjacentDwarf() throws NotationException {
        Position p = THUD.newPosition(fen(THUD, "e5 e6 a8", "g7", "", 't'));
        assertThat(movesFrom(p, "g7")).contains("g7-f6x(e5,e6)", "g7-f7x(e6)", "g7-g6");
        p.play(p.parseMove("g7-f6"));
        assertThat(p.fen()).isEqualTo(fen(THUD, "a8", "f6", "", 'd'));
    }

    @Test
    void officialTrollsChooseWhichDwarfsToTake() throws NotationException {
        Position p = SUBSET.newPosition(fen(SUBSET, "e5 e6 a8", "g7", "", 't'));
        assertThat(movesFrom(p, "g7").stream().filter(m -> m.startsWith("g7-f6")))
                .containsExactlyInAnyOrder("g7-f6x(e5,e6)", "g7-f6x(e5)", "g7-f6x(e6)", "g7-f6");
        Position shove = SUBSET.newPosition(fen(SUBSET, "f6 h6", "c7 d7 e7", "", 't'));
        assertThat(movesFrom(shove, "e7").stream().filter(m -> m.startsWith("e7-g7")))
                .containsExactlyInAnyOrder("e7-g7x(f6,h6)", "e7-g7x(f6)", "e7-g7x(h6)"); // a shove takes at least one
        assertThat(movesFrom(shove, "e7").stream().filter(m -> m.startsWith("e7-h7"))).containsExactly("e7-h7x(h6)");
    }

    @Test
    void aBattleEndsOnScoresWhenASideIsWipedOut() throws NotationException {
        Position p = THUD.newPosition(fen(THUD, "e5 a8 b9 o8", "f6", "", 'd'));
        p.play(p.parseMove("e5xf6"));
        assertThat(GameResult.of(p).kind()).isEqualTo(GameResult.Kind.LOSS); // trolls to move, 4 dwarfs against nothing
        assertThat(GameResult.of(p).reason()).isEqualTo("the trolls are wiped out");
        assertThat(p.result().margin()).isEqualTo(-4); // the trolls, to move, lost by 4 points
        assertThat(LegalMoves.texts(p)).isEmpty();
    }

    @Test
    void aRepetitionInTheSearchEndsTheBattleOnPointsButDrawsInKoomValley() throws NotationException {
        Position p = THUD.newPosition(fen(THUD, "e5 a8 b9 o8", "f6", "", 't'));
        GameResult r = p.repetitionResult();
        assertThat(r.kind()).isEqualTo(GameResult.Kind.DRAW); // 4 dwarfs against one troll: 4 points each
        assertThat(r.margin()).isZero();
        p = THUD.newPosition(fen(THUD, "e5 a8 b9 o8 c10 c11", "f6", "", 't'));
        assertThat(p.repetitionResult().kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(p.repetitionResult().margin()).isEqualTo(-2); // the trolls, to move, are 2 points behind
        assertThat(p.repetitionResult().reason()).isEqualTo("threefold repetition");
        assertThat(KV.startPosition().repetitionResult().kind()).isEqualTo(GameResult.Kind.DRAW);
    }

    @Test
    void aBattleEndsAfterTheNoCaptureLimit() throws NotationException {
        Position p = THUD.newPosition(fen(THUD, "a8", "o8", "", 'd'));
        for (int i = 0; i < 25; i++) {
            for (String m : new String[] {"a8-a9", "o8-o9", "a9-a10", "o9-o10", "a10-a9", "o10-o9", "a9-a8", "o9-o8"}) {
                if (!GameResult.of(p).isOver()) {
                    p.play(p.parseMove(m));
                }
            }
        }
        assertThat(GameResult.of(p).isOver()).isTrue();
        assertThat(GameResult.of(p).reason()).isEqualTo("threefold repetition");
        assertThat(p.result().margin()).isEqualTo(p.sideToMove() == 1 ? 3 : -3);
    }

    // ---- Koom Valley --------------------------------------------------------------------------------

    @Test
    void koomValleyStartCounts() throws NotationException {
        Position p = KV.startPosition();
        assertThat(LegalMoves.texts(p)).hasSize(388);
        assertThat(movesFrom(p, "h8")).containsExactlyInAnyOrder("h8-g7", "h8-i7", "h8-g8", "h8-i8");
        assertThat(LegalMoves.texts(KV.newPosition(KV.startFen().replace(" d", " t")))).hasSize(88);
        Position f = FOOTBALL.startPosition();
        assertThat(LegalMoves.texts(f)).hasSize(390);
        assertThat(movesFrom(f, "h8")).containsExactlyInAnyOrder("h8-g7", "h8-i7", "h8-g8", "h8-i8", "h8-d4", "h8-l4");
        assertThat(LegalMoves.texts(FOOTBALL.newPosition(FOOTBALL.startFen().replace(" d", " t")))).hasSize(69);
    }

    @Test
    void theMovingDwarfTrapsSeveralTrollsAtOnce() throws NotationException {
        Position p = KV.newPosition(fen(KV, "b5 e7 g5 c9", "e6 f5 k10", "h2", 'd'));
        assertThat(movesFrom(p, "b5")).contains("b5-e5x(e6,f5)", "b5-d5", "b5-c6");
        p.play(p.parseMove("b5-e5"));
        assertThat(p.fen()).isEqualTo(fen(KV, "e5 e7 g5 c9", "k10", "h2", 't'));
        // a troll that moves between two dwarfs is safe
        Position safe = KV.newPosition(fen(KV, "e7 e5 a6", "g6", "h2", 't'));
        safe.play(safe.parseMove("g6-e6"));
        assertThat(safe.fen()).isEqualTo(fen(KV, "e7 e5 a6", "e6", "h2", 'd'));
    }

    @Test
    void theRockIsAnAnvilOnlyInTheDagazVariant() throws NotationException {
        ThudVariant dagaz = variant("koomvalley-dagaz");
        assertThat(movesFrom(KV.newPosition(fen(KV, "b5 c9", "e6", "e7", 'd')), "b5")).contains("b5-e5");
        assertThat(movesFrom(dagaz.newPosition(fen(dagaz, "b5 c9", "e6", "e7", 'd')), "b5")).contains("b5-e5x(e6)");
    }

    @Test
    void trampleChainsAreOneMoveWithEveryStoppingPoint() throws NotationException {
        String position = fen(KV, "e6 e8 f8 a6", "e5", "", 't');
        assertThat(movesFrom(KV.newPosition(position), "e5").stream().filter(m -> m.startsWith("e5x")))
                .containsExactlyInAnyOrder("e5xe7", "e5xe7xe9", "e5xe7xe9xg7", "e5xe7xg9");
        assertThat(movesFrom(SINGLE.newPosition(fen(SINGLE, "e6 e8 f8 a6", "e5", "", 't')), "e5").stream()
                .filter(m -> m.startsWith("e5x"))).containsExactly("e5xe7");
    }

    @Test
    void twoRoutesAroundARingAreOneMove() throws NotationException {
        Position p = KV.newPosition(fen(KV, "e6 f7 g6 f5 a6", "e5", "", 't'));
        assertThat(movesFrom(p, "e5").stream().filter(m -> m.startsWith("e5x"))).containsExactlyInAnyOrder(
                "e5xe7", "e5xe7xg7", "e5xe7xg7xg5", "e5xe7xg7xg5xe5", "e5xg5", "e5xg5xg7", "e5xg5xg7xe7");
        assertThat(p.moveText(p.parseMove("e5xg5xg7xe7xe5"))).isEqualTo("e5xe7xg7xg5xe5");
        assertThatThrownBy(() -> p.parseMove("e5xg7")).isInstanceOf(NotationException.class);
    }

    @Test
    void aTrampleThatCapturesTheRockEndsTheChainAndTheGame() throws NotationException {
        Position p = KV.newPosition(fen(KV, "h6 i7 a6", "h5 g9 i9", "h8", 't'));
        assertThat(movesFrom(p, "h5").stream().filter(m -> m.startsWith("h5x"))).containsExactly("h5xh7");
        p.play(p.parseMove("h5xh7"));
        assertThat(GameResult.of(p).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(p).reason()).isEqualTo("three trolls captured the Rock");
    }

    @Test
    void theRockNextToThreeTrollsIsSafeUntilATrollMoves() throws NotationException {
        ThudVariant dagaz = variant("koomvalley-dagaz");
        Position d = dagaz.newPosition(fen(dagaz, "g7 a6", "g9 i9 i7 m12", "h7", 'd'));
        d.play(d.parseMove("h7-h8"));
        assertThat(GameResult.of(d).kind()).isEqualTo(GameResult.Kind.WIN); // Dagaz: any move ending next to three trolls
        Position k = KV.newPosition(fen(KV, "g7 a6", "g9 i9 i7 m12", "h7", 'd'));
        k.play(k.parseMove("h7-h8"));
        assertThat(GameResult.of(k).kind()).isEqualTo(GameResult.Kind.ONGOING);
        k.play(k.parseMove("m12-m11"));
        assertThat(GameResult.of(k).kind()).isEqualTo(GameResult.Kind.LOSS); // after any troll move
        ThudVariant zog = variant("koomvalley-zog");
        Position z = zog.newPosition(fen(zog, "g7 a6", "g9 i9 i7 m12", "h7", 'd'));
        z.play(z.parseMove("h7-h8"));
        z.play(z.parseMove("m12-m11"));
        assertThat(GameResult.of(z).kind()).isEqualTo(GameResult.Kind.ONGOING); // ZoG: the moved troll must be one of the three
    }

    @Test
    void theRockMovesOnlyBesideADwarfAndWinsOnTheGoalRow() throws NotationException {
        Position p = KV.newPosition(fen(KV, "g14 a6", "c8", "h14", 'd'));
        assertThat(movesFrom(p, "h14")).containsExactlyInAnyOrder("h14-g15", "h14-h15", "h14-g13", "h14-h13");
        p.play(p.parseMove("h14-h15"));
        assertThat(GameResult.of(p).kind()).isEqualTo(GameResult.Kind.LOSS);
        assertThat(GameResult.of(p).reason()).isEqualTo("the Rock reached the goal row");
        Position alone = KV.newPosition(fen(KV, "a6", "c8", "h14", 'd'));
        assertThat(movesFrom(alone, "h14")).isEmpty();
    }

    @Test
    void footballTrollsNeverStopAgainstTheEdge() throws NotationException {
        Position f = FOOTBALL.newPosition(fen(FOOTBALL, "l3", "c8", "h8", 't'));
        assertThat(movesFrom(f, "c8")).containsExactlyInAnyOrder("c8-c9", "c8-c10", "c8-c11", "c8-d9", "c8-e10",
                "c8-f11", "c8-d8", "c8-e8", "c8-f8", "c8-d7", "c8-e6", "c8-f5", "c8-c7", "c8-c6", "c8-c5", "c8-b7",
                "c8-b8", "c8-b9");
        Position k = KV.newPosition(fen(KV, "l3", "c8", "h8", 't'));
        assertThat(movesFrom(k, "c8")).hasSize(21);
        assertThat(LegalMoves.texts(FOOTBALL.newPosition(fen(FOOTBALL, "e6 e8", "e5", "h2", 't')))).noneMatch(m -> m.contains("x"));
    }

    /**
     * Along seeded games of every variant, quiescence's generator lists exactly the captures of the full one
     * (where trolls choose which dwarfs to take, only the take-all capture), and says whether quiet moves remain.
     */
    @Test
    void noisyGeneratorListsTheCaptures() {
        for (var v : ShippedVariants.of("thud")) {
            SplittableRandom random = new SplittableRandom(11);
            ThudPosition p = (ThudPosition) v.startPosition();
            MoveList list = new MoveList();
            for (int ply = 0; ply < 24; ply++) {
                checkNoisy(p);
                int n = p.generate(list);
                if (n == 0) {
                    break;
                }
                long pick = list.move(random.nextInt(n));
                for (int i = 0; i < n; i++) {
                    if (p.isNoisy(list.move(i)) && random.nextInt(3) == 0) {
                        pick = list.move(i); // prefer captures so that the armies meet
                        break;
                    }
                }
                p.play(pick);
            }
        }
    }

    /**
     * Along seeded games of every variant (captures preferred) and back by undo, the dwarfs and trolls beside
     * each square and the sets of their squares, kept in step by play and undo, equal those counted afresh
     * from the board; and a copy carries them.
     */
    @Test
    void theCountsBesideEachSquareFollowPlayAndUndo() {
        for (var v : ShippedVariants.of("thud")) {
            SplittableRandom random = new SplittableRandom(5);
            ThudPosition p = (ThudPosition) v.startPosition();
            MoveList list = new MoveList();
            int played = 0;
            int captures = 0;
            for (; played < 80; played++) {
                checkIncremental(p);
                int n = p.generate(list);
                if (n == 0) {
                    break;
                }
                long pick = list.move(random.nextInt(n));
                for (int i = 0; i < n; i++) {
                    if (p.isNoisy(list.move(i)) && random.nextInt(2) == 0) {
                        pick = list.move(i);
                        break;
                    }
                }
                captures += p.isNoisy(pick) ? 1 : 0;
                p.play(pick);
            }
            if (!p.rules.isFootball()) { // Football has no captures
                assertThat(captures).as("captures in the game of %s", v.name()).isPositive();
            }
            checkIncremental((ThudPosition) p.copy());
            for (; played > 0; played--) {
                p.undo();
                checkIncremental(p);
            }
        }
    }

    private static void checkIncremental(ThudPosition p) {
        byte[] dwarfs = new byte[ThudBoard.CELLS];
        byte[] trolls = new byte[ThudBoard.CELLS];
        long[] dwarfSet = new long[ThudBoard.SET_LONGS];
        long[] trollSet = new long[ThudBoard.SET_LONGS];
        for (int c = 0; c < ThudBoard.SQUARES.length; c++) {
            int idx = ThudBoard.SQUARES[c];
            byte piece = p.sq[idx];
            if (piece != ThudBoard.DWARF && piece != ThudBoard.TROLL) {
                continue;
            }
            byte[] beside = piece == ThudBoard.DWARF ? dwarfs : trolls;
            for (int d = 0; d < 8; d++) {
                beside[idx + ThudBoard.DIR[d]]++;
            }
            (piece == ThudBoard.DWARF ? dwarfSet : trollSet)[c / 64] |= 1L << (c % 64);
        }
        assertThat(p.dwarfsBeside).as("dwarfs beside each square at %s", p.fen()).isEqualTo(dwarfs);
        assertThat(p.trollsBeside).as("trolls beside each square at %s", p.fen()).isEqualTo(trolls);
        assertThat(p.dwarfSet).as("the dwarfs' squares at %s", p.fen()).isEqualTo(dwarfSet);
        assertThat(p.trollSet).as("the trolls' squares at %s", p.fen()).isEqualTo(trollSet);
    }

    private static void checkNoisy(ThudPosition p) {
        MoveList all = new MoveList();
        int n = p.generate(all);
        Set<Long> expected = new HashSet<>();
        boolean quiet = false;
        for (int i = 0; i < n; i++) {
            long m = all.move(i);
            if (!p.isNoisy(m)) {
                quiet = true;
            } else if (p.rules.trollCapture() == ThudRules.TrollCapture.ALL || ThudMove.KIND.of(m) != ThudMove.TROLL
                    || Integer.bitCount(ThudMove.MASK.of(m)) == Integer.bitCount(takeAll(p, m))) {
                expected.add(m);
            }
        }
        MoveList noisy = new MoveList();
        int r = p.generateNoisy(noisy);
        Set<Long> got = new HashSet<>();
        for (int i = 0; i < noisy.size; i++) {
            got.add(noisy.move(i));
        }
        assertThat(got).as("noisy moves at %s", p.fen()).isEqualTo(expected).hasSize(noisy.size);
        assertThat(r == 0 ? "none" : r > noisy.size ? "quiet too" : "noisy only")
                .as("generateNoisy's answer at %s", p.fen()).isEqualTo(n == 0 ? "none" : quiet ? "quiet too" : "noisy only");
    }

    private static int takeAll(ThudPosition p, long m) {
        int to = ThudMove.TO.of(m);
        int mask = 0;
        for (int d = 0; d < 8; d++) {
            if (p.sq[to + ThudBoard.DIR[d]] == ThudBoard.DWARF) {
                mask |= 1 << d;
            }
        }
        return mask;
    }
}
