package org.ansuz.variants.cyvasse;

import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

/** One Cyvasse rule set and water map; positions are {@link CyvassePosition}. */
public final class CyvasseVariant implements Variant {
    private final String name;
    final CyvasseRules rules;
    final CyvasseWeights weights = CyvasseWeights.DEFAULT;
    private final String startFen;
    private final List<String> bench;

    CyvasseVariant(String name, CyvasseRules rules, List<String> middleGames) {
        this.name = name;
        this.rules = rules;
        this.startFen = "8/9/10/11/12/11/10/9/8 w " + rules.map() + " - setup:0";
        this.bench = new java.util.ArrayList<>(List.of(startFen));
        this.bench.addAll(middleGames);
    }

    public CyvasseRules rules() {
        return rules;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Board board() {
        return CyvasseGeometry.BOARD;
    }

    @Override
    public String startFen() {
        return startFen;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return CyvasseNotation.parse(this, fen);
    }

    /**
     * 54 setup drops plus a play phase of 60-120 plies; planned longer so that the 27 drops in a row
     * do not spend the clock (a 10+0.1 game under heavy load was lost on time with 273 ms left).
     */
    @Override
    public GameInfo info() {
        return new GameInfo("White", "Black", true, "rabble", 240, "alphabeta", "cyvasse");
    }

    @Override
    public List<String> benchFens() {
        return bench;
    }
}
