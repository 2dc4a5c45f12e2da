package org.ansuz.protocol.ugi;

import java.util.Arrays;
import java.util.List;
import org.ansuz.protocol.Words;

/** The arguments of UGI's {@code setoption} and {@code position}, read completely before anything changes. */
final class UgiArguments {
    private UgiArguments() {
    }

    /** {@code setoption name <name words> [value <value text>]}; the value keeps its inner blanks. */
    record SetOption(String name, String value) {
    }

    /** {@code position ...}: {@code fen == null} means the start position; {@code error} is set when it does not parse. */
    record PositionArgs(String fen, List<String> moves, String error) {
    }

    /** Reads a {@code setoption} line in one pass; {@code null} when it has no {@code name <name>}. */
    static SetOption setOption(String line) {
        Words w = new Words(line);
        w.next(); // setoption
        if (!"name".equalsIgnoreCase(w.next())) {
            return null;
        }
        StringBuilder name = new StringBuilder();
        String value = "";
        for (String word = w.next(); word != null; word = w.next()) {
            if (word.equalsIgnoreCase("value")) {
                value = w.rest();
                break;
            }
            name.append(name.length() == 0 ? "" : " ").append(word);
        }
        return name.length() == 0 ? null : new SetOption(name.toString(), value);
    }

    /** {@code position startpos|fen <fen words> [moves <m> ...]} split into words {@code t}. */
    static PositionArgs position(String[] t) {
        boolean fen = t.length > 1 && t[1].equalsIgnoreCase("fen");
        if (t.length < 2 || !fen && !t[1].equalsIgnoreCase("startpos")) {
            return new PositionArgs(null, List.of(), "bad fen: expected 'position startpos' or 'position fen <fen>'");
        }
        int i = 2;
        StringBuilder text = new StringBuilder();
        for (; fen && i < t.length && !t[i].equalsIgnoreCase("moves"); i++) {
            text.append(text.length() == 0 ? "" : " ").append(t[i]);
        }
        if (fen && text.length() == 0) {
            return new PositionArgs(null, List.of(), "bad fen: no position text after 'fen'");
        }
        if (i < t.length && !t[i].equalsIgnoreCase("moves")) {
            return new PositionArgs(null, List.of(), "bad fen: unexpected '" + t[i] + "'");
        }
        List<String> moves = i < t.length ? Arrays.asList(t).subList(i + 1, t.length) : List.of();
        return new PositionArgs(fen ? text.toString() : null, moves, null);
    }
}
