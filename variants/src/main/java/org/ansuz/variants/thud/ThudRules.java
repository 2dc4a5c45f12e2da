package org.ansuz.variants.thud;

import java.util.function.Consumer;
import org.ansuz.engine.spi.SwitchReader;

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

    /** The rules whose named fields {@code settings} changes from classic Thud's defaults. */
    public static ThudRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return of(f);
    }

    /** The rules {@code f} holds. */
    static ThudRules of(Fields f) {
        return new ThudRules(f.game, f.trollCapture, f.noCaptureLimit, f.rockIsAnvil, f.trampleChains,
                f.rockCapture, f.plyLimit);
    }

    public boolean isThud() {
        return game == Game.THUD;
    }

    public boolean isFootball() {
        return game == Game.FOOTBALL;
    }

    /** The switches by name, holding the specifications' defaults until set. */
    public static final class Fields {
        public Game game = Game.THUD;
        public TrollCapture trollCapture = TrollCapture.ALL;
        public int noCaptureLimit = 100;
        public boolean rockIsAnvil;
        public boolean trampleChains = true;
        public RockCapture rockCapture = RockCapture.AFTER_TROLL_MOVE;
        public int plyLimit = 300;

        private Fields() {
        }

        /** Every switch of {@code r} ({@code null}: the defaults), to be changed one by one (a variants file). */
        static Fields of(ThudRules r) {
            return SwitchReader.fieldsOf(r, new Fields());
        }
    }
}
