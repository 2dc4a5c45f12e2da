/**
 * Nine-Tile Cyvasse (Zane Fisher's rules as {@code docs/rules/cyvasse.md} reads them, with the Zillions
 * implementation's water maps and deviations as rule switches): a setup phase of 54 drops, then a hex
 * war game of engagement, armour, ranged captures and the Rabble's double move.
 *
 * <p>Board: 88 cells numbered in position-text order, rank 1 (Black's back row, drawn at the top) first,
 * each rank left to right (a1 = 0, h1 = 7, a2 = 8, ..., l9 = 87); {@link CyvasseGeometry} holds the
 * neighbour table {@code STEP[cell * 6 + dir]} (e, ne, nw, w, sw, se; -1 off the board) and distances.
 * A cell holds 0 (empty), a kind 1-10 (K R S L H E C T D W) for White, kind + 16 for Black, or 32 for a
 * mountain. Water is a per-position map table.
 *
 * <p>Move encoding (one {@code long}, one complete turn):
 * <pre>
 * bits  0..2   type: 1 drop, 2 quiet, 3 capture, 4 overrun, 5 Trebuchet shot, 6 Rabble pair, 7 pass
 * bits  3..9   a   drop cell / origin
 * bits 10..16  b   destination / captured cell (capture, overrun) / retreat cell (shot)
 * bits 17..23  c   overrun landing cell / shot target / second origin (pair)
 * bits 24..30  d   second destination (pair)
 * bits 31..35  kind of the dropped or moving piece (11 = mountain)
 * </pre>
 * A Rabble move is stored by its effect, so two orders or pairings reaching one position are one move:
 * a quiet move of a Rabble is "this cell vacated, that cell filled" (a lone step, or a chain in which
 * another Rabble steps off and this one follows, reaching a cell two steps away); a pair (type 6) stores
 * its two origins and its two destinations each in increasing cell order. The canonical text is found
 * by listing the legal ways to play the effect ({@link CyvasseNotation}): the lone step when it is legal,
 * otherwise the pair text whose first origin comes first in a1..l9 order, then its first destination;
 * every legal text is accepted.
 *
 * <p>Position text (rules section 13) plus two optional trailing fields: the plies of play (for the
 * 400-ply draw) and {@code solo:<goal>} ({@code all}, {@code king} or a cell), the tutorial lessons'
 * mode in which Black can only pass and White wins on reaching the goal, so that {@code go mate N}
 * finds a lesson won in N moves.
 */
package org.ansuz.variants.cyvasse;
