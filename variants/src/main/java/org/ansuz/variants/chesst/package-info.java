/**
 * chess-T and chess-T2 (Shamil Khasanov, {@code docs/rules/chesst.md}): chess-like armies on a 9x8 board
 * where a capture needs strength superiority on the target square (force fields), equal strength
 * exchanges both pieces, castles can be captured, and a die fixes an impregnable square for each side
 * after the third move (a chance event).
 *
 * <p>Board: {@code int[72]}, square index {@code y * 9 + x} (a1 = 0, i1 = 8, a8 = 63). A piece code is
 * {@code kind | colour << 3} with kinds K 1, C 2, P 3, R 4, V 5, I 6, S 7 and colour 0 White, 1 Black.
 * Movement lines per colour, kind and square are precomputed in {@link ChessTGeometry}; the force field
 * (raw sums and royal participation per colour and square) is recomputed when moves are generated.
 *
 * <p>Move encoding (one {@code long}, never 0):
 * <pre>
 * bits  0..6   from square (for a selection: White's impregnable square)
 * bits  7..13  to square   (for a selection: Black's impregnable square)
 * bits 14..15  kind: 0 move, 1 capture, 2 exchange, 3 impregnable selection (the chance outcome)
 * bits 16..18  transformation kind: 0 none, R 4, P 3, C 2, S 7 (Ver Knecht on the far rank),
 *              C 2 (Prince entering the enemy castle); the Knecht's automatic transformation is implied
 * </pre>
 * While the selection is pending {@link ChessTPosition#sideToMove()} is {@link org.ansuz.engine.spi.Position#CHANCE} and
 * the 36 equally likely outcomes are the generated moves.
 */
package org.ansuz.variants.chesst;
