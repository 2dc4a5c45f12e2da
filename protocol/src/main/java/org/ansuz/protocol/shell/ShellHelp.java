package org.ansuz.protocol.shell;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.spi.Variant;

/** The shell's help: a one-line summary per command, and {@code help <command>} with an example each. */
final class ShellHelp {
    /** Command, then its lines: the usage, what it does, an example. */
    private static final Map<String, String[]> TOPICS = new LinkedHashMap<>();

    static {
        topic("new", "new [variant]", "Starts a new game (of that variant) from its start position. The engine moves at once "
                + "when it owns the side to move.", "new russian");
        topic("play", "play <move> [more moves]", "Plays the moves, all or none; then the engine answers when it owns "
                + "the side to move (see 'engine'). Tab completes the legal moves.", "play 32-28");
        topic("go", "go [depth N | time S | nodes N | movetime MS]", "Searches the position and plays the move it "
                + "finds on the board. Without a limit it uses the engine's own (see 'engine'). A malformed limit "
                + "is an error and nothing starts. Ctrl-C stops the search early; its best move is played.", "go depth 8");
        topic("analyse", "analyse [depth N | time S | nodes N]", "Searches without playing: one line per depth "
                + "and a status line while a depth runs. Without a limit it runs until Enter, 'stop' or Ctrl-C. "
                + "'analyze' is the same.", "analyse");
        topic("stop", "stop", "Ends the running analysis (typed while 'analyse' runs; Enter does the same).", "stop");
        topic("hint", "hint [seconds]", "Thinks (one second unless told) and suggests a move for the side to move, "
                + "without playing it.", "hint 3");
        topic("engine", "engine white|black|both|off | engine time S | engine depth N", "Which sides the engine plays "
                + "(the game's own side names work too: dwarfs, trolls, red ...), and how long it thinks per move "
                + "(default: 2 seconds). 'engine' alone shows the setting.", "engine black");
        topic("undo", "undo [N]", "Takes back the last N moves (one unless told); 'redo' plays them again. Against "
                + "the engine, 'undo 2' takes back your move and its answer.", "undo 2");
        topic("redo", "redo [N]", "Plays again the last N moves taken back with 'undo'.", "redo");
        topic("board", "board | d", "Draws the board (the cells the last move changed marked with <, the square numbers beside a "
                + "numbered board), the position text, the side to move and the result.", "board");
        topic("moves", "moves [square]", "The legal moves grouped by the square they start from, with a count; "
                + "with a square, only that piece's moves.", "moves 32");
        topic("variants", "variants", "Lists every game: name, family, board and the other names it is known by.",
                "variants");
        topic("save", "save FILE", "Writes the game to FILE: PDN for draughts, the same tag format for the other "
                + "games (the browser board and the match runner write the same). Result '*' while it goes on.",
                "save mygame.pdn");
        topic("load", "load FILE", "Reads a game from FILE (PDN, a record, a numbered move list, an opening line or a "
                + "position text) and sets its position; a file that does not read changes nothing.", "load mygame.pdn");
        topic("position", "position startpos|fen <text> [moves ...]", "Sets up a position as the protocol does "
                + "(this starts a new game record).", "position fen W:W31-50:B1-20");
        topic("setoption", "setoption name <name> value <value>", "Sets an engine option (Hash, Threads, MultiPV, "
                + "Skill Level ...).", "setoption name MultiPV value 3");
        topic("perft", "perft N [routes]", "Counts the leaf positions N moves deep, per move; a progress bar on long runs.",
                "perft 4");
        topic("bench", "bench [variant|all] [depth]", "Searches the bench positions and prints the node count.", "bench russian");
        topic("eval", "eval", "The static evaluation of the position.", "eval");
        topic("render", "render FILE.svg|FILE.png", "Writes a picture of the position, the last move marked.", "render board.svg");
        topic("help", "help [command]", "The command list, or one command's help with an example.", "help go");
        topic("exit", "exit | quit", "Leaves the shell (Ctrl-D too).", "exit");
    }

    private static void topic(String name, String usage, String text, String example) {
        TOPICS.put(name, new String[] {usage, text, example});
    }

    private ShellHelp() {
    }

    static List<String> commands() {
        List<String> names = new ArrayList<>(TOPICS.keySet());
        names.addAll(List.of("analyze", "d", "quit"));
        return names;
    }

    /** {@code help}: one line per command. */
    static List<String> summary(int width) {
        List<String> lines = new ArrayList<>();
        lines.add("Commands ('help <command>' for details and an example):");
        List<String[]> rows = new ArrayList<>();
        for (Map.Entry<String, String[]> e : TOPICS.entrySet()) {
            String text = e.getValue()[1];
            int stop = text.indexOf(". ");
            rows.add(new String[] {e.getValue()[0], stop > 0 ? text.substring(0, stop + 1) : text});
        }
        lines.addAll(table(rows, width, "  "));
        lines.add("Ctrl-C stops a search, Ctrl-D leaves; Tab completes commands, variants and moves.");
        return lines;
    }

    /** {@code help <command>}, or {@code null} when there is no such command. */
    static List<String> topic(String command, int width) {
        String key = switch (command.toLowerCase(Locale.ROOT)) {
            case "analyze" -> "analyse";
            case "d", "display" -> "board";
            case "quit" -> "exit";
            default -> command.toLowerCase(Locale.ROOT);
        };
        String[] t = TOPICS.get(key);
        if (t == null) {
            return null;
        }
        List<String> lines = new ArrayList<>();
        lines.add("usage: " + t[0]);
        for (String l : ShellBoard.wrap(t[1], width - 2)) {
            lines.add("  " + l);
        }
        lines.add("example: " + t[2]);
        return lines;
    }

    /** {@code variants}: a table that fits {@code width}; only the last column wraps, between words. */
    static List<String> variants(List<Variant> variants, int width) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"name", "family", "also called", "board"});
        for (Variant v : variants) {
            rows.add(new String[] {v.name(), v.info().family(), String.join(", ", v.aliases()), board(v.board().description())});
        }
        List<String> lines = table(rows, width, "  ");
        lines.add(variants.size() + " games; 'new <name>' starts one.");
        return lines;
    }

    /** {@code rect files 8 ranks 8} as a person writes it: {@code 8×8 squares}. */
    static String board(String description) {
        return description.replaceAll("^rect files (\\d+) ranks (\\d+)", "$1×$2 squares");
    }

    /**
     * Rows of columns that fit {@code width}: each column as wide as its widest cell, the widest ones
     * (never the first) narrowed until the row fits; a narrowed cell wraps between words.
     */
    static List<String> table(List<String[]> rows, int width, String gap) {
        int columns = rows.get(0).length;
        int[] w = new int[columns];
        int[] longestWord = new int[columns];
        for (String[] r : rows) {
            for (int c = 0; c < columns; c++) {
                w[c] = Math.max(w[c], r[c].length());
                for (String word : r[c].split(" ")) {
                    longestWord[c] = Math.max(longestWord[c], word.length());
                }
            }
        }
        while (total(w, gap) > width - 1) {
            int widest = -1;
            for (int c = 1; c < columns; c++) {
                if (w[c] > longestWord[c] && (widest < 0 || w[c] > w[widest])) {
                    widest = c;
                }
            }
            if (widest < 0) {
                break; // a terminal too narrow for the longest words: let it wrap
            }
            w[widest]--;
        }
        List<String> lines = new ArrayList<>();
        for (String[] r : rows) {
            List<List<String>> cells = new ArrayList<>();
            int height = 1;
            for (int c = 0; c < columns; c++) {
                List<String> cell = wrapCell(r[c], w[c]);
                cells.add(cell);
                height = Math.max(height, cell.size());
            }
            for (int i = 0; i < height; i++) {
                StringBuilder line = new StringBuilder();
                for (int c = 0; c < columns; c++) {
                    String part = i < cells.get(c).size() ? cells.get(c).get(i) : "";
                    line.append(part);
                    if (c < columns - 1) {
                        line.append(" ".repeat(w[c] - part.length())).append(gap);
                    }
                }
                lines.add(line.toString().stripTrailing());
            }
        }
        return lines;
    }

    private static int total(int[] w, String gap) {
        int sum = gap.length() * (w.length - 1);
        for (int x : w) {
            sum += x;
        }
        return sum;
    }

    /** A cell's words on lines of at most {@code width}; a word longer than that is cut. */
    private static List<String> wrapCell(String text, int width) {
        List<String> lines = new ArrayList<>();
        for (String l : ShellBoard.wrap(text, width)) {
            while (l.length() > width) {
                lines.add(l.substring(0, width));
                l = l.substring(width);
            }
            lines.add(l);
        }
        return lines;
    }
}
