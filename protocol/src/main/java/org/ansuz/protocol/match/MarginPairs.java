package org.ansuz.protocol.match;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.RunningScore;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.Opening;

/**
 * Scores a game played for points (Thud) as its rules do: the two games of one opening, the sides swapped,
 * are one contest, won by the engine whose margins add up to more points. One side of Thud wins nearly
 * every battle, so battle by battle a match would say little. A pair with a forfeit or an adjudicated game
 * (a game that did not end on points) is scored by its games' results instead: 1, ½ or 0 each, summed.
 */
final class MarginPairs {
    /** The pair's outcome for the pairing's first engine: {@code tallyIndex} 0 a win, 1 a loss, 2 a draw. */
    record Outcome(int tallyIndex, String text) {
    }

    private final Variant variant;
    /** The first game to finish of each pair, by pairing and opening. */
    private final Map<Long, GameRecord> waiting = new HashMap<>();

    MarginPairs(Variant variant) {
        this.variant = variant;
    }

    /** True for a variant played for points (its start keeps a running score) when every opening is played twice. */
    static boolean applies(Variant variant, int gamesPerPairing) {
        return gamesPerPairing % 2 == 0 && !RunningScore.of(variant.startPosition()).isEmpty();
    }

    /**
     * Adds a finished game of pairing {@code pairing}, whose first engine is {@code first}: the pair's
     * outcome once both of its games are in, else null. {@code gameOfPairing} is the game's number within
     * its pairing (0-based); games 2k and 2k+1 play the same opening.
     */
    Outcome add(int pairing, int gameOfPairing, int first, GameRecord game) {
        long key = (long) pairing << 32 | (gameOfPairing / 2);
        GameRecord other = waiting.remove(key);
        if (other == null) {
            waiting.put(key, game);
            return null;
        }
        Integer a = margin(game, first);
        Integer b = margin(other, first);
        String name = game.names()[game.players()[0] == first ? 0 : 1];
        if (a != null && b != null) {
            int sum = a + b;
            return new Outcome(sum > 0 ? 0 : sum < 0 ? 1 : 2,
                    String.format(Locale.ROOT, "Pair of games %d and %d: %s %+d %s in all", Math.min(game.round(),
                            other.round()), Math.max(game.round(), other.round()), name, sum,
                            Math.abs(sum) == 1 ? "point" : "points"));
        }
        double points = game.pointsOf(first) + other.pointsOf(first);
        return new Outcome(points > 1 ? 0 : points < 1 ? 1 : 2,
                String.format(Locale.ROOT, "Pair of games %d and %d: %s %s of 2 (a game did not end on points)",
                        Math.min(game.round(), other.round()), Math.max(game.round(), other.round()), name,
                        points % 1 == 0 ? String.valueOf((int) points) : String.valueOf(points)));
    }

    /**
     * The points by which {@code engine} won (negative: lost) {@code game}, read from its final position,
     * or null when the game did not end on points (a forfeit, an adjudication).
     */
    Integer margin(GameRecord game, int engine) {
        if (game.forfeitSide() >= 0) {
            return null;
        }
        Position end = new Opening(game.opening().rootFen(), game.moves()).position(variant);
        GameResult result = GameResult.of(end);
        if (!result.isOver()) {
            return null;
        }
        int forP1 = end.sideToMove() == 0 ? result.margin() : -result.margin();
        return game.players()[0] == engine ? forP1 : -forP1;
    }
}
