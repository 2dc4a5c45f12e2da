package org.ansuz.variants.magyar;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Position;
import org.junit.jupiter.api.Test;

/** The fast generator against {@link MagyarReference}: the same positions after the same moves, move by move. */
class MagyarCrossCheckTest {
    /** Both turn structures without the draw rules (the reference has no history). */
    static final MagyarVariant TWO_PHASE = new MagyarVariant("magyar-test",
            MagyarRules.of(r -> {
                r.turnLimit = 0;
                r.repetitionDraw = false;
            }));
    static final MagyarVariant SINGLE_PHASE = new MagyarVariant("magyar-single-test",
            MagyarRules.of(r -> {
                r.twoPhase = false;
                r.turnLimit = 0;
                r.repetitionDraw = false;
            }));

    static void agree(Position p, boolean twoPhase) {
        String fen = p.fen();
        Map<String, Set<String>> expected = new HashMap<>();
        for (MagyarReference.Move m : MagyarReference.parse(fen, twoPhase).moves()) {
            expected.computeIfAbsent(m.after(), k -> new TreeSet<>()).add(m.text());
        }
        MoveList list = new MoveList();
        int n = p.generate(list);
        Set<String> reached = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            String text = p.moveText(m);
            p.play(m);
            String after = p.fen();
            p.undo();
            assertThat(p.fen()).isEqualTo(fen);
            assertThat(expected).as("%s after %s", fen, text).containsKey(after);
            assertThat(expected.get(after)).as("%s: text of the move to %s", fen, after).contains(text);
            assertThat(reached.add(after)).as("%s: %s reaches a position twice", fen, text).isTrue();
        }
        assertThat(reached).as(fen).isEqualTo(expected.keySet());
    }

    static void playouts(MagyarVariant v, long seed, int games, int plies) throws NotationException {
        SplittableRandom random = new SplittableRandom(seed);
        MoveList list = new MoveList();
        int captures = 0;
        int tileMoves = 0;
        int ended = 0;
        int outside = 0;
        for (int g = 0; g < games; g++) {
            Position p = v.startPosition();
            for (int ply = 0; ply < plies; ply++) {
                agree(p, v.rules.twoPhase());
                assertThat(v.newPosition(p.fen()).fen()).isEqualTo(p.fen());
                int n = p.generate(list);
                if (n == 0) {
                    ended++;
                    break;
                }
                long m = list.move(random.nextInt(n));
                String text = p.moveText(m);
                captures += p.isNoisy(m) ? 1 : 0;
                tileMoves += text.startsWith("T:") && !text.equals("T:-") ? 1 : 0;
                outside += text.contains(",") ? 1 : 0;
                p.play(m);
            }
        }
        System.out.printf("%s: %d captures, %d tile moves (%d outside the Dagaz window), %d games ended%n", v.name(),
                captures, tileMoves, outside, ended);
        assertThat(captures).isGreaterThan(50);
        assertThat(tileMoves).isGreaterThan(50);
        assertThat(ended).isGreaterThan(3);
    }

    @Test
    void twoPhasePlayoutsAgree() throws NotationException {
        playouts(TWO_PHASE, 14, 16, 160);
    }

    @Test
    void singlePhasePlayoutsAgree() throws NotationException {
        playouts(SINGLE_PHASE, 15, 16, 120);
    }

    @Test
    void perftAgreesOnTheSuitePositions() throws NotationException {
        for (MagyarVariant v : List.of(TWO_PHASE, SINGLE_PHASE)) {
            List<String> fens = v.rules.twoPhase()
                    ? List.of(v.startFen(),
                            "F8:. F7:w G7:w H7:w F6:w G6:w H6:. I6:w F5:. G5:w H5:wr I5:r J5:r H4:r I4:r J4:r H3:rw I3:r "
                                    + "J3:r r stones 4",
                            "F7:w G7:w H7:w E6:. F6:w G6:w H6:w F5:w G5:. H5:r I5:wr J5:r G4:r H4:. I4:r J4:r H3:r I3:rw "
                                    + "J3:r r stones 4")
                    : List.of(v.startFen(), "G8:. F7:w G7:w H7:w F6:w G6:w H6:. F5:w G5:. H5:. I5:wr J5:r G4:r H4:rw "
                            + "I4:r J4:r H3:r I3:rw J3:r r stones 6");
            for (String fen : fens) {
                MagyarReference r = MagyarReference.parse(fen, v.rules.twoPhase());
                assertThat(Perft.count(v.newPosition(fen), 5)).as(fen).isEqualTo(distinctPerft(r, 5));
            }
        }
    }

    /** Perft over distinct results (capture routes to one position counted once), as the engine counts. */
    static long distinctPerft(MagyarReference r, int depth) {
        if (depth == 0) {
            return 1;
        }
        Map<String, Boolean> seen = new HashMap<>();
        long n = 0;
        for (MagyarReference.Move m : r.moves()) {
            if (seen.put(m.after(), true) == null) {
                n += depth == 1 ? 1 : distinctPerft(MagyarReference.parse(m.after(), r.twoPhase), depth - 1);
            }
        }
        return n;
    }
}
