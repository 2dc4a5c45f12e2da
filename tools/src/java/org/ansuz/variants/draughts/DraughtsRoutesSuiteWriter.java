package org.ansuz.variants.draughts;

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
 * Writes {@code test-positions/<variant>/routes.perft}: perft counted in the routes convention (every
 * order of capture a move, {@code perft N routes}), for the start position and for positions of seeded
 * random games where the two conventions differ within three plies. Every count is computed by the fast
 * generator AND the reference generator ({@link ReferenceDraughts#routePerft}) and written only when they
 * agree. Games the reference does not cover (the orthogonal ones) get no file.
 * Development tool: {@code mvn -o -q -Ptools test-compile}, then {@code java -cp target/classes:target/test-classes org.ansuz.variants.draughts.DraughtsRoutesSuiteWriter [variant]}.
 */
public final class DraughtsRoutesSuiteWriter {
    private static final long VERIFY_LIMIT = 60_000;
    private static final int POSITIONS = 4;

    private DraughtsRoutesSuiteWriter() {
    }

    public static void main(String[] args) throws Exception {
        for (Variant v : ShippedVariants.of("draughts")) {
            if (OrthogonalReference.covers(v.name()) || args.length > 0 && !v.name().equals(args[0])) {
                continue;
            }
            write((DraughtsVariant) v, Path.of("test-positions", v.name(), "routes.perft"));
        }
    }

    static void write(DraughtsVariant v, Path file) throws Exception {
        Map<String, String> picked = new LinkedHashMap<>();
        picked.put("start position", v.startFen());
        if (v.name().equals("international")) {
            picked.put("a ring of four taken clockwise or anticlockwise: one move, two routes", "W:W38:B22,23,32,33,5");
        }
        mine(v, picked);
        List<String> lines = new ArrayList<>();
        lines.add("# " + v.name() + ": perft counting every capture route (perft N routes), agreed between the fast");
        lines.add("# generator and the reference generator (src/test ReferenceDraughts.routePerft).");
        for (Map.Entry<String, String> e : picked.entrySet()) {
            lines.add("# " + e.getKey());
            lines.add(DraughtsSuiteWriter.suiteLine(v, e.getValue(), true, VERIFY_LIMIT));
        }
        Files.createDirectories(file.getParent());
        Files.write(file, lines);
        System.err.println("wrote " + file + " (" + picked.size() + " positions)");
    }

    /** Random games; keeps positions where routes and moves differ within three plies. */
    private static void mine(DraughtsVariant v, Map<String, String> picked) {
        SplittableRandom random = new SplittableRandom(4242L + v.name().hashCode());
        MoveList list = new MoveList();
        int want = picked.size() + POSITIONS;
        for (int game = 0; game < 3000 && picked.size() < want; game++) {
            Position pos = v.startPosition();
            for (int ply = 0; ply < 160 && picked.size() < want; ply++) {
                int n = pos.generate(list);
                if (n == 0) {
                    break;
                }
                for (int d = 1; d <= 3; d++) {
                    long moves = Perft.count(pos, d);
                    if (moves > VERIFY_LIMIT) {
                        break;
                    }
                    if (Perft.count(pos, d, true) != moves && !picked.containsValue(pos.fen())) {
                        picked.put("random game " + game + ", ply " + ply + ": routes differ at depth " + d, pos.fen());
                        break;
                    }
                }
                pos.play(list.move(random.nextInt(n)));
            }
        }
    }
}
