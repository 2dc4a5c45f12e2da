/**
 * The board kit: the parts every game family needs, written once. {@link
 * org.ansuz.engine.board.Geometry} (cells, names, drawing, direction table {@code step[dir][cell]};
 * rectangles with holes, hex boards, point-and-line graphs), {@link org.ansuz.engine.board.CellSet}
 * (cell sets beyond 64 cells), {@link org.ansuz.engine.board.RowCodec} (the placement part of position
 * texts), {@link org.ansuz.engine.board.GameHistory} (undo stack, repetition), {@link
 * org.ansuz.engine.board.Zobrist} (seeded keys), {@link org.ansuz.engine.board.MoveMatcher} (typed
 * move text to legal move) and {@link org.ansuz.engine.board.DistinctEffects} (one effect, one move).
 * Pure JDK; every family may use it.
 */
package org.ansuz.engine.board;
