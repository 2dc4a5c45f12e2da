package org.ansuz.protocol.shell;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Progress;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.Output;
import org.ansuz.protocol.Version;
import org.ansuz.protocol.ugi.UgiSession;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.NonBlockingReader;

/**
 * The interactive shell (JLine): a place to play and analyse any game from a terminal. Its own
 * commands ({@link ShellCommands}) come first; every protocol command works too. History, tab
 * completion of commands, variants and legal moves, colours where the terminal shows them, a status
 * line while a search runs and progress bars on long {@code perft} and {@code bench} runs.
 */
public final class InteractiveShell {
    private final Terminal terminal;
    private final UgiSession session;
    private final ShellCommands commands;
    private final TerminalConsole console = new TerminalConsole();
    private final Path history;
    private LineReader reader;
    /** What the status line or progress bar shows now ({@code null}: nothing). */
    private String statusShown;

    private InteractiveShell(Terminal terminal, List<Variant> variants, String variant, Engine engine, Path history) {
        this.terminal = terminal;
        this.history = history;
        Output out = console::line;
        this.session = new UgiSession(variants, variant, engine, out);
        session.setInteractive(true);
        this.commands = new ShellCommands(session, console);
    }

    public static int run(List<Variant> variants, String variant, Engine engine) {
        try (Terminal terminal = TerminalBuilder.builder().system(true).name("ansuz").build()) {
            return new InteractiveShell(terminal, variants, variant, engine,
                    Paths.get(System.getProperty("user.home"), ".ansuz_history")).loop();
        } catch (IOException e) {
            System.err.println("ansuz: cannot open the terminal: " + e.getMessage());
            return 1;
        }
    }

    /** The shell over plain streams (a dumb terminal, no colours, no history file): how tests drive it. */
    public static int run(List<Variant> variants, String variant, Engine engine, InputStream in, OutputStream out) {
        try (Terminal terminal = TerminalBuilder.builder().system(false).dumb(true).type(Terminal.TYPE_DUMB)
                .streams(in, out).encoding(StandardCharsets.UTF_8).name("ansuz-test").build()) {
            return new InteractiveShell(terminal, variants, variant, engine, null).loop();
        } catch (IOException e) {
            return 1;
        }
    }

    private int loop() {
        LineReaderBuilder builder = LineReaderBuilder.builder().terminal(terminal).appName("ansuz")
                .completer(new ShellCompleter(session, commands));
        if (history != null) {
            builder.variable(LineReader.HISTORY_FILE, history);
        }
        reader = builder.build();
        console.line("Ansuz " + Version.get() + " — 'help' lists the commands, 'help <command>' explains one");
        if (session.engineSession().variant() != null) {
            ShellBoard.wrap("Playing " + session.engineSession().variant().name() + ": 'play <move>' plays, 'engine "
                    + session.engineSession().variant().info().p2Name().toLowerCase(Locale.ROOT)
                    + "' lets Ansuz answer, 'analyse' thinks, 'new <variant>' switches.", console.width() - 1)
                    .forEach(console::line);
            commands.handle("board");
        } else {
            console.line("No variants are installed.");
        }
        while (true) {
            String line;
            try {
                line = reader.readLine("ansuz> ");
            } catch (UserInterruptException e) {
                continue;
            } catch (EndOfFileException e) {
                break;
            }
            String[] t = line.strip().split("\\s+");
            String cmd = t[0].toLowerCase(Locale.ROOT);
            if (cmd.equals("perft") && t.length > 1) {
                long start = System.nanoTime();
                boolean routes = t.length > 2 && t[2].equalsIgnoreCase("routes");
                stoppable(() -> session.perft(t[1], routes, bar("perft", start)));
            } else if (cmd.equals("bench")) {
                long start = System.nanoTime();
                stoppable(() -> session.bench(t, bar("bench", start)));
            } else if (!commands.handle(line)) {
                break;
            }
        }
        session.close();
        return 0;
    }

    /** Runs a long command (it waits for its end); Ctrl-C stops it instead of ending the shell. */
    private void stoppable(Runnable command) {
        console.onInterrupt(() -> session.engineSession().stop());
        try {
            command.run();
        } finally {
            console.onInterrupt(null);
            console.status(null);
        }
    }

    private Progress bar(String what, long start) {
        return (done, total) -> {
            if (done >= total) {
                console.status(null); // the results follow on clean lines
                return;
            }
            if (total <= 0 || System.nanoTime() - start < 300_000_000L || !console.colour()) {
                return; // short runs need no bar, and a dumb terminal cannot redraw one
            }
            int width = 30;
            int filled = (int) ((long) done * width / total);
            console.status(what + " [" + "#".repeat(filled) + ".".repeat(width - filled) + "] " + done + "/" + total);
        };
    }

    /** The terminal as the commands see it. */
    private final class TerminalConsole implements Console {
        private Terminal.SignalHandler previous;

        private boolean dumb() {
            return Terminal.TYPE_DUMB.equals(terminal.getType()) || Terminal.TYPE_DUMB_COLOR.equals(terminal.getType());
        }

        @Override
        public synchronized void line(String text) {
            clearStatus();
            if (reader != null && reader.isReading()) {
                reader.printAbove(text);
            } else {
                PrintWriter w = terminal.writer();
                w.println(text);
                w.flush();
            }
        }

        /** A capable terminal redraws one line in place; a dumb one (or a pipe) gets each status as a line. */
        @Override
        public synchronized void status(String text) {
            if (text == null) {
                clearStatus();
                return;
            }
            if (dumb()) {
                line("... " + text);
                return;
            }
            PrintWriter w = terminal.writer();
            w.print("\r" + new Paint(true).dim(text) + "\u001b[K");
            w.flush();
            statusShown = text;
        }

        private void clearStatus() {
            if (statusShown != null) {
                statusShown = null;
                PrintWriter w = terminal.writer();
                w.print("\r\u001b[K");
                w.flush();
            }
        }

        @Override
        public int width() {
            int w = terminal.getWidth();
            return w <= 0 ? 80 : w;
        }

        @Override
        public boolean colour() {
            return !dumb();
        }

        @Override
        public String pollLine(long ms) {
            NonBlockingReader in = terminal.reader();
            StringBuilder typed = new StringBuilder();
            long end = System.currentTimeMillis() + ms;
            // no echo while a search runs: typed keys would land in the status line; Enter is what counts
            Attributes saved = dumb() ? null : terminal.enterRawMode();
            try {
                while (true) {
                    long left = end - System.currentTimeMillis();
                    int c = in.read(typed.length() > 0 ? 1000 : Math.max(1, left));
                    if (c == NonBlockingReader.EOF) {
                        return "";
                    }
                    if (c == NonBlockingReader.READ_EXPIRED) {
                        if (typed.length() == 0) {
                            return null;
                        }
                        continue; // the rest of a line being typed
                    }
                    if (c == '\n' || c == '\r') {
                        return typed.toString();
                    }
                    typed.append((char) c);
                }
            } catch (IOException e) {
                return "";
            } finally {
                if (saved != null) {
                    terminal.setAttributes(saved);
                }
            }
        }

        @Override
        public synchronized void onInterrupt(Runnable action) {
            if (action == null) {
                if (previous != null) {
                    terminal.handle(Terminal.Signal.INT, previous);
                    previous = null;
                }
                return;
            }
            Terminal.SignalHandler old = terminal.handle(Terminal.Signal.INT, s -> action.run());
            if (previous == null) {
                previous = old;
            }
        }
    }
}
