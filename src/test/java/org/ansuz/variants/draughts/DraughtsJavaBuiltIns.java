package org.ansuz.variants.draughts;

import static org.ansuz.variants.draughts.DraughtsGeometry.DIAGONALS_AND_LONG_ORTHOGONALS;
import static org.ansuz.variants.draughts.DraughtsGeometry.ORTHOGONALS;
import static org.ansuz.variants.draughts.DraughtsGeometry.SquareSet.ALL;
import static org.ansuz.variants.draughts.DraughtsGeometry.SquareSet.NO_CORNERS;
import static org.ansuz.variants.draughts.DraughtsGeometry.SquareSet.H1_PLAYING;
import static org.ansuz.variants.draughts.DraughtsRules.KingCapture.FLYING;
import static org.ansuz.variants.draughts.DraughtsRules.KingCapture.LAND_BEHIND;
import static org.ansuz.variants.draughts.DraughtsRules.Promotion.ENDS_MOVE;
import static org.ansuz.variants.draughts.DraughtsRules.Promotion.ON_THE_FLY;

import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.draughts.DraughtsRules.DrawRules;
import org.ansuz.variants.draughts.DraughtsRules.Endgame;
import org.ansuz.variants.draughts.DraughtsRules.FarRank;
import org.ansuz.variants.draughts.DraughtsRules.Precedence;

/**
 * The shipped draughts games as the Java code that defined them before they became data
 * ({@code org/ansuz/variants/draughts/builtins.toml}): the second derivation BuiltInVariantsAsDataTest
 * checks the resource against.
 */
public final class DraughtsJavaBuiltIns {
    private DraughtsJavaBuiltIns() {
    }

    private static final int[] FORWARD = {0, 1};
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

    /** The games in the order they were defined. */
    public static List<Variant> variants() {
        return VARIANTS;
    }

    static DraughtsRules russian() {
        return DraughtsRules.of(r -> {
            r.name = "russian";
            r.aliases = List.of("shashki");
            r.startFen = "W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8";
            r.flyingKings = true;
            r.kingCapture = FLYING;
            r.promotion = ON_THE_FLY;
            r.draws = new DrawRules(3, 50, FMJD_ENDGAMES);
            r.weights = DraughtsWeights.flying8();
            r.algebraicMoves = true;
            r.algebraicFen = true;
            r.captureSeparator = ':';
        });
    }

    static DraughtsRules international() {
        return DraughtsRules.of(r -> {
            r.name = "international";
            r.aliases = List.of("polish", "dammen", "10x10");
            r.width = 10;
            r.height = 10;
            r.startFen = "W:W31-50:B1-20";
            r.flyingKings = true;
            r.kingCapture = FLYING;
            r.precedence = Precedence.QUANTITY;
            r.draws = new DrawRules(3, 50, FMJD_ENDGAMES);
            r.weights = DraughtsWeights.flying10();
            r.typicalPlies = 120;
        });
    }

    static DraughtsRules english() {
        return DraughtsRules.of(r -> {
            r.name = "english";
            r.aliases = List.of("checkers", "american", "straight-checkers");
            r.firstColor = 1;
            r.startFen = "B:W21-32:B1-12";
            r.manCaptureDirs = FORWARD;
            r.promotion = ENDS_MOVE;
            r.draws = new DrawRules(3, 80, List.of());
            r.weights = DraughtsWeights.short8();
            r.p1Name = "Black";
            r.p2Name = "White";
        });
    }

    static DraughtsRules brazilian() {
        return DraughtsRules.of(r -> {
            r.name = "brazilian";
            r.startFen = "W:W21-32:B1-12";
            r.flyingKings = true;
            r.kingCapture = FLYING;
            r.precedence = Precedence.QUANTITY;
            r.draws = new DrawRules(3, 40, FMJD_ENDGAMES);
            r.weights = DraughtsWeights.flying8();
        });
    }

    static DraughtsRules pool() {
        return DraughtsRules.of(r -> {
            r.name = "pool";
            r.aliases = List.of("pool-checkers");
            r.firstColor = 1;
            r.startFen = "B:W21-32:B1-12";
            r.flyingKings = true;
            r.kingCapture = FLYING;
            r.draws = new DrawRules(3, 60, List.of(new Endgame(3, 3, true, 26)));
            r.weights = DraughtsWeights.flying8();
            r.p1Name = "Black";
            r.p2Name = "White";
        });
    }

    static DraughtsRules italian() {
        return DraughtsRules.of(r -> {
            r.name = "italian";
            r.aliases = List.of("dama-italiana");
            r.squares = H1_PLAYING;
            r.startFen = "W:W21-32:B1-12";
            r.manCaptureDirs = FORWARD;
            r.promotion = ENDS_MOVE;
            r.menCaptureKings = false;
            r.precedence = Precedence.ITALIAN;
            r.draws = new DrawRules(3, 80, List.of());
            r.weights = DraughtsWeights.short8();
        });
    }

    static DraughtsRules spanish() {
        return DraughtsRules.of(r -> {
            spanishBoard(r);
            r.name = "spanish";
            r.aliases = List.of("portuguese");
            r.kingCapture = FLYING;
            r.precedence = Precedence.QUANTITY_THEN_KINGS;
            r.weights = DraughtsWeights.flying8();
        });
    }

    static DraughtsRules argentine() {
        return DraughtsRules.of(r -> {
            spanishBoard(r);
            r.name = "argentine";
            r.aliases = List.of("argentinian");
            r.kingCapture = LAND_BEHIND;
            r.precedence = Precedence.QUANTITY_KING_KINGS;
            r.weights = DraughtsWeights.landBehind8();
        });
    }

    /** Spanish draughts' board, numbering, men and promotion, shared with Argentine draughts. */
    private static void spanishBoard(DraughtsRules.Fields r) {
        r.squares = H1_PLAYING;
        r.reversedNumbering = true;
        r.startFen = "W:W1-12:B21-32";
        r.manCaptureDirs = FORWARD;
        r.flyingKings = true;
        r.promotion = ENDS_MOVE;
        r.draws = new DrawRules(3, 40, List.of());
        r.algebraicMoves = true;
    }

    static DraughtsRules thai() {
        return DraughtsRules.of(r -> {
            r.name = "thai";
            r.aliases = List.of("makhos", "mak-hot");
            r.startFen = "W:W25-32:B1-8";
            r.manCaptureDirs = FORWARD;
            r.flyingKings = true;
            r.kingCapture = LAND_BEHIND;
            r.promotion = ENDS_MOVE;
            r.immediateRemoval = true;
            r.draws = new DrawRules(3, 80, List.of());
            r.weights = DraughtsWeights.landBehind8();
            r.algebraicMoves = true;
            r.typicalPlies = 70;
        });
    }

    static DraughtsRules filipino() {
        return DraughtsRules.of(r -> {
            r.name = "filipino";
            r.aliases = List.of("dana", "pinoy-dama", "dama-filipino");
            r.squares = H1_PLAYING;
            r.startFen = "W:W21-32:B1-12";
            r.flyingKings = true;
            r.kingCapture = FLYING;
            r.precedence = Precedence.QUANTITY_THEN_KING;
            r.draws = new DrawRules(3, 0, List.of(new Endgame(3, 3, true, 24)));
            r.weights = DraughtsWeights.flying8();
        });
    }

    static DraughtsRules frisian() {
        return DraughtsRules.of(r -> {
            r.name = "frisian";
            r.aliases = List.of("fries");
            r.width = 10;
            r.height = 10;
            r.dirs = DIAGONALS_AND_LONG_ORTHOGONALS;
            r.startFen = "W:W31-50:B1-20";
            r.manCaptureDirs = ALL8;
            r.kingCaptureDirs = ALL8;
            r.flyingKings = true;
            r.kingCapture = FLYING;
            r.precedence = Precedence.FRISIAN_VALUE;
            r.draws = new DrawRules(3, 0, List.of(new Endgame(2, 2, true, 14)));
            r.weights = DraughtsWeights.flying10();
            r.typicalPlies = 120;
            r.kingMoveLimit = 3;
        });
    }

    // ---------------------------------------------------------------- orthogonal games (ORTHOGONALS: 0 N, 1 S, 2 E, 3 W)
    // (direction arrays inline: the VARIANTS list above is built before later static fields are set)

    static DraughtsRules turkish() {
        return DraughtsRules.of(r -> {
            turkishBoard(r);
            r.name = "turkish";
            r.aliases = List.of("dama", "turkish-dama", "dama-turkish");
            r.kingCapture = FLYING;
            r.noReversal = true;
            r.weights = DraughtsWeights.orthogonal8();
        });
    }

    /** Turkish draughts' board, men and flying kings, shared with Greek draughts. */
    private static void turkishBoard(DraughtsRules.Fields r) {
        r.squares = ALL;
        r.dirs = ORTHOGONALS;
        r.startFen = "W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7";
        r.manMoveDirs = new int[]{0, 2, 3};
        r.manCaptureDirs = new int[]{0, 2, 3};
        r.flyingKings = true;
        r.immediateRemoval = true;
        r.precedence = Precedence.QUANTITY;
        r.draws = new DrawRules(3, 0, List.of());
        r.algebraicMoves = true;
        r.algebraicFen = true;
        r.typicalPlies = 100;
    }

    /** Turkish with the Thai king: it lands directly behind each victim and may turn back; crowning ends the move. */
    static DraughtsRules greek() {
        return DraughtsRules.of(r -> {
            turkishBoard(r);
            r.name = "greek";
            r.aliases = List.of("greek-checkers");
            r.kingCapture = LAND_BEHIND;
            r.promotion = ENDS_MOVE;
            r.weights = DraughtsWeights.orthogonalLandBehind8();
        });
    }

    /** No kings: a man whose move ends on the far row leaves the board; stalemate and repetition count pieces. */
    static DraughtsRules senegalese() {
        return DraughtsRules.of(r -> {
            r.name = "senegalese";
            r.aliases = List.of("senegalese-checkers");
            r.width = 6;
            r.height = 5;
            r.squares = ALL;
            r.dirs = ORTHOGONALS;
            r.startFen = "W:Wa1,a2,b1,b2,c1,c2,d1,d2,e1,e2,e3,f1,f2,f3:Ba3,a4,a5,b3,b4,b5,c4,c5,d4,d5,e4,e5,f4,f5";
            r.manMoveDirs = new int[]{0, 2, 3};
            r.manCaptureDirs = new int[]{0, 2, 3};
            r.immediateRemoval = true;
            r.draws = new DrawRules(3, 0, List.of());
            r.weights = DraughtsWeights.senegalese();
            r.algebraicMoves = true;
            r.algebraicFen = true;
            r.typicalPlies = 40;
            r.farRank = FarRank.REMOVE;
            r.countDecides = true;
        });
    }

    /**
     * Runners (White's men, north) against left blockers (Black's men, east) and right blockers (Black's
     * "kings" in the FEN, {@code K}, west); a runner on the far row wins. Nobody is ever crowned.
     */
    static DraughtsRules gauntlet() {
        return DraughtsRules.of(r -> {
            r.name = "gauntlet";
            r.squares = NO_CORNERS;
            r.dirs = ORTHOGONALS;
            r.startFen = "W:Wb1,c1,d1,e1,f1,g1:Ba2,a3,a4,a5,a6,a7,Kh2,Kh3,Kh4,Kh5,Kh6,Kh7";
            r.manMoveDirs = new int[]{0};
            r.manCaptureDirs = new int[]{0};
            r.kingDirs = new int[]{3};
            r.kingCaptureDirs = new int[]{3};
            r.promotion = ENDS_MOVE;
            r.immediateRemoval = true;
            r.precedence = Precedence.QUANTITY;
            r.draws = new DrawRules(0, 0, List.of());
            r.weights = DraughtsWeights.gauntlet();
            r.algebraicMoves = true;
            r.algebraicFen = true;
            r.p1Name = "Runners";
            r.p2Name = "Blockers";
            r.typicalPlies = 30;
            r.farRank = FarRank.WIN;
            r.blackManDirs = new int[]{2};
        });
    }
}
