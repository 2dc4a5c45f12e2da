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
        return DraughtsRules.builder("russian").aliases(List.of("shashki"))
                .startFen("W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8")
                .flyingKings(true).kingCapture(FLYING).promotion(ON_THE_FLY)
                .draws(new DrawRules(3, 50, FMJD_ENDGAMES)).weights(DraughtsWeights.flying8())
                .algebraicMoves(true).algebraicFen(true).captureSeparator(':').build();
    }

    static DraughtsRules international() {
        return DraughtsRules.builder("international").aliases(List.of("polish", "dammen", "10x10")).width(10)
                .height(10).startFen("W:W31-50:B1-20").flyingKings(true).kingCapture(FLYING)
                .precedence(Precedence.QUANTITY).draws(new DrawRules(3, 50, FMJD_ENDGAMES))
                .weights(DraughtsWeights.flying10()).typicalPlies(120).build();
    }

    static DraughtsRules english() {
        return DraughtsRules.builder("english").aliases(List.of("checkers", "american", "straight-checkers"))
                .firstColor(1).startFen("B:W21-32:B1-12").manCaptureDirs(FORWARD).promotion(ENDS_MOVE)
                .draws(new DrawRules(3, 80, List.of())).weights(DraughtsWeights.short8()).p1Name("Black")
                .p2Name("White").build();
    }

    static DraughtsRules brazilian() {
        return DraughtsRules.builder("brazilian").startFen("W:W21-32:B1-12").flyingKings(true).kingCapture(FLYING)
                .precedence(Precedence.QUANTITY).draws(new DrawRules(3, 40, FMJD_ENDGAMES))
                .weights(DraughtsWeights.flying8()).build();
    }

    static DraughtsRules pool() {
        return DraughtsRules.builder("pool").aliases(List.of("pool-checkers")).firstColor(1)
                .startFen("B:W21-32:B1-12").flyingKings(true).kingCapture(FLYING)
                .draws(new DrawRules(3, 60, List.of(new Endgame(3, 3, true, 26))))
                .weights(DraughtsWeights.flying8()).p1Name("Black").p2Name("White").build();
    }

    static DraughtsRules italian() {
        return DraughtsRules.builder("italian").aliases(List.of("dama-italiana")).squares(H1_PLAYING)
                .startFen("W:W21-32:B1-12").manCaptureDirs(FORWARD).promotion(ENDS_MOVE)
                .menCaptureKings(false).precedence(Precedence.ITALIAN)
                .draws(new DrawRules(3, 80, List.of())).weights(DraughtsWeights.short8()).build();
    }

    static DraughtsRules spanish() {
        return DraughtsRules.builder("spanish").aliases(List.of("portuguese")).squares(H1_PLAYING)
                .reversedNumbering(true).startFen("W:W1-12:B21-32").manCaptureDirs(FORWARD)
                .flyingKings(true).kingCapture(FLYING).promotion(ENDS_MOVE)
                .precedence(Precedence.QUANTITY_THEN_KINGS).draws(new DrawRules(3, 40, List.of()))
                .weights(DraughtsWeights.flying8()).algebraicMoves(true).build();
    }

    static DraughtsRules argentine() {
        return DraughtsRules.builder("argentine").aliases(List.of("argentinian")).squares(H1_PLAYING)
                .reversedNumbering(true).startFen("W:W1-12:B21-32").manCaptureDirs(FORWARD)
                .flyingKings(true).kingCapture(LAND_BEHIND).promotion(ENDS_MOVE)
                .precedence(Precedence.QUANTITY_KING_KINGS).draws(new DrawRules(3, 40, List.of()))
                .weights(DraughtsWeights.landBehind8()).algebraicMoves(true).build();
    }

    static DraughtsRules thai() {
        return DraughtsRules.builder("thai").aliases(List.of("makhos", "mak-hot")).startFen("W:W25-32:B1-8")
                .manCaptureDirs(FORWARD).flyingKings(true).kingCapture(LAND_BEHIND).promotion(ENDS_MOVE)
                .immediateRemoval(true).draws(new DrawRules(3, 80, List.of()))
                .weights(DraughtsWeights.landBehind8()).algebraicMoves(true).typicalPlies(70).build();
    }

    static DraughtsRules filipino() {
        return DraughtsRules.builder("filipino").aliases(List.of("dana", "dama", "pinoy-dama")).squares(H1_PLAYING)
                .startFen("W:W21-32:B1-12").flyingKings(true).kingCapture(FLYING)
                .precedence(Precedence.QUANTITY_THEN_KING)
                .draws(new DrawRules(3, 0, List.of(new Endgame(3, 3, true, 24))))
                .weights(DraughtsWeights.flying8()).build();
    }

    static DraughtsRules frisian() {
        return DraughtsRules.builder("frisian").aliases(List.of("fries")).width(10).height(10)
                .dirs(DIAGONALS_AND_LONG_ORTHOGONALS).startFen("W:W31-50:B1-20").manCaptureDirs(ALL8)
                .kingCaptureDirs(ALL8).flyingKings(true).kingCapture(FLYING)
                .precedence(Precedence.FRISIAN_VALUE)
                .draws(new DrawRules(3, 0, List.of(new Endgame(2, 2, true, 14))))
                .weights(DraughtsWeights.flying10()).typicalPlies(120).kingMoveLimit(3).build();
    }

    // ---------------------------------------------------------------- orthogonal games (ORTHOGONALS: 0 N, 1 S, 2 E, 3 W)
    // (direction arrays inline: the VARIANTS list above is built before later static fields are set)

    static DraughtsRules turkish() {
        return DraughtsRules.builder("turkish").aliases(List.of("dama", "turkish-dama")).squares(ALL)
                .dirs(ORTHOGONALS)
                .startFen("W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7")
                .manMoveDirs(new int[]{0, 2, 3}).manCaptureDirs(new int[]{0, 2, 3}).flyingKings(true)
                .kingCapture(FLYING).immediateRemoval(true).noReversal(true).precedence(Precedence.QUANTITY)
                .draws(new DrawRules(3, 0, List.of())).weights(DraughtsWeights.orthogonal8())
                .algebraicMoves(true).algebraicFen(true).typicalPlies(100).build();
    }

    /** Turkish with the Thai king: it lands directly behind each victim and may turn back; crowning ends the move. */
    static DraughtsRules greek() {
        return DraughtsRules.builder("greek").aliases(List.of("greek-checkers")).squares(ALL).dirs(ORTHOGONALS)
                .startFen("W:Wa2,a3,b2,b3,c2,c3,d2,d3,e2,e3,f2,f3,g2,g3,h2,h3:Ba6,a7,b6,b7,c6,c7,d6,d7,e6,e7,f6,f7,g6,g7,h6,h7")
                .manMoveDirs(new int[]{0, 2, 3}).manCaptureDirs(new int[]{0, 2, 3}).flyingKings(true)
                .kingCapture(LAND_BEHIND).promotion(ENDS_MOVE).immediateRemoval(true)
                .precedence(Precedence.QUANTITY).draws(new DrawRules(3, 0, List.of()))
                .weights(DraughtsWeights.orthogonalLandBehind8()).algebraicMoves(true).algebraicFen(true)
                .typicalPlies(100).build();
    }

    /** No kings: a man whose move ends on the far row leaves the board; stalemate and repetition count pieces. */
    static DraughtsRules senegalese() {
        return DraughtsRules.builder("senegalese").aliases(List.of("senegalese-checkers")).width(6).height(5)
                .squares(ALL).dirs(ORTHOGONALS)
                .startFen("W:Wa1,a2,b1,b2,c1,c2,d1,d2,e1,e2,e3,f1,f2,f3:Ba3,a4,a5,b3,b4,b5,c4,c5,d4,d5,e4,e5,f4,f5")
                .manMoveDirs(new int[]{0, 2, 3}).manCaptureDirs(new int[]{0, 2, 3}).immediateRemoval(true)
                .draws(new DrawRules(3, 0, List.of())).weights(DraughtsWeights.senegalese())
                .algebraicMoves(true).algebraicFen(true).typicalPlies(40).farRank(FarRank.REMOVE)
                .countDecides(true).build();
    }

    /**
     * Runners (White's men, north) against left blockers (Black's men, east) and right blockers (Black's
     * "kings" in the FEN, {@code K}, west); a runner on the far row wins. Nobody is ever crowned.
     */
    static DraughtsRules gauntlet() {
        return DraughtsRules.builder("gauntlet").squares(NO_CORNERS).dirs(ORTHOGONALS)
                .startFen("W:Wb1,c1,d1,e1,f1,g1:Ba2,a3,a4,a5,a6,a7,Kh2,Kh3,Kh4,Kh5,Kh6,Kh7")
                .manMoveDirs(new int[]{0}).manCaptureDirs(new int[]{0}).kingDirs(new int[]{3})
                .kingCaptureDirs(new int[]{3}).promotion(ENDS_MOVE).immediateRemoval(true)
                .precedence(Precedence.QUANTITY).draws(new DrawRules(0, 0, List.of()))
                .weights(DraughtsWeights.gauntlet()).algebraicMoves(true).algebraicFen(true)
                .p1Name("Runners").p2Name("Blockers").typicalPlies(30).farRank(FarRank.WIN)
                .blackManDirs(new int[]{2}).build();
    }
}
