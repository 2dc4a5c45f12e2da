/**
 * The draughts family: one bitboard move generator ({@link org.ansuz.variants.draughts.DraughtsMoveGenerator},
 * one per {@link org.ansuz.variants.draughts.DraughtsPosition}) for boards of up to 64 playable squares,
 * and one mailbox generator ({@link org.ansuz.variants.draughts.WideMoveGenerator}, one per
 * {@link org.ansuz.variants.draughts.WideDraughtsPosition}) for larger boards (Canadian 12x12, 14x14),
 * both driven by one record of rule switches ({@link org.ansuz.variants.draughts.DraughtsRules}) per game:
 * russian, international, english, brazilian, pool, italian, spanish, argentine, thai, filipino, frisian,
 * and the orthogonal games turkish, greek (Turkish with a land-behind king that may turn back),
 * senegalese (no kings: a man ending on the far row leaves the board; stalemate and repetition are won
 * by the side with more pieces) and gauntlet (runners = White's men step north; left blockers = Black's
 * men step east; right blockers = Black's pieces marked {@code K} in the FEN step west; a runner on the
 * last rank wins). Their switches: {@code SquareSet.ALL}/{@code NO_CORNERS}, {@code ORTHOGONALS},
 * {@code FarRank}, {@code blackManDirs}, {@code countDecides}.
 *
 * <h2>Board</h2>
 * {@link org.ansuz.variants.draughts.DraughtsGeometry}: width, height, the playable square set and a table
 * of step directions {@code (dx, dy)} (the four diagonals; Frisian adds two-row orthogonal steps), built
 * on the kit's {@code Geometry} (cells, names, steps, drawing) plus the bitboard shift tables. Bit
 * {@code i} of a {@code long} bitboard is cell {@code i} of {@link org.ansuz.engine.spi.Board}, which is
 * square number {@code i + 1} of the game's PDN numbering (Spanish numbering for spanish/argentine), so
 * Hub position strings, FEN square lists and captured sets use one index. Bitboards serve boards of up to
 * 64 cells (the move layout below holds a captured bitboard of at most 50). A direction moves bits by one
 * of at most two constant amounts (rows alternate their offset), so a bitboard steps with two masked
 * rotations; the geometry builds these shift tables only for boards of up to 64 cells.
 *
 * <h2>Move layout ({@code long})</h2>
 * <pre>
 *  bits  0..49  captured set: bit i = the piece on cell i is captured (0 for a quiet move)
 *  bits 50..55  from cell
 *  bits 56..61  to cell (equal to from when a king's capture ends where it started)
 *  bit  62      far row: the moving man ends the move on its far row (crowned; Senegalese: removed;
 *               Gauntlet: wins)
 * </pre>
 * On boards of more than 50 cells (turkish, greek: 64; gauntlet: 60) bits 0..49 hold the captured set
 * relative to the opponent's pieces instead: bit i = the i-th opponent piece in cell order is captured
 * ({@code DraughtsPosition.capturedSet} expands it; a side never has more than 50 pieces).
 * Two routes with the same from, to and captured set are one move (the generator merges them; perft's
 * {@code routes} convention counts the distinct orders of capture instead, {@code generateRoutes}). The
 * landing path for move text is found again by re-running the capture search for that move
 * ({@code DraughtsNotation}); it is not stored.
 *
 * <h2>Boards of more than 64 squares</h2>
 * {@link org.ansuz.variants.draughts.DraughtsVariant} picks the position class by the board's cell count.
 * {@link org.ansuz.variants.draughts.WideDraughtsPosition} keeps a mailbox (one byte per cell: colour bit
 * {@code 1 << colour}, king bit 4) stepped through the geometry's {@code step} tables, and the pieces of each
 * colour and the kings as cell sets of {@code (cells + 63) / 64} longs, which give the pieces in cell order,
 * their counts and the Zobrist key ({@code zobrist[(colour * 2 + king) * cells + cell]}). Its generator runs
 * the same capture search as the bitboard one, cell by cell, reading every switch of the record. Its move:
 * <pre>
 *  bits  0..45  captured set relative to the opponent's pieces: bit i = the i-th of them in cell order
 *  bits 46..53  from cell (boards of up to 256 cells)
 *  bits 54..61  to cell
 *  bit  62      far row, as above
 * </pre>
 * so a side may have at most 46 pieces there (the variant refuses a start with more). Both positions share,
 * through {@link org.ansuz.variants.draughts.AbstractDraughtsPosition}, the FEN, move text (the landing
 * path found again by the capture search), Hub text, the draw rules and their counters, and the route
 * counting of perft's routes convention. The wide boards' evaluation
 * ({@link org.ansuz.variants.draughts.WideEvaluation}) is simple: material by the rules' weights, men's
 * advancement, the centre and the tempo.
 *
 * <h2>Endgame tables</h2>
 * {@link org.ansuz.variants.draughts.EndgameDatabase} solves and probes win/draw/loss tables by material
 * for every game here on up to 64 squares whose rules it models (a side without a move loses, men crowned on the far row,
 * the same rules for both colours on the turned board), indexed by
 * {@link org.ansuz.variants.draughts.EndgameIndex}; the variant offers them as {@code EndgameTables},
 * its positions as {@code EndgameProbe} (docs/egdb.md). The tables know none of the rules below.
 *
 * <h2>Rules not in the key or the FEN</h2>
 * Draw counters (the FEN's {@code :H<n>:F<n>}, lone-king ending counters) and the Frisian king-move
 * limit's run counter are history: they are kept by the position and restored by {@code undo}, but are
 * not part of {@code key()}. Draw rules are applied by {@code result()} only, never by {@code generate}.
 */
package org.ansuz.variants.draughts;
