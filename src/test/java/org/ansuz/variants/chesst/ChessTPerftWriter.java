package org.ansuz.variants.chesst;

import org.ansuz.engine.Perft;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;

/**
 * Derives perft suite lines twice, with the fast generator and the plain reference, and prints a
 * {@code .perft} line only where both agree at every depth: {@code java ... ChessTPerftWriter VARIANT DEPTH FEN}.
 */
public final class ChessTPerftWriter {
    private ChessTPerftWriter() {
    }

    public static void main(String[] args) throws Exception {
        Variant v = Variants.registry().find(args[0]).orElseThrow();
        int depth = Integer.parseInt(args[1]);
        String fen = args.length > 2 ? args[2] : v.startFen();
        ChessTReference ref = ChessTReference.parse(fen, v.name().startsWith("chess-t2"));
        StringBuilder line = new StringBuilder(v.newPosition(fen).fen());
        for (int d = 1; d <= depth; d++) {
            long fast = Perft.count(v.newPosition(fen), d);
            long slow = ref.perft(d);
            if (fast != slow) {
                System.err.println("DISAGREE " + fen + " depth " + d + ": fast " + fast + ", reference " + slow);
                System.exit(1);
            }
            line.append(" ;D").append(d).append(' ').append(fast);
            System.err.println(line);
        }
        System.out.println(line);
    }
}
