package org.ansuz.variants.cyvasse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.junit.jupiter.api.Test;

/**
 * The fast generator against the plain reference: on seeded random games (random setups, then random
 * play) and under every rule switch, both must list exactly the same set of positions one turn can
 * leave, and the fast generator must list each of them once (one effect, one move).
 */
class CyvasseCrossCheckTest {
    /** Moves checked per move type, to make sure the random games exercise every rule. */
    static final long[] SEEN = new long[8];

    static String waterOf(CyvassePosition p) {
        StringBuilder s = new StringBuilder();
        for (int c = 0; c < CyvasseGeometry.CELLS; c++) {
            if (p.water[c]) {
                s.append(CyvasseGeometry.NAME[c]).append(' ');
            }
        }
        return s.toString().trim();
    }

    static CyvasseReference reference(CyvassePosition p) {
        CyvasseRules r = p.rules;
        return CyvasseReference.of(p.fen(), waterOf(p), r.trebuchet() == CyvasseRules.Trebuchet.FISHER,
                r.trebuchet() == CyvasseRules.Trebuchet.MOD_STRICT,
                r.rabbleSecondMove() == CyvasseRules.RabbleSecondMove.FORCED_IF_LEGAL, r.passWhenNoMove());
    }

    static String shortText(String fen) {
        String[] f = fen.split(" ");
        return f[0] + " " + f[1] + " " + f[4];
    }

    /** Checks one position; returns the fast moves. */
    static long[] check(CyvassePosition p) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        long[] moves = java.util.Arrays.copyOf(list.moves, n);
        Set<String> fast = new HashSet<>();
        for (long m : moves) {
            SEEN[CyvassePosition.TYPE.of(m)]++;
            p.play(m);
            assertThat(fast.add(shortText(p.fen()))).as("%s: %s reaches a position another move reaches", p.fen(),
                    m).isTrue();
            p.undo();
        }
        Set<String> ref = reference(p).successors();
        if (!fast.equals(ref)) {
            Set<String> missing = new HashSet<>(ref);
            missing.removeAll(fast);
            Set<String> extra = new HashSet<>(fast);
            extra.removeAll(ref);
            throw new AssertionError("at " + p.fen() + "\n missing " + missing + "\n extra " + extra);
        }
        return moves;
    }

    static void randomGames(Variant v, long seed, int games, int maxPlayPlies, int checkEverySetupPly)
            throws NotationException {
        SplittableRandom random = new SplittableRandom(seed);
        for (int g = 0; g < games; g++) {
            CyvassePosition p = (CyvassePosition) v.startPosition();
            MoveList list = new MoveList();
            int ply = 0;
            while (p.inSetup()) {
                if (ply++ % checkEverySetupPly == 0) {
                    check(p);
                }
                int n = p.generate(list);
                p.play(list.move(random.nextInt(n)));
            }
            for (int i = 0; i < maxPlayPlies; i++) {
                long[] moves = check(p);
                if (moves.length == 0) {
                    break;
                }
                // prefer captures now and then so that games thin out and reach open positions
                long pick = moves[random.nextInt(moves.length)];
                if (random.nextInt(3) == 0) {
                    for (long m : moves) {
                        if (p.isNoisy(m)) {
                            pick = m;
                            break;
                        }
                    }
                }
                p.play(pick);
            }
        }
    }

    @Test
    void fisherRulesAgreeWithTheReference() throws NotationException {
        java.util.Arrays.fill(SEEN, 0);
        randomGames(Variants.registry().find("cyvasse").orElseThrow(), 1, 4, 80, 9);
        for (int type = CyvassePosition.DROP; type <= CyvassePosition.DOUBLE; type++) {
            assertThat(SEEN[type]).as("moves of type %d checked", type).isPositive();
        }
    }

    @Test
    void waterMapsAgreeWithTheReference() throws NotationException {
        for (int map = 1; map <= 4; map++) {
            randomGames(Variants.registry().find("cyvasse-map" + map).orElseThrow(), 10 + map, 1, 50, 13);
        }
    }

    @Test
    void dagazRulesAgreeWithTheReference() throws NotationException {
        randomGames(Variants.registry().find("cyvasse-dagaz").orElseThrow(), 2, 2, 60, 13);
    }

    @Test
    void otherTrebuchetRulesAgreeWithTheReference() throws NotationException {
        for (CyvasseRules.Trebuchet t : List.of(CyvasseRules.Trebuchet.FISHER, CyvasseRules.Trebuchet.MOD_STRICT)) {
            CyvasseRules rules = CyvasseRules.of(r -> {
                r.map = 1;
                r.trebuchet = t;
            });
            CyvasseVariant v = new CyvasseVariant("cyvasse-test", rules, List.of());
            randomGames(v, 3 + t.ordinal(), 2, 60, 27);
        }
    }
}
