package org.ansuz.protocol;

import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.toy.MiniDraughts;
import org.ansuz.engine.toy.TicTacToe;
import org.ansuz.protocol.cli.ProtocolLoop;

/** An in-process protocol session over the test variants, fed line by line. */
public final class Transcript {
    public static final TicTacToe TTT = new TicTacToe();
    static final TicTacToe TTT_O = new TicTacToe("tictactoe-o", false, "toy");
    static final MiniDraughts MINI = new MiniDraughts();
    public static final List<Variant> VARIANTS = List.of(TTT, TTT_O, MINI);

    public final ListOutput out = new ListOutput();
    public final Engine engine;
    final ProtocolLoop loop;
    public boolean alive = true;

    public Transcript(String variant) {
        this(variant, new Engine(), null);
    }

    public Transcript(String variant, Engine engine, String forced) {
        this.engine = engine;
        this.loop = new ProtocolLoop(VARIANTS, variant, engine, out, forced);
    }

    /** Sends lines and returns everything printed so far (and clears it). */
    public List<String> send(String... lines) {
        for (String l : lines) {
            alive = loop.handle(l);
        }
        return out.drain();
    }

    /** Sends lines without collecting the output (for asynchronous checks through {@link #out}). */
    public void feed(String... lines) {
        for (String l : lines) {
            alive = loop.handle(l);
        }
    }

    /** Sends one line and returns what it printed synchronously. */
    public List<String> exchange(String line) {
        out.drain();
        return send(line);
    }
}
