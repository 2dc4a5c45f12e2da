package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.cyvasse.CyvasseReference;
import org.ansuz.variants.magyar.MagyarReference;
import org.ansuz.variants.thud.ThudReference;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Every variant that has a reference generator ({@link ReferenceRules}) agrees with it exactly: at every checked
 * position both list the same moves (as texts) leading to the same positions. Checked along seeded random games,
 * at every node of small trees (so perft agrees to their depth), and at the positions of the frozen perft suites
 * (whose counts the reference then derives a second time). Larger trees and longer games run with {@code -Pslow}.
 */
class ReferenceAgreementTest {

    /** A tree to walk: its root, its depth and its number of leaves ({@code -1}: not pinned). */
    record Tree(String fen, int depth, long leaves) {
    }

    /** What is checked for one variant; the numbers are kept from the per-family harnesses this test replaced. */
    static final class Case {
        final Variant variant;
        final ReferenceRules rules;
        /** Where the random games start, in turn; the start position when empty. */
        List<String> starts = List.of();
        int games;
        int plies;
        /**
         * Agreement at every {@code every}-th ply before ply {@code everyUntil}, at every ply after it; at every
         * {@code perftEvery}-th ply a tree of {@code perftDepth}.
         */
        int every = 1;
        int everyUntil = Integer.MAX_VALUE;
        int perftEvery;
        int perftDepth;
        /** Trees walked with agreement at their nodes (see {@link #walk}). */
        final List<Tree> trees = new ArrayList<>();
        /** Suite positions are walked to the deepest frozen count within both limits (at least depth 1). */
        int suiteDepth;
        long suiteCount = Long.MAX_VALUE;
        /** Positions the games must check at least (the games may end early). */
        int atLeast = 1;

        Case(Variant variant, ReferenceRules rules) {
            this.variant = variant;
            this.rules = rules;
        }

        Case games(int games, int plies) {
            this.games = games;
            this.plies = plies;
            return this;
        }

        Case starts(List<String> starts) {
            this.starts = starts;
            return this;
        }

        Case every(int every) {
            return every(every, Integer.MAX_VALUE);
        }

        Case every(int every, int until) {
            this.every = every;
            this.everyUntil = until;
            return this;
        }

        Case perftEvery(int plies, int depth) {
            perftEvery = plies;
            perftDepth = depth;
            return this;
        }

        Case tree(String fen, int depth, long leaves) {
            trees.add(new Tree(fen, depth, leaves));
            return this;
        }

        Case suites(int depth, long count) {
            suiteDepth = depth;
            suiteCount = count;
            return this;
        }

        Case atLeast(int positions) {
            atLeast = positions;
            return this;
        }
    }

    @TestFactory
    Stream<DynamicTest> everyReferenceAgrees() {
        return cases(false).stream().map(c -> DynamicTest.dynamicTest(c.variant.name(), () -> check(c)));
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicTest> everyReferenceAgreesLonger() {
        return cases(true).stream().map(c -> DynamicTest.dynamicTest(c.variant.name(), () -> check(c)));
    }

    /** Every registered variant with a reference, and a few unregistered ones for rules no registered one uses. */
    static List<Case> cases(boolean slow) {
        List<Case> cases = new ArrayList<>();
        for (Variant v : Variants.registry().all()) {
            References.of(v).ifPresent(rules -> cases.addAll(cases(v, rules, slow)));
        }
        for (Variant v : CyvasseReference.trebuchetVariants()) {
            cases.add(new Case(v, CyvasseReference.rules(v)).games(2, SETUP + 60).every(9, SETUP));
        }
        return cases;
    }

    private static List<Case> cases(Variant v, ReferenceRules rules, boolean slow) {
        String name = v.name();
        Case c = new Case(v, rules);
        switch (References.family(v)) {
            case "abalone" -> c.games(12, 150).suites(2, Long.MAX_VALUE).tree(v.startFen(), 2, -1);
            case "alquerque" -> c.games(slow ? 20 : 2, 200).every(slow ? 1 : 4).atLeast(slow ? 100 : 10);
            case "breakthrough" -> c.starts(v.benchFens()).games(20, 200).tree(v.startFen(), 4, 256_036);
            case "chesst" -> {
                c.games(12, 160);
                for (String[] e : CHESS_T_RULE_POSITIONS) {
                    if (e[0].equals(name)) {
                        c.tree(e[1], 2, -1);
                    }
                }
            }
            case "cyvasse" -> {
                int games = name.equals("cyvasse") ? 4 : name.equals("cyvasse-dagaz") ? 2 : 1;
                // setup positions (hundreds of drops each) sparsely, every position of play
                c.games(games, SETUP + (games == 1 ? 50 : 70)).every(9, SETUP)
                        .suites(Integer.MAX_VALUE, slow ? 1_500_000 : 20_000);
            }
            case "draughts" -> {
                String[][] trees = ORTHOGONAL_TREES.get(name);
                if (trees == null) { // the diagonal games
                    c.games(30, 300).tree(v.startFen(), 4, -1).suites(2, Long.MAX_VALUE);
                } else {
                    List<String> starts = new ArrayList<>();
                    for (String[] t : trees) {
                        if (t[1].equals("games")) {
                            starts.add(t[0]);
                        } else if (slow == t[1].startsWith("slow ")) {
                            c.tree(t[0].isEmpty() ? v.startFen() : t[0], Integer.parseInt(t[1].replace("slow ", "")),
                                    Long.parseLong(t[2]));
                        }
                    }
                    c.starts(starts).games(40 * starts.size(), 200).suites(3, Long.MAX_VALUE).atLeast(400);
                }
            }
            case "epaminondas" -> c.starts(v.benchFens()).games(12, 200).perftEvery(25, 2);
            case "gess" -> {
                c.games(12, 120).tree(v.startFen(), 1, 478).atLeast(200);
                v.benchFens().forEach(fen -> c.tree(fen, 2, -1));
            }
            case "magyar" -> {
                // the reference has no history, so the variants without the draw rules stand in for the game
                List<Case> out = new ArrayList<>();
                for (Variant m : MagyarReference.variantsWithoutDraws()) {
                    boolean twoPhase = m.name().equals("magyar-nodraw");
                    Case mc = new Case(m, MagyarReference.rules(m)).games(16, twoPhase ? 160 : 120)
                            .tree(m.startFen(), 5, -1);
                    for (String fen : twoPhase ? MAGYAR_TWO_PHASE : MAGYAR_SINGLE_PHASE) {
                        mc.tree(fen, 5, -1);
                    }
                    out.add(mc);
                }
                return name.equals("magyar") ? out : List.of();
            }
            case "ordo" -> {
                boolean x = name.equals("ordo-x");
                c.starts(v.benchFens()).games(x ? 3 : 10, x ? 40 : 150);
                if (!x) {
                    c.perftEvery(30, 2);
                }
            }
            case "thud" -> {
                c.games(slow ? 6 : 1, slow ? 150 : 24).suites(2, slow ? 100_000 : 12_000)
                        .tree(slow ? v.startFen() : ThudReference.scatter(v, new SplittableRandom(7)), 2, -1);
                // Scattered pieces reach crowded and lopsided positions that games from the start seldom do.
                SplittableRandom random = new SplittableRandom(2026);
                List<String> scattered = new ArrayList<>();
                for (int i = 0; i < 25; i++) {
                    scattered.add(ThudReference.scatter(v, random));
                }
                return List.of(c, new Case(v, rules).starts(scattered).games(scattered.size(), 1));
            }
            default -> throw new AssertionError("no checks chosen for the reference of " + name);
        }
        return List.of(c);
    }

    /** Plies of Cyvasse's setup phase (both armies dropped piece by piece), before play starts. */
    static final int SETUP = 54;

    /** Positions that exercise each hard rule of Chess-T (the selection, castles, the Ptolemy, Sages). */
    static final String[][] CHESS_T_RULE_POSITIONS = {
        {"chess-t", "r2pkp2r/1i1iciii1/4i4/i1i5i/I8/4I4/1IIICII1I/R2PKP2R w g4h5 Pp 0 4"},
        {"chess-t", "r2pkp2r/iiiiciiii/4i4/9/9/2I1I4/II1ICIIII/R2PKP2R w - Pp 0 4"},
        {"chess-t", "3k1C3/9/9/9/9/9/9/K8 b a4a5 - 0 10"},
        {"chess-t", "4k4/3i5/1P7/9/9/9/9/K8 w a4a5 Pp 0 10"},
        {"chess-t", "4k4/9/6P2/4R4/9/9/9/K8 w a4a5 - 0 10"},
        {"chess-t", "k8/1V7/9/9/9/9/9/K8 w a4a5 - 0 10"},
        {"chess-t", "k8/1i7/2i6/1c3C3/1i7/III6/9/1R6K w c4h5 - 0 10"},
        {"chess-t", "r3kp2r/2iici1i1/1i2i1i2/i1p3R1i/I2P5/2I1I4/1I2CII1I/3PK4 b c4h5 Pp 1 12"},
        {"chess-t2", "r1spkps1r/ii1iciii1/2i1i3i/9/2I6/4I1I2/II1ICI1II/R1SPKPS1R w - Pp 0 4"},
        {"chess-t2", "4k4/9/5S3/9/9/9/9/K8 w a4a5 - 0 10"},
        {"chess-t2", "r2pkp2r/1i1ici1i1/2s1i1s2/i1i3i1i/I1I2S2I/4I4/1I1ICII2/R2PKP2R b c4g5 Pp 2 9"},
    };

    /** Magyar middle games with stacks, captures under way and a ko. */
    static final List<String> MAGYAR_TWO_PHASE = List.of(
            "F8:. F7:w G7:w H7:w F6:w G6:w H6:. I6:w F5:. G5:w H5:wr I5:r J5:r H4:r I4:r J4:r H3:rw I3:r J3:r r stones 4",
            "F7:w G7:w H7:w E6:. F6:w G6:w H6:w F5:w G5:. H5:r I5:wr J5:r G4:r H4:. I4:r J4:r H3:r I3:rw J3:r r stones 4");
    static final List<String> MAGYAR_SINGLE_PHASE = List.of(
            "G8:. F7:w G7:w H7:w F6:w G6:w H6:. F5:w G5:. H5:. I5:wr J5:r G4:r H4:rw I4:r J4:r H3:r I3:rw J3:r r stones 6");

    /**
     * The orthogonal draughts games: trees (position, "" for the start; depth, or "slow depth"; leaves) and
     * starts of random games (position, "games"), from the start and from king-rich middle games.
     */
    static final Map<String, String[][]> ORTHOGONAL_TREES = Map.of(
            "turkish", new String[][] {
                {"", "4", "7538"}, {"", "slow 5", "85090"},
                {"B:WKa1,c4,e4,f6:Bd5,e7,Kh8", "3", "3558"},
                {"W:WKd8:Ba2,a6,b3,b6,b7,c3,Kd1,d6,e5,e6,e7,e8,f3,g6,h6", "4", "919"},
                {"W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7", "games"},
                {"W:WKa1,Kc4,e4,f6,g2:Bb7,d5,e7,Kh8,Kh1", "games"}},
            "greek", new String[][] {
                {"", "4", "7538"}, {"", "slow 5", "85020"},
                {"B:WKa1,c4,e4,f6:Bd5,e7,Kh8", "3", "3377"},
                {"W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7", "games"},
                {"W:WKa1,Kc4,e4,f6,g2:Bb7,d5,e7,Kh8,Kh1", "games"}},
            "senegalese", new String[][] {
                {"", "7", "295"}, {"", "slow 9", "4618"},
                {"W:Wa1,a2,b1,b2,c1,c2,d1,d2,e1,e2,e3,f1,f2,f3:Ba3,a4,a5,b3,b4,b5,c4,c5,d4,d5,e4,e5,f4,f5", "games"}},
            "gauntlet", new String[][] {
                {"", "4", "2208"}, {"", "slow 6", "96200"},
                {"W:Wb1,c3,d4,e1,g2:Ba2,b5,c6,Kd3,Kf4,Kh7", "5", "572"},
                {"W:Wb1,c1,d1,e1,f1,g1:Ba2,a3,a4,a5,a6,a7,Kh2,Kh3,Kh4,Kh5,Kh6,Kh7", "games"}});

    private static void check(Case c) throws NotationException, IOException {
        if (c.games > 0) {
            assertThat(games(c)).as("%s: positions the games checked", c.variant.name()).isGreaterThanOrEqualTo(c.atLeast);
        }
        for (Tree t : c.trees) {
            long leaves = walk(c, c.variant.newPosition(t.fen()), t.depth());
            if (t.leaves() >= 0) {
                assertThat(leaves).as("%s: leaves of the depth-%d tree of %s", c.variant.name(), t.depth(), t.fen())
                        .isEqualTo(t.leaves());
            }
        }
        if (c.suiteDepth > 0) {
            suites(c);
        }
    }

    /** Seeded random games; returns the number of positions checked. */
    private static int games(Case c) throws NotationException {
        SplittableRandom random = new SplittableRandom(20261128L + c.variant.name().hashCode());
        MoveList list = new MoveList();
        int checked = 0;
        for (int game = 0; game < c.games; game++) {
            Position p = c.variant.newPosition(c.starts.isEmpty() ? c.variant.startFen() : c.starts.get(game % c.starts.size()));
            for (int ply = 0; ply < c.plies; ply++) {
                if (c.perftEvery > 0 && ply % c.perftEvery == 0) {
                    walk(c, p, c.perftDepth);
                    checked++;
                } else if ((ply % c.every == 0 || ply >= c.everyUntil) && c.rules.covers(p)) {
                    agree(c, p);
                    checked++;
                }
                int n = p.generate(list);
                if (n == 0) {
                    break;
                }
                p.play(pick(p, list, n, random));
            }
        }
        return checked;
    }

    /**
     * A random move; now and then a capture, so that games thin out and reach the endgame rules, and seldom one
     * that ends the game, so that games go on.
     */
    private static long pick(Position p, MoveList list, int n, SplittableRandom random) {
        long m = list.move(random.nextInt(n));
        if (random.nextInt(3) == 0) {
            for (int tries = 0; tries < 3 && !p.isNoisy(m); tries++) {
                m = list.move(random.nextInt(n));
            }
        }
        for (int tries = 0; tries < 8 && endsTheGame(p, m); tries++) {
            m = list.move(random.nextInt(n));
        }
        return m;
    }

    private static boolean endsTheGame(Position p, long m) {
        p.play(m);
        boolean over = p.result().isOver();
        p.undo();
        return over;
    }

    /**
     * Walks the tree below {@code p} to {@code depth}; returns the leaves. The moves agree at every node above the
     * leaves' parents; at those, where most of the tree is, the numbers of moves (perft's bulk count) do.
     */
    private static long walk(Case c, Position p, int depth) {
        return walk(c, p, depth, true);
    }

    private static long walk(Case c, Position p, int depth, boolean root) {
        if (depth <= 1 && !root) {
            int n = p.generate(new MoveList());
            assertThat(n).as("%s: number of moves at %s", c.variant.name(), p.fen())
                    .isEqualTo(c.rules.moves(c.rules.positionText(p)).size());
            return n;
        }
        int n = agree(c, p);
        if (depth <= 1) {
            return n;
        }
        MoveList list = new MoveList();
        p.generate(list);
        long leaves = 0;
        for (int i = 0; i < n; i++) {
            p.play(list.move(i));
            leaves += c.rules.covers(p) ? walk(c, p, depth - 1, false) : Perft.count(p, depth - 1);
            p.undo();
        }
        return leaves;
    }

    private static int agree(Case c, Position p) {
        return ReferenceRules.assertAgrees(c.rules, p, c.variant.name());
    }

    /**
     * Every position of the variant's frozen perft suites, walked to the deepest count within the case's limits:
     * the reference derives those counts a second time. A routes file counts capture routes, which the walk checks
     * move by move instead.
     */
    private static void suites(Case c) throws IOException, NotationException {
        Path dir = Path.of("test-positions", c.variant.name());
        if (!Files.isDirectory(dir)) {
            return;
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(f -> f.toString().endsWith(".perft")).sorted().toList();
        }
        for (Path file : files) {
            boolean routes = file.getFileName().toString().equals("routes.perft");
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split(";");
                int depth = 1;
                long expected = -1;
                for (int k = 1; k < parts.length; k++) {
                    String[] dn = parts[k].trim().split("\\s+");
                    int d = Integer.parseInt(dn[0].substring(1));
                    long count = Long.parseLong(dn[1]);
                    if (d <= c.suiteDepth && count <= c.suiteCount && d >= depth) {
                        depth = d;
                        expected = routes ? -1 : count;
                    }
                }
                String fen = parts[0].trim();
                long leaves = walk(c, c.variant.newPosition(fen), depth);
                if (expected >= 0) {
                    assertThat(leaves).as("%s %s D%d", file, fen, depth).isEqualTo(expected);
                }
            }
        }
    }
}
