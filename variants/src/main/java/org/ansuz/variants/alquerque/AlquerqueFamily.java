package org.ansuz.variants.alquerque;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.ansuz.engine.spi.DefinableFamily;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;

/** The point-and-line games: Alquerque, Zamma, Kharbaga, Fanorona, Dablot, Fox and Geese. */
public final class AlquerqueFamily extends DefinableFamily {
    public AlquerqueFamily() {
        super("alquerque", AlquerqueSwitches.KEYS);
    }

    @Override
    public Variant define(String name, Variant base, Map<String, Object> switches) throws VariantDefinitionException {
        return AlquerqueSwitches.define(name, base, switches);
    }

    /**
     * Default search kinds by match (5+0.1, 10 games, Search alphabeta vs mcts): Alquerque mcts 5-2-3,
     * Fanorona alphabeta 5-3-2; the others alphabeta.
     */
    @Override
    public List<Variant> variants() {
        return List.of(
                new AlquerqueVariant("alquerque", "alquerque", AlquerqueRules.ALQUERQUE, List.of("qirkat"),
                        "5×5 points", "Dagaz/Murray: compulsory multiple jumps, any direction", SearchKind.MCTS),
                new AlquerqueVariant("alquerque-alfonso", "alquerque", AlquerqueRules.ALQUERQUE_ALFONSO, List.of(),
                        "5×5 points", "Alfonso X: optional single captures", SearchKind.ALPHABETA),
                new AlquerqueVariant("alquerque-bell", "alquerque", AlquerqueRules.ALQUERQUE_BELL, List.of(),
                        "5×5 points", "Bell: no backward steps, the far row only captures", SearchKind.ALPHABETA),
                new AlquerqueVariant("zamma", "zamma", AlquerqueRules.ZAMMA, List.of("dhamma"),
                        "9×9 points", "forward men, flying kings, majority capture, Turkish strike", SearchKind.ALPHABETA),
                new AlquerqueVariant("kharbaga", "kharbaga", AlquerqueRules.KHARBAGA, List.of("harbaga"),
                        "41 points", "forward men, flying kings that never turn back, majority capture",
                        SearchKind.ALPHABETA),
                new AlquerqueVariant("fanorona", "fanorona", AlquerqueRules.FANORONA, List.of(),
                        "9×5 points", "approach and withdrawal capture whole lines; chains may stop", SearchKind.ALPHABETA),
                new AlquerqueVariant("fanorona-full-chain", "fanorona", AlquerqueRules.FANORONA_FULL_CHAIN,
                        List.of(), "9×5 points", "Fanorona where a chain must go on while it can", SearchKind.ALPHABETA),
                new AlquerqueVariant("dablot", "dablot", AlquerqueRules.DABLOT, List.of("dablot-prejjesne"),
                        "72 points", "men, prince and king; ranked captures, compulsory only for men", SearchKind.ALPHABETA),
                new AlquerqueVariant("foxgeese", "foxgeese", AlquerqueRules.FOXGEESE, List.of("fox-and-geese"),
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
        return AlquerqueRules.of(AlquerqueRules.FOX_AND_GEESE.andThen(changes));
    }
}
