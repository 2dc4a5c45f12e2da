package org.ansuz.engine.spi;

import java.util.ArrayList;
import java.util.List;

/**
 * What every {@link Variant} states the same way: its name and aliases, the board it is drawn on, the
 * start position, the {@link GameInfo} and the positions {@code bench} searches. A family's variant
 * extends it, passes these once to the constructor and writes only {@link #newPosition(String)} and
 * what is its own (rules, tables). Where they derive from something the constructor computes first
 * (a geometry), a private constructor that takes it is the usual way:
 * <pre>{@code
 * XVariant(String name, XRules rules) { this(name, rules, XGeometry.of(rules)); }
 * private XVariant(String name, XRules rules, XGeometry g) {
 *     super(name, List.of(), g.board(), rules.start(), INFO, List.of());
 *     ...
 * }
 * }</pre>
 */
public abstract class BaseVariant implements Variant {
    private final String name;
    private final List<String> aliases;
    private final Board board;
    private final String startFen;
    private final GameInfo info;
    private final List<String> benchFens;

    /**
     * @param name        the variant id
     * @param aliases     other names accepted on input
     * @param board       the board drawn for this variant ({@link Position#board()} may draw another)
     * @param startFen    the start position in the family's position text
     * @param info        facts for players, GUIs and the time manager
     * @param middleGames the positions {@code bench} searches after the start position
     */
    protected BaseVariant(String name, List<String> aliases, Board board, String startFen, GameInfo info,
                          List<String> middleGames) {
        this.name = name;
        this.aliases = List.copyOf(aliases);
        this.board = board;
        this.startFen = startFen;
        this.info = info;
        List<String> bench = new ArrayList<>(middleGames.size() + 1);
        bench.add(startFen);
        bench.addAll(middleGames);
        this.benchFens = List.copyOf(bench);
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final List<String> aliases() {
        return aliases;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public final String startFen() {
        return startFen;
    }

    @Override
    public final GameInfo info() {
        return info;
    }

    @Override
    public final List<String> benchFens() {
        return benchFens;
    }

    @Override
    public String toString() {
        return name;
    }
}
