package org.ansuz.protocol.cluster;

import java.io.Serializable;
import java.util.List;
import org.ansuz.protocol.match.GameJob;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.Opening;

/**
 * What a worker sends back for a job: the part of the game record the job did not already say.
 */
record PlayedGame(List<String> moves, String result, String termination, int forfeitSide,
                  List<String> disagreements) implements Serializable {

    static PlayedGame of(GameRecord game) {
        return new PlayedGame(List.copyOf(game.moves()), game.result(), game.termination(),
                game.forfeitSide(), List.copyOf(game.disagreements()));
    }

    /** The full record again, with the opening, players and names of {@code job}. */
    GameRecord record(GameJob job) {
        return new GameRecord(job.index() + 1, new Opening(job.rootFen(), job.opening()), job.players(), job.names(),
                moves, result, termination, forfeitSide, disagreements);
    }
}
