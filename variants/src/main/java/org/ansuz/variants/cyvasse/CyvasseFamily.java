package org.ansuz.variants.cyvasse;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.SwitchReader;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;

/**
 * Nine-Tile Cyvasse: Fisher's rules without water ({@code cyvasse}), the four Zillions water maps
 * ({@code cyvasse-map1} .. {@code cyvasse-map4}) and the Zillions deviations ({@code cyvasse-dagaz}:
 * pass when stuck, forced Rabble double move), shipped as the resource {@code builtins.toml}; a variants
 * file sets the same switches, its own map too.
 */
public final class CyvasseFamily extends DefinableFamily {
    /** Middle games for bench and playout tests (map 0 boards; the map field is replaced per variant). */
    static final List<String> MIDDLE_GAMES = List.of(
            "2h1Mles/swt1lMk2/M1d2sce1h/w2r2cM3/2L6l2/1RM1M2LCCM/D5E1ST/1WLH1WK2/HR2SS1M w 0 - play 30",
            "hw2seMr/s3hk1Ml/HMs2wr2M/6t4/7L4/MW3e5/C5HE2/1M1M1R1RS/EMRRKLS1 w 0 - play 30");
    /** The switches by name (docs/variants-file.md), in the order of {@link CyvasseRules}. */
    private static final List<String> KEYS = List.of("aliases", "map", "trebuchet", "rabble_second_move",
            "pass_when_no_move", "repetition_draw", "ply_limit");

    public CyvasseFamily() {
        super("cyvasse", KEYS, "/org/ansuz/variants/cyvasse/builtins.toml");
    }

    /** {@code base}'s rules (or Fisher's, no water) with the named switches set. */
    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        CyvasseVariant from = SwitchReader.base(base, CyvasseVariant.class, "Cyvasse game");
        SwitchReader in = reader(switches);
        List<String> aliases = in.strings("aliases", List.of(), 0);
        CyvasseRules.Fields f = CyvasseRules.Fields.of(from == null ? null : from.rules);
        f.water = map(in, f.water);
        f.trebuchet = in.choice("trebuchet", CyvasseRules.Trebuchet.class, f.trebuchet);
        f.rabbleSecondMove = in.choice("rabble_second_move", CyvasseRules.RabbleSecondMove.class, f.rabbleSecondMove);
        f.passWhenNoMove = in.bool("pass_when_no_move", f.passWhenNoMove);
        f.repetitionDraw = in.bool("repetition_draw", f.repetitionDraw);
        f.plyLimit = in.integer("ply_limit", 0, 100_000, f.plyLimit);
        in.throwIfAny();
        return variant(name, aliases, CyvasseRules.of(f));
    }

    /**
     * The water cells the key {@code map} gives: a number 0-4 (Dagaz's maps) or a list of cell names; a bad
     * value is recorded on {@code in} and keeps {@code current}.
     */
    private static List<String> map(SwitchReader in, List<String> current) {
        Object v = in.value("map");
        if (v == null) {
            return current;
        }
        if (v instanceof Long) {
            return CyvasseMaps.dagaz(in.integer("map", 0, CyvasseMaps.DAGAZ_MAPS - 1, 0));
        }
        if (!(v instanceof List<?>)) {
            in.problem("map", "expected a map number 0-4 or a list of water cells such as [\"e4\", \"f4\"], not "
                    + SwitchReader.shown(v));
            return current;
        }
        List<String> cells = in.strings("map", null, 0);
        if (cells == null) {
            return current;
        }
        String bad = CyvasseMaps.problem(cells);
        if (bad != null) {
            in.problem("map", bad);
            return current;
        }
        return cells;
    }

    static CyvasseVariant variant(String name, List<String> aliases, CyvasseRules rules) {
        return new CyvasseVariant(name, aliases, rules, MIDDLE_GAMES.stream()
                .map(fen -> fen.replace(" w 0 ", " w " + rules.mapId() + " ")).toList());
    }
}
