package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ShippedVariants;
import org.junit.jupiter.api.Test;

/** Garbage in: only NotationException comes out, never another exception. */
class DraughtsFuzzTest {
    private static final String FEN_ALPHABET = "WBKwbkHF:,-.0123456789 abcdefghijx";
    private static final String MOVE_ALPHABET = "0123456789-x:abcdhjk ";

    @Test
    void randomFensAndMovesFailCleanly() {
        SplittableRandom random = new SplittableRandom(99);
        for (Variant v : ShippedVariants.of("draughts")) {
            for (int i = 0; i < 1500; i++) {
                String fen = i % 3 == 0 ? mutate(v.startFen(), random) : garbage(FEN_ALPHABET, random, 30);
                try {
                    Position p = v.newPosition(fen);
                    assertThat(v.newPosition(p.fen()).fen()).isEqualTo(p.fen());
                } catch (NotationException expected) {
                    assertThat(expected.getMessage()).isNotBlank();
                }
            }
            Position start = v.startPosition();
            for (int i = 0; i < 1500; i++) {
                try {
                    start.parseMove(garbage(MOVE_ALPHABET, random, 9));
                } catch (NotationException expected) {
                    assertThat(expected.getMessage()).isNotBlank();
                }
            }
        }
    }

    private static String garbage(String alphabet, SplittableRandom random, int max) {
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(max + 1);
        for (int i = 0; i < n; i++) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    private static String mutate(String fen, SplittableRandom random) {
        StringBuilder sb = new StringBuilder(fen);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits && sb.length() > 0; e++) {
            int at = random.nextInt(sb.length());
            switch (random.nextInt(3)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, FEN_ALPHABET.charAt(random.nextInt(FEN_ALPHABET.length())));
                default -> sb.setCharAt(at, FEN_ALPHABET.charAt(random.nextInt(FEN_ALPHABET.length())));
            }
        }
        return sb.toString();
    }
}
