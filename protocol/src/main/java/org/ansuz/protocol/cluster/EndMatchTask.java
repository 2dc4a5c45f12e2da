package org.ansuz.protocol.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import java.io.Serializable;
import org.ansuz.protocol.match.EnginePool;

/** Sent to every worker when a match ends: its engine processes there quit. */
final class EndMatchTask implements Runnable, Serializable, HazelcastInstanceAware {
    private final String matchId;
    private transient HazelcastInstance member;

    EndMatchTask(String matchId) {
        this.matchId = matchId;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hazelcastInstance) {
        this.member = hazelcastInstance;
    }

    @Override
    public void run() {
        EnginePool pool = GameTask.pools(member).remove(matchId);
        if (pool != null) {
            pool.quitAll();
        }
    }
}
