package org.ansuz.engine.search;

import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.SearchTrait;

/**
 * Everything one search runs with, as one value: what {@code go} asked for (depth, nodes, mate,
 * infinite, ponder, the time budget) and the engine's settings at that moment (lines, skill, seed,
 * WDL). Built by name through {@link #builder()}; the defaults are a full-strength, unbounded search.
 *
 * @param maxDepth  deepest iteration (at most {@code MAX_PLY - 1})
 * @param nodeLimit stop after this many nodes (0 = none)
 * @param mate      stop at a forced win in at most this many own moves (0 = none)
 * @param multiPv   lines searched and reported
 * @param skill     0..20, 20 = full strength
 * @param seed      the weakened engine's random seed
 * @param showWdl   report win/draw/loss estimates
 * @param infinite  hold the answer until {@code stop}
 * @param ponder    hold the answer until {@code stop} or {@code ponderhit}
 * @param budget    the time manager's plan
 * @param softNodes no iteration starts past this many nodes (bench; 0 = none)
 * @param contempt  what a draw costs the side to move at the root ({@link GameInfo#contempt})
 * @param traits    the game's search traits ({@link GameInfo#searchTraits})
 */
public record SearchSettings(int maxDepth, long nodeLimit, int mate, int multiPv, int skill, long seed,
                             boolean showWdl, boolean infinite, boolean ponder, TimeManager.Budget budget,
                             long softNodes, int contempt, java.util.Set<SearchTrait> traits) {

    public static Builder builder() {
        return new Builder();
    }

    /** Named construction of {@link SearchSettings}. */
    public static final class Builder {
        private int maxDepth = Search.MAX_PLY - 1;
        private long nodeLimit;
        private int mate;
        private int multiPv = 1;
        private int skill = 20;
        private long seed;
        private boolean showWdl;
        private boolean infinite;
        private boolean ponder;
        private TimeManager.Budget budget = TimeManager.Budget.NONE;
        private long softNodes;
        private int contempt;
        private java.util.Set<SearchTrait> traits = java.util.Set.of();

        public Builder maxDepth(int v) {
            maxDepth = v;
            return this;
        }

        public Builder nodeLimit(long v) {
            nodeLimit = Math.max(0, v);
            return this;
        }

        public Builder mate(int v) {
            mate = Math.max(0, v);
            return this;
        }

        public Builder multiPv(int v) {
            multiPv = v;
            return this;
        }

        public Builder skill(int v) {
            skill = v;
            return this;
        }

        public Builder seed(long v) {
            seed = v;
            return this;
        }

        public Builder showWdl(boolean v) {
            showWdl = v;
            return this;
        }

        public Builder infinite(boolean v) {
            infinite = v;
            return this;
        }

        public Builder ponder(boolean v) {
            ponder = v;
            return this;
        }

        public Builder budget(TimeManager.Budget v) {
            budget = v;
            return this;
        }

        public Builder contempt(int v) {
            contempt = v;
            return this;
        }

        public Builder traits(java.util.Set<SearchTrait> v) {
            traits = v;
            return this;
        }

        public Builder softNodes(long v) {
            softNodes = v;
            return this;
        }

        public SearchSettings build() {
            return new SearchSettings(maxDepth, nodeLimit, mate, multiPv, skill, seed, showWdl, infinite, ponder,
                    budget, softNodes, contempt, traits);
        }
    }
}
