package org.ansuz.variants.thud;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights, read from {@code thud.weights}: classic Thud's in hundredths of a point of the battle's
 * margin (the unit of a battle that ends), Koom Valley's in centi-dwarfs (tuning changes data, not code): one
 * block of terms for classic Thud ({@link #THUD_NAMES}) and one for Koom Valley ({@link #KV_NAMES}), each
 * in its tuning feature order, and Koom Valley's contempt. What each term counts: {@link ThudEvaluation}.
 *
 * @param thud       the classic Thud terms, by {@link #THUD_NAMES}
 * @param koomValley the Koom Valley (and Football) terms, by {@link #KV_NAMES}
 * @param kvContempt Koom Valley: what a draw costs the side the engine plays ({@link org.ansuz.engine.spi.GameInfo#contempt});
 *                   not a term of the evaluation
 */
public record ThudWeights(int[] thud, int[] koomValley, int kvContempt) {
    /**
     * Classic Thud, from the dwarfs' view: material, cohesion, the trolls' reach and contact, the dwarfs' side. Its
     * own dwarf: the block reads in hundredths of a point of the battle's margin, Koom Valley's in centi-dwarfs.
     */
    static final String[] THUD_NAMES = {"thudDwarf", "troll", "dwarfFriend", "dwarfAlone", "trollReach", "trollTouch",
            "dwarfSide"};
    static final int DWARF = 0, TROLL = 1, FRIEND = 2, ALONE = 3, TROLL_REACH = 4, TROLL_TOUCH = 5, SIDE = 6;
    /** Koom Valley, from the dwarfs' view: material, cohesion, trample threats, the Rock's race, the dwarfs' side. */
    static final String[] KV_NAMES = {"dwarf", "kvTroll", "kvDwarfFriend", "kvDwarfAlone", "trampleThreat",
            "rockAdvance", "rockSafe", "rockOpen", "rockReady", "trollNear", "rockEscort", "rockTroll", "rockDwarf",
            "kvDwarfSide"};
    static final int KV_TROLL = 1, KV_FRIEND = 2, KV_ALONE = 3, TRAMPLE = 4, ROCK_ADVANCE = 5, ROCK_SAFE = 6,
            ROCK_OPEN = 7, ROCK_READY = 8, TROLL_NEAR = 9, ROCK_ESCORT = 10, ROCK_TROLL = 11, ROCK_DWARF = 12,
            KV_SIDE = 13;
    /** The resource, beside this class. */
    static final String RESOURCE = "thud.weights";

    /** The table in {@code thud.weights}. */
    public static final ThudWeights DEFAULT = load(RESOURCE);

    static ThudWeights load(String resource) {
        WeightTable w = WeightTable.read(ThudWeights.class, resource);
        return new ThudWeights(block(w, THUD_NAMES), block(w, KV_NAMES), w.get("kvContempt"));
    }

    private static int[] block(WeightTable w, String[] names) {
        int[] v = new int[names.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = w.get(names[i]);
        }
        return v;
    }
}
