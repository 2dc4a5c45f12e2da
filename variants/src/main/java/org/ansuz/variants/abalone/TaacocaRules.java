package org.ansuz.variants.abalone;

/**
 * The rule switch of one Taacoca variant (data, not code).
 *
 * @param steps where a stone may step: {@code FORWARD} (official: White NW/NE, Black SW/SE) or {@code ALL}
 *              six directions (Dagaz)
 */
public record TaacocaRules(Steps steps) {
    /** The official forward-only steps. */
    public static final TaacocaRules OFFICIAL = new TaacocaRules(Steps.FORWARD);
    /** Dagaz's six directions. */
    public static final TaacocaRules DAGAZ = new TaacocaRules(Steps.ALL);

    /** Where a stone may step. */
    public enum Steps { FORWARD, ALL }

    /** Whether a stone steps in any of the six directions. */
    public boolean allDirections() {
        return steps == Steps.ALL;
    }
}
