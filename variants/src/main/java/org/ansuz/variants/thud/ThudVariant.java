package org.ansuz.variants.thud;

import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

/** One variant of the family: a name, its rule switches and its start; positions are {@link ThudPosition}. */
public final class ThudVariant implements Variant {
    static final String THUD_START =
            "dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6TXT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d";
    static final String KOOM_VALLEY_START =
            "5/1T1T1T1/1TT1T1TT1/11/13/15/15/7R7/7d7/d13d/d11d/d9d/d7d/d5d/ddddd d";

    private final String name;
    final ThudRules rules;
    final ThudWeights weights = ThudWeights.DEFAULT;
    private final String startFen;
    private final String defaultSearch;
    private final List<String> bench;

    ThudVariant(String name, ThudRules rules, String defaultSearch, List<String> benchMiddlegames) {
        this.name = name;
        this.rules = rules;
        this.startFen = rules.isThud() ? THUD_START : KOOM_VALLEY_START;
        this.defaultSearch = defaultSearch;
        this.bench = new java.util.ArrayList<>(List.of(startFen));
        bench.addAll(benchMiddlegames);
    }

    @Override
    public String name() {
        return name;
    }

    public ThudRules rules() {
        return rules;
    }

    @Override
    public Board board() {
        return ThudBoard.DRAWING;
    }

    @Override
    public String startFen() {
        return startFen;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return ThudNotation.parse(this, fen);
    }

    @Override
    public GameInfo info() {
        return new GameInfo("Dwarfs", "Trolls", false, "dwarf", 300, defaultSearch, "thud");
    }

    @Override
    public List<String> benchFens() {
        return bench;
    }
}
