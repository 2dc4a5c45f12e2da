package org.ansuz.variants.cyvasse;

import org.ansuz.engine.spi.WeightTable;

/**
 * Evaluation weights in centi-Rabble, read from {@code cyvasse.weights} (tuning changes data, not code).
 *
 * @param value           material per kind (index = kind code; the King is 0)
 * @param threatToMove    percent of the best enemy piece the side to move can capture
 * @param threatAgainst   percent of the best own piece the opponent can capture
 * @param threatenedPiece per further own piece the opponent can capture
 * @param kingCapturable  the enemy King can be captured by the side to move (fixed, not fitted)
 * @param kingTower       per own Tower next to the own King
 * @param kingGuard       per other own piece or mountain next to the own King
 * @param kingAttacker    per enemy piece within three cells of the own King
 * @param kingAdvance     per rank the King stands ahead of its back rank (a penalty)
 * @param kingHunt        per piece (not King or Tower) and cell it stands closer than seven to the enemy King
 * @param frontAdvance    per rank a Rabble or Spears stands ahead of its back rank
 * @param engaged         what a piece at stake in an engagement is worth, per kind (index = kind code): it
 *                        chooses and prices the best capture for the two threat percentages (fixed, not fitted)
 */
public record CyvasseWeights(int[] value, int threatToMove, int threatAgainst, int threatenedPiece, int kingCapturable,
                             int kingTower, int kingGuard, int kingAttacker, int kingAdvance, int kingHunt, int frontAdvance,
                             int[] engaged) {
    /** The names of the material weights, Rabble to Tower, as the file writes them. */
    static final String[] MATERIAL_NAMES = {"rabble", "spears", "lightHorse", "heavyHorse", "elephant", "crossbows",
        "trebuchet", "dragon", "tower"};
    /** The names of the other fitted weights, in {@link CyvasseEvaluation}'s term order after the material. */
    static final String[] TERM_NAMES = {"frontAdvance", "kingAdvance", "kingHunt", "kingTower", "kingGuard", "kingAttacker",
        "threatToMove", "threatAgainst", "threatenedPiece"};

    /** The table (after the names, which it reads by) in {@code cyvasse.weights}. */
    public static final CyvasseWeights DEFAULT = load("cyvasse.weights");

    static CyvasseWeights load(String resource) {
        WeightTable w = WeightTable.read(CyvasseWeights.class, resource);
        int[] value = new int[12];
        int[] engagedByKind = new int[12];
        int[] engaged = w.array("engaged");
        if (engaged.length != MATERIAL_NAMES.length) {
            throw new IllegalStateException("engaged in " + resource + " needs " + MATERIAL_NAMES.length + " values");
        }
        for (int i = 0; i < MATERIAL_NAMES.length; i++) {
            value[CyvassePosition.RABBLE + i] = w.get(MATERIAL_NAMES[i]);
            engagedByKind[CyvassePosition.RABBLE + i] = engaged[i];
        }
        return new CyvasseWeights(value, w.get("threatToMove"), w.get("threatAgainst"), w.get("threatenedPiece"),
                w.get("kingCapturable"), w.get("kingTower"), w.get("kingGuard"), w.get("kingAttacker"),
                w.get("kingAdvance"), w.get("kingHunt"), w.get("frontAdvance"), engagedByKind);
    }

    /** The fitted weights in {@link CyvasseEvaluation}'s term order. */
    int[] byTerm() {
        int[] t = new int[CyvasseEvaluation.TERMS];
        System.arraycopy(value, CyvassePosition.RABBLE, t, CyvasseEvaluation.MATERIAL, MATERIAL_NAMES.length);
        t[CyvasseEvaluation.FRONT_ADVANCE] = frontAdvance;
        t[CyvasseEvaluation.KING_ADVANCE] = kingAdvance;
        t[CyvasseEvaluation.KING_HUNT] = kingHunt;
        t[CyvasseEvaluation.KING_TOWER] = kingTower;
        t[CyvasseEvaluation.KING_GUARD] = kingGuard;
        t[CyvasseEvaluation.KING_ATTACKER] = kingAttacker;
        t[CyvasseEvaluation.THREAT_TO_MOVE] = threatToMove;
        t[CyvasseEvaluation.THREAT_AGAINST] = threatAgainst;
        t[CyvasseEvaluation.THREATENED_PIECE] = threatenedPiece;
        return t;
    }
}
