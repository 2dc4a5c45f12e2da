/**
 * The point-and-line games of the Alquerque family, one engine for six games whose differences are data
 * ({@link org.ansuz.variants.alquerque.AlquerqueRules}): Alquerque (and Alfonso X's and Bell's rule sets),
 * Zamma, Kharbaga, Fanorona, Dablot Prejjesne, Fox and Geese ({@code docs/rules/alquerque.md}:
 * one section per game).
 *
 * <p>Board: {@link org.ansuz.variants.alquerque.AlquerqueGeometry}, a point graph on the kit's
 * {@code Geometry}: points numbered top rank first, direction table {@code step[d][p]} (N, NE, E, SE, S, SW,
 * W, NW; -1 where no line runs), at most 128 points (Zamma has 81). A piece is a byte
 * {@code owner << 3 | type}: type 1 man / goose, 2 king (mullah) / Dablot prince / fox, 3 Dablot king.
 *
 * <p>Move encoding (one {@code long}, one complete turn; never 0):
 * <pre>
 * bits  0..6   from point
 * bits  7..13  to point (where the piece ends)
 * bit  14      capture
 * bits 15..62  the captured set: bit k set = the k-th enemy piece, counting the enemy pieces in point
 *              order, is taken (at most 48 pieces a side; Zamma has 40)
 * </pre>
 * A move is thus its effect (from, to, captured set): two routes that take the same pieces between the
 * same points are one move by construction (docs/architecture.md#move-identity), and play needs no search. The route
 * printed is the first the generator finds for that effect (landing points {@code a1xc3xa1}, Fanorona
 * steps with {@code A}/{@code W}); the notation accepts every route. No route length limit: the
 * generator searches chains depth first on the position's own board (victims lifted and put back,
 * or only marked under Turkish strike), keeping the captured set as the move's mask.
 */
package org.ansuz.variants.alquerque;
