/**
 * GESS ({@code docs/rules/gess.md}): pieces are 3 x 3 footprints of stones, identified by their centre on the
 * 20 x 20 grid (the 18 x 18 playing area and its border ring); a piece moves in the directions of its own
 * off-centre stones, up to 3 squares or any distance with a stone on its centre, stops on and removes the
 * first stones its footprint meets (either colour), and loses its stones pushed onto the ring. Rings
 * (eight own stones around an empty square) decide the game after every move.
 *
 * <p>Board: one {@code int} per colour and padded row; row index {@code Y = y + 2} and bit {@code X = x + 2}
 * for the playing square (x, y), x and y in 0..17, so playing bits are 2..19 of rows 2..19, piece centres
 * 1..20 and every footprint stays inside rows 0..21 and bits 0..21. A footprint row is
 * {@code 7 << (X - 1)}; a ring on row Y is three shifts and ands of rows Y - 1, Y and Y + 1.
 *
 * <p>Move encoding (one {@code long}; the spec's move is the triple (centre, direction, distance), so two
 * pieces moving the same stones the same way are two moves, as in the spec's count of 478):
 * <pre>
 * bits  0..8   centre, (y + 1) * 20 + (x + 1) with x, y in -1..18
 * bits  9..11  direction (0..7: N, NE, E, SE, S, SW, W, NW)
 * bits 12..16  distance, 1..19
 * bits 17..20  number of stones the move removes by obstruction (0 = quiet)
 * </pre>
 * Text: {@code <centre>-<new centre>} in 20 x 20 names (files {@code x a..r y}, ranks 0..19), e.g.
 * {@code c3-c6}; an optional {@code x<n>} suffix is accepted on input.
 */
package org.ansuz.variants.gess;
