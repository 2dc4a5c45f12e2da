package org.ansuz.protocol.tune;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * The samples of recorded games that {@code ansuz tune} and {@code ansuz label} read: every quiet position
 * after the first plies of each game, with the game's result for its side to move. The games are sorted by
 * their moves first, so the same games give the same samples in any order of files or games.
 */
final class GamePositions {
    private GamePositions() {
    }

    /** Told of one sample: its game's id (the hash of its moves), the position and the result for its mover. */
    @FunctionalInterface
    interface Sink {
        void accept(int game, Position position, double result) throws IOException;
    }

    /** How many games gave samples and how many were rejected (no result, or a move that does not parse). */
    record Count(int used, int rejected) {
    }

    /** A variant and its learnt evaluation, as the commands that fit or label it need them. */
    record Tuned(Variant variant, LinearEvaluation eval) {
    }

    /** The variant named {@code name} and its learnt evaluation; a usage error when either is missing. */
    static Tuned tunable(CommandSpec spec, Function<String, Optional<Variant>> variants, String name) {
        Variant variant = variants.apply(name).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "unknown variant: " + name));
        LinearEvaluation eval = evaluation(variant);
        if (eval == null) {
            throw new ParameterException(spec.commandLine(), variant.name() + " has no tunable evaluation");
        }
        return new Tuned(variant, eval);
    }

    /** The learnt evaluation of {@code variant}, or null when it has none. */
    static LinearEvaluation evaluation(Variant variant) {
        return variant instanceof Tunable t ? t.linearEvaluation() : null;
    }

    /** As {@link #read(List)}, a file that cannot be read being a usage error. */
    static List<RecordedGame> read(CommandSpec spec, List<Path> files) {
        try {
            return read(files);
        } catch (IOException e) {
            throw new ParameterException(spec.commandLine(), "cannot read " + org.ansuz.protocol.FileErrors.describe("the games", e));
        }
    }

    /** Every game of {@code files}, sorted by moves, then start position, then result. */
    static List<RecordedGame> read(List<Path> files) throws IOException {
        List<RecordedGame> games = new ArrayList<>();
        for (Path f : files) {
            games.addAll(RecordedGame.read(f));
        }
        games.sort(Comparator.comparing((RecordedGame g) -> String.join(" ", g.moves()))
                .thenComparing(g -> String.valueOf(g.tag("FEN"))).thenComparing(g -> String.valueOf(g.tag("Result"))));
        return games;
    }

    /**
     * {@code games} (sorted by {@link #read}) without repeats: a game with the same moves, start and result as
     * the one before it (two copies of one engine replay a game with the colours swapped move for move).
     */
    static List<RecordedGame> distinct(List<RecordedGame> games) {
        List<RecordedGame> out = new ArrayList<>(games.size());
        RecordedGame last = null;
        for (RecordedGame g : games) {
            if (last == null || !g.moves().equals(last.moves()) || !String.valueOf(g.tag("FEN")).equals(String.valueOf(last.tag("FEN")))
                    || !String.valueOf(g.tag("Result")).equals(String.valueOf(last.tag("Result")))) {
                out.add(g);
            }
            last = g;
        }
        return out;
    }

    /** The id of a game: the hash of its moves, which also decides whether it is held out ({@link #heldOut}). */
    static int id(RecordedGame game) {
        return String.join(" ", game.moves()).hashCode();
    }

    /** Every tenth game (by its id) is held out of the fit to measure the error. */
    static boolean heldOut(int game) {
        return Math.floorMod(game, 10) == 0;
    }

    /**
     * Feeds {@code sink} the quiet positions after {@code skip} plies of each game, in order, each labelled
     * with its game's result for its mover, or where {@code marginScale} is above 0, with its final margin
     * ({@link #marginScore}) for a game that ended on points.
     */
    static Count walk(Variant variant, LinearEvaluation eval, List<RecordedGame> games, int skip, double marginScale,
                      Sink sink) throws IOException {
        int used = 0;
        int rejected = 0;
        for (RecordedGame game : games) {
            try {
                Double p1Score = marginScale > 0 ? marginScore(variant, game, marginScale) : null;
                if (p1Score == null) {
                    p1Score = p1Score(variant, game.tag("Result"));
                }
                if (p1Score == null) {
                    rejected++;
                    continue;
                }
                int id = id(game);
                Position pos = start(variant, game);
                int ply = 0;
                for (String move : game.moves()) {
                    if (ply >= skip && pos.sideToMove() != Position.CHANCE && eval.quiet(pos)) {
                        sink.accept(id, pos, pos.sideToMove() == 0 ? p1Score : 1 - p1Score);
                    }
                    pos.play(pos.parseMove(move));
                    ply++;
                }
                used++;
            } catch (NotationException | RuntimeException e) {
                rejected++;
            }
        }
        return new Count(used, rejected);
    }

    private static Position start(Variant variant, RecordedGame game) throws NotationException {
        return game.tag("FEN") != null ? variant.newPosition(game.tag("FEN")) : variant.startPosition();
    }

    /**
     * For a game that ended on points (Thud), the first player's score from its final margin m as
     * 1/(1 + e^(-m/scale)): a battle won by 30 points says more than one won by 2, and where one side wins
     * nearly every battle the result alone says little. Null for a game that did not end on points.
     */
    static Double marginScore(Variant variant, RecordedGame game, double scale) throws NotationException {
        Position pos = start(variant, game);
        for (String move : game.moves()) {
            pos.play(pos.parseMove(move));
        }
        GameResult end = GameResult.of(pos);
        if (!end.isOver() || end.margin() == 0 && end.kind() != GameResult.Kind.DRAW) {
            return null;
        }
        int forP1 = pos.sideToMove() == 0 ? end.margin() : -end.margin();
        return 1 / (1 + Math.exp(-forP1 / scale));
    }

    /**
     * The first player's score from a {@code Result} tag (from White's side as PDN writes it: {@code 1-0},
     * {@code 0-1}, {@code 1/2-1/2}, and the draughts forms {@code 2-0}, {@code 0-2}, {@code 1-1}), or null.
     */
    static Double p1Score(Variant variant, String result) {
        if (result == null) {
            return null;
        }
        double white = switch (result.strip()) {
            case "1-0", "2-0" -> 1.0;
            case "0-1", "0-2" -> 0.0;
            case "1/2-1/2", "1-1" -> 0.5;
            default -> -1;
        };
        if (white < 0) {
            return null;
        }
        boolean p1IsBlack = "black".equalsIgnoreCase(variant.info().p1Name());
        return p1IsBlack ? 1 - white : white;
    }
}
