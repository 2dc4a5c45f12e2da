package org.ansuz.variants.thud;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Perft;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The fast generator agrees with the plain {@link ThudReference} on every variant of the family: the same
 * set of resulting positions (one effect, one move, so also the same count) and the same game ends, on
 * seeded random playouts from the start and on seeded random scatterings of pieces, and the same perft.
 */
class ThudCrossCheckTest {
    static final ThudFamily FAMILY = new ThudFamily();

    static ThudVariant variant(String name) {
        return (ThudVariant) FAMILY.variants().stream().filter(v -> v.name().equals(name)).findFirst().orElseThrow();
    }

    /** The fast generator's moves as resulting position text mapped to "the game is over by a capture or the goal". */
    static Map<String, Boolean> fastSuccessors(ThudPosition p) {
        Map<String, Boolean> out = new LinkedHashMap<>();
        MoveList list = new MoveList();
        int n = p.generate(list);
        for (int i = 0; i < n; i++) {
            p.play(list.move(i));
            boolean over = p.rules.isThud() ? p.dwarfs == 0 || p.trolls == 0
                    : p.rockTaken || (p.rock >= 0 && ThudBoard.rank(p.rock) == 14);
            assertThat(out.put(p.fen(), over)).as("two moves reach %s", p.fen()).isNull();
            p.undo();
        }
        return out;
    }

    static void compare(ThudVariant v, ThudPosition p) {
        ThudReference ref = new ThudReference(v.rules, p.fen());
        assertThat(fastSuccessors(p)).as("%s at %s", v.name(), p.fen()).isEqualTo(ref.successors());
        checkNoisy(p);
    }

    /** Quiescence's generator lists the captures of the full one (take-all only where trolls choose subsets). */
    static void checkNoisy(ThudPosition p) {
        MoveList all = new MoveList();
        int n = p.generate(all);
        java.util.Set<Long> expected = new java.util.HashSet<>();
        boolean quiet = false;
        for (int i = 0; i < n; i++) {
            long m = all.move(i);
            if (!p.isNoisy(m)) {
                quiet = true;
            } else if (p.rules.trollCapture() == ThudRules.TrollCapture.ALL || ThudMove.KIND.of(m) != ThudMove.TROLL
                    || Integer.bitCount(ThudMove.MASK.of(m)) == Integer.bitCount(takeAll(p, m))) {
                expected.add(m);
            }
        }
        MoveList noisy = new MoveList();
        int r = p.generateNoisy(noisy);
        java.util.Set<Long> got = new java.util.HashSet<>();
        for (int i = 0; i < noisy.size; i++) {
            got.add(noisy.move(i));
        }
        assertThat(got).as("noisy moves at %s", p.fen()).isEqualTo(expected).hasSize(noisy.size);
        assertThat(r == 0 ? "none" : r > noisy.size ? "quiet too" : "noisy only")
                .as("generateNoisy's answer at %s", p.fen()).isEqualTo(n == 0 ? "none" : quiet ? "quiet too" : "noisy only");
    }

    private static int takeAll(ThudPosition p, long m) {
        int to = ThudMove.TO.of(m);
        int mask = 0;
        for (int d = 0; d < 8; d++) {
            if (p.sq[to + ThudBoard.DIR[d]] == ThudBoard.DWARF) {
                mask |= 1 << d;
            }
        }
        return mask;
    }

    @Test
    void playoutsFromTheStartAgree() {
        playouts(1, 24);
    }

    @Tag("slow")
    @Test
    void longPlayoutsFromTheStartAgree() {
        playouts(6, 150);
    }

    private static void playouts(int games, int plies) {
        for (ThudVariant v : FAMILY.variants().stream().map(ThudVariant.class::cast).toList()) {
            SplittableRandom random = new SplittableRandom(11);
            MoveList list = new MoveList();
            for (int game = 0; game < games; game++) {
                ThudPosition p = (ThudPosition) v.startPosition();
                for (int ply = 0; ply < plies; ply++) {
                    compare(v, p);
                    int n = p.generate(list);
                    if (n == 0) {
                        break;
                    }
                    // prefer captures so that the armies meet
                    long pick = list.move(random.nextInt(n));
                    for (int i = 0; i < n; i++) {
                        if (p.isNoisy(list.move(i)) && random.nextInt(3) == 0) {
                            pick = list.move(i);
                            break;
                        }
                    }
                    p.play(pick);
                }
            }
        }
    }

    @Test
    void scatteredPositionsAgree() throws NotationException {
        for (ThudVariant v : FAMILY.variants().stream().map(ThudVariant.class::cast).toList()) {
            SplittableRandom random = new SplittableRandom(2026);
            for (int i = 0; i < 25; i++) {
                ThudPosition p = (ThudPosition) v.newPosition(scatter(v, random));
                if (new ThudReference(v.rules, p.fen()).overAtSetup()) {
                    continue;
                }
                compare(v, p);
            }
        }
    }

    /** A random position: dwarfs, trolls (and a Rock) strewn over the octagon at a random density. */
    static String scatter(ThudVariant v, SplittableRandom random) {
        char[] cells = new char[165];
        int dwarfs = 4 + random.nextInt(30);
        int trolls = 2 + random.nextInt(10);
        java.util.Arrays.fill(cells, '.');
        int centre = ThudBoard.MAILBOX.cell[ThudBoard.CENTRE];
        if (v.rules.isThud()) {
            cells[centre] = 'X';
        } else {
            cells[random.nextInt(165 - 15) + 15] = 'R'; // never on the goal row (the first five cells)
        }
        // clusters: each piece goes next to a random earlier one half of the time
        for (int k = 0; k < dwarfs + trolls; k++) {
            int c;
            do {
                c = random.nextInt(165);
            } while (cells[c] != '.');
            cells[c] = k < dwarfs ? 'd' : 'T';
        }
        StringBuilder s = new StringBuilder();
        int i = 0;
        for (int y = 14; y >= 0; y--) {
            int width = 15 - 2 * ThudBoard.firstFile(y);
            int empty = 0;
            for (int x = 0; x < width; x++) {
                char c = cells[i++];
                if (c == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    s.append(empty);
                }
                empty = 0;
                s.append(c);
            }
            if (empty > 0) {
                s.append(empty);
            }
            if (y > 0) {
                s.append('/');
            }
        }
        return s.append(random.nextBoolean() ? " d" : " t").toString();
    }

    @Test
    void perftAgreesAtDepthTwoFromScatteredPositions() throws NotationException {
        perft(false);
    }

    @Tag("slow")
    @Test
    void perftAgreesAtDepthTwoFromTheStarts() throws NotationException {
        perft(true);
    }

    private static void perft(boolean starts) throws NotationException {
        for (ThudVariant v : FAMILY.variants().stream().map(ThudVariant.class::cast).toList()) {
            SplittableRandom random = new SplittableRandom(7);
            for (String fen : starts ? new String[] {v.startFen()} : new String[] {scatter(v, random)}) {
                ThudPosition p = (ThudPosition) v.newPosition(fen);
                assertThat(Perft.count(p, 2)).as("%s perft 2 at %s", v.name(), fen)
                        .isEqualTo(new ThudReference(v.rules, fen).perft(2));
            }
        }
    }
}
