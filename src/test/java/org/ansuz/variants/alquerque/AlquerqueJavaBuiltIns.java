package org.ansuz.variants.alquerque;

import java.util.List;
import java.util.function.Consumer;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;

/**
 * The shipped point-and-line games as the Java code that defined them before they became data
 * ({@code org/ansuz/variants/alquerque/builtins.toml}): the second derivation BuiltInVariantsAsDataTest
 * checks the resource against.
 */
public final class AlquerqueJavaBuiltIns {
    private AlquerqueJavaBuiltIns() {
    }

    static final String FOX_START_13 = "**3**/**3**/7/3f3/GGGGGGG/**GGG**/**GGG**";

    /** Alquerque, Dagaz = Murray's rules: any direction, compulsory multiple captures, no majority. */
    static final AlquerqueRules ALQUERQUE = AlquerqueRules.of(defaults -> { });
    /** Alfonso X: a capture is optional and a single jump. */
    static final AlquerqueRules ALQUERQUE_ALFONSO = AlquerqueRules.of(r -> {
        r.mandatory = AlquerqueRules.Mandatory.NEVER;
        r.multiCapture = false;
    });
    /** R. C. Bell's reconstruction: no backward steps, a man on the enemy back row only captures. */
    static final AlquerqueRules ALQUERQUE_BELL = AlquerqueRules.of(r -> {
        r.menMove = AlquerqueRules.MenMove.NOT_BACKWARD;
        r.backRowOnlyCaptures = true;
    });
    /** Zamma: 9x9 Alquerque board, forward men, flying kings, majority with Turkish strike. */
    static final AlquerqueRules ZAMMA = AlquerqueRules.of(r -> {
        r.board = new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.STRONG_GRID, 9, 9);
        r.letters = "pk";
        r.start = "ppppppppp/ppppppppp/ppppppppp/ppppppppp/pppp1PPPP/PPPPPPPPP/PPPPPPPPP/PPPPPPPPP/PPPPPPPPP";
        r.menMove = AlquerqueRules.MenMove.FORWARD;
        r.flyingKings = true;
        r.promotion = true;
        r.majority = true;
        r.deferredRemoval = true;
        r.typicalPlies = 160;
    });
    /** Kharbaga: 41 points, forward men, flying kings that never turn back, majority, immediate removal. */
    static final AlquerqueRules KHARBAGA = AlquerqueRules.of(r -> {
        r.board = new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.SQUARES, 4, 4);
        r.letters = "pk";
        r.start = "p*p*p*p*p/*p*p*p*p*/p*p*p*p*p/*p*p*p*p*/p*p*1*P*P/*P*P*P*P*/P*P*P*P*P/*P*P*P*P*/P*P*P*P*P";
        r.menMove = AlquerqueRules.MenMove.FORWARD;
        r.flyingKings = true;
        r.promotion = true;
        r.majority = true;
        r.kingNoReverse = true;
        r.typicalPlies = 100;
    });
    /** Fanorona's settings: approach and withdrawal, optional chains. */
    static final Consumer<AlquerqueRules.Fields> FANORONA_SETTINGS = r -> {
        r.board = new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.STRONG_GRID, 9, 5);
        r.start = "ppppppppp/ppppppppp/pPpP1pPpP/PPPPPPPPP/PPPPPPPPP";
        r.capture = AlquerqueRules.Capture.APPROACH_WITHDRAWAL;
        r.chainOptional = true;
        r.typicalPlies = 60;
    };
    /** Fanorona: approach and withdrawal, optional chains. */
    static final AlquerqueRules FANORONA = AlquerqueRules.of(FANORONA_SETTINGS);
    /** Fanorona with the older texts' rule: a chain must go on while it can. */
    static final AlquerqueRules FANORONA_FULL_CHAIN =
            AlquerqueRules.of(FANORONA_SETTINGS.andThen(r -> r.chainOptional = false));
    /** Dablot Prejjesne: men, prince, king on 72 points; ranked captures, compulsory only for men. */
    static final AlquerqueRules DABLOT = AlquerqueRules.of(r -> {
        r.board = new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.SQUARES, 5, 6);
        r.letters = "mpk";
        r.start = "m*m*m*m*m*m/*m*m*m*m*m*/m*m*m*m*m*m/*m*m*m*m*m*/m*m*m*m*m*m/*p*1*1*1*1*/k*1*1*1*1*K/"
                + "*1*1*1*1*P*/M*M*M*M*M*M/*M*M*M*M*M*/M*M*M*M*M*M/*M*M*M*M*M*/M*M*M*M*M*M";
        r.mandatory = AlquerqueRules.Mandatory.IF_A_MAN_CAN;
        r.ranked = true;
        r.royalType = 3;
        r.lastPieceLoses = true;
        r.typicalPlies = 140;
    });
    /** Fox and Geese's settings: 13 geese on the Dagaz board (every point has diagonals). */
    static final Consumer<AlquerqueRules.Fields> FOX_AND_GEESE = r -> {
        r.board = new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.CROSS_ALL_DIAGONALS, 7, 7);
        r.letters = "gf";
        r.start = FOX_START_13;
        r.mandatory = AlquerqueRules.Mandatory.NEVER;
        r.multiCapture = false;
        r.hunt = true;
        r.foxNeedsTrappers = true;
        r.noCaptureLimit = 200;
        r.typicalPlies = 150;
    };
    /** Fox and Geese with 13 geese on the Dagaz board. */
    static final AlquerqueRules FOXGEESE = AlquerqueRules.of(FOX_AND_GEESE);

    /** Every game searches alpha-beta by default. */
    public static List<Variant> variants() {
        return List.of(
                new AlquerqueVariant("alquerque", "alquerque", ALQUERQUE, List.of("qirkat"),
                        "5×5 points", "Dagaz/Murray: compulsory multiple jumps, any direction", SearchKind.ALPHABETA),
                new AlquerqueVariant("alquerque-alfonso", "alquerque", ALQUERQUE_ALFONSO, List.of(),
                        "5×5 points", "Alfonso X: optional single captures", SearchKind.ALPHABETA),
                new AlquerqueVariant("alquerque-bell", "alquerque", ALQUERQUE_BELL, List.of(),
                        "5×5 points", "Bell: no backward steps, the far row only captures", SearchKind.ALPHABETA),
                new AlquerqueVariant("zamma", "zamma", ZAMMA, List.of("dhamma"),
                        "9×9 points", "forward men, flying kings, majority capture, Turkish strike", SearchKind.ALPHABETA),
                new AlquerqueVariant("kharbaga", "kharbaga", KHARBAGA, List.of("harbaga"),
                        "41 points", "forward men, flying kings that never turn back, majority capture",
                        SearchKind.ALPHABETA),
                new AlquerqueVariant("fanorona", "fanorona", FANORONA, List.of(),
                        "9×5 points", "approach and withdrawal capture whole lines; chains may stop", SearchKind.ALPHABETA),
                new AlquerqueVariant("fanorona-full-chain", "fanorona", FANORONA_FULL_CHAIN,
                        List.of(), "9×5 points", "Fanorona where a chain must go on while it can", SearchKind.ALPHABETA),
                new AlquerqueVariant("dablot", "dablot", DABLOT, List.of("dablot-prejjesne"),
                        "72 points", "men, prince and king; ranked captures, compulsory only for men", SearchKind.ALPHABETA),
                new AlquerqueVariant("foxgeese", "foxgeese", FOXGEESE, List.of("fox-and-geese"),
                        "33-point cross", "13 geese trap the fox; the fox jumps to capture", SearchKind.ALPHABETA),
                new AlquerqueVariant("foxgeese-15", "foxgeese",
                        foxGeese(r -> r.start = "**3**/**3**/7/G2f2G/GGGGGGG/**GGG**/**GGG**"), List.of(),
                        "33-point cross", "15 geese", SearchKind.ALPHABETA),
                new AlquerqueVariant("foxgeese-british", "foxgeese",
                        foxGeese(r -> r.start = "**3**/**3**/7/GG1f1GG/GGGGGGG/**GGG**/**GGG**"), List.of(),
                        "33-point cross", "17 geese, British layout", SearchKind.ALPHABETA),
                new AlquerqueVariant("foxgeese-french", "foxgeese",
                        foxGeese(r -> r.start = "**3**/**3**/G5G/G2f2G/GGGGGGG/**GGG**/**GGG**"), List.of(),
                        "33-point cross", "17 geese, French layout", SearchKind.ALPHABETA),
                new AlquerqueVariant("foxgeese-multijump", "foxgeese", foxGeese(r -> r.multiCapture = true),
                        List.of(), "33-point cross", "13 geese; the fox may jump several geese in one turn", SearchKind.ALPHABETA),
                new AlquerqueVariant("foxgeese-noretreat", "foxgeese",
                        foxGeese(r -> r.menMove = AlquerqueRules.MenMove.NOT_BACKWARD), List.of(),
                        "33-point cross", "13 geese that may not step back", SearchKind.ALPHABETA),
                new AlquerqueVariant("foxgeese-alternating", "foxgeese",
                        foxGeese(r -> r.board = new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.CROSS_ALTERNATING,
                                7, 7)), List.of(),
                        "33-point cross", "13 geese, diagonals at alternate points (Murray)", SearchKind.ALPHABETA),
                new AlquerqueVariant("foxgeese-orthogonal", "foxgeese",
                        foxGeese(r -> r.board = new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.CROSS_ORTHOGONAL,
                                7, 7)), List.of(),
                        "33-point cross", "13 geese, no diagonals (Strutt)", SearchKind.ALPHABETA));
    }

    /** Fox and Geese with the named fields {@code changes} sets changed. */
    private static AlquerqueRules foxGeese(Consumer<AlquerqueRules.Fields> changes) {
        return AlquerqueRules.of(FOX_AND_GEESE.andThen(changes));
    }
}
