package org.ansuz.variants.cyvasse;

/**
 * The rule switches of one Cyvasse variant (data, not code; rules section 11). Build one with
 * {@link #builder()}: every field defaults to Fisher's rules as {@code docs/rules/cyvasse.md} reads them.
 *
 * @param map              water map 0 (none) to 4 (rules section 1.3)
 * @param trebuchet        which Trebuchet capture rule applies (section 7)
 * @param rabbleSecondMove whether the Rabble's second move is optional (Fisher) or forced when
 *                         another Rabble can move (Dagaz)
 * @param passWhenNoMove   a player without a legal move passes (Dagaz) instead of losing (Fisher)
 * @param repetitionDraw   a position occurring the third time is a draw
 * @param plyLimit         plies of play (setup drops not counted) after which the game is drawn; 0 = none
 */
public record CyvasseRules(int map, Trebuchet trebuchet, RabbleSecondMove rabbleSecondMove, boolean passWhenNoMove,
                           boolean repetitionDraw, int plyLimit) {

    /** Section 7: whose engagement a Trebuchet capture needs. */
    public enum Trebuchet {
        /** Zillions implementation: the target sufficiently engaged by anyone; shoots over mountains and friends. */
        DAGAZ,
        /** Fisher: the target sufficiently engaged and engaged by the Trebuchet itself. */
        FISHER,
        /** Fisher, except that a mountain alone on the line does not block a target engaged by other pieces. */
        MOD_STRICT
    }

    /** Section 8. */
    public enum RabbleSecondMove { OPTIONAL, FORCED_IF_LEGAL }

    /** Fisher's rules as the spec defaults them, no water. */
    public static final CyvasseRules FISHER = builder().build();
    /** The Zillions implementation's deviations: pass when stuck, forced Rabble double move. */
    public static final CyvasseRules DAGAZ = builder().passWhenNoMove(true)
            .rabbleSecondMove(RabbleSecondMove.FORCED_IF_LEGAL).build();

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder().map(map).trebuchet(trebuchet).rabbleSecondMove(rabbleSecondMove)
                .passWhenNoMove(passWhenNoMove).repetitionDraw(repetitionDraw).plyLimit(plyLimit);
    }

    /** Named fields with the spec's defaults. */
    /** Whether {@code playPlies} plies of play reach the ply limit, when there is one. */
    boolean pastPlyLimit(int playPlies) {
        return plyLimit > 0 && playPlies >= plyLimit;
    }

    public static final class Builder {
        private int map;
        private Trebuchet trebuchet = Trebuchet.DAGAZ;
        private RabbleSecondMove rabbleSecondMove = RabbleSecondMove.OPTIONAL;
        private boolean passWhenNoMove;
        private boolean repetitionDraw = true;
        private int plyLimit = 400;

        public CyvasseRules build() {
            return new CyvasseRules(map, trebuchet, rabbleSecondMove, passWhenNoMove, repetitionDraw, plyLimit);
        }

        public Builder map(int v) {
            if (v < 0 || v > 4) {
                throw new IllegalArgumentException("map must be 0..4, not " + v);
            }
            map = v;
            return this;
        }

        public Builder trebuchet(Trebuchet v) {
            trebuchet = v;
            return this;
        }

        public Builder rabbleSecondMove(RabbleSecondMove v) {
            rabbleSecondMove = v;
            return this;
        }

        public Builder passWhenNoMove(boolean v) {
            passWhenNoMove = v;
            return this;
        }

        public Builder repetitionDraw(boolean v) {
            repetitionDraw = v;
            return this;
        }

        public Builder plyLimit(int v) {
            plyLimit = v;
            return this;
        }
    }
}
