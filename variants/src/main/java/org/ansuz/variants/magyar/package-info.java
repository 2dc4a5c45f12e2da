/**
 * Magyar checkers ({@code docs/rules/magyar.md}, Dagaz behaviour): columns of stones on 19 hexagonal tiles that
 * the players relocate. A turn is a stone move (a step, or a compulsory maximal capture sequence that puts
 * each jumped column's top stone at the bottom of the jumping column) and then, in the default two-phase
 * rules, an optional tile move as a second ply by the same player ({@code sideToMove} does not change in
 * between; the position text says {@code stones} or {@code tile}).
 *
 * <p>Board: unbounded axial coordinates (q, r) addressed modulo 32, {@code index = (q & 31) << 5 | (r & 31)}:
 * the 19 tiles always form one connected cluster (a tile leaves only where its neighbours form one arc and
 * arrives only beside an arc of 2-4 tiles), so the cluster and the cells around it never span 32 addresses.
 * Real coordinates are kept per address for names. A column is an {@code int}: height in bits 24..31,
 * stone colours bottom (bit 0) to top in bits 0..23, 1 = White.
 *
 * <p>Move encoding (one {@code long}, never 0):
 * <pre>
 * bits  0..1   kind: 1 step, 2 capture sequence, 3 tile move
 * bits  2..11  from address
 * step:     bits 12..14 direction (0..5: W, NW, NE, E, SE, SW)
 * capture:  bits 12..15 number of jumps n, then n directions of 3 bits from bit 16
 * tile:     bits 12..21 destination address; bit 22 set (from 0) = skip the tile phase ({@code T:-})
 * </pre>
 * Capture routes over the same columns to the same landing cell reach the same position and are one move
 * (the first route found is its text; the others parse to it). Texts: {@code h4-h5}, {@code h4xh6xf6},
 * {@code T:F7-E7}, {@code T:-}; cells outside Dagaz's 15 x 9 window are written {@code q,r}.
 */
package org.ansuz.variants.magyar;
