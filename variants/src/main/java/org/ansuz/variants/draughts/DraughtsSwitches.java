package org.ansuz.variants.draughts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.SwitchReader;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException.Problem;
import org.ansuz.engine.spi.VariantDefinitionException;
import org.ansuz.variants.draughts.DraughtsGeometry.SquareSet;
import org.ansuz.variants.draughts.DraughtsRules.DrawRules;
import org.ansuz.variants.draughts.DraughtsRules.Endgame;
import org.ansuz.variants.draughts.DraughtsRules.FarRank;
import org.ansuz.variants.draughts.DraughtsRules.Fields;
import org.ansuz.variants.draughts.DraughtsRules.KingCapture;
import org.ansuz.variants.draughts.DraughtsRules.Precedence;
import org.ansuz.variants.draughts.DraughtsRules.Promotion;

/**
 * The draughts switches by name (docs/variants-file.md): a variants file's section becomes a
 * {@link DraughtsRules} record over the one generator, exactly as the built-in games are. Every key is
 * read once, at definition; the generator reads the record as it reads a built-in's.
 */
final class DraughtsSwitches {
    /** The keys in the documented order. */
    static final List<String> KEYS = List.of("aliases", "width", "height", "squares", "numbering", "directions",
            "first", "start", "men_steps", "men_capture", "kings_steps", "kings_capture", "black_men", "flying_kings",
            "king_capture", "promotion", "men_capture_kings", "immediate_removal", "no_reversal", "precedence",
            "repetitions", "quiet_plies", "endgames", "king_move_limit", "far_rank", "count_decides", "notation",
            "fen_squares", "capture_separator", "players", "typical_plies", "weights");

    /** The direction tables by name. */
    private static final Map<String, int[][]> TABLES = new LinkedHashMap<>();
    /** The evaluation tables of {@code draughts.weights}. */
    static final List<String> WEIGHTS = List.of("flying8", "flying10", "short8", "landBehind8", "orthogonal8",
            "orthogonalLandBehind8", "senegalese", "gauntlet");

    static {
        TABLES.put("diagonal", DraughtsGeometry.DIAGONALS);
        TABLES.put("orthogonal", DraughtsGeometry.ORTHOGONALS);
        TABLES.put("diagonal-and-long-orthogonal", DraughtsGeometry.DIAGONALS_AND_LONG_ORTHOGONALS);
    }

    private final SwitchReader in;

    private DraughtsSwitches(Map<String, Object> given) {
        this.in = new SwitchReader("draughts", KEYS, given);
    }

    /**
     * The variant {@code name}: {@code base}'s rules (or the defaults) with {@code switches} set; its bench
     * positions {@code bench}, or {@code null}: the base's on the same board and start, else the start.
     */
    static Variant define(String name, Variant base, Map<String, Object> switches, List<String> bench)
            throws VariantDefinitionException {
        DraughtsVariant from = SwitchReader.base(base, DraughtsVariant.class, "draughts game");
        DraughtsSwitches s = new DraughtsSwitches(switches);
        Fields f = from == null ? Fields.defaults() : Fields.of(from.rules());
        s.read(f, from == null);
        f.name = name;
        if (f.startFen == null) {
            s.in.problem("start", "a draughts game without a base needs its start position");
        }
        s.in.throwIfAny();
        DraughtsVariant v;
        try {
            v = new DraughtsVariant(DraughtsRules.of(f), bench != null ? bench : benchFens(from, f));
        } catch (IllegalStateException e) {
            String why = e.getCause() instanceof NotationException n ? n.getMessage() : e.getMessage();
            throw new VariantDefinitionException(List.of(new Problem("start", "does not fit the board: " + why)));
        } catch (IllegalArgumentException e) {
            throw new VariantDefinitionException(List.of(new Problem("width",
                    f.width + "x" + f.height + " does not make a board: " + e.getMessage())));
        } catch (RuntimeException e) {
            throw new VariantDefinitionException(List.of(new Problem(null, "these rules make no game: " + e)));
        }
        return v;
    }

    /** The base's bench positions where the board and start are the same, else the start position. */
    private static List<String> benchFens(DraughtsVariant from, Fields f) {
        if (from != null) {
            DraughtsRules r = from.rules();
            if (r.width() == f.width && r.height() == f.height && r.squares() == f.squares && r.dirs() == f.dirs
                    && r.reversedNumbering() == f.reversedNumbering && r.algebraicFen() == f.algebraicFen
                    && r.startFen().equals(f.startFen)) {
                return from.benchFens();
            }
        }
        return List.of(f.startFen);
    }

    private void read(Fields f, boolean noBase) {
        f.aliases = in.has("aliases") ? in.strings("aliases", List.of(), 0) : List.of();
        f.width = in.integer("width", 2, 16, f.width);
        f.height = in.integer("height", 2, 16, f.height);
        f.squares = in.choice("squares", SquareSet.class, f.squares);
        String numbering = in.word("numbering", List.of("standard", "reversed"), f.reversedNumbering ? "reversed" : "standard");
        f.reversedNumbering = numbering.equals("reversed");
        int[][] oldTable = f.dirs;
        String table = in.word("directions", List.copyOf(TABLES.keySet()), tableName(f.dirs));
        f.dirs = TABLES.get(table);
        f.firstColor = in.word("first", List.of("white", "black"), f.firstColor == 0 ? "white" : "black").equals("white") ? 0 : 1;
        f.startFen = in.text("start", f.startFen);
        f.manMoveDirs = directions("men_steps", f.manMoveDirs, oldTable, f.dirs);
        f.manCaptureDirs = directions("men_capture", f.manCaptureDirs, oldTable, f.dirs);
        f.kingDirs = directions("kings_steps", f.kingDirs, oldTable, f.dirs);
        f.kingCaptureDirs = directions("kings_capture", f.kingCaptureDirs, oldTable, f.dirs);
        f.blackManDirs = f.blackManDirs == null && !in.has("black_men") ? null
                : directions("black_men", f.blackManDirs, oldTable, f.dirs);
        f.flyingKings = in.bool("flying_kings", f.flyingKings);
        f.kingCapture = in.choice("king_capture", KingCapture.class, f.kingCapture);
        f.promotion = in.choice("promotion", Promotion.class, f.promotion);
        f.menCaptureKings = in.bool("men_capture_kings", f.menCaptureKings);
        f.immediateRemoval = in.bool("immediate_removal", f.immediateRemoval);
        f.noReversal = in.bool("no_reversal", f.noReversal);
        f.precedence = in.choice("precedence", Precedence.class, f.precedence);
        int repetitions = in.integer("repetitions", 0, 100, f.draws.repetitions());
        int quiet = in.integer("quiet_plies", 0, 100_000, f.draws.quietPlies());
        f.draws = new DrawRules(repetitions, quiet, endgames(f.draws.endgames()));
        f.kingMoveLimit = in.integer("king_move_limit", 0, 1000, f.kingMoveLimit);
        f.farRank = in.choice("far_rank", FarRank.class, f.farRank);
        f.countDecides = in.bool("count_decides", f.countDecides);
        List<String> forms = List.of("numeric", "algebraic");
        f.algebraicMoves = in.word("notation", forms, f.algebraicMoves ? "algebraic" : "numeric").equals("algebraic");
        f.algebraicFen = in.word("fen_squares", forms, f.algebraicFen ? "algebraic" : "numeric").equals("algebraic");
        f.captureSeparator = in.word("capture_separator", List.of("x", ":"), String.valueOf(f.captureSeparator)).charAt(0);
        List<String> players = in.strings("players", List.of(f.p1Name, f.p2Name), 2);
        f.p1Name = players.get(0);
        f.p2Name = players.get(1);
        f.typicalPlies = in.integer("typical_plies", 10, 10_000, f.typicalPlies);
        String weights = in.word("weights", WEIGHTS, f.weights == null || noBase && !in.has("weights")
                ? defaultWeights(f) : null);
        if (weights != null) {
            f.weights = DraughtsWeights.table(weights);
        }
    }

    /** A new game's evaluation table by its kings and board (the built-ins name theirs). */
    private static String defaultWeights(Fields f) {
        boolean orthogonal = f.dirs == DraughtsGeometry.ORTHOGONALS;
        if (orthogonal) {
            return f.kingCapture == KingCapture.LAND_BEHIND ? "orthogonalLandBehind8" : "orthogonal8";
        }
        if (!f.flyingKings) {
            return "short8";
        }
        if (f.kingCapture == KingCapture.LAND_BEHIND) {
            return "landBehind8";
        }
        return f.width * f.height >= 100 ? "flying10" : "flying8";
    }

    private static String tableName(int[][] dirs) {
        for (Map.Entry<String, int[][]> e : TABLES.entrySet()) {
            if (e.getValue() == dirs) {
                return e.getKey();
            }
        }
        return "diagonal";
    }

    // ---------------------------------------------------------------- the draughts-only value types

    /**
     * Direction names of the table {@code now}; unset, the inherited directions carried over from the
     * table {@code before} by their displacement (a direction the new table lacks is a problem).
     */
    private int[] directions(String key, int[] current, int[][] before, int[][] now) {
        Object v = in.value(key);
        if (v == null) {
            if (before == now) {
                return current;
            }
            int[] moved = new int[current.length];
            for (int i = 0; i < current.length; i++) {
                moved[i] = index(now, DraughtsGeometry.directionName(before[current[i]]));
                if (moved[i] < 0) {
                    in.problem(key, DraughtsGeometry.directionName(before[current[i]])
                            + " (inherited) is no direction of the new table: set " + key);
                    return current;
                }
            }
            return moved;
        }
        List<String> names = new ArrayList<>();
        for (int[] d : now) {
            names.add(DraughtsGeometry.directionName(d));
        }
        if (v instanceof List<?> list && !list.isEmpty()) {
            int[] out = new int[list.size()];
            for (int i = 0; i < out.length; i++) {
                Object o = list.get(i);
                out[i] = o instanceof String s ? index(now, s.strip().toUpperCase(Locale.ROOT)) : -1;
                if (out[i] < 0) {
                    in.problem(key, SwitchReader.shown(o) + " is no direction of this board (" + String.join(", ", names) + ")");
                    return current;
                }
            }
            return out;
        }
        in.problem(key, "expected a list of directions (" + String.join(", ", names) + "), not " + SwitchReader.shown(v));
        return current;
    }

    private static int index(int[][] table, String name) {
        for (int d = 0; d < table.length; d++) {
            if (DraughtsGeometry.directionName(table[d]).equals(name)) {
                return d;
            }
        }
        return -1;
    }

    private List<Endgame> endgames(List<Endgame> current) {
        Object v = in.value("endgames");
        if (v == null) {
            return current;
        }
        String form = "expected a list of {min, max, kings_only, plies} tables";
        if (!(v instanceof List<?> list)) {
            in.problem("endgames", form + ", not " + SwitchReader.shown(v));
            return current;
        }
        List<Endgame> out = new ArrayList<>();
        for (Object o : list) {
            if (o instanceof Map<?, ?> m && m.get("min") instanceof Long min && m.get("max") instanceof Long max
                    && m.get("plies") instanceof Long plies && (m.get("kings_only") == null || m.get("kings_only") instanceof Boolean)
                    && m.keySet().stream().allMatch(k -> List.of("min", "max", "kings_only", "plies").contains(k))
                    && min >= 1 && max >= min && max <= 64 && plies >= 1 && plies <= 10_000) {
                out.add(new Endgame((int) (long) min, (int) (long) max, Boolean.TRUE.equals(m.get("kings_only")), (int) (long) plies));
            } else {
                in.problem("endgames", form + " (1 <= min <= max, plies >= 1), not " + SwitchReader.shown(o));
                return current;
            }
        }
        return List.copyOf(out);
    }
}
