package org.ansuz.variants.cyvasse;

import static org.assertj.core.api.Assertions.assertThat;

import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.HotPathAllocationTest;
import org.junit.jupiter.api.Test;

/** generate, generateNoisy, play, undo, evaluate and result allocate nothing, in setup and in play. */
class CyvasseHotPathTest {

    @Test
    void hotPathsAllocateNothing() throws NotationException {
        for (String variant : new String[] {"cyvasse", "cyvasse-dagaz"}) {
            Variant v = Variants.registry().find(variant).orElseThrow();
            for (String fen : v.benchFens()) { // the setup phase too
                assertThat(HotPathAllocationTest.bytesAllocated(v.newPosition(fen), 30, 30))
                        .as("%s %s: bytes allocated", variant, fen).isLessThan(HotPathAllocationTest.SLACK_BYTES);
            }
        }
    }

    @Test
    void evaluationIsColourSymmetric() throws NotationException {
        Variant v = Variants.registry().find("cyvasse").orElseThrow();
        for (String fen : v.benchFens()) {
            if (fen.contains("setup")) {
                continue;
            }
            Position p = v.newPosition(fen);
            Position mirrored = v.newPosition(mirror(fen));
            assertThat(mirrored.evaluate()).as(fen).isEqualTo(p.evaluate());
        }
    }

    /** The position seen from the other side: the board turned half round, colours and side swapped. */
    static String mirror(String fen) {
        String[] f = fen.split(" ");
        char[] cells = new char[CyvasseGeometry.CELLS];
        int c = 0;
        for (char ch : f[0].replace("/", "").replace("12", "............").replace("11", "...........")
                .replace("10", "..........").toCharArray()) {
            if (Character.isDigit(ch)) {
                for (int i = 0; i < ch - '0'; i++) {
                    cells[c++] = '.';
                }
            } else {
                cells[c++] = ch;
            }
        }
        StringBuilder s = new StringBuilder();
        for (int r = 0; r < CyvasseGeometry.RANKS; r++) {
            s.append(r > 0 ? "/" : "");
            for (int i = CyvasseGeometry.RANK_START[r]; i < CyvasseGeometry.RANK_START[r + 1]; i++) {
                // the half turn maps cell i to cell 87 - i (ranks reversed, files reversed)
                char ch = cells[CyvasseGeometry.CELLS - 1 - i];
                s.append(ch == 'M' ? 'M' : Character.isUpperCase(ch) ? Character.toLowerCase(ch) : Character.toUpperCase(ch));
            }
        }
        String board = s.toString().replaceAll("\\.{12}", "12").replaceAll("\\.{11}", "11").replaceAll("\\.{10}", "10");
        for (int k = 9; k >= 1; k--) {
            board = board.replace(".".repeat(k), Integer.toString(k));
        }
        return board + " " + (f[1].equals("w") ? "b" : "w") + " " + String.join(" ", java.util.Arrays.copyOfRange(f, 2, f.length));
    }
}
