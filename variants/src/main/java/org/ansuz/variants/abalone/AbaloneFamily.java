package org.ansuz.variants.abalone;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SwitchReader;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;
import org.ansuz.engine.spi.VariantDefinitionException.Problem;

/**
 * The group-move games on the 61-cell hexagon: Abalone (three start layouts, plus the standard start
 * with the spec's optional draw rules) and Taacoca (official forward-only rule and Dagaz's six directions),
 * shipped as the resource {@code builtins.toml} with their bench positions by name.
 */
public final class AbaloneFamily extends DefinableFamily {
    /** The switches by name (docs/variants-file.md): which game, its start layout, then each game's rules. */
    private static final List<String> KEYS = List.of("game", "aliases", "start", "ply_limit", "repetition_draw", "steps");
    private static final List<String> GAMES = List.of("abalone", "taacoca");
    /** The switches only Abalone's rules have, and only Taacoca's. */
    private static final List<String> ABALONE_ONLY = List.of("ply_limit", "repetition_draw");
    private static final List<String> TAACOCA_ONLY = List.of("steps");

    public AbaloneFamily() {
        super("abalone", KEYS, "/org/ansuz/variants/abalone/builtins.toml");
    }

    /**
     * {@code base}'s game, layout and rules (or Abalone's standard start under the official rules) with the
     * named switches set.
     */
    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return define(name, base, switches, null);
    }

    /** As {@link #define}, with the shipped game's bench positions. */
    @Override
    public Variant defineBuiltIn(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return define(name, base, switches, attachedTo(name, MIDDLE_GAMES, "bench positions (AbaloneFamily.MIDDLE_GAMES)"));
    }

    /** The variant; its bench positions after the start {@code middleGames}, or {@code null}: the base's on the same start. */
    private Variant define(String name, Variant base, Map<String, Object> switches, List<String> middleGames)
            throws VariantDefinitionException {
        if (base != null && !(base instanceof AbaloneVariant) && !(base instanceof TaacocaVariant)) {
            throw new VariantDefinitionException(List.of(new Problem("base", base.name() + " is no Abalone or Taacoca game")));
        }
        SwitchReader in = reader(switches);
        String baseGame = base instanceof TaacocaVariant ? "taacoca" : "abalone";
        String game = in.word("game", GAMES, baseGame);
        if (base != null && !game.equals(baseGame)) {
            in.problem("game", base.name() + ", the base, is " + baseGame + ", not " + game);
        }
        for (String key : game.equals("taacoca") ? ABALONE_ONLY : TAACOCA_ONLY) {
            if (in.has(key)) {
                in.problem(key, "a switch of " + (game.equals("taacoca") ? "Abalone" : "Taacoca") + " only, this is " + game);
            }
        }
        List<String> aliases = in.strings("aliases", List.of(), 0);
        Variant v = game.equals("taacoca") ? taacoca(name, aliases, (TaacocaVariant) base, in, middleGames)
                : abalone(name, aliases, (AbaloneVariant) base, in, middleGames);
        in.throwIfAny();
        try {
            Position start = v.newPosition(v.startFen());
            if (start.generate(new MoveList()) == 0 || GameResult.of(start).kind() != GameResult.Kind.ONGOING) {
                throw new NotationException("the game is over before it starts (" + GameResult.of(start).reason() + ")");
            }
        } catch (NotationException e) {
            throw new VariantDefinitionException(List.of(new Problem("start", "does not fit the board: " + e.getMessage())));
        }
        return v;
    }

    /** An Abalone game from {@code from}'s layout and rules ({@code null}: the standard ones). */
    private static Variant abalone(String name, List<String> aliases, AbaloneVariant from, SwitchReader in,
                                   List<String> middleGames) {
        String start = in.text("start", from == null ? STANDARD : from.startFen());
        AbaloneRules.Fields f = AbaloneRules.Fields.of(from == null ? null : from.rules);
        f.plyLimit = in.integer("ply_limit", 0, 100_000, f.plyLimit);
        f.repetitionDraw = in.bool("repetition_draw", f.repetitionDraw);
        return new AbaloneVariant(name, aliases, start, middleGames != null ? middleGames : middleGames(from, start),
                AbaloneRules.of(f), AbaloneWeights.load());
    }

    /** A Taacoca game from {@code from}'s layout and rules ({@code null}: the official ones). */
    private static Variant taacoca(String name, List<String> aliases, TaacocaVariant from, SwitchReader in,
                                   List<String> middleGames) {
        String start = in.text("start", from == null ? TaacocaVariant.START : from.startFen());
        TaacocaRules.Fields f = TaacocaRules.Fields.of(from == null ? null : from.rules);
        f.steps = in.choice("steps", TaacocaRules.Steps.class, f.steps);
        return new TaacocaVariant(name, aliases, start, TaacocaRules.of(f),
                middleGames != null ? middleGames : middleGames(from, start), TaacocaWeights.load());
    }

    /** The base's bench positions after its start when the start is the base's, else none. */
    private static List<String> middleGames(Variant from, String start) {
        if (from == null || !start.equals(from.startFen())) {
            return List.of();
        }
        List<String> bench = from.benchFens();
        return bench.subList(1, bench.size());
    }

    static final String STANDARD = "wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0";

    /** The bench positions (after the start) of the shipped games ({@code builtins.toml}), by name. */
    static final Map<String, List<String>> MIDDLE_GAMES = Map.of(
            "abalone", List.of(
                    "3w1/4w1/2www2/2www3/2wwbwbw1/3bbwb1/1bbbb2/2bbb1/5 b 1 2",
                    "5/1w4/2w1ww1/2wwww2/2wwwwwb1/2wbbbb1/1bb1bb1/bbbbb1/5 b 0 0"),
            "abalone-draws", List.of(
                    "3w1/4w1/2www2/2www3/2wwbwbw1/3bbwb1/1bbbb2/2bbb1/5 b 1 2"),
            "abalone-belgian", List.of(
                    "2w1w/2w1b1/2w1b2/4b3/4ww3/4bw2/1bbbw2/1b1w2/1b3 b 5 5",
                    "w3b/4b1/4w1w/3wwb2/3bbb3/2bbww2/1bb1ww1/2www1/5 b 2 4"),
            "abalone-german", List.of(
                    "5/6/1wwbbw1/1bwbb3/2wbbb3/4bww1/1bw4/1w4/b4 b 5 3",
                    "5/6/2b4/3b4/1b2bbw2/2www3/1wwwwb1/1bwb1b/5 b 5 5"),
            "taacoca", List.of(
                    "1bbb1/2bbb1/2bbb2/8/3bw4/3b4/1www3/1wwww1/2ww1 w",
                    "b1b2/1bbbb1/3bb2/2bw4/3ww4/8/3ww2/2wwww/2ww1 b"),
            "taacoca-dagaz", List.of(
                    "b1b2/2bbb1/3bbb1/3w1b2/3w5/8/2ww3/1www2/www2 b",
                    "bb1bb/1bb3/2bb3/5b2/2b1w4/4b3/2w1w2/1www2/www2 w"));
}
