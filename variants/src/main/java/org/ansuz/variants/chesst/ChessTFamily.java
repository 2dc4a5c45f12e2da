package org.ansuz.variants.chesst;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.SwitchReader;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;

/**
 * chess-T and chess-T2 with the specification's defaults, and one named variant per alternative of its
 * flags (section 15.3): the resource {@code builtins.toml}.
 */
public final class ChessTFamily extends DefinableFamily {
    /** The switches by name (docs/variants-file.md, docs/rules/chesst.md#rule-switches). */
    private static final List<String> KEYS = List.of("scouts", "exchange_on_equality", "king_may_initiate_exchange",
            "exchange_may_target_king", "vk_connet_corner_only", "prince_transformation_optional",
            "declined_prince_transformation_keeps_right", "blockade_is_win", "scouts_on_bh");

    public ChessTFamily() {
        super("chesst", KEYS, "/org/ansuz/variants/chesst/builtins.toml");
    }

    /** {@code base}'s flags (or chess-T's) with the named ones set. */
    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        ChessTVariant from = SwitchReader.base(base, ChessTVariant.class, "chess-T game");
        SwitchReader in = reader(switches);
        ChessTRules.Fields f = ChessTRules.Fields.of(from == null ? null : from.rules);
        f.scouts = in.bool("scouts", f.scouts);
        f.exchangeOnEquality = in.bool("exchange_on_equality", f.exchangeOnEquality);
        f.kingMayInitiateExchange = in.bool("king_may_initiate_exchange", f.kingMayInitiateExchange);
        f.exchangeMayTargetKing = in.bool("exchange_may_target_king", f.exchangeMayTargetKing);
        f.vkConnetCornerOnly = in.bool("vk_connet_corner_only", f.vkConnetCornerOnly);
        f.princeTransformationOptional = in.bool("prince_transformation_optional", f.princeTransformationOptional);
        f.declinedPrinceTransformationKeepsRight = in.bool("declined_prince_transformation_keeps_right",
                f.declinedPrinceTransformationKeepsRight);
        f.blockadeIsWin = in.bool("blockade_is_win", f.blockadeIsWin);
        f.scoutsOnBH = in.bool("scouts_on_bh", f.scoutsOnBH);
        in.throwIfAny();
        return new ChessTVariant(name, ChessTRules.of(f));
    }
}
