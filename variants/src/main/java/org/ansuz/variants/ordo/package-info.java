/**
 * Ordo and Ordo X (Dieter Stein): group moves of "ordos" (orthogonal lines of own pieces) under a
 * connection invariant ({@code docs/rules/ordo.md}).
 *
 * <p>Board: a padded mailbox ({@code byte[]}, stride 11, one border ring): {@code (x, y)} is at
 * {@code (y + 1) * 11 + x + 1}, so every index fits in 7 bits. Connectivity is grown on bit sets
 * ({@code OrdoGroups}).
 *
 * <p>A move is one or two <em>parts</em> (two only for an Ordo X sideways move followed by its forward
 * move). A part is 20 bits:
 * <pre>
 * bits  0..6   first: mailbox index of the line's west end (horizontal) or south end (vertical)
 * bits  7..10  k, the number of pieces (1 = singleton)
 * bit  11      axis of the line: 0 horizontal, 1 vertical
 * bits 12..14  direction (0..7: N, NE, E, SE, S, SW, W, NW)
 * bits 15..18  distance m
 * bit  19      capture (a singleton lands on the first enemy piece met)
 * </pre>
 * The move is {@code part1 | part2 << 20 | keep1 << 40 | keep2 << 47}: {@code part2 = 0} for one-part
 * turns; {@code keepN} is the mailbox index naming the enemy sub-group that survives an Ordo X capture
 * whose largest sub-groups tie (0 = no choice to make). Every enemy piece a move removes is pushed on
 * a per-position stack so that undo needs nothing else.
 *
 * <p>Ordo X move identity: turns that leave the same board are one move; the generator keeps the one
 * whose text is shortest, ties broken by the first square of the text in a1, b1, ..., j1, a2, ... order.
 */
package org.ansuz.variants.ordo;
