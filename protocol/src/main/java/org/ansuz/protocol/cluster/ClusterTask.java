package org.ansuz.protocol.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import java.io.PrintStream;
import java.io.Serializable;
import java.security.MessageDigest;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * A job as it travels to a worker: it carries the digest of the coordinator's secret, which the worker
 * compares with its own before it runs anything.
 */
abstract class ClusterTask<R> implements Callable<Timed<R>>, Serializable, HazelcastInstanceAware {
    private final byte[] secretDigest;
    private transient HazelcastInstance member;

    ClusterTask(byte[] secretDigest) {
        this.secretDigest = secretDigest.clone();
    }

    @Override
    public final void setHazelcastInstance(HazelcastInstance hazelcastInstance) {
        this.member = hazelcastInstance;
    }

    @Override
    public final Timed<R> call() {
        long start = System.nanoTime();
        String worker = ClusterMember.label(member.getCluster().getLocalMember());
        if (!MessageDigest.isEqual((byte[]) member.getUserContext().get(ClusterMember.SECRET_DIGEST), secretDigest)) {
            throw new JobRefusedException("worker " + worker + " refuses " + what()
                    + ": the job does not carry this cluster's secret");
        }
        R result = run(member, worker);
        long nanos = System.nanoTime() - start;
        if (member.getUserContext().get(ClusterMember.LOG) instanceof PrintStream log) {
            log.printf(Locale.ROOT, "worker: %s done in %.1f s%n", what(), nanos / 1e9);
            log.flush();
        }
        return new Timed<>(result, nanos);
    }

    /** The job in words, for messages ("game 12"). */
    abstract String what();

    /** Does the job on worker {@code worker} (its {@code HOST:PORT}). */
    abstract R run(HazelcastInstance member, String worker);
}
