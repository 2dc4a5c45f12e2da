package org.ansuz.variants.draughts;

import static org.ansuz.variants.draughts.DraughtsGeometry.DIAGONALS;
import static org.ansuz.variants.draughts.DraughtsGeometry.DIAGONALS_AND_LONG_ORTHOGONALS;
import static org.ansuz.variants.draughts.DraughtsGeometry.SquareSet.A1_DARK;
import static org.ansuz.variants.draughts.DraughtsGeometry.SquareSet.H1_PLAYING;
import static org.ansuz.variants.draughts.DraughtsRules.KingCapture.FLYING;
import static org.ansuz.variants.draughts.DraughtsRules.KingCapture.LAND_BEHIND;
import static org.ansuz.variants.draughts.DraughtsRules.KingCapture.SHORT;
import static org.ansuz.variants.draughts.DraughtsRules.Promotion.AT_END;
import static org.ansuz.variants.draughts.DraughtsRules.Promotion.ENDS_MOVE;
import static org.ansuz.variants.draughts.DraughtsRules.Promotion.ON_THE_FLY;

import java.util.List;
import org.ansuz.engine.Variant;
import org.ansuz.engine.VariantProvider;
import org.ansuz.variants.draughts.DraughtsRules.DrawRules;
import org.ansuz.variants.draughts.DraughtsRules.Endgame;
import org.ansuz.variants.draughts.DraughtsRules.Precedence;

/** The draughts family: each game is a rules record over one generator. */
public final class DraughtsFamily implements VariantProvider {
    private static final int[] FORWARD = {0, 1};
    private static final int[] ALL4 = {0, 1, 2, 3};
    private static final int[] ALL8 = {0, 1, 2, 3, 4, 5, 6, 7};
    /** Lone king against three pieces: 16 moves each; against one or two: 5 moves each (FMJD, Russia 2013). */
    private static final List<Endgame> FMJD_ENDGAMES = List.of(new Endgame(3, 3, false, 32), new Endgame(1, 2, false, 10));

    private static final List<Variant> VARIANTS = List.of(
            new DraughtsVariant(russian(), DraughtsBench.RUSSIAN),
            new DraughtsVariant(international(), DraughtsBench.INTERNATIONAL),
            new DraughtsVariant(english(), DraughtsBench.ENGLISH),
            new DraughtsVariant(brazilian(), DraughtsBench.BRAZILIAN),
            new DraughtsVariant(pool(), DraughtsBench.POOL),
            new DraughtsVariant(italian(), DraughtsBench.ITALIAN),
            new DraughtsVariant(spanish(), DraughtsBench.SPANISH),
            new DraughtsVariant(argentine(), DraughtsBench.ARGENTINE),
            new DraughtsVariant(thai(), DraughtsBench.THAI),
            new DraughtsVariant(filipino(), DraughtsBench.FILIPINO),
            new DraughtsVariant(frisian(), DraughtsBench.FRISIAN));

    @Override
    public List<Variant> variants() {
        return VARIANTS;
    }

    static DraughtsRules russian() {
        return new DraughtsRules("russian", List.of("shashki"), 8, 8, A1_DARK, false, DIAGONALS, 0,
                "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8",
                FORWARD, ALL4, ALL4, ALL4, true, FLYING, ON_THE_FLY, true, false, false, Precedence.FREE,
                new DrawRules(3, 50, FMJD_ENDGAMES), DraughtsWeights.flying8(), true, true, ':',
                "White", "Black", 90, 0);
    }

    static DraughtsRules international() {
        return new DraughtsRules("international", List.of("polish", "dammen", "10x10"), 10, 10, A1_DARK, false,
                DIAGONALS, 0, "W:W31-50:B1-20",
                FORWARD, ALL4, ALL4, ALL4, true, FLYING, AT_END, true, false, false, Precedence.QUANTITY,
                new DrawRules(3, 50, FMJD_ENDGAMES), DraughtsWeights.flying10(), false, false, 'x',
                "White", "Black", 120, 0);
    }

    static DraughtsRules english() {
        return new DraughtsRules("english", List.of("checkers", "american", "straight-checkers"), 8, 8, A1_DARK,
                false, DIAGONALS, 1, "B:W21-32:B1-12",
                FORWARD, FORWARD, ALL4, ALL4, false, SHORT, ENDS_MOVE, true, false, false, Precedence.FREE,
                new DrawRules(3, 80, List.of()), DraughtsWeights.short8(), false, false, 'x',
                "Black", "White", 90, 0);
    }

    static DraughtsRules brazilian() {
        return new DraughtsRules("brazilian", List.of(), 8, 8, A1_DARK, false, DIAGONALS, 0, "W:W21-32:B1-12",
                FORWARD, ALL4, ALL4, ALL4, true, FLYING, AT_END, true, false, false, Precedence.QUANTITY,
                new DrawRules(3, 40, FMJD_ENDGAMES), DraughtsWeights.flying8(), false, false, 'x',
                "White", "Black", 90, 0);
    }

    static DraughtsRules pool() {
        return new DraughtsRules("pool", List.of("pool-checkers"), 8, 8, A1_DARK, false, DIAGONALS, 1,
                "B:W21-32:B1-12",
                FORWARD, ALL4, ALL4, ALL4, true, FLYING, AT_END, true, false, false, Precedence.FREE,
                new DrawRules(3, 60, List.of(new Endgame(3, 3, true, 26))), DraughtsWeights.flying8(), false, false,
                'x', "Black", "White", 90, 0);
    }

    static DraughtsRules italian() {
        return new DraughtsRules("italian", List.of("dama-italiana"), 8, 8, H1_PLAYING, false, DIAGONALS, 0,
                "W:W21-32:B1-12",
                FORWARD, FORWARD, ALL4, ALL4, false, SHORT, ENDS_MOVE, false, false, false, Precedence.ITALIAN,
                new DrawRules(3, 80, List.of()), DraughtsWeights.short8(), false, false, 'x',
                "White", "Black", 90, 0);
    }

    static DraughtsRules spanish() {
        return new DraughtsRules("spanish", List.of("portuguese"), 8, 8, H1_PLAYING, true, DIAGONALS, 0,
                "W:W1-12:B21-32",
                FORWARD, FORWARD, ALL4, ALL4, true, FLYING, ENDS_MOVE, true, false, false,
                Precedence.QUANTITY_THEN_KINGS, new DrawRules(3, 40, List.of()), DraughtsWeights.flying8(),
                true, false, 'x', "White", "Black", 90, 0);
    }

    static DraughtsRules argentine() {
        return new DraughtsRules("argentine", List.of("argentinian"), 8, 8, H1_PLAYING, true, DIAGONALS, 0,
                "W:W1-12:B21-32",
                FORWARD, FORWARD, ALL4, ALL4, true, LAND_BEHIND, ENDS_MOVE, true, false, false,
                Precedence.QUANTITY_KING_KINGS, new DrawRules(3, 40, List.of()), DraughtsWeights.landBehind8(),
                true, false, 'x', "White", "Black", 90, 0);
    }

    static DraughtsRules thai() {
        return new DraughtsRules("thai", List.of("makhos", "mak-hot"), 8, 8, A1_DARK, false, DIAGONALS, 0,
                "W:W25-32:B1-8",
                FORWARD, FORWARD, ALL4, ALL4, true, LAND_BEHIND, ENDS_MOVE, true, true, false, Precedence.FREE,
                new DrawRules(3, 80, List.of()), DraughtsWeights.landBehind8(), true, false, 'x',
                "White", "Black", 70, 0);
    }

    static DraughtsRules filipino() {
        return new DraughtsRules("filipino", List.of("dana", "dama", "pinoy-dama"), 8, 8, H1_PLAYING, false,
                DIAGONALS, 0, "W:W21-32:B1-12",
                FORWARD, ALL4, ALL4, ALL4, true, FLYING, AT_END, true, false, false, Precedence.QUANTITY_THEN_KING,
                new DrawRules(3, 0, List.of(new Endgame(3, 3, true, 24))), DraughtsWeights.flying8(), false, false,
                'x', "White", "Black", 90, 0);
    }

    static DraughtsRules frisian() {
        return new DraughtsRules("frisian", List.of("fries"), 10, 10, A1_DARK, false, DIAGONALS_AND_LONG_ORTHOGONALS,
                0, "W:W31-50:B1-20",
                FORWARD, ALL8, ALL4, ALL8, true, FLYING, AT_END, true, false, false, Precedence.FRISIAN_VALUE,
                new DrawRules(3, 0, List.of(new Endgame(2, 2, true, 14))), DraughtsWeights.flying10(), false, false,
                'x', "White", "Black", 120, 3);
    }
}
