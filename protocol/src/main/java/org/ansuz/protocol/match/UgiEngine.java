package org.ansuz.protocol.match;

import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.record.Opening;

/**
 * A UGI (or UCI/UAI-style) engine: {@code ugi}/{@code ugiok}, {@code setoption}, {@code isready},
 * {@code position ... moves ...}, {@code go ...} → {@code bestmove}, and {@code query result} at the end.
 */
final class UgiEngine extends EngineProcess {

    UgiEngine(EngineSpec spec) {
        super(spec);
    }

    @Override
    protected void handshake(Variant variant, MoveLimits limits, long deadlineNanos) throws EngineFailure {
        send("ugi");
        for (String line; !(line = waitFor("ugiok", deadlineNanos)).equals("ugiok"); ) {
            if (line.startsWith("id name ")) {
                idName = line.substring(8).trim();
            }
        }
        // The engine's own options first: option.VariantPath=FILE must load a file before its variant is chosen.
        for (Map.Entry<String, String> o : spec().options().entrySet()) {
            send("setoption name " + o.getKey() + " value " + o.getValue());
        }
        send("setoption name UCI_Variant value " + variant.name());
        ready(deadlineNanos);
    }

    @Override
    void newGame(long deadlineNanos) throws EngineFailure {
        send("uginewgame");
        ready(deadlineNanos);
    }

    /** {@code isready} and wait for {@code readyok}. */
    private void ready(long deadlineNanos) throws EngineFailure {
        send("isready");
        while (!waitFor("readyok", deadlineNanos).equals("readyok")) {
            // skip info lines and the like
        }
    }

    @Override
    String move(Opening opening, List<String> moves, int side, MoveLimits limits, long[] clocksMs,
                long deadlineNanos) throws EngineFailure {
        send(positionCommand(opening, moves));
        send(limits.goCommand(clocksMs));
        while (true) {
            String line = waitFor("bestmove", deadlineNanos);
            if (line.equals("bestmove")) {
                return "";
            }
            if (line.startsWith("bestmove ")) {
                return line.split("\\s+")[1]; // possibly (none) or garbage: the referee judges it
            }
        }
    }

    @Override
    String result(Opening opening, List<String> moves, long timeoutMs) {
        try {
            long deadline = System.nanoTime() + timeoutMs * 1_000_000L;
            send(positionCommand(opening, moves));
            send("query result");
            while (true) {
                String line = waitFor("response", deadline);
                if (line.startsWith("response ")) {
                    return line.substring(9).trim();
                }
            }
        } catch (EngineFailure e) {
            return "no answer (" + e.getMessage() + ")";
        }
    }

    private static String positionCommand(Opening opening, List<String> moves) {
        return "position " + opening.rootCommand() + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves));
    }
}
