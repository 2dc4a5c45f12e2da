package org.ansuz.variants.cyvasse;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-Rabble, read from {@code cyvasse.weights} (tuning changes data, not code).
 *
 * @param value           material per kind (index = kind code; the King is 0)
 * @param threatToMove    percent of the best enemy piece the side to move can capture
 * @param threatAgainst   percent of the best own piece the opponent can capture
 * @param threatenedPiece per further own piece the opponent can capture
 * @param kingCapturable  the enemy King can be captured by the side to move
 * @param kingTower       per own Tower next to the own King
 * @param kingGuard       per other own piece or mountain next to the own King
 * @param kingAttacker    per enemy piece within three cells of the own King
 * @param kingAdvance     per rank the King stands ahead of its back rank (a penalty)
 * @param kingHunt        per piece (not King or Tower) and cell it stands closer than seven to the enemy King
 * @param frontAdvance    per rank a Rabble or Spears stands ahead of its back rank
 */
public record CyvasseWeights(int[] value, int threatToMove, int threatAgainst, int threatenedPiece, int kingCapturable,
                             int kingTower, int kingGuard, int kingAttacker, int kingAdvance, int kingHunt, int frontAdvance) {
    /** The table in {@code cyvasse.weights}. */
    public static final CyvasseWeights DEFAULT = load("cyvasse.weights");

    static CyvasseWeights load(String resource) {
        WeightTable w = WeightTable.read(CyvasseWeights.class, resource);
        int[] value = {0, 0, w.get("rabble"), w.get("spears"), w.get("lightHorse"), w.get("heavyHorse"),
            w.get("elephant"), w.get("crossbows"), w.get("trebuchet"), w.get("dragon"), w.get("tower"), 0};
        return new CyvasseWeights(value, w.get("threatToMove"), w.get("threatAgainst"), w.get("threatenedPiece"),
                w.get("kingCapturable"), w.get("kingTower"), w.get("kingGuard"), w.get("kingAttacker"),
                w.get("kingAdvance"), w.get("kingHunt"), w.get("frontAdvance"));
    }
}
