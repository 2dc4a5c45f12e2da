package org.ansuz.variants.thud;

/**
 * The rule switches of one variant of the family (data, not code), built with named fields; the
 * defaults are the specifications' [DECISION]/[ASSUMPTION] choices ({@code docs/rules/thud.md},
 * section Decisions).
 *
 * @param game           which game: classic Thud, Koom Valley Thud or Koom Valley Football
 * @param trollCapture   Thud: a troll takes every adjacent dwarf (Dagaz) or a subset of its choice (official)
 * @param noCaptureLimit Thud: the battle ends after this many plies without a capture (0 = never)
 * @param rockIsAnvil    Koom Valley: the Rock may be the far anvil of a custodial capture (Dagaz)
 * @param trampleChains  Koom Valley: a troll may continue trampling after the first jump
 * @param rockCapture    Koom Valley: when three trolls next to the Rock win
 * @param plyLimit       Koom Valley: the game is drawn after this many plies (0 = never)
 */
public record ThudRules(Game game, TrollCapture trollCapture, int noCaptureLimit, boolean rockIsAnvil,
                        boolean trampleChains, RockCapture rockCapture, int plyLimit) {

    public enum Game { THUD, KOOM_VALLEY, FOOTBALL }

    public enum TrollCapture { ALL, CHOOSE_SUBSET }

    /** AFTER_TROLL_MOVE: after any troll move; MOVED_TROLL_ADJACENT: the moved troll is one of the three (ZoG); ANY_MOVE: after either side's move (Dagaz). */
    public enum RockCapture { AFTER_TROLL_MOVE, MOVED_TROLL_ADJACENT, ANY_MOVE }

    public static Builder thud() {
        return new Builder(Game.THUD);
    }

    public static Builder koomValley() {
        return new Builder(Game.KOOM_VALLEY);
    }

    /** Football: no captures, a queen-moving ball, trolls kept off the edge; the moved troll must touch the ball. */
    public static Builder football() {
        return new Builder(Game.FOOTBALL).rockCapture(RockCapture.MOVED_TROLL_ADJACENT).trampleChains(false);
    }

    public boolean isThud() {
        return game == Game.THUD;
    }

    public boolean isFootball() {
        return game == Game.FOOTBALL;
    }

    /** A builder with the specifications' defaults. */
    public static final class Builder {
        private final Game game;
        private TrollCapture trollCapture = TrollCapture.ALL;
        private int noCaptureLimit = 100;
        private boolean rockIsAnvil;
        private boolean trampleChains = true;
        private RockCapture rockCapture = RockCapture.AFTER_TROLL_MOVE;
        private int plyLimit = 300;

        private Builder(Game game) {
            this.game = game;
        }

        public ThudRules build() {
            return new ThudRules(game, trollCapture, noCaptureLimit, rockIsAnvil, trampleChains, rockCapture, plyLimit);
        }

        public Builder trollCapture(TrollCapture v) {
            trollCapture = v;
            return this;
        }

        public Builder noCaptureLimit(int v) {
            noCaptureLimit = v;
            return this;
        }

        public Builder rockIsAnvil(boolean v) {
            rockIsAnvil = v;
            return this;
        }

        public Builder trampleChains(boolean v) {
            trampleChains = v;
            return this;
        }

        public Builder rockCapture(RockCapture v) {
            rockCapture = v;
            return this;
        }

        public Builder plyLimit(int v) {
            plyLimit = v;
            return this;
        }
    }
}
