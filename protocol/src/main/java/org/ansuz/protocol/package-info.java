/**
 * The protocol core shared by every front end: the session contract
 * ({@link org.ansuz.protocol.DialectSession}), the output, the clock conversion ({@link org.ansuz.protocol.ClockTime}),
 * the search reporter, the debug commands ({@code d}, {@code perft}, {@code bench}, {@code eval}), move
 * texts, {@code go} arguments and the output and input helpers. The dialects live in {@code ugi},
 * {@code hub} and {@code cecp}; the command line and the line loop that picks a dialect in {@code cli}; the browser board in {@code gui}, the
 * match runner in {@code match}, the shell in {@code shell}, pictures in {@code render}, tuning in {@code tune}.
 * Only this layer does I/O, and it knows no game (LayeringTest).
 */
package org.ansuz.protocol;
