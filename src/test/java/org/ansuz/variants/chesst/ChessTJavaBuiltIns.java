package org.ansuz.variants.chesst;

import java.util.List;
import org.ansuz.engine.spi.Variant;

/**
 * The shipped chess-T games as the Java code that defined them before they became data
 * ({@code org/ansuz/variants/chesst/builtins.toml}): the second derivation BuiltInVariantsAsDataTest
 * checks the resource against.
 */
public final class ChessTJavaBuiltIns {
    private ChessTJavaBuiltIns() {
    }

    public static List<Variant> variants() {
        return List.of(new ChessTVariant("chess-t", ChessTRules.of(defaults -> { })),
                new ChessTVariant("chess-t2", ChessTRules.of(r -> r.scouts = true)),
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
