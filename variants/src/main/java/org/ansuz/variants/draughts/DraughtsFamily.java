package org.ansuz.variants.draughts;

import static org.ansuz.variants.draughts.DraughtsGeometry.DIAGONALS;
import static org.ansuz.variants.draughts.DraughtsGeometry.DIAGONALS_AND_LONG_ORTHOGONALS;
import static org.ansuz.variants.draughts.DraughtsGeometry.ORTHOGONALS;
import static org.ansuz.variants.draughts.DraughtsGeometry.SquareSet.ALL;
import static org.ansuz.variants.draughts.DraughtsGeometry.SquareSet.NO_CORNERS;
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
import org.ansuz.variants.draughts.DraughtsRules.FarRank;
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
            new DraughtsVariant(frisian(), DraughtsBench.FRISIAN),
            new DraughtsVariant(turkish(), DraughtsBench.TURKISH),
            new DraughtsVariant(greek(), DraughtsBench.GREEK),
            new DraughtsVariant(senegalese(), DraughtsBench.SENEGALESE),
            new DraughtsVariant(gauntlet(), DraughtsBench.GAUNTLET));

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

    // ---------------------------------------------------------------- orthogonal games (ORTHOGONALS: 0 N, 1 S, 2 E, 3 W)
    // (direction arrays inline: the VARIANTS list above is built before later static fields are set)

    static DraughtsRules turkish() {
        return new DraughtsRules("turkish", List.of("dama", "turkish-dama"), 8, 8, ALL, false, ORTHOGONALS, 0,
                "W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7",
                new int[]{0, 2, 3}, new int[]{0, 2, 3}, ALL4, ALL4, true, FLYING, AT_END, true, true, true,
                Precedence.QUANTITY, new DrawRules(3, 0, List.of()), DraughtsWeights.orthogonal8(), true, true, 'x',
                "White", "Black", 100, 0, FarRank.PROMOTE, null, false);
    }

    /** Turkish with the Thai king: it lands directly behind each victim and may turn back; crowning ends the move. */
    static DraughtsRules greek() {
        return new DraughtsRules("greek", List.of("greek-checkers"), 8, 8, ALL, false, ORTHOGONALS, 0,
                "W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7",
                new int[]{0, 2, 3}, new int[]{0, 2, 3}, ALL4, ALL4, true, LAND_BEHIND, ENDS_MOVE, true, true, false,
                Precedence.QUANTITY, new DrawRules(3, 0, List.of()), DraughtsWeights.orthogonalLandBehind8(), true, true,
                'x', "White", "Black", 100, 0, FarRank.PROMOTE, null, false);
    }

    /** No kings: a man whose move ends on the far row leaves the board; stalemate and repetition count pieces. */
    static DraughtsRules senegalese() {
        return new DraughtsRules("senegalese", List.of("senegalese-checkers"), 6, 5, ALL, false, ORTHOGONALS, 0,
                "W:Wa1,a2,b1,b2,c1,c2,d1,d2,e1,e2,e3,f1,f2,f3:Ba3,a4,a5,b3,b4,b5,c4,c5,d4,d5,e4,e5,f4,f5",
                new int[]{0, 2, 3}, new int[]{0, 2, 3}, ALL4, ALL4, false, SHORT, AT_END, true, true, false,
                Precedence.FREE, new DrawRules(3, 0, List.of()), DraughtsWeights.senegalese(), true, true, 'x',
                "White", "Black", 40, 0, FarRank.REMOVE, null, true);
    }

    /**
     * Runners (White's men, north) against left blockers (Black's men, east) and right blockers (Black's
     * "kings" in the FEN, {@code K}, west); a runner on the far row wins. Nobody is ever crowned.
     */
    static DraughtsRules gauntlet() {
        return new DraughtsRules("gauntlet", List.of(), 8, 8, NO_CORNERS, false, ORTHOGONALS, 0,
                "W:Wb1,c1,d1,e1,f1,g1:Ba2,a3,a4,a5,a6,a7,Kh2,Kh3,Kh4,Kh5,Kh6,Kh7",
                new int[]{0}, new int[]{0}, new int[]{3}, new int[]{3}, false, SHORT, ENDS_MOVE, true, true, false,
                Precedence.QUANTITY, new DrawRules(0, 0, List.of()), DraughtsWeights.gauntlet(), true, true, 'x',
                "Runners", "Blockers", 30, 0, FarRank.WIN, new int[]{2}, false);
    }
}
