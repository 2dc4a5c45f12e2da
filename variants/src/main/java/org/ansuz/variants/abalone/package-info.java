/**
 * The group-move games on the 61-cell hexagon: Abalone ({@code abalone}, {@code abalone-belgian},
 * {@code abalone-german}; {@code abalone-draws} = the standard start with the optional 400-ply and
 * threefold-repetition draws of the rules, both off in the other three) and Taacoca ({@code taacoca}
 * forward-only, {@code taacoca-dagaz} all six directions). Rules:
 * {@code docs/rules/abalone.md}. Evaluation weights are data: {@code abalone.weights} and
 * {@code taacoca.weights} beside these classes.
 *
 * <h2>Board layout</h2>
 * Cells use standard Abalone coordinates: rows {@code A} (bottom) to {@code I} (top), diagonals
 * {@code 1}..{@code 9}; row {@code r} (A = 0) holds diagonals {@code max(1, r-3)..min(9, r+5)}. Positions
 * live in an 11×11 padded mailbox {@code byte[121]}: square {@code (r + 1) * 11 + n}, so one ring of
 * {@code OFF} squares surrounds the hexagon (and fills its two cut corners) and every neighbour of a
 * cell is a valid index. Direction steps: E +1, NE +12, NW +11, W −1, SW −12, SE −11, numbered 0..5
 * so that {@code (d + 3) % 6} is the opposite direction and 0..2 are the positive axes. Square values:
 * 0 empty, 1 the first player (Abalone Black, Taacoca White), 2 the second, 3 off the board. The
 * {@link org.ansuz.engine.spi.Board} lists cells row I first, left to right (the position-text order), and
 * draws them on doubled columns, each row indented by half a cell per row away from row E.
 *
 * <h2>Abalone move ({@code long}, bits 0..17)</h2>
 * <pre>
 *  0..6   tail     mailbox square of the group end opposite to the motion (in-line moves), or of its
 *                  lower end (broadside moves: the W end of an E-W line, the SW end of a NE line, the SE end of a NW line)
 *  7..9   dir      direction of motion, 0..5
 * 10..12  axis     direction from tail to head; equals dir for single marbles and in-line moves,
 *                  is 0..2 (E, NE, NW) and differs from dir for broadside moves
 * 13..14  size     1..3 marbles
 * 15..16  pushed   opponent marbles pushed (sumito), 0..2
 * 17      eject    the last pushed marble leaves the board
 * </pre>
 * Pushed/eject are facts of the position the move was generated in; they let {@code undo} run without
 * a stack of captured material. Each (group, direction) pair is exactly one move, so the generator
 * enumerates lines of 2 and 3 once, from their lower end along the positive axes.
 *
 * <h2>Taacoca move ({@code long}, bits 0..28)</h2>
 * <pre>
 *  0..20  three 7-bit mailbox squares of the moving stones, ascending (= sorted by row, then
 *         diagonal); unused slots (fewer than three stones left) are 0
 * 21..23  dir      direction, 0..5
 * 24..26  capture  one bit per slot: that stone captures an enemy stone on its target
 * 27..28  count    number of moving stones, 1..3
 * </pre>
 *
 * <h2>Notation</h2>
 * Abalone moves {@code B2C3-NE} (tail, head, direction), single marbles {@code C3-NW}; Taacoca moves
 * {@code A1,B2,C3-NE}. Position texts list rows I to A, digits for empty runs: Abalone
 * {@code <rows> <b|w> <ejected by Black> <ejected by White>}, Taacoca {@code <rows> <w|b>}.
 */
package org.ansuz.variants.abalone;
