package org.ansuz.protocol.match;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.spi.HubNotation;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.PdnGameType;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.HubLine;
import org.ansuz.protocol.record.Opening;

/**
 * A draughts engine that speaks Scan's Hub protocol ({@code proto=hub}), in either dialect; the reply to
 * {@code hub} tells which.
 * <ul>
 * <li>The first (Scan 2.0): {@code hub} → {@code name ...}, {@code author ...}, {@code wait}; options as
 * {@code set NAME VALUE}; {@code init} → {@code ready}; per move {@code pos <w|b + 50 squares>}, one
 * {@code move <m>} per move played since (so the engine sees repetitions), then {@code level <moves> <ms> <inc ms>},
 * {@code time <ms>} or {@code depth <n>}, and {@code go} → {@code move <m> [<ponder>]}. International only.</li>
 * <li>The second (Scan 3.x, pydraughts, Ansuz's own {@code hub}): {@code hub} → {@code id name=...},
 * {@code param ...}, {@code wait}; {@code set-param name=... value=...} for the variant and the options;
 * {@code init} → {@code ready}; per move {@code pos pos=<W|B + squares> moves="..."}, {@code level ...}
 * (seconds) and {@code go think} → {@code done move=<m> [ponder=<m>]}.</li>
 * </ul>
 * Hub engines add the increment before the move, the runner after it: the level says
 * {@code time + inc = } the clock left, so the engine never plans past it. Moves are sent in Hub form
 * ({@code from x to x captured...}). Hub has no result query: the referee's result stands alone.
 */
final class HubEngine extends EngineProcess {
    /** The variant names Hub engines use for Ansuz's (Scan 3.x and lidraughts call international "normal"). */
    private static final Map<String, String> HUB_NAMES = Map.of("international", "normal");

    private boolean firstDialect;
    private Variant variant;
    private String lastError;

    HubEngine(EngineSpec spec) {
        super(spec);
    }

    /** True when the engine answered {@code hub} in Scan 2.0's dialect (known after {@link #start}). */
    boolean firstDialect() {
        return firstDialect;
    }

    @Override
    protected void handshake(Variant game, MoveLimits limits, long deadlineNanos) throws EngineFailure {
        if (!(game instanceof PdnGameType) || !(game.startPosition() instanceof HubNotation)) {
            throw new EngineFailure(EngineFailure.Kind.CRASH, "proto=hub plays draughts only, not " + game.name());
        }
        variant = game;
        send("hub");
        firstDialect = false;
        String name = null;
        String version = null;
        List<String> variants = null;
        for (String line; !(line = waitFor("wait", deadlineNanos)).equals("wait"); ) {
            if (line.startsWith("name ")) {
                firstDialect = true;
                name = line.substring(5).trim();
                continue;
            }
            List<String[]> args = parse(line);
            if (args.isEmpty()) {
                continue;
            }
            String what = args.get(0)[0];
            if (what.equals("id")) {
                name = arg(args, "name");
                version = arg(args, "version");
            } else if (what.equals("param") && "variant".equals(arg(args, "name"))) {
                String values = arg(args, "values");
                variants = values == null ? List.of() : List.of(values.trim().split("\\s+"));
            }
        }
        if (name != null && !name.isBlank()) {
            idName = version == null || version.isBlank() ? name : name + " " + version;
        }
        if (firstDialect) {
            if (!game.name().equals("international")) {
                throw new EngineFailure(EngineFailure.Kind.CRASH,
                        "the first Hub dialect (Scan 2.0) plays international draughts only, not " + game.name());
            }
            if (limits.nodes() > 0) {
                throw new EngineFailure(EngineFailure.Kind.CRASH, "the first Hub dialect has no node limit");
            }
            for (Map.Entry<String, String> o : spec().options().entrySet()) {
                send("set " + o.getKey() + " " + o.getValue());
            }
        } else {
            String value = variantValue(game, variants);
            if (value == null) {
                throw new EngineFailure(EngineFailure.Kind.CRASH, "the engine plays none of "
                        + game.name() + "'s names (its variants: " + String.join(" ", variants) + ")");
            }
            if (variants != null) {
                send("set-param name=variant value=" + quoted(value));
            }
            for (Map.Entry<String, String> o : spec().options().entrySet()) {
                send("set-param name=" + quoted(o.getKey()) + " value=" + quoted(o.getValue()));
            }
        }
        send("init");
        while (!waitFor("ready", deadlineNanos).equals("ready")) {
            // skip whatever the engine says while it loads its data
        }
    }

    /**
     * The engine's name for {@code game} among the variants it offers: Ansuz's name, an alias, or
     * Hub's own ({@code normal}); with no variant parameter, an engine plays international only.
     */
    static String variantValue(Variant game, List<String> offered) {
        if (offered == null) {
            return game.name().equals("international") ? game.name() : null;
        }
        List<String> names = new ArrayList<>();
        names.add(game.name());
        names.addAll(game.aliases());
        if (HUB_NAMES.containsKey(game.name())) {
            names.add(HUB_NAMES.get(game.name()));
        }
        for (String n : names) {
            if (offered.contains(n)) {
                return n;
            }
        }
        return null;
    }

    @Override
    void newGame(long deadlineNanos) throws EngineFailure {
        send(firstDialect ? "new" : "new-game");
        send("ping");
        while (!waitFor("pong", deadlineNanos).equals("pong")) {
            // skip info lines and the like
        }
    }

    @Override
    String move(Opening opening, List<String> moves, int side, MoveLimits limits, long[] clocksMs,
                long deadlineNanos) throws EngineFailure {
        Position pos;
        List<String> hubMoves = new ArrayList<>();
        try {
            pos = opening.rootPosition(variant);
            String root = posText((HubNotation) pos, firstDialect);
            for (String m : moves) {
                long move = pos.parseMove(m);
                hubMoves.add(((HubNotation) pos).hubMoveText(move));
                pos.play(move);
            }
            lastError = null;
            if (firstDialect) {
                send("pos " + root);
                for (String m : hubMoves) {
                    send("move " + m);
                }
            } else {
                send("pos pos=" + root + (hubMoves.isEmpty() ? "" : " moves=\"" + String.join(" ", hubMoves) + "\""));
            }
        } catch (NotationException e) {
            throw new IllegalStateException("the referee checked every move: " + e.getMessage(), e);
        }
        for (String line : levelLines(limits, clocksMs[side])) {
            send(line);
        }
        send(firstDialect ? "go" : "go think");
        String reply = firstDialect ? "move" : "done";
        while (true) {
            String line = waitFor(reply, deadlineNanos);
            if (line.startsWith("error")) {
                lastError = line;
                continue;
            }
            if (firstDialect && (line.equals("move") || line.startsWith("move "))) {
                String[] words = line.split("\\s+");
                return words.length > 1 ? words[1] : "";
            }
            if (!firstDialect && (line.equals("done") || line.startsWith("done "))) {
                String move = arg(parse(line), "move");
                return move == null ? "" : move;
            }
        }
    }

    /** What sets the limits of one move, after the position (the first dialect's {@code pos} resets them). */
    List<String> levelLines(MoveLimits limits, long clockMs) {
        if (limits.hasClock()) {
            long inc = Math.min(limits.incMs(), Math.max(0, clockMs));
            long time = Math.max(0, clockMs - inc);
            return List.of(firstDialect ? "level 0 " + time + " " + inc
                    : "level time=" + seconds(time) + " inc=" + seconds(inc));
        }
        List<String> lines = new ArrayList<>();
        if (firstDialect) {
            if (limits.moveTimeMs() > 0) {
                lines.add("time " + limits.moveTimeMs());
            }
            if (limits.depth() > 0) {
                lines.add("depth " + limits.depth());
            }
            return lines;
        }
        StringBuilder level = new StringBuilder("level");
        if (limits.moveTimeMs() > 0) {
            level.append(" move-time=").append(seconds(limits.moveTimeMs()));
        }
        if (limits.depth() > 0) {
            level.append(" depth=").append(limits.depth());
        }
        if (limits.nodes() > 0) {
            level.append(" nodes=").append(limits.nodes());
        }
        lines.add(level.toString());
        return lines;
    }

    private static String seconds(long ms) {
        return String.format(Locale.ROOT, "%.3f", ms / 1000.0);
    }

    @Override
    String result(Opening opening, List<String> moves, long timeoutMs) {
        return null;
    }

    @Override
    String lastError() {
        return lastError;
    }

    /** The Hub position text, its side to move in lower case for the first dialect. */
    static String posText(HubNotation pos, boolean lowerCaseSide) {
        String text = pos.hubPosition();
        return lowerCaseSide ? Character.toLowerCase(text.charAt(0)) + text.substring(1) : text;
    }

    private static String quoted(String value) {
        return value.isEmpty() || value.matches(".*[\\s=\"].*") ? "\"" + value.replace("\"", "'") + "\"" : value;
    }

    private static List<String[]> parse(String line) {
        try {
            return HubLine.parse(line);
        } catch (IllegalArgumentException e) {
            return List.of(); // a broken quote: nothing the runner can use
        }
    }

    private static String arg(List<String[]> args, String name) {
        for (int i = 1; i < args.size(); i++) {
            if (args.get(i)[0].equals(name)) {
                return args.get(i)[1];
            }
        }
        return null;
    }
}
