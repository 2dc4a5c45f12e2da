package org.ansuz.engine.spi;

import java.util.List;

/** A variant's endgame tables held in memory: built here or loaded from the bytes a build gave. */
public interface EndgameTableSet {

    /** The tables held, in build order. */
    List<String> names();

    /** How many entries (positions, some of them impossible placements) table {@code name} has. */
    long entries(String name);

    /**
     * Solves table {@code name} together with the table of its colour-reversed material (their quiet
     * moves lead into each other), keeps both and returns their names. The tables its captures and
     * promotions lead to must be held already.
     *
     * @throws IllegalArgumentException for a name that is no table of this variant or a missing smaller table
     */
    List<String> build(String name);

    /** The table {@code name} as bytes to store (compressed). */
    byte[] encode(String name);

    /** Holds the table a former {@link #encode} gave. @throws IllegalArgumentException when the bytes are not one */
    void load(String name, byte[] data);

    /**
     * How many entries of table {@code name} disagree with the values of their successors (0 for a
     * correct table; every table a move leads to must be held).
     */
    long verify(String name);

    /**
     * Compares {@code samples} random entries of table {@code name} with a plain search of up to
     * {@code depth} plies that knows no table.
     */
    SampleCheck sample(String name, int samples, int depth, long seed);

    /**
     * What {@link #sample} found.
     *
     * @param proven        entries whose win or loss the search proved within its depth, as the table says
     * @param undecided     entries the search could not decide (the table's draws, and longer wins)
     * @param disagreements entries where the search proved another value than the table's
     * @param example       a position text of a disagreement, or empty
     */
    record SampleCheck(int proven, int undecided, int disagreements, String example) {
    }
}
