/**
 * Thud! (Trevor Truran, 2002) and Koom Valley Thud (2005) with the Dagaz author's Koom Valley
 * Football ({@code docs/rules/thud.md}): asymmetric battles of dwarfs and trolls
 * on the 15x15 octagon of 165 squares.
 *
 * <p>Board ({@link org.ansuz.variants.thud.ThudBoard}): a padded mailbox of 17x17 bytes, index of square
 * {@code (x, y)} = {@code (y + 1) * 17 + x + 1}; the border ring and the four cut corners are {@code OFF},
 * so rays stop by themselves. Classic Thud keeps the Thudstone on h8 as a piece that never moves and that
 * nothing passes; in Koom Valley h8 is an ordinary square. Side 0 = the Dwarfs, side 1 = the Trolls.
 *
 * <p>Move encoding (one {@code long}, never 0 because the kind is 1..6):
 * <pre>
 * bits  0..2   kind: 1 dwarf move, 2 hurl, 3 Thud troll move or shove, 4 Rock/ball move,
 *              5 Koom Valley troll move, 6 trample chain
 * bits  3..11  from (mailbox index)
 * kinds 1-5:
 * bits 12..20  to (mailbox index)
 * bits 21..28  captured pieces: bit d set = the neighbour of {@code to} in direction d
 *              (N, NE, E, SE, S, SW, W, NW) is taken (trolls by a Koom Valley dwarf, dwarfs by a Thud troll)
 * kind 6:
 * bits 12..15  number of jumps - 1 (at most 16 jumps)
 * bits 16..63  direction of each jump, 3 bits each, the first lowest; each jump removes the dwarf it
 *              passes over at once
 * </pre>
 * A hurl's captured troll stands on {@code to}. Trample chains that leave the same position (same landing
 * square, same trampled dwarfs) are one move; the first route found names it.
 */
package org.ansuz.variants.thud;
