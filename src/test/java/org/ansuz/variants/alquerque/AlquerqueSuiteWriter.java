package org.ansuz.variants.alquerque;

import org.ansuz.engine.Perft;
import org.ansuz.engine.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * Writes the perft lines of {@code test-positions/<variant>/*.perft}: each count computed by the fast
 * generator and by {@link AlquerqueReference}, printed only when they agree. Run by hand:
 * {@code mvn -o test -Dtest=AlquerqueSuiteWriter -Dalquerque.suite="variant|fen|depth;..."}.
 */
class AlquerqueSuiteWriter {
    @Test
    @EnabledIfSystemProperty(named = "alquerque.suite", matches = ".+")
    void write() throws Exception {
        for (String item : System.getProperty("alquerque.suite").split(";")) {
            String[] f = item.split("\\|");
            String variant = f[0].trim();
            Position p = AlquerqueCrossCheckTest.variant(variant).newPosition(f[1].trim());
            String fen = p.fen();
            AlquerqueReference ref = new AlquerqueReference(variant);
            StringBuilder line = new StringBuilder(fen);
            for (int d = 1; d <= Integer.parseInt(f[2].trim()); d++) {
                long fast = Perft.count(p, d);
                long slow = AlquerqueCrossCheckTest.referencePerft(ref, fen, d);
                if (fast != slow) {
                    line.append(" ;MISMATCH D").append(d).append(" fast ").append(fast).append(" reference ").append(slow);
                    break;
                }
                line.append(" ;D").append(d).append(' ').append(fast);
            }
            System.out.println("SUITE " + variant + " " + line);
        }
    }
}
