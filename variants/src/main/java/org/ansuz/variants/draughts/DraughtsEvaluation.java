package org.ansuz.variants.draughts;

/**
 * The static evaluation of a draughts position: {@link ClassicEvaluation} (hand-set terms, every variant),
 * {@link PatternEvaluation} (weights learnt from games, where a variant has them) or {@link RaceEvaluation}
 * (learnt weights of a race between unlike sides: Gauntlet). Each position holds
 * its own instance ({@link DraughtsVariant#newEvaluation()}), which may keep scratch state.
 */
interface DraughtsEvaluation {
    /** The score of {@code p} for its side to move, in centi-men; allocates nothing. */
    int evaluate(DraughtsPosition p);
}
