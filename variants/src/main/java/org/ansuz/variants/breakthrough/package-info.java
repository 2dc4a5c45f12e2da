/**
 * Breakthrough (Dan Troyka, 2000) on 8x8: men step one square straight or diagonally forward onto an
 * empty square and capture diagonally forward; the first man to reach the far rank wins, and so does
 * taking every enemy man. Written from the new-family recipe ({@code docs/new-family.md}).
 *
 * <p>Board: the padded mailbox of {@link org.ansuz.engine.board.StoneBoard} (stride 9), White's men
 * {@code 1}, Black's {@code 2}. Move encoding (one {@code long}, never 0 because index 0 is a border cell):
 * <pre>
 * bits 0..7   from, the mailbox index of the moving man
 * bits 8..9   direction: 0 diagonally left, 1 straight, 2 diagonally right (as the mover looks)
 * bit  10     capture
 * </pre>
 */
package org.ansuz.variants.breakthrough;
