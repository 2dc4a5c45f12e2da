package org.ansuz.variants.draughts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Variants;

/** Walks a game tree with the fast generator and the reference side by side, comparing every move set. */
final class OrthogonalCrossCheck {
    private OrthogonalCrossCheck() {
    }

    static DraughtsVariant variant(String name) {
        return (DraughtsVariant) Variants.registry().find(name).orElseThrow();
    }

    static DraughtsPosition position(String name, String fen) {
        try {
            return (DraughtsPosition) variant(name).newPosition(fen);
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    /** The fast generator's moves in the reference's terms. */
    static Set<OrthogonalReference.Move> fastMoves(DraughtsPosition pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        Set<OrthogonalReference.Move> out = new HashSet<>();
        for (int i = 0; i < n; i++) {
            out.add(toRef(pos, list.move(i)));
            assertThat(out).as("distinct moves at %s", pos.fen()).hasSize(i + 1);
        }
        return out;
    }

    /** Perft by the reference, asserting at every node that both generators agree. Returns the leaf count. */
    static long walk(OrthogonalReference.Game game, String name, String fen, int depth) {
        DraughtsPosition pos = position(name, fen);
        OrthogonalReference ref = new OrthogonalReference(game, fen);
        return walk(pos, ref, depth);
    }

    private static long walk(DraughtsPosition pos, OrthogonalReference ref, int depth) {
        List<OrthogonalReference.Move> refMoves = ref.moves();
        Set<OrthogonalReference.Move> fast = fastMoves(pos);
        assertThat(fast).as("move set at %s", pos.fen()).isEqualTo(new HashSet<>(refMoves));
        if (depth <= 1) {
            return refMoves.size();
        }
        MoveList list = new MoveList();
        int n = pos.generate(list);
        long[] moves = java.util.Arrays.copyOf(list.moves, n);
        long total = 0;
        for (long m : moves) {
            OrthogonalReference.Move rm = toRef(pos, m);
            char[][] saved = ref.play(rm);
            pos.play(m);
            total += walk(pos, ref, depth - 1);
            pos.undo();
            ref.undo(saved);
        }
        return total;
    }

    static OrthogonalReference.Move toRef(DraughtsPosition pos, long m) {
        DraughtsGeometry g = pos.g;
        long cap = 0;
        for (long b = pos.capturedSet(m); b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            cap |= 1L << (g.y[c] * 8 + g.x[c]);
        }
        int from = DraughtsNotation.from(m);
        int to = DraughtsNotation.to(m);
        return new OrthogonalReference.Move(g.y[from] * 8 + g.x[from], g.y[to] * 8 + g.x[to], cap,
                (m & DraughtsPosition.PROMOTION) != 0);
    }

    /** Random games checked move set by move set; returns how many positions were compared. */
    static int randomGames(OrthogonalReference.Game game, String name, String fen, long seed, int games, int plies) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        int compared = 0;
        for (int i = 0; i < games; i++) {
            DraughtsPosition pos = position(name, fen);
            OrthogonalReference ref = new OrthogonalReference(game, fen);
            for (int p = 0; p < plies; p++) {
                assertSameBoard(pos, ref);
                Set<OrthogonalReference.Move> fast = fastMoves(pos);
                assertThat(fast).as("move set at %s", pos.fen()).isEqualTo(new HashSet<>(ref.moves()));
                compared++;
                if (fast.isEmpty()) {
                    break;
                }
                MoveList list = new MoveList();
                int n = pos.generate(list);
                long m = list.move(random.nextInt(n));
                lastMove = pos.fen() + " " + pos.moveText(m) + " " + toRef(pos, m);
                ref.play(toRef(pos, m));
                pos.play(m);
            }
        }
        return compared;
    }

    static String lastMove = "";

    static void assertSameBoard(DraughtsPosition pos, OrthogonalReference ref) {
        DraughtsGeometry g = pos.g;
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int c = 0; c < g.cells; c++) {
            a.append(pos.symbolAt(c));
            b.append(ref.board[g.y[c]][g.x[c]]);
        }
        assertThat(b.toString()).as("reference board at %s after %s", pos.fen(), lastMove).isEqualTo(a.toString());
    }

    static List<String> texts(DraughtsPosition pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(pos.moveText(list.move(i)));
        }
        return out;
    }
}
