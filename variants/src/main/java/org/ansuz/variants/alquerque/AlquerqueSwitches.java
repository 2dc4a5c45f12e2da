package org.ansuz.variants.alquerque;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.SwitchReader;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException.Problem;
import org.ansuz.engine.spi.VariantDefinitionException;
import org.ansuz.variants.alquerque.AlquerqueRules.Capture;
import org.ansuz.variants.alquerque.AlquerqueRules.Fields;
import org.ansuz.variants.alquerque.AlquerqueRules.Mandatory;
import org.ansuz.variants.alquerque.AlquerqueRules.MenMove;

/**
 * The point-and-line switches by name (docs/variants-file.md): a variants file's section becomes an
 * {@link AlquerqueRules} record, exactly as the built-in games are.
 */
final class AlquerqueSwitches {
    /** The keys in the documented order. */
    static final List<String> KEYS = List.of("aliases", "game", "search", "board", "width", "height", "letters",
            "start", "capture", "men_move", "back_row_only_captures", "flying_kings", "promotion", "majority",
            "deferred_removal", "king_no_reverse", "mandatory", "multi_capture", "chain_optional", "ranked", "hunt",
            "royal_type", "last_piece_loses", "fox_needs_trappers", "no_capture_limit", "typical_plies");
    /**
     * The games with evaluation weights and player names ({@code alquerque.weights}); {@code foxgeese-handset} is Fox and
     * Geese with the hand-set weights, for the layouts where the learnt change was not shown to gain.
     */
    static final List<String> GAMES = List.of("alquerque", "zamma", "kharbaga", "fanorona", "dablot", "foxgeese",
            "foxgeese-handset");

    private AlquerqueSwitches() {
    }

    /**
     * The variant {@code name}: {@code base}'s rules (or Alquerque's) with {@code switches} set, described by
     * {@code description} ({@code null}: its board, from a variants file).
     */
    static Variant define(String name, Variant base, Map<String, Object> switches, AlquerqueFamily.Description description)
            throws VariantDefinitionException {
        AlquerqueVariant from = SwitchReader.base(base, AlquerqueVariant.class, "point-and-line game");
        SwitchReader in = new SwitchReader("alquerque", KEYS, switches);
        Fields f = from == null ? Fields.defaults() : Fields.of(from.rules);
        List<String> aliases = in.strings("aliases", List.of(), 0);
        String game = in.word("game", GAMES, from == null ? "alquerque" : from.game);
        SearchKind search = in.choice("search", SearchKind.class, from == null ? SearchKind.ALPHABETA : from.info().defaultSearch());
        AlquerqueGeometry.Kind kind = in.choice("board", AlquerqueGeometry.Kind.class, f.board.kind());
        f.board = new AlquerqueGeometry.Spec(kind, in.integer("width", 1, 26, f.board.width()),
                in.integer("height", 1, 26, f.board.height()));
        f.letters = in.text("letters", f.letters);
        f.start = in.text("start", f.start);
        f.capture = in.choice("capture", Capture.class, f.capture);
        f.menMove = in.choice("men_move", MenMove.class, f.menMove);
        f.backRowOnlyCaptures = in.bool("back_row_only_captures", f.backRowOnlyCaptures);
        f.flyingKings = in.bool("flying_kings", f.flyingKings);
        f.promotion = in.bool("promotion", f.promotion);
        f.majority = in.bool("majority", f.majority);
        f.deferredRemoval = in.bool("deferred_removal", f.deferredRemoval);
        f.kingNoReverse = in.bool("king_no_reverse", f.kingNoReverse);
        f.mandatory = in.choice("mandatory", Mandatory.class, f.mandatory);
        f.multiCapture = in.bool("multi_capture", f.multiCapture);
        f.chainOptional = in.bool("chain_optional", f.chainOptional);
        f.ranked = in.bool("ranked", f.ranked);
        f.hunt = in.bool("hunt", f.hunt);
        f.royalType = in.integer("royal_type", 0, f.letters.length(), f.royalType);
        f.lastPieceLoses = in.bool("last_piece_loses", f.lastPieceLoses);
        f.foxNeedsTrappers = in.bool("fox_needs_trappers", f.foxNeedsTrappers);
        f.noCaptureLimit = in.integer("no_capture_limit", 0, 100_000, f.noCaptureLimit);
        f.typicalPlies = in.integer("typical_plies", 10, 10_000, f.typicalPlies);
        in.throwIfAny();
        AlquerqueVariant v;
        try {
            AlquerqueFamily.Description d = description != null ? description : new AlquerqueFamily.Description(
                    f.board.width() + "×" + f.board.height() + " " + SwitchReader.spelling(kind), "from a variants file");
            v = new AlquerqueVariant(name, game, AlquerqueRules.of(f), aliases, d.board(), d.rules(), search);
        } catch (RuntimeException e) {
            throw new VariantDefinitionException(List.of(new Problem("board", "does not make a board: " + e.getMessage())));
        }
        try {
            v.newPosition(v.startFen()).generate(new MoveList());
        } catch (NotationException e) {
            throw new VariantDefinitionException(List.of(new Problem("start", "does not fit the board: " + e.getMessage())));
        } catch (RuntimeException e) {
            throw new VariantDefinitionException(List.of(new Problem(null, "these rules make no game: " + e)));
        }
        return v;
    }
}
