package org.ansuz.variants.chesst;

import static org.ansuz.variants.chesst.ChessTGeometry.CASTLE_OWNER;
import static org.ansuz.variants.chesst.ChessTGeometry.CONNET;
import static org.ansuz.variants.chesst.ChessTGeometry.FILES;
import static org.ansuz.variants.chesst.ChessTGeometry.KING;
import static org.ansuz.variants.chesst.ChessTGeometry.LEAPS;
import static org.ansuz.variants.chesst.ChessTGeometry.LINES;
import static org.ansuz.variants.chesst.ChessTGeometry.PRINCE;
import static org.ansuz.variants.chesst.ChessTGeometry.RANKS;
import static org.ansuz.variants.chesst.ChessTGeometry.RITTER;
import static org.ansuz.variants.chesst.ChessTGeometry.SCOUT;
import static org.ansuz.variants.chesst.ChessTGeometry.SQUARES;
import static org.ansuz.variants.chesst.ChessTGeometry.VER_KNECHT;
import static org.ansuz.variants.chesst.ChessTGeometry.isRoyal;
import static org.ansuz.variants.chesst.ChessTPosition.CAPTURE;
import static org.ansuz.variants.chesst.ChessTPosition.EXCHANGE;
import static org.ansuz.variants.chesst.ChessTPosition.MOVE;
import static org.ansuz.variants.chesst.ChessTPosition.colourOf;
import static org.ansuz.variants.chesst.ChessTPosition.encode;
import static org.ansuz.variants.chesst.ChessTPosition.kindOf;

import org.ansuz.engine.spi.MoveList;

/**
 * The moves of a {@link ChessTPosition} once the impregnable squares are chosen (sections 8 to 10): steps
 * and leaps against the force field, captures and exchanges on contact, the Ver Knecht's and the Prince's
 * transformations, and the must-stay rule of the castles.
 */
final class ChessTMoveGenerator {
    private final ChessTPosition pos;
    private final ChessTRules rules;

    ChessTMoveGenerator(ChessTPosition pos, ChessTRules rules) {
        this.pos = pos;
        this.rules = rules;
    }

    /** Adds the legal moves to {@code out} (cleared by the caller) and returns their number. */
    int generate(MoveList out) {
        pos.field.compute();
        int c = pos.side;
        int opp = 1 - c;
        int imp = pos.enemyImp(c);
        int ownRoyalIn = pos.royalsIn(c, c);
        int enemyRoyalIn = pos.royalsIn(c, opp);
        for (int s = 0; s < SQUARES; s++) {
            int p = pos.board[s];
            if (p == 0 || colourOf(p) != c) {
                continue;
            }
            int k = kindOf(p);
            if (k == SCOUT) {
                for (int q : LEAPS[s]) {
                    int t = pos.board[q];
                    if (q == imp || t != 0 && colourOf(t) == c) {
                        continue;
                    }
                    if (CASTLE_OWNER[q] >= 0) {
                        if (t != 0) {
                            addChecked(out, s, q, EXCHANGE, k, t, ownRoyalIn, enemyRoyalIn);
                        }
                    } else {
                        addChecked(out, s, q, t == 0 ? MOVE : CAPTURE, k, t, ownRoyalIn, enemyRoyalIn);
                    }
                }
                continue;
            }
            boolean royalPiece = isRoyal(k);
            int[] lines = LINES[c][k][s];
            for (int i = 0; i < lines.length; ) {
                boolean jumping = lines[i] == 1;
                int n = lines[i + 1];
                int first = i + 2;
                i = first + n;
                for (int j = first; j < i; j++) {
                    int q = lines[j];
                    int t = pos.board[q];
                    boolean obstacle = q == imp || t != 0 && colourOf(t) == c
                            || !royalPiece && CASTLE_OWNER[q] >= 0;
                    if (obstacle) {
                        if (jumping) {
                            continue;
                        }
                        break;
                    }
                    if (t != 0) {
                        contact(out, s, q, k, t, ownRoyalIn, enemyRoyalIn);
                        if (!jumping) {
                            break;
                        }
                        continue;
                    }
                    if (royalPiece && CASTLE_OWNER[q] == opp && CASTLE_OWNER[s] != opp
                            && pos.field.force(opp, q) > pos.field.force(c, q)) {
                        continue; // invasion restriction (section 9.2)
                    }
                    addWithTransformations(out, s, q, MOVE, k, 0, ownRoyalIn, enemyRoyalIn);
                }
            }
        }
        return out.size;
    }

    /** A line piece meets an enemy piece on {@code q}: capture, exchange or nothing (section 8.1). */
    private void contact(MoveList out, int s, int q, int k, int target, int ownRoyalIn, int enemyRoyalIn) {
        int c = pos.side;
        int a = pos.field.force(c, q);
        int d = pos.field.force(1 - c, q);
        if (a > d) {
            addWithTransformations(out, s, q, CAPTURE, k, target, ownRoyalIn, enemyRoyalIn);
        } else if (a == d && rules.exchangeOnEquality()
                && (k != KING || rules.kingMayInitiateExchange())
                && (kindOf(target) != KING || rules.exchangeMayTargetKing())) {
            addChecked(out, s, q, EXCHANGE, k, target, ownRoyalIn, enemyRoyalIn);
        }
    }

    /** Adds a move or capture with every transformation choice it allows (section 10). */
    private void addWithTransformations(MoveList out, int s, int q, int kind, int k, int target,
                                        int ownRoyalIn, int enemyRoyalIn) {
        int c = pos.side;
        int y = q / FILES;
        if (k == VER_KNECHT && y == (c == 0 ? RANKS - 1 : 0)) {
            addChecked(out, s, q, kind, k, target, ownRoyalIn, enemyRoyalIn, RITTER);
            if (pos.count[PRINCE | c << 3] < 3) {
                addChecked(out, s, q, kind, k, target, ownRoyalIn, enemyRoyalIn, PRINCE);
            }
            int x = q % FILES;
            if ((!rules.vkConnetCornerOnly() || x == 0 || x == FILES - 1) && pos.count[CONNET | c << 3] < 3) {
                addChecked(out, s, q, kind, k, target, ownRoyalIn, enemyRoyalIn, CONNET);
            }
            if (rules.scouts()) {
                addChecked(out, s, q, kind, k, target, ownRoyalIn, enemyRoyalIn, SCOUT);
            }
            return;
        }
        if (k == PRINCE && princeMayTransform(c, s, q)) {
            if (rules.princeTransformationOptional()) {
                addChecked(out, s, q, kind, k, target, ownRoyalIn, enemyRoyalIn, 0);
            }
            addChecked(out, s, q, kind, k, target, ownRoyalIn, enemyRoyalIn, CONNET);
            return;
        }
        addChecked(out, s, q, kind, k, target, ownRoyalIn, enemyRoyalIn, 0);
    }

    /** Section 10.3: entering the enemy castle from outside with the right unused and fewer than 3 Connets. */
    private boolean princeMayTransform(int c, int s, int q) {
        return CASTLE_OWNER[q] == 1 - c && CASTLE_OWNER[s] != 1 - c && (pos.rights >> c & 1) != 0
                && pos.count[CONNET | c << 3] < 3;
    }

    private void addChecked(MoveList out, int s, int q, int kind, int k, int target, int ownRoyalIn,
                            int enemyRoyalIn) {
        addChecked(out, s, q, kind, k, target, ownRoyalIn, enemyRoyalIn, 0);
    }

    /** Adds the move unless it breaks the must-stay rule (section 9.3, as a post-condition). */
    private void addChecked(MoveList out, int s, int q, int kind, int k, int target, int ownRoyalIn,
                            int enemyRoyalIn, int promo) {
        int c = pos.side;
        if (enemyRoyalIn > 0 || CASTLE_OWNER[q] == c) {
            int own = ownRoyalIn;
            int enemy = enemyRoyalIn;
            boolean royalPiece = isRoyal(k);
            if (royalPiece && CASTLE_OWNER[s] == c) {
                own--;
            }
            if (CASTLE_OWNER[q] == c) {
                if (royalPiece && kind != EXCHANGE) {
                    own++;
                }
                if (kind != MOVE && isRoyal(kindOf(target))) {
                    enemy--;
                }
            }
            if (enemy > 0 && own == 0) {
                return;
            }
        }
        out.add(encode(s, q, kind, promo));
    }
}
