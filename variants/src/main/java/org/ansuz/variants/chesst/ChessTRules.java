package org.ansuz.variants.chesst;

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

    /** chess-T with the specification's defaults. */
    public static final ChessTRules CHESS_T = builder().build();
    /** chess-T2: chess-T plus the Scouts. */
    public static final ChessTRules CHESS_T2 = builder().scouts(true).build();

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder().scouts(scouts).exchangeOnEquality(exchangeOnEquality)
                .kingMayInitiateExchange(kingMayInitiateExchange).exchangeMayTargetKing(exchangeMayTargetKing)
                .vkConnetCornerOnly(vkConnetCornerOnly).princeTransformationOptional(princeTransformationOptional)
                .declinedPrinceTransformationKeepsRight(declinedPrinceTransformationKeepsRight)
                .blockadeIsWin(blockadeIsWin).scoutsOnBH(scoutsOnBH);
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

    /** Named fields with the specification's defaults. */
    public static final class Builder {
        private boolean scouts;
        private boolean exchangeOnEquality = true;
        private boolean kingMayInitiateExchange;
        private boolean exchangeMayTargetKing = true;
        private boolean vkConnetCornerOnly = true;
        private boolean princeTransformationOptional = true;
        private boolean declinedPrinceTransformationKeepsRight = true;
        private boolean blockadeIsWin = true;
        private boolean scoutsOnBH;

        public ChessTRules build() {
            return new ChessTRules(scouts, exchangeOnEquality, kingMayInitiateExchange, exchangeMayTargetKing,
                    vkConnetCornerOnly, princeTransformationOptional, declinedPrinceTransformationKeepsRight,
                    blockadeIsWin, scoutsOnBH);
        }

        public Builder scouts(boolean v) {
            scouts = v;
            return this;
        }

        public Builder exchangeOnEquality(boolean v) {
            exchangeOnEquality = v;
            return this;
        }

        public Builder kingMayInitiateExchange(boolean v) {
            kingMayInitiateExchange = v;
            return this;
        }

        public Builder exchangeMayTargetKing(boolean v) {
            exchangeMayTargetKing = v;
            return this;
        }

        public Builder vkConnetCornerOnly(boolean v) {
            vkConnetCornerOnly = v;
            return this;
        }

        public Builder princeTransformationOptional(boolean v) {
            princeTransformationOptional = v;
            return this;
        }

        public Builder declinedPrinceTransformationKeepsRight(boolean v) {
            declinedPrinceTransformationKeepsRight = v;
            return this;
        }

        public Builder blockadeIsWin(boolean v) {
            blockadeIsWin = v;
            return this;
        }

        public Builder scoutsOnBH(boolean v) {
            scoutsOnBH = v;
            return this;
        }
    }
}
