package org.ansuz.variants;

import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;

/**
 * Writes one line of a {@code test-positions/<variant>/*.perft} suite: each count computed by the fast generator
 * and by the family's reference generator ({@link References}), printed only when both agree at every depth.
 * {@code mvn -o -q -Ptools test-compile}, then {@code java -cp target/classes:target/test-classes org.ansuz.variants.ReferencePerftWriter VARIANT DEPTH [FEN]}.
 */
public final class ReferencePerftWriter {
    private ReferencePerftWriter() {
    }

    public static void main(String[] args) throws Exception {
        Variant v = Variants.registry().find(args[0]).orElseThrow(() -> new IllegalArgumentException("no variant " + args[0]));
        ReferenceRules rules = References.of(v).orElseThrow(() -> new IllegalArgumentException(v.name() + " has no reference"));
        int depth = Integer.parseInt(args[1]);
        String fen = v.newPosition(args.length > 2 ? args[2] : v.startFen()).fen();
        String start = rules.positionText(v.newPosition(fen));
        StringBuilder line = new StringBuilder(fen);
        for (int d = 1; d <= depth; d++) {
            long fast = Perft.count(v.newPosition(fen), d);
            long slow = ReferenceRules.perft(rules, start, d);
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
