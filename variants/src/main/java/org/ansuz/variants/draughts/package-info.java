/**
 * The draughts family: one bitboard move generator ({@link org.ansuz.variants.draughts.DraughtsPosition})
 * driven by a record of rule switches ({@link org.ansuz.variants.draughts.DraughtsRules}) per game:
 * russian, international, english, brazilian, pool, italian, spanish, argentine, thai, filipino, frisian.
 *
 * <h2>Board</h2>
 * {@link org.ansuz.variants.draughts.DraughtsGeometry}: width, height, the playable square set and a table
 * of step directions {@code (dx, dy)} (the four diagonals; Frisian adds two-row orthogonal steps). Bit
 * {@code i} of a {@code long} bitboard is cell {@code i} of {@link org.ansuz.engine.Board}, which is
 * square number {@code i + 1} of the game's PDN numbering (Spanish numbering for spanish/argentine), so
 * Hub position strings, FEN square lists and captured sets use one index. Boards of up to 64 cells fit
 * (an all-squares 8x8 board with orthogonal directions works too: see {@code LargeBoardTest}). A direction moves bits by one of at most two constant amounts
 * (rows alternate their offset), so a bitboard steps with two masked rotations.
 *
 * <h2>Move layout ({@code long})</h2>
 * <pre>
 *  bits  0..49  captured set: bit i = the piece on cell i is captured (0 for a quiet move);
 *               on boards of more than 50 cells (orthogonal 8x8): bit j = the j-th lowest cell
 *               of the opponent's pieces in the position the move comes from
 *  bits 50..55  from cell
 *  bits 56..61  to cell (equal to from when a king's capture ends where it started)
 *  bit  62      promotion: the moving man ends the move as a king
 * </pre>
 * Two routes with the same from, to and captured set are one move (the generator merges them). The
 * landing path for move text is found again by re-running the capture search for that move
 * ({@code DraughtsNotation}); it is not stored.
 *
 * <h2>Rules not in the key or the FEN</h2>
 * Draw counters (the FEN's {@code :H<n>:F<n>}, lone-king ending counters) and the Frisian king-move
 * limit's run counter are history: they are kept by the position and restored by {@code undo}, but are
 * not part of {@code key()}. Draw rules are applied by {@code outcome()} only, never by {@code generate}.
 */
package org.ansuz.variants.draughts;
