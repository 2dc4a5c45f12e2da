package org.ansuz.variants.thud;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-dwarfs, read from {@code thud.weights} (tuning changes data, not code).
 *
 * @param dwarf         material, per dwarf (Thud and Koom Valley)
 * @param troll         material, per troll in Thud (the battle's score counts a troll as four dwarfs)
 * @param kvTroll       material, per troll in Koom Valley
 * @param dwarfPair     per pair of adjacent dwarfs: a wall trolls cannot reach into, lines that hurl
 * @param dwarfAlone    per dwarf with no dwarf beside it (an easy victim)
 * @param trollReach    per dwarf the best single troll step could take next turn, per troll
 * @param trollTouch    per dwarf beside a troll: a dwarf may hurl itself onto it
 * @param rockAdvance   Koom Valley: per king step the Rock has come nearer the goal squares than from h8
 * @param rockTroll     Koom Valley: per troll beside the Rock (three capture it)
 * @param rockDwarf     Koom Valley: per dwarf beside the Rock (the Rock may move only beside a dwarf)
 * @param trampleThreat Koom Valley: per dwarf a troll could trample next turn
 * @param rockReady     Koom Valley: per square nearer the goal the Rock could step to now
 * @param trollNear     Koom Valley: per troll near the Rock, times (4 - its king distance) up to three steps
 * @param rockOpen      Koom Valley: per empty square nearer the goal the Rock could step to (dwarf beside or not)
 * @param rockEscort    Koom Valley: per dwarf ahead of the Rock (on a higher rank) within two king steps
 * @param rockSafe      Koom Valley: added to {@code rockAdvance} once fewer than three trolls are left
 * @param kvContempt    Koom Valley: what a draw costs the side the engine plays ({@link org.ansuz.engine.spi.GameInfo#contempt})
 */
public record ThudWeights(int dwarf, int troll, int kvTroll, int dwarfPair, int dwarfAlone, int trollReach,
                          int trollTouch, int rockAdvance, int rockTroll, int rockDwarf, int trampleThreat, int rockReady,
                          int trollNear, int rockOpen, int rockEscort,
                          int rockSafe, int kvContempt) {
    /** The table in {@code thud.weights}. */
    public static final ThudWeights DEFAULT = load("thud.weights");

    static ThudWeights load(String resource) {
        WeightTable w = WeightTable.read(ThudWeights.class, resource);
        return new ThudWeights(w.get("dwarf"), w.get("troll"), w.get("kvTroll"), w.get("dwarfPair"),
                w.get("dwarfAlone"), w.get("trollReach"), w.get("trollTouch"), w.get("rockAdvance"),
                w.get("rockTroll"), w.get("rockDwarf"), w.get("trampleThreat"), w.get("rockReady"), w.get("trollNear"),
                w.get("rockOpen"), w.get("rockEscort"), w.get("rockSafe"), w.get("kvContempt"));
    }
}
