package org.ansuz.protocol.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import org.ansuz.engine.Engine;
import org.ansuz.engine.EngineSession;
import org.ansuz.engine.Option;
import org.ansuz.engine.Variants;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.DebugLog;
import org.ansuz.protocol.Dialect;
import org.ansuz.protocol.DialectSession;
import org.ansuz.protocol.LineInput;
import org.ansuz.protocol.Output;
import org.ansuz.protocol.VariantFile;
import org.ansuz.protocol.Words;
import org.ansuz.protocol.cecp.CecpSession;
import org.ansuz.protocol.hub.HubSession;
import org.ansuz.protocol.ugi.UgiSession;

/**
 * Protocol mode: reads commands line by line and hands them to the dialect in use. The first
 * handshake word picks it ({@code ugi}, {@code uci}, {@code uai}, or a word of {@link #DIALECTS})
 * unless {@code --protocol} forced one; lines before any handshake go to the UGI command table.
 * This thread only reads and dispatches; searches run on the engine's threads, so {@code isready}
 * and {@code ping} are answered while a search runs. End of input means {@code quit}.
 */
public final class ProtocolLoop {
    /** The dialects besides UGI/UCI/UAI, by handshake word: one line per dialect. */
    private static final Map<String, BiFunction<EngineSession, Output, DialectSession>> DIALECTS = Map.of(
            "hub", HubSession::new, "xboard", CecpSession::new);

    private final EngineSession session;
    private final DebugLog out;
    private final UgiSession ugi;
    private DialectSession current;
    private boolean chosen;

    /** @param forced {@code ugi}, {@code uci}, {@code uai}, {@code hub}, or {@code null} to let the first command decide */
    public ProtocolLoop(List<Variant> variants, String defaultVariant, Engine engine, Output out, String forced) {
        this(new EngineSession(variants, defaultVariant, engine), out, forced);
    }

    public ProtocolLoop(EngineSession session, Output out, String forced) {
        this.session = session;
        this.out = new DebugLog(out);
        session.options().add(Option.string("Debug Log File", "").onChange(o -> {
            if (!this.out.open(o.value())) {
                throw new IllegalArgumentException("bad value for Debug Log File: cannot write " + o.value());
            }
        }));
        session.options().add(Option.string("VariantPath", "").onChange(o -> loadVariants(o.value())).hub("variant-path"));
        session.options().add(Option.string("EGDB Path", "")
                .onChange(o -> EndgameFiles.install(o.value(), Variants.registry().all())).hub("egdb-path"));
        this.ugi = new UgiSession(session, this.out);
        this.current = ugi;
        if (forced != null) {
            choose(forced.toLowerCase(Locale.ROOT));
        }
    }

    /**
     * {@code VariantPath}: installs the variants file's variants (docs/variants-file.md), or, when it has
     * problems, reports each on its own line and refuses the value (nothing changes). Empty: the built-ins only.
     */
    private void loadVariants(String file) {
        if (file.isEmpty()) {
            Variants.install(List.of());
        } else {
            VariantsFormat.Result r = VariantFile.install(Path.of(file));
            if (!r.ok()) {
                for (VariantsFormat.Problem p : r.problems()) {
                    current.error(p.toString());
                }
                throw new IllegalArgumentException("VariantPath: " + file + " has " + r.problems().size()
                        + (r.problems().size() == 1 ? " problem" : " problems") + "; nothing is loaded");
            }
        }
        session.installVariants(Variants.registry().all());
    }

    /** The engine side: variant, position, options, search. */
    public EngineSession engineSession() {
        return session;
    }

    /** The handshake words this loop understands. */
    public static boolean isDialect(String word) {
        return Dialect.fromToken(word) != null || DIALECTS.containsKey(word.toLowerCase(Locale.ROOT));
    }

    private void choose(String word) {
        chosen = true;
        var factory = DIALECTS.get(word);
        if (factory != null) {
            current = factory.apply(session, out);
        } else if (Dialect.fromToken(word) != null) {
            ugi.setDialect(Dialect.fromToken(word));
        }
    }

    /** {@code --log FILE}: every line in and out from now on, with timestamps; {@code false} when it cannot be written. */
    public boolean logTo(String path) {
        return out.openCommandLineLog(path);
    }

    /**
     * Reads until {@code quit}, end of input or a closed output. Lines are bounded
     * ({@link LineInput#MAX_LINE}: a longer one gets one error and is skipped). At the end of input a
     * running perft or bench is finished first, then it is {@code quit}.
     */
    public void run(Reader input) {
        LineInput in = new LineInput(input);
        try {
            String line;
            while ((line = in.next()) != null) {
                if (line == LineInput.TOO_LONG) {
                    out.input("<a line longer than " + LineInput.MAX_LINE + " characters, skipped>");
                    current.error("line longer than " + LineInput.MAX_LINE + " characters skipped");
                } else if (!accept(line) || out.isClosed()) {
                    return;
                }
            }
        } catch (IOException e) {
            // an unreadable input is the end of input
        }
        session.awaitTask();
        handle("quit");
    }

    /**
     * One line, completely: a {@code perft} or {@code bench} it starts has ended when this returns
     * (in-process callers; {@link #run} reads on while they run). {@code false} when the session has ended.
     */
    public boolean handle(String line) {
        boolean alive = accept(line);
        session.awaitTask();
        return alive;
    }

    /** One line as the reader takes it (a byte-order mark before it is ignored); {@code false} when the session has ended. */
    public boolean accept(String rawLine) {
        String line = !rawLine.isEmpty() && rawLine.charAt(0) == '\uFEFF' ? rawLine.substring(1) : rawLine;
        out.input(line.replace("\r", "").strip());
        if (!chosen) {
            String first = new Words(line).next();
            if (first != null && isDialect(first)) {
                choose(first.toLowerCase(Locale.ROOT));
            }
        }
        boolean alive = current.handle(line);
        if (!alive) {
            out.closeLog();
        }
        return alive;
    }
}
