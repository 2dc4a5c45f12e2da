package org.ansuz.protocol.shell;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.Output;
import org.ansuz.engine.Progress;
import org.ansuz.protocol.ugi.UgiSession;
import org.ansuz.protocol.Version;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * The interactive shell (JLine): every protocol command plus {@code new}, {@code play}, {@code undo},
 * {@code hint} and {@code analyze}, with history, tab completion of commands, variants and legal
 * moves, the board after each move, plain {@code error: ...} messages and progress bars on long
 * {@code perft} and {@code bench} runs. Only loaded in interactive mode.
 */
public final class InteractiveShell {
    private final Terminal terminal;
    private final UgiSession session;
    private LineReader reader;
    private boolean barShown;

    private InteractiveShell(Terminal terminal, List<Variant> variants, String variant, Engine engine) {
        this.terminal = terminal;
        Output out = new TerminalOutput();
        this.session = new UgiSession(variants, variant, engine, out);
        session.setInteractive(true);
        session.extend(new ShellCommands(session, out));
    }

    public static int run(List<Variant> variants, String variant, Engine engine) {
        try (Terminal terminal = TerminalBuilder.builder().system(true).name("ansuz").build()) {
            return new InteractiveShell(terminal, variants, variant, engine).loop();
        } catch (IOException e) {
            System.err.println("ansuz: cannot open the terminal: " + e.getMessage());
            return 1;
        }
    }

    private int loop() {
        reader = LineReaderBuilder.builder().terminal(terminal).appName("ansuz")
                .completer(new ShellCompleter(session))
                .variable(LineReader.HISTORY_FILE, Paths.get(System.getProperty("user.home"), ".ansuz_history"))
                .build();
        print("Ansuz " + Version.get() + " — type 'help'");
        if (session.engineSession().variant() != null) {
            print("Variant " + session.engineSession().variant().name() + "; 'new <variant>' switches, 'help' lists the commands.");
            session.handle("d");
        } else {
            print("No variants are installed.");
        }
        while (true) {
            String line;
            try {
                line = reader.readLine("ansuz> ");
            } catch (UserInterruptException e) {
                if (session.isSearching()) {
                    session.stop();
                }
                continue;
            } catch (EndOfFileException e) {
                break;
            }
            String[] t = line.strip().split("\\s+");
            String cmd = t[0].toLowerCase(Locale.ROOT);
            if (cmd.equals("exit") || cmd.equals("quit")) {
                break;
            } else if (cmd.equals("analyze")) {
                analyze();
            } else if (cmd.equals("perft") && t.length > 1) {
                long start = System.nanoTime();
                boolean routes = t.length > 2 && t[2].equalsIgnoreCase("routes");
                stoppable(() -> session.perft(t[1], routes, bar("perft", start)));
            } else if (cmd.equals("bench")) {
                long start = System.nanoTime();
                stoppable(() -> session.bench(t, bar("bench", start)));
            } else if (!session.handle(line)) {
                break;
            }
        }
        session.close();
        return 0;
    }

    /** Runs a long command (it waits for its end); Ctrl-C stops it instead of ending the shell. */
    private void stoppable(Runnable command) {
        Terminal.SignalHandler previous = terminal.handle(Terminal.Signal.INT, s -> session.engineSession().stop());
        try {
            command.run();
        } finally {
            terminal.handle(Terminal.Signal.INT, previous);
            clearBar();
        }
    }

    /** {@code go infinite} until Enter (or {@code stop}, or Ctrl-C). */
    private void analyze() {
        if (session.engineSession().position() == null) {
            session.error("no valid position");
            return;
        }
        session.analyze();
        try {
            reader.readLine("analysing — press Enter to stop> ");
        } catch (UserInterruptException | EndOfFileException e) {
            // any of these ends the analysis
        }
        session.stop();
    }

    private Progress bar(String what, long start) {
        return (done, total) -> {
            if (done >= total) {
                clearBar(); // the results follow on clean lines
                return;
            }
            if (total <= 0 || System.nanoTime() - start < 300_000_000L) {
                return; // short runs need no bar
            }
            barShown = true;
            int width = 30;
            int filled = (int) ((long) done * width / total);
            PrintWriter w = terminal.writer();
            w.print("\r" + what + " [" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + done + "/" + total);
            w.flush();
        };
    }

    private void clearBar() {
        if (!barShown) {
            return;
        }
        barShown = false;
        PrintWriter w = terminal.writer();
        w.print("\r" + " ".repeat(60) + "\r");
        w.flush();
    }

    private void print(String text) {
        clearBar();
        if (reader != null && reader.isReading()) {
            reader.printAbove(text);
        } else {
            terminal.writer().println(text);
            terminal.writer().flush();
        }
    }

    /** Session output: above the prompt while the user is typing, plain lines otherwise. */
    private final class TerminalOutput implements Output {
        @Override
        public synchronized void line(String text) {
            print(text);
        }
    }
}
