/**
 * The command line: {@code ansuz} and its picocli subcommands ({@code bench}, {@code perft},
 * {@code render}, {@code variants}, {@code gui}), {@link org.ansuz.protocol.cli.Main}, the jar's entry, and
 * {@link org.ansuz.protocol.cli.ProtocolLoop}, which reads protocol lines and hands them to the dialect the
 * first handshake word picks.
 */
package org.ansuz.protocol.cli;
