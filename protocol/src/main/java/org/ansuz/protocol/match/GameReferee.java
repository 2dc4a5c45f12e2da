package org.ansuz.protocol.match;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ansuz.engine.spi.ChanceEvents;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.DebugCommands;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.Opening;

/**
 * Plays one game between two engines (UGI or Hub): keeps the clocks (time measured here, increment added
 * after the move), checks every move with the variant's own rules, decides the result, and asks both
 * engines {@code query result} at the end. An engine that crashes, hangs, or sends an illegal or
 * unparsable move loses and is killed, so that the next game starts it afresh.
 */
public final class GameReferee {
    private final Variant variant;
    private final MoveLimits limits;
    private final int maxPlies;
    private final long graceMs;
    private final long moveTimeoutMs;
    private final long startTimeoutMs;
    private final long timeMarginMs;

    /**
     * @param graceMs        how long past the clock (or {@code movetime}) an engine may stay silent before
     *                       it counts as hung and is killed
     * @param moveTimeoutMs  the same for {@code depth}/{@code nodes} limits, which have no clock
     * @param startTimeoutMs for the handshake and {@code readyok}
     * @param timeMarginMs   how far past its clock a move may arrive without losing (the clock is then
     *                       empty, and the increment follows)
     */
    public GameReferee(Variant variant, MoveLimits limits, int maxPlies, long graceMs, long moveTimeoutMs,
                       long startTimeoutMs, long timeMarginMs) {
        this.variant = variant;
        this.limits = limits;
        this.maxPlies = maxPlies;
        this.graceMs = graceMs;
        this.moveTimeoutMs = moveTimeoutMs;
        this.startTimeoutMs = startTimeoutMs;
        this.timeMarginMs = timeMarginMs;
    }

    /** Plays {@code opening} with {@code engines[0]} as p1 and {@code engines[1]} as p2. */
    public GameRecord play(int round, Opening opening, int[] players, EngineProcess[] engines, String[] names) {
        List<String> moves = new ArrayList<>(opening.moves());
        List<String> disagreements = new ArrayList<>();
        // Both engines get ready first; one that cannot start loses without a move being played.
        boolean[] failed = new boolean[2];
        String[] why = new String[2];
        for (int side = 0; side < 2; side++) {
            try {
                engines[side].start(variant, limits, startTimeoutMs);
                engines[side].newGame(System.nanoTime() + startTimeoutMs * 1_000_000L);
            } catch (EngineFailure e) {
                engines[side].kill();
                failed[side] = true;
                why[side] = e.getMessage();
            }
        }
        if (failed[0] || failed[1]) {
            if (failed[0] && failed[1]) {
                return new GameRecord(round, opening, players, names, moves, GameRecord.DRAW,
                        "both engines failed to start: " + why[0], -1, disagreements);
            }
            int loser = failed[0] ? 0 : 1;
            return forfeit(round, opening, players, names, moves, loser,
                    names[loser] + " failed to start: " + why[loser]);
        }

        Position pos = opening.position(variant);
        SplittableRandom chance = new SplittableRandom(0xC4A2CEL * 31 + round);
        long[] clocks = {limits.baseMs(), limits.baseMs()};
        while (true) {
            GameResult outcome = GameResult.of(pos);
            if (outcome.isOver()) {
                String result = outcome.kind() == GameResult.Kind.DRAW ? GameRecord.DRAW
                        : (outcome.kind() == GameResult.Kind.WIN) == (pos.sideToMove() == 0) ? GameRecord.P1_WIN
                        : GameRecord.P2_WIN;
                String reason = outcome.reason();
                int margin = outcome.margin();
                if (margin != 0) {
                    int points = Math.abs(margin);
                    reason += (reason.isEmpty() ? "" : ", ") + "won by " + points + (points == 1 ? " point" : " points");
                }
                askResult(opening, moves, engines, names, result, disagreements);
                return new GameRecord(round, opening, players, names, moves, result,
                        reason.isEmpty() ? "game over by the rules" : reason, -1, disagreements);
            }
            if (moves.size() >= maxPlies) {
                return new GameRecord(round, opening, players, names, moves, GameRecord.DRAW,
                        "adjudicated draw after " + maxPlies + " plies", -1, disagreements);
            }
            if (pos.sideToMove() == Position.CHANCE) {
                // a chance event (Chess-T's impregnable squares): the referee supplies the outcome
                long event = ChanceEvents.draw(pos, chance);
                moves.add(pos.moveText(event));
                pos.play(event);
                continue;
            }
            int side = pos.sideToMove();
            EngineProcess mover = engines[side];
            String reply;
            long elapsedMs;
            try {
                long limit = limits.hasClock() ? clocks[side] + timeMarginMs
                        : limits.moveTimeMs() > 0 ? limits.moveTimeMs() : moveTimeoutMs;
                long start = System.nanoTime();
                reply = mover.move(opening, moves, side, limits, clocks, start + (limit + graceMs) * 1_000_000L);
                // to the answer's arrival: the runner's own thread may have waited for the CPU since
                long arrived = mover.lastArrivalNanos();
                elapsedMs = ((arrived >= start ? arrived : System.nanoTime()) - start) / 1_000_000L;
            } catch (EngineFailure e) {
                mover.kill();
                String what = e.kind == EngineFailure.Kind.HANG ? names[side] + " hung: " + e.getMessage()
                        : names[side] + " " + e.getMessage();
                return forfeit(round, opening, players, names, moves, side, what);
            }
            if (limits.hasClock()) {
                if (elapsedMs > clocks[side] + timeMarginMs) {
                    return forfeit(round, opening, players, names, moves, side,
                            names[side] + " lost on time (" + elapsedMs + " ms used, " + clocks[side] + " ms left"
                            + (timeMarginMs > 0 ? " + " + timeMarginMs + " ms margin" : "") + ")");
                }
                clocks[side] = Math.max(0, clocks[side] - elapsedMs) + limits.incMs();
            }
            long move;
            try {
                move = pos.parseMove(reply);
            } catch (NotationException | RuntimeException e) {
                mover.kill();
                String said = mover.lastError() == null ? "" : " (it said: " + mover.lastError() + ")";
                return forfeit(round, opening, players, names, moves, side,
                        names[side] + " played an illegal move: " + (reply.isEmpty() ? "(empty)" : reply) + said);
            }
            moves.add(pos.moveText(move));
            pos.play(move);
        }
    }

    private static GameRecord forfeit(int round, Opening opening, int[] players, String[] names,
                                      List<String> moves, int loser, String why) {
        return new GameRecord(round, opening, players, names, moves,
                loser == 0 ? GameRecord.P2_WIN : GameRecord.P1_WIN, why, loser, List.of());
    }

    /**
     * Asks both engines for the result of the final position and notes every answer that differs
     * (a protocol without a result query, Hub, is not asked).
     */
    private void askResult(Opening opening, List<String> moves, EngineProcess[] engines, String[] names,
                           String result, List<String> disagreements) {
        for (int side = 0; side < 2; side++) {
            String answer = engines[side].result(opening, moves, Math.max(2000, graceMs));
            if (answer == null) {
                continue;
            }
            if (answer.startsWith("no answer")) {
                engines[side].kill();
            }
            if (!answer.equals(result)) {
                disagreements.add(names[side] + " says " + answer);
            }
        }
    }
}
