package org.ansuz.variants.chesst;

import java.util.List;
import org.ansuz.engine.Variant;
import org.ansuz.engine.VariantProvider;

/**
 * chess-T and chess-T2 with the specification's defaults, and one named variant per alternative of its
 * flags (section 15.3).
 */
public final class ChessTFamily implements VariantProvider {
    @Override
    public List<Variant> variants() {
        ChessTRules t = ChessTRules.CHESS_T;
        return List.of(new ChessTVariant("chess-t", t),
                new ChessTVariant("chess-t2", ChessTRules.CHESS_T2),
                new ChessTVariant("chess-t-noexchange", t.toBuilder().exchangeOnEquality(false).build()),
                new ChessTVariant("chess-t-kingexchange", t.toBuilder().kingMayInitiateExchange(true).build()),
                new ChessTVariant("chess-t-kingsafe", t.toBuilder().exchangeMayTargetKing(false).build()),
                new ChessTVariant("chess-t-anycorner", t.toBuilder().vkConnetCornerOnly(false).build()),
                new ChessTVariant("chess-t-autoprince", t.toBuilder().princeTransformationOptional(false).build()),
                new ChessTVariant("chess-t-princeonce",
                        t.toBuilder().declinedPrinceTransformationKeepsRight(false).build()),
                new ChessTVariant("chess-t-stalemate", t.toBuilder().blockadeIsWin(false).build()),
                new ChessTVariant("chess-t2-bh", ChessTRules.CHESS_T2.toBuilder().scoutsOnBH(true).build()));
    }
}
