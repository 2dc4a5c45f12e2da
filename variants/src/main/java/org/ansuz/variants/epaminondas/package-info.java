/**
 * Epaminondas (Robert Abbott, 14x12) and Dagaz's 8x8 "crossing" variant: phalanx moves of variable
 * length and distance, line-versus-line captures, and the crossing win checked at the start of a turn
 * ({@code docs/rules/epaminondas.md}).
 *
 * <p>Board: a padded mailbox ({@code byte[]}, stride {@code files + 1}, one border ring) so that every
 * step off the board lands on a border cell. Mailbox index of {@code (x, y)} is
 * {@code (y + 1) * (files + 1) + x + 1}.
 *
 * <p>Move encoding (one {@code long}, never 0 because index 0 is a border cell):
 * <pre>
 * bits  0..7   tail P (mailbox index of the rear stone of the moving group)
 * bits  8..10  direction d (0..7: N, NE, E, SE, S, SW, W, NW)
 * bits 11..14  k, the group size (all own stones contiguous from P along d)
 * bits 15..18  m, the distance (1..k)
 * bits 19..22  r, the number of enemy stones removed (0 = quiet move)
 * </pre>
 * A move is the triple (P, d, m); k and r are derived from the board and stored so that play and undo
 * need no search.
 */
package org.ansuz.variants.epaminondas;
