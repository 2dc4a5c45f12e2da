package org.ansuz.engine.tune;

/**
 * A variant whose static evaluation is linear in a vector of weights, so that {@code ansuz tune} can fit
 * them to game results. Variants implement it beside {@link org.ansuz.engine.spi.Variant}.
 */
public interface Tunable {
    /** The linear evaluation this variant uses, or {@code null} when its evaluation has no tunable weights. */
    LinearEvaluation linearEvaluation();
}
