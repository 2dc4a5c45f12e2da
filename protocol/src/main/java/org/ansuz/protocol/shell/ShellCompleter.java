package org.ansuz.protocol.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.protocol.ugi.UgiSession;
import org.jline.reader.Candidate;
import org.jline.reader.Completer;
import org.jline.reader.LineReader;
import org.jline.reader.ParsedLine;

/** Tab completion: command names, variant names, option names, {@code go}/{@code query} keywords and legal moves. */
final class ShellCompleter implements Completer {
    private final UgiSession session;
    private final ShellCommands commands;

    /** @param commands the shell's command table ({@code null}: the protocol's commands alone) */
    ShellCompleter(UgiSession session, ShellCommands commands) {
        this.session = session;
        this.commands = commands;
    }

    @Override
    public void complete(LineReader reader, ParsedLine line, List<Candidate> candidates) {
        for (String s : suggestions(line.words(), line.wordIndex())) {
            candidates.add(new Candidate(s));
        }
    }

    List<String> suggestions(List<String> words, int index) {
        if (index == 0) {
            return commands == null ? session.commandNames() : commands.commandNames();
        }
        String cmd = words.get(0).toLowerCase(Locale.ROOT);
        List<String> before = words.subList(1, Math.min(index, words.size()));
        switch (cmd) {
            case "new":
                return index == 1 ? variantNames() : List.of();
            case "bench":
                List<String> b = new ArrayList<>(variantNames());
                b.add("all");
                return b;
            case "play":
                return movesAfter(before);
            case "query":
                return List.of("gameover", "p1turn", "result");
            case "help":
                return index == 1 ? commands == null ? session.commandNames() : commands.commandNames() : List.of();
            case "engine":
                return index == 1 ? engineWords() : List.of();
            case "analyse", "analyze":
                return List.of("depth", "time", "nodes", "movetime");
            case "go":
                return List.of("infinite", "ponder", "depth", "nodes", "mate", "movetime", "p1time", "p2time",
                        "p1inc", "p2inc", "wtime", "btime", "winc", "binc", "movestogo", "searchmoves", "perft");
            case "position":
                if (index == 1) {
                    return List.of("startpos", "fen");
                }
                int m = before.indexOf("moves");
                if (m >= 0 && before.size() > 0 && before.get(0).equals("startpos") && session.engineSession().variant() != null) {
                    return movesFrom(session.engineSession().variant().startPosition(), before.subList(m + 1, before.size()));
                }
                return List.of("moves");
            case "setoption":
                if (before.size() >= 2 && before.get(before.size() - 1).equalsIgnoreCase("value")
                        && before.get(1).equalsIgnoreCase("UCI_Variant")) {
                    return variantNames();
                }
                if (index == 1) {
                    return List.of("name");
                }
                if (index == 2) {
                    return optionNames();
                }
                return List.of("value");
            default:
                return List.of();
        }
    }

    private List<String> engineWords() {
        List<String> words = new ArrayList<>(List.of("both", "off", "time", "depth"));
        if (session.engineSession().variant() != null) {
            words.add(session.engineSession().variant().info().p1Name().toLowerCase(Locale.ROOT));
            words.add(session.engineSession().variant().info().p2Name().toLowerCase(Locale.ROOT));
        }
        return words;
    }

    private List<String> variantNames() {
        List<String> names = new ArrayList<>();
        session.engineSession().variants().forEach(v -> names.add(v.name()));
        return names;
    }

    private List<String> optionNames() {
        List<String> names = new ArrayList<>();
        session.engineSession().options().all().forEach(o -> names.add(o.name()));
        return names;
    }

    private List<String> movesAfter(List<String> played) {
        Position pos = session.engineSession().position();
        return pos == null ? List.of() : movesFrom(pos.copy(), played);
    }

    /** Legal moves after the already typed ones (none if one of those is not legal). */
    private static List<String> movesFrom(Position pos, List<String> played) {
        MoveList list = new MoveList();
        for (String text : played) {
            try {
                long m = pos.parseMove(text);
                pos.generate(list);
                if (!list.contains(m)) {
                    return List.of();
                }
                pos.play(m);
            } catch (NotationException | RuntimeException e) {
                return List.of();
            }
        }
        int n = pos.generate(list);
        List<String> texts = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            texts.add(pos.moveText(list.move(i)));
        }
        return texts;
    }
}
