package org.ansuz.protocol.match;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Score;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.record.Opening;

/**
 * Makes opening lines for matches: short random legal move sequences from the start position, kept
 * only when a small search (alpha-beta to {@code depth} plies plus a quiescence over noisy moves) finds
 * the position within {@code maxEval} centi-units of equal, and when its position key is new (a search
 * that generates more than {@value #MOVE_BUDGET} moves is abandoned for the static score). The
 * search is our own few lines rather than the engine's, so the lines do not change when the engine's
 * search is tuned (a refitted evaluation, which scores the positions, can change them).
 */
public final class OpeningGenerator {
    private static final int MAX_QUIESCENCE = 6;
    /**
     * Moves one line's search may generate (a count, not a time, so that the lines do not depend on the
     * machine); a game with thousands of moves per turn (Ordo X) or many noisy moves falls back to the
     * static score.
     */
    private static final long MOVE_BUDGET = 500_000;
    /**
     * Lines tried without finding a single balanced one before the generator gives up: where the start is far
     * from equal by the game's own evaluation (Thud's trolls lead by about 14 points), no --max-eval window near 0
     * is ever met, and trying the whole budget of 500 a line would take hours in a game whose search is slow.
     */
    static final int GIVE_UP = 200;

    /** What {@link #generate} reports after each line tried. */
    @FunctionalInterface
    public interface Progress {
        void tried(int attempts, int found, int closest);
    }

    private final Variant variant;
    private final int plies;
    private final int depth;
    private final int maxEval;
    private final Random random;
    private final MoveList[] lists;
    private int attempts;
    private long generated;
    private int closest = Integer.MAX_VALUE;

    public OpeningGenerator(Variant variant, int plies, int depth, int maxEval, long seed) {
        this.variant = variant;
        this.plies = plies;
        this.depth = depth;
        this.maxEval = maxEval;
        this.random = new Random(seed);
        this.lists = new MoveList[depth + MAX_QUIESCENCE + 2];
        for (int i = 0; i < lists.length; i++) {
            lists[i] = new MoveList();
        }
    }

    /** Up to {@code count} balanced, distinct lines; fewer when the game does not have that many. */
    public List<Opening> generate(int count) {
        return generate(count, (attempts, found, closest) -> { });
    }

    /**
     * As {@link #generate(int)}, telling {@code progress} after each line tried; gives up after {@link #GIVE_UP}
     * lines that found none.
     */
    public List<Opening> generate(int count, Progress progress) {
        List<Opening> lines = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        int maxAttempts = 500 + count * 500;
        MoveList list = new MoveList();
        closest = Integer.MAX_VALUE;
        for (attempts = 0; attempts < maxAttempts && lines.size() < count
                && !(lines.isEmpty() && attempts >= GIVE_UP); attempts++) {
            if (attempts > 0) {
                progress.tried(attempts, lines.size(), closest);
            }
            Position pos = variant.startPosition();
            List<String> moves = new ArrayList<>();
            boolean dead = false;
            for (int p = 0; p < plies; p++) {
                int n = pos.generate(list);
                if (n == 0) {
                    dead = true;
                    break;
                }
                long move = list.move(random.nextInt(n));
                moves.add(pos.moveText(move));
                pos.play(move);
            }
            if (dead || pos.result().isOver() || pos.generate(list) == 0 || seen.contains(pos.key())) {
                continue;
            }
            generated = 0;
            int score = search(pos, depth, -Score.INFINITE, Score.INFINITE, 0);
            if (generated > MOVE_BUDGET) {
                score = pos.evaluate();
            }
            closest = Math.min(closest, Math.abs(score));
            if (Math.abs(score) > maxEval) {
                continue;
            }
            seen.add(pos.key());
            lines.add(new Opening(null, moves));
        }
        return lines;
    }

    /** Lines tried by the last {@link #generate}. */
    public int attempts() {
        return attempts;
    }

    /** The smallest |score| the last {@link #generate} found among the lines it searched ({@code Integer.MAX_VALUE}: none). */
    public int closest() {
        return closest;
    }

    /** Negamax score for the side to move; the sign flips only where the side to move changes. */
    int search(Position pos, int depthLeft, int alpha, int beta, int ply) {
        if (generated > MOVE_BUDGET) {
            return 0;
        }
        GameResult r = pos.result();
        if (r.isOver()) {
            return Score.of(r, ply);
        }
        MoveList list = lists[ply];
        boolean quiescence = depthLeft <= 0;
        int n = quiescence ? pos.generateNoisy(list) : pos.generate(list);
        if (n == 0) {
            return Score.of(pos.noMoveResult(), ply);
        }
        int best = -Score.INFINITE;
        boolean lastPly = ply >= lists.length - 1;
        // Quiescence stands pat only where a quiet move is legal (a compulsory capture must be played),
        // and on its last ply.
        if (quiescence && (list.size < n || lastPly)) {
            best = pos.evaluate();
            if (best >= beta || lastPly) {
                return best;
            }
            alpha = Math.max(alpha, best);
        }
        generated += n;
        int side = pos.sideToMove();
        for (int i = 0; i < list.size; i++) {
            long move = list.move(i);
            pos.play(move);
            int score = pos.sideToMove() == side
                    ? search(pos, depthLeft - 1, alpha, beta, ply + 1)
                    : -search(pos, depthLeft - 1, -beta, -alpha, ply + 1);
            pos.undo();
            if (score > best) {
                best = score;
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }
}
