package org.ansuz.variants.cyvasse;

import java.util.List;
import java.util.function.Consumer;
import org.ansuz.engine.spi.SwitchReader;

/**
 * The rule switches of one Cyvasse variant (data, not code; rules section 11). Build one with
 * {@link #of}: every field defaults to Fisher's rules as {@code docs/rules/cyvasse.md} reads them.
 *
 * @param water            the water cells in position-text order (rules section 1.3): none, one of Dagaz's
 *                         maps or a map of the variant's own (a variants file)
 * @param trebuchet        which Trebuchet capture rule applies (section 7)
 * @param rabbleSecondMove whether the Rabble's second move is optional (Fisher) or forced when
 *                         another Rabble can move (Dagaz)
 * @param passWhenNoMove   a player without a legal move passes (Dagaz) instead of losing (Fisher)
 * @param repetitionDraw   a position occurring the third time is a draw
 * @param plyLimit         plies of play (setup drops not counted) after which the game is drawn; 0 = none
 */
public record CyvasseRules(List<String> water, Trebuchet trebuchet, RabbleSecondMove rabbleSecondMove, boolean passWhenNoMove,
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

    /** The rules whose named fields {@code settings} changes from Fisher's. */
    public static CyvasseRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return of(f);
    }

    /** The rules {@code f} holds; the water cells must make a map ({@link CyvasseMaps#problem}). */
    static CyvasseRules of(Fields f) {
        String bad = CyvasseMaps.problem(f.water);
        if (bad != null) {
            throw new IllegalArgumentException("water: " + bad);
        }
        return new CyvasseRules(CyvasseMaps.inBoardOrder(CyvasseMaps.table(f.water)), f.trebuchet, f.rabbleSecondMove, f.passWhenNoMove, f.repetitionDraw,
                f.plyLimit);
    }

    /** The map's id as position texts write it: {@code 0}..{@code 4} for Dagaz's maps, else the water cells. */
    public String mapId() {
        return CyvasseMaps.id(CyvasseMaps.table(water));
    }

    /** Whether {@code playPlies} plies of play reach the ply limit, when there is one. */
    boolean pastPlyLimit(int playPlies) {
        return plyLimit > 0 && playPlies >= plyLimit;
    }

    /** The switches by name, holding Fisher's values as the spec reads them until set. */
    public static final class Fields {
        public List<String> water = List.of();
        public Trebuchet trebuchet = Trebuchet.DAGAZ;
        public RabbleSecondMove rabbleSecondMove = RabbleSecondMove.OPTIONAL;
        public boolean passWhenNoMove;
        public boolean repetitionDraw = true;
        public int plyLimit = 400;

        private Fields() {
        }

        /** Every switch of {@code r} ({@code null}: the defaults), to be changed one by one (a variants file). */
        static Fields of(CyvasseRules r) {
            return SwitchReader.fieldsOf(r, new Fields());
        }
    }
}
