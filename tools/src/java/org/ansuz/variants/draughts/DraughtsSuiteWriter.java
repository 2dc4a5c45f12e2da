package org.ansuz.variants.draughts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ansuz.engine.Perft;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ShippedVariants;

/**
 * Writes {@code test-positions/<variant>/suite.perft}: the start position and positions mined from
 * seeded random games for the features they exercise (promotion during a capture, long captures under
 * the game's precedence rule, king captures, duplicate routes, a nearly blocked side). Every count is
 * computed by the fast generator AND the reference generator and written only when they agree.
 * Development tool: {@code mvn -o -q -Ptools test-compile}, then {@code java -cp target/classes:target/test-classes org.ansuz.variants.draughts.DraughtsSuiteWriter [variant]}.
 */
public final class DraughtsSuiteWriter {
    static final long VERIFY_LIMIT = 120_000;

    /** Positions of the rule files' worked examples (with a few extra pieces so the tree grows). */
    static final Map<String, String[][]> HAND = Map.of(
            "russian", new String[][]{
                {"russian.md 10: man promotes on f8 and continues as a king (3 moves)", "W:Wh2:Ba7,b4,e5,e7,g3,g5,g7"},
                {"crowning in a capture: the new king flies on", "W:W9,30,31:B6,7,1,3"}},
            "international", new String[][]{
                {"international.md 10 'Man promotion': passes the back row twice and stays a man",
                    "W:Wb8:Bb2,b4,c7,c9,d6,e3,e9,f2,g3,g5,g7,g9,i7,i9"}},
            "english", new String[][]{
                {"crowning ends the move; a king jumping round a square of men", "W:W9,K18,30:B6,7,14,15,22,23"}},
            "pool", new String[][]{
                {"a man passing the far row continues as a man", "W:W9,30,31:B6,7,1,3"}},
            "italian", new String[][]{
                {"italian.md 10: order rule (Alioto) 30x05", "W:WK30,21:B10,K12,K18,20,K26,K27"},
                {"italian.md 10: quality rule, men cannot take kings", "W:WK23,29,30:B19,K28,K26,5"}},
            "spanish", new String[][]{
                {"flying king lands anywhere beyond; quality rule", "W:WKd3,b1:Bf5,c2,Kg8,a6"}},
            "argentine", new String[][]{
                {"king lands directly behind; capture with a king preferred", "W:WKd3,b1:Bf5,c2,Kg8,a6"}},
            "thai", new String[][]{
                {"king lands directly behind, pieces removed at once, 180-degree turns", "W:WKc3,a3:Be5,b2,h8,f8"}},
            "frisian", new String[][]{
                {"orthogonal man captures; king worth less than two men", "W:W33,38:BK28,29,19,13,9"}});

    private DraughtsSuiteWriter() {
    }

    public static void main(String[] args) throws Exception {
        for (Variant v : ShippedVariants.of("draughts")) {
            if (args.length > 0 && !v.name().equals(args[0])) {
                continue;
            }
            write((DraughtsVariant) v, Path.of("test-positions", v.name(), "suite.perft"));
        }
    }

    static void write(DraughtsVariant v, Path file) throws IOException, org.ansuz.engine.spi.NotationException {
        Map<String, String> picked = new LinkedHashMap<>();
        picked.put("start position", v.startFen());
        for (String[] hand : HAND.getOrDefault(v.name(), new String[0][])) {
            picked.put(hand[0], hand[1]);
        }
        mine(v, picked);
        List<String> lines = new ArrayList<>();
        lines.add("# " + v.name() + ": counts agree between the fast generator and the reference generator");
        lines.add("# (src/test ReferenceDraughts); duplicate captures dropped (same from, to and captured set).");
        for (Map.Entry<String, String> e : picked.entrySet()) {
            lines.add("# " + e.getKey());
            lines.add(suiteLine(v, e.getValue(), false, VERIFY_LIMIT));
        }
        Files.createDirectories(file.getParent());
        Files.write(file, lines);
        System.err.println("wrote " + file + " (" + picked.size() + " positions)");
    }

    /**
     * {@code <fen> ;D1 n ;D2 n ...} for one position, each count computed by the fast generator and the
     * reference generator (every capture route counted when {@code routes}), deepening while the count
     * stays under {@code limit}.
     *
     * @throws IllegalStateException when the two generators disagree
     */
    static String suiteLine(DraughtsVariant v, String fen, boolean routes, long limit)
            throws org.ansuz.engine.spi.NotationException {
        Position pos = v.newPosition(fen);
        StringBuilder sb = new StringBuilder(pos.fen());
        for (int d = 1; d <= 12; d++) {
            long fast = Perft.count(pos, d, routes);
            if (fast > limit && d > 2) {
                break;
            }
            ReferenceDraughts ref = DraughtsReferenceRules.reference(v, pos);
            long slow = routes ? ref.routePerft(d) : ref.perft(d);
            if (fast != slow) {
                throw new IllegalStateException(v.name() + " " + pos.fen() + " D" + d + ": fast " + fast + " reference " + slow);
            }
            sb.append(" ;D").append(d).append(' ').append(fast);
            if (fast == 0) {
                break;
            }
        }
        return sb.toString();
    }

    /** Random games; keeps the first position showing each feature. */
    static void mine(DraughtsVariant v, Map<String, String> picked) {
        SplittableRandom random = new SplittableRandom(2026L + v.name().hashCode());
        MoveList list = new MoveList();
        String[] features = {"promotion during a capture", "longest capture of the game's precedence (3+ pieces)",
            "king captures", "duplicate capture routes merged", "nearly blocked side (at most 2 moves)",
            "kings on both sides, middlegame"};
        int want = picked.size() + features.length;
        for (int game = 0; game < 4000 && picked.size() < want; game++) {
            DraughtsPosition pos = (DraughtsPosition) v.startPosition();
            for (int ply = 0; ply < 200; ply++) {
                int n = pos.generate(list);
                if (n == 0) {
                    break;
                }
                classify(v, pos, list, n, features, picked);
                pos.play(list.move(random.nextInt(n)));
            }
        }
    }

    private static void classify(DraughtsVariant v, DraughtsPosition pos, MoveList list, int n, String[] features,
                                 Map<String, String> picked) {
        long own = pos.pieces[pos.color];
        int pieces = Long.bitCount(pos.pieces[0] | pos.pieces[1]);
        if (pieces < 6) {
            return;
        }
        boolean promoCapture = false;
        boolean longCapture = false;
        boolean kingCapture = false;
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            long cap = m & DraughtsPosition.CAPTURED;
            boolean byKing = (pos.kings >>> DraughtsNotation.from(m) & 1) != 0;
            promoCapture |= cap != 0 && (m & DraughtsPosition.PROMOTION) != 0;
            longCapture |= Long.bitCount(cap) >= 3;
            kingCapture |= cap != 0 && byKing;
        }
        boolean duplicates = false;
        if (kingCapture) {
            DraughtsNotation.Routes routes = new DraughtsNotation.Routes(false);
            DraughtsNotation.legalMoves(pos, routes);
            for (List<int[]> r : routes.full.values()) {
                duplicates |= r.size() > 1 && r.get(0).length > 1
                        && !java.util.Arrays.equals(r.get(0), r.get(1));
            }
        }
        boolean blocked = n <= 2 && Long.bitCount(own) >= 4;
        boolean kingsBoth = (pos.pieces[0] & pos.kings) != 0 && (pos.pieces[1] & pos.kings) != 0 && pieces >= 10;
        boolean[] has = {promoCapture, longCapture, kingCapture, duplicates, blocked, kingsBoth};
        for (int f = 0; f < features.length; f++) {
            if (has[f] && !picked.containsKey(features[f]) && !picked.containsValue(pos.fen())
                    && Perft.count(pos.copy(), 3) > 0) {
                picked.put(features[f], pos.fen());
            }
        }
    }
}
