package org.ansuz.protocol.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import java.io.Serializable;
import java.security.MessageDigest;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.match.EnginePool;
import org.ansuz.protocol.match.GameJob;

/**
 * A game job as it travels to a worker: the job, the match it belongs to (whose engine processes the
 * worker keeps between games) and the digest of the coordinator's secret, which the worker checks first.
 */
final class GameTask implements Callable<PlayedGame>, Serializable, HazelcastInstanceAware {
    private final String matchId;
    private final byte[] secretDigest;
    private final GameJob job;
    private transient HazelcastInstance member;

    GameTask(String matchId, byte[] secretDigest, GameJob job) {
        this.matchId = matchId;
        this.secretDigest = secretDigest.clone();
        this.job = job;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hazelcastInstance) {
        this.member = hazelcastInstance;
    }

    @Override
    public PlayedGame call() {
        Map<String, Object> context = member.getUserContext();
        String worker = ClusterMember.label(member.getCluster().getLocalMember());
        if (!MessageDigest.isEqual((byte[]) context.get(ClusterMember.SECRET_DIGEST), secretDigest)) {
            throw new JobRefusedException("worker " + worker + " refuses game " + (job.index() + 1)
                    + ": the job does not carry this cluster's secret");
        }
        String missing = job.missingProgram();
        if (missing != null) {
            throw new JobRefusedException("worker " + worker + " cannot play game " + (job.index() + 1) + ": "
                    + missing);
        }
        Variant variant = Variants.registry().find(job.rules().variant()).orElseThrow(() -> new JobRefusedException(
                "worker " + worker + " does not know the variant " + job.rules().variant()));
        EnginePool pool = pools(member).computeIfAbsent(matchId, id -> new EnginePool());
        return PlayedGame.of(job.play(variant, pool), worker);
    }

    @SuppressWarnings("unchecked")
    static Map<String, EnginePool> pools(HazelcastInstance member) {
        return (Map<String, EnginePool>) member.getUserContext().get(ClusterMember.POOLS);
    }
}
