package org.ansuz.protocol.cluster;

import java.io.Serializable;
import java.util.List;
import org.ansuz.protocol.match.GameJob;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.Opening;

/**
 * What a worker sends back for a job: the part of the game record the job did not already say.
 *
 * @param worker the member that played it ({@code HOST:PORT})
 */
record PlayedGame(int index, List<String> moves, String result, String termination, int forfeitSide,
                  List<String> disagreements, String worker) implements Serializable {

    static PlayedGame of(GameRecord game, String worker) {
        return new PlayedGame(game.round() - 1, List.copyOf(game.moves()), game.result(), game.termination(),
                game.forfeitSide(), List.copyOf(game.disagreements()), worker);
    }

    /** The full record again, with the opening, players and names of {@code job}. */
    GameRecord record(GameJob job) {
        return new GameRecord(job.index() + 1, new Opening(job.rootFen(), job.opening()), job.players(), job.names(),
                moves, result, termination, forfeitSide, disagreements);
    }
}
