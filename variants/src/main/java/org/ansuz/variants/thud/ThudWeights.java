package org.ansuz.variants.thud;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights, read from {@code thud.weights} (tuning changes data, not code): classic Thud's in hundredths
 * of a point of the battle's margin (the unit of a battle that ends), Koom Valley's in centi-dwarfs. One block of
 * terms for classic Thud ({@link #THUD_NAMES}), the learnt one for Koom Valley ({@link #KV_NAMES}) and Koom
 * Valley's hand-set one ({@link #KV_HAND_SET_NAMES}, the same terms), each in its tuning feature order, and Koom
 * Valley's contempt. What each term counts: {@link ThudEvaluation}; which block a game reads: {@link Block}.
 *
 * @param thud              the classic Thud terms, by {@link #THUD_NAMES}
 * @param koomValley        the learnt Koom Valley terms, by {@link #KV_NAMES}
 * @param koomValleyHandSet the hand-set Koom Valley terms, by {@link #KV_HAND_SET_NAMES}
 * @param kvContempt        Koom Valley: what a draw costs the side the engine plays
 *                          ({@link org.ansuz.engine.spi.GameInfo#contempt}); not a term of the evaluation
 */
public record ThudWeights(int[] thud, int[] koomValley, int[] koomValleyHandSet, int kvContempt) {
    /**
     * Classic Thud, from the dwarfs' view: material, cohesion, the trolls' reach and contact, the dwarfs' side. Its
     * own dwarf: the block reads in hundredths of a point of the battle's margin, Koom Valley's in centi-dwarfs.
     */
    static final String[] THUD_NAMES = {"thudDwarf", "troll", "dwarfFriend", "dwarfAlone", "trollReach", "trollTouch",
            "dwarfSide"};
    static final int DWARF = 0, TROLL = 1, FRIEND = 2, ALONE = 3, TROLL_REACH = 4, TROLL_TOUCH = 5, SIDE = 6;
    /** Koom Valley, from the dwarfs' view: material, cohesion, trample threats, the Rock's race, the dwarfs' side, the trolls one move from the Rock. */
    static final String[] KV_NAMES = {"dwarf", "kvTroll", "kvDwarfFriend", "kvDwarfAlone", "trampleThreat",
            "rockAdvance", "rockSafe", "rockOpen", "rockReady", "trollNear", "rockEscort", "rockTroll", "rockDwarf",
            "kvDwarfSide", "rockReach"};
    static final int KV_TROLL = 1, KV_FRIEND = 2, KV_ALONE = 3, TRAMPLE = 4, ROCK_ADVANCE = 5, ROCK_SAFE = 6,
            ROCK_OPEN = 7, ROCK_READY = 8, TROLL_NEAR = 9, ROCK_ESCORT = 10, ROCK_TROLL = 11, ROCK_DWARF = 12,
            KV_SIDE = 13, ROCK_REACH = 14;
    /** The hand-set Koom Valley block: the same terms as {@link #KV_NAMES} under their own names. */
    static final String[] KV_HAND_SET_NAMES = {"dwarf", "hsTroll", "hsDwarfFriend", "hsDwarfAlone", "hsTrampleThreat",
            "hsRockAdvance", "hsRockSafe", "hsRockOpen", "hsRockReady", "hsTrollNear", "hsRockEscort", "hsRockTroll",
            "hsRockDwarf", "hsDwarfSide", "hsRockReach"};
    /** The resource, beside this class. */
    static final String RESOURCE = "thud.weights";

    /** The table in {@code thud.weights}. */
    public static final ThudWeights DEFAULT = load(RESOURCE);

    static ThudWeights load(String resource) {
        WeightTable w = WeightTable.read(ThudWeights.class, resource);
        return new ThudWeights(block(w, THUD_NAMES), block(w, KV_NAMES), block(w, KV_HAND_SET_NAMES), w.get("kvContempt"));
    }

    /** The weights of {@code block}, in the order of its names. */
    int[] of(Block block) {
        return switch (block) {
            case THUD -> thud;
            case KOOM_VALLEY -> koomValley;
            case KOOM_VALLEY_HAND_SET -> koomValleyHandSet;
        };
    }

    /**
     * The blocks of {@code thud.weights}. Koom Valley's learnt weights were fitted and won under the default Rock
     * capture and in the variants that keep it (ZoG's timing, single tramples); with Dagaz's rules (the Rock an anvil,
     * captured after any move) and in Football they lost, so those read the hand-set block.
     */
    enum Block {
        THUD(THUD_NAMES), KOOM_VALLEY(KV_NAMES), KOOM_VALLEY_HAND_SET(KV_HAND_SET_NAMES);

        /** The weights' names, in the order of the features. */
        final String[] names;

        Block(String[] names) {
            this.names = names;
        }

        /** The block a game with {@code rules} evaluates with. */
        static Block of(ThudRules rules) {
            if (rules.isThud()) {
                return THUD;
            }
            boolean dagaz = rules.rockIsAnvil() || rules.rockCapture() == ThudRules.RockCapture.ANY_MOVE;
            return rules.isFootball() || dagaz ? KOOM_VALLEY_HAND_SET : KOOM_VALLEY;
        }
    }

    private static int[] block(WeightTable w, String[] names) {
        int[] v = new int[names.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = w.get(names[i]);
        }
        return v;
    }
}
