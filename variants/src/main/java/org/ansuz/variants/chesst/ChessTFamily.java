package org.ansuz.variants.chesst;

import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantProvider;

/**
 * chess-T and chess-T2 with the specification's defaults, and one named variant per alternative of its
 * flags (section 15.3).
 */
public final class ChessTFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        return List.of(new ChessTVariant("chess-t", ChessTRules.CHESS_T),
                new ChessTVariant("chess-t2", ChessTRules.CHESS_T2),
                new ChessTVariant("chess-t-noexchange", ChessTRules.of(r -> r.exchangeOnEquality = false)),
                new ChessTVariant("chess-t-kingexchange", ChessTRules.of(r -> r.kingMayInitiateExchange = true)),
                new ChessTVariant("chess-t-kingsafe", ChessTRules.of(r -> r.exchangeMayTargetKing = false)),
                new ChessTVariant("chess-t-anycorner", ChessTRules.of(r -> r.vkConnetCornerOnly = false)),
                new ChessTVariant("chess-t-autoprince", ChessTRules.of(r -> r.princeTransformationOptional = false)),
                new ChessTVariant("chess-t-princeonce",
                        ChessTRules.of(r -> r.declinedPrinceTransformationKeepsRight = false)),
                new ChessTVariant("chess-t-stalemate", ChessTRules.of(r -> r.blockadeIsWin = false)),
                new ChessTVariant("chess-t2-bh", ChessTRules.of(r -> {
                    r.scouts = true;
                    r.scoutsOnBH = true;
                })));
    }
}
