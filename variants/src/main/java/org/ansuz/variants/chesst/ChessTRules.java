package org.ansuz.variants.chesst;

import java.util.function.Consumer;
import org.ansuz.engine.spi.SwitchReader;

/**
 * The rule switches of one chess-T variant ({@code docs/rules/chesst.md#rule-switches}); the defaults are the
 * specification's, every alternative is a named variant.
 *
 * @param scouts                                chess-T2: two Scouts per side
 * @param exchangeOnEquality                    equal force on a contact square means an exchange (both removed)
 * @param kingMayInitiateExchange               a King may start an exchange
 * @param exchangeMayTargetKing                 an enemy King may be exchanged off
 * @param vkConnetCornerOnly                    a Ver Knecht becomes a Connet only on the far corners
 * @param princeTransformationOptional          a Prince entering the enemy castle may stay a Prince
 * @param declinedPrinceTransformationKeepsRight declining the Connet keeps the right for later
 * @param blockadeIsWin                         a side without a legal move loses (otherwise: draw)
 * @param scoutsOnBH                            chess-T2 Scouts start on b1/h1, b8/h8 instead of c1/g1, c8/g8
 */
public record ChessTRules(boolean scouts, boolean exchangeOnEquality, boolean kingMayInitiateExchange,
                          boolean exchangeMayTargetKing, boolean vkConnetCornerOnly,
                          boolean princeTransformationOptional, boolean declinedPrinceTransformationKeepsRight,
                          boolean blockadeIsWin, boolean scoutsOnBH) {

    /** The rules whose named fields {@code settings} changes from the specification's defaults. */
    public static ChessTRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return of(f);
    }

    /** The rules {@code f} holds. */
    static ChessTRules of(Fields f) {
        return new ChessTRules(f.scouts, f.exchangeOnEquality, f.kingMayInitiateExchange, f.exchangeMayTargetKing,
                f.vkConnetCornerOnly, f.princeTransformationOptional, f.declinedPrinceTransformationKeepsRight,
                f.blockadeIsWin, f.scoutsOnBH);
    }

    /** The start position text (section 5, an assumption of the specification). */
    public String startFen() {
        if (!scouts) {
            return "r2pkp2r/iiiiciiii/4i4/9/9/4I4/IIIICIIII/R2PKP2R w - Pp 0 1";
        }
        return scoutsOnBH
                ? "rs1pkp1sr/iiiiciiii/4i4/9/9/4I4/IIIICIIII/RS1PKP1SR w - Pp 0 1"
                : "r1spkps1r/iiiiciiii/4i4/9/9/4I4/IIIICIIII/R1SPKPS1R w - Pp 0 1";
    }

    /** The switches by name, holding the specification's defaults until set. */
    public static final class Fields {
        public boolean scouts;
        public boolean exchangeOnEquality = true;
        public boolean kingMayInitiateExchange;
        public boolean exchangeMayTargetKing = true;
        public boolean vkConnetCornerOnly = true;
        public boolean princeTransformationOptional = true;
        public boolean declinedPrinceTransformationKeepsRight = true;
        public boolean blockadeIsWin = true;
        public boolean scoutsOnBH;

        private Fields() {
        }

        /** Every switch of {@code r} ({@code null}: the defaults), to be changed one by one (a variants file). */
        static Fields of(ChessTRules r) {
            return SwitchReader.fieldsOf(r, new Fields());
        }
    }
}
