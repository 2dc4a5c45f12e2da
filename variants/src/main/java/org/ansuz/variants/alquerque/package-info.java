/**
 * The point-and-line games of the Alquerque family, one engine for six games whose differences are data
 * ({@link org.ansuz.variants.alquerque.AlquerqueRules}): Alquerque (and Alfonso X's and Bell's rule sets),
 * Zamma, Kharbaga, Fanorona, Dablot Prejjesne, Fox and Geese ({@code rules/alquerque.md}, {@code zamma.md},
 * {@code kharbaga.md}, {@code fanorona.md}, {@code dablot.md}, {@code foxgeese.md}).
 *
 * <p>Board: {@link org.ansuz.variants.alquerque.AlquerqueGeometry}, points numbered top rank first with a
 * direction table {@code step[d][p]} (N, NE, E, SE, S, SW, W, NW; -1 where no line runs); at most 128
 * points (Zamma has 81), so a captured set is two {@code long} words. A piece is a byte
 * {@code owner << 3 | type}: type 1 man / goose, 2 king (mullah) / Dablot prince / fox, 3 Dablot king.
 *
 * <p>Move encoding (one {@code long}, one complete turn; never 0):
 * <pre>
 * bits  0..6   from point
 * bits  7..13  to point (where the piece ends)
 * bits 14..18  n, the number of capture legs (0 = a quiet step or a king's slide)
 * bits 19..62  the legs, leg i at bit 19 + w * i:
 *              short jump (w = 3): direction;
 *              flying king (w = 6): direction | (landing distance beyond the victim - 1) << 3;
 *              Fanorona step (w = 4): direction | 1 << 3 for withdrawal (0 = approach).
 * </pre>
 * The victims follow from the legs and the board (the first piece along each leg; Fanorona's whole
 * line), so play needs no search. Two routes with the same from, to and captured set leave the same
 * position: the generator keeps the first (DESIGN section 2), the notation accepts every route. A route
 * of more than 14 short jumps, 7 king legs or 11 Fanorona steps cannot be written and is cut there.
 */
package org.ansuz.variants.alquerque;
