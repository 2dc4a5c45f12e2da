package org.ansuz.protocol.cluster;

import com.hazelcast.core.HazelcastInstance;
import java.util.Map;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.match.EnginePool;
import org.ansuz.protocol.match.GameJob;

/** A game of a match on a worker, with the engine processes the worker keeps for that match between games. */
final class GameTask extends ClusterTask<PlayedGame> {
    private final String matchId;
    private final GameJob job;

    GameTask(String matchId, byte[] secretDigest, GameJob job) {
        super(secretDigest);
        this.matchId = matchId;
        this.job = job;
    }

    @Override
    String what() {
        return "game " + (job.index() + 1);
    }

    @Override
    PlayedGame run(HazelcastInstance member, String worker) {
        String missing = job.missingProgram();
        if (missing != null) {
            throw new JobRefusedException("worker " + worker + " cannot play " + what() + ": " + missing);
        }
        Variant variant = Variants.registry().find(job.rules().variant()).orElseThrow(() -> new JobRefusedException(
                "worker " + worker + " does not know the variant " + job.rules().variant()));
        EnginePool pool = pools(member).computeIfAbsent(matchId, id -> new EnginePool());
        return PlayedGame.of(job.play(variant, pool));
    }

    @SuppressWarnings("unchecked")
    static Map<String, EnginePool> pools(HazelcastInstance member) {
        return (Map<String, EnginePool>) member.getUserContext().get(ClusterMember.POOLS);
    }
}
