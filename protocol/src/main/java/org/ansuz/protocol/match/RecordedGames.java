package org.ansuz.protocol.match;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.GameText;

/**
 * Reads back the games a match wrote to its record file, so that a restarted match plays only the rest.
 * A game counts when its {@code Round} is an index of the schedule and its moves begin with that index's
 * opening; anything else (another match's games, a damaged record) is left out and reported.
 */
final class RecordedGames {
    private RecordedGames() {
    }

    /** The games of {@code file} that belong to {@code match}, with their schedule's players and names. */
    static List<GameRecord> read(Path file, Variant variant, Match match, List<String> problems) throws IOException {
        List<GameRecord> games = new ArrayList<>();
        if (!Files.isRegularFile(file)) {
            return games;
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        for (String block : text.split("(?m)^(?=\\[Event )")) {
            if (block.isBlank()) {
                continue;
            }
            try {
                GameText game = GameText.read(block, variant,
                        name -> name.equals(variant.name()) ? Optional.of(variant) : Optional.empty(), List.of(variant));
                int index = Integer.parseInt(game.tags().getOrDefault("Round", "0").trim()) - 1;
                if (index < 0 || index >= match.total()) {
                    throw new NotationException("round " + (index + 1) + " is not in this match's schedule");
                }
                GameJob job = match.job(index);
                List<String> moves = game.opening().moves();
                boolean sameRoot = java.util.Objects.equals(job.rootFen(), game.opening().rootFen());
                if (!sameRoot || moves.size() < job.opening().size()
                        || !moves.subList(0, job.opening().size()).equals(job.opening())) {
                    throw new NotationException("round " + (index + 1) + " did not start from its opening");
                }
                List<String> disagreements = new ArrayList<>();
                game.tags().forEach((k, v) -> {
                    if (k.equals("ResultDisagreement")) {
                        disagreements.add(v);
                    }
                });
                games.add(new GameRecord(index + 1, new org.ansuz.protocol.record.Opening(job.rootFen(), job.opening()),
                        job.players(), job.names(), moves, result(game.result(), variant),
                        game.tags().getOrDefault("Termination", "?"), -1, disagreements));
            } catch (NotationException | NumberFormatException e) {
                problems.add(e.getMessage());
            }
        }
        return games;
    }

    /** The record's {@code Result} (White's view, or p1's when the players have other names) → p1win, p2win, draw. */
    private static String result(String token, Variant variant) throws NotationException {
        String p1 = variant.info().p1Name();
        boolean p1IsBlack = p1 != null && p1.equalsIgnoreCase("black");
        switch (token) {
            case "1-0", "2-0":
                return p1IsBlack ? GameRecord.P2_WIN : GameRecord.P1_WIN;
            case "0-1", "0-2":
                return p1IsBlack ? GameRecord.P1_WIN : GameRecord.P2_WIN;
            case "1/2-1/2", "1-1":
                return GameRecord.DRAW;
            default:
                throw new NotationException("a game without a result (" + token + ")");
        }
    }
}
