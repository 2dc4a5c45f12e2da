package org.ansuz.protocol.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.core.MemberLeftException;
import com.hazelcast.spi.exception.TargetNotMemberException;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.ansuz.protocol.match.GameJob;
import org.ansuz.protocol.match.Match;

/**
 * Plays a match's games on the workers of a cluster. One thread decides everything: each worker gets as
 * many games as it has slots, in index order; a game whose worker leaves (killed, disconnected) goes back
 * to the front of the queue and is played again elsewhere; a worker that refuses a job (no such engine
 * program there, another secret) gets no more. {@link Match#record} counts each index once.
 */
public final class ClusterRunner implements Match.Runner {
    /** A game that failed this many times on workers that stayed is given up (the match stops). */
    static final int MAX_ATTEMPTS = 3;

    private final ClusterOptions options;
    private final List<String> join;
    private final PrintStream out;
    private final String matchId = UUID.randomUUID().toString();

    /** Everything the callbacks of the library tell the scheduling thread. */
    private final BlockingQueue<Runnable> events = new LinkedBlockingQueue<>();
    private final Deque<Integer> pending = new ArrayDeque<>();
    /** index → member playing it. */
    private final Map<Integer, UUID> running = new HashMap<>();
    private final Map<UUID, String> labels = new HashMap<>();
    private final Map<String, Integer> gamesPerWorker = new LinkedHashMap<>();
    private final Set<UUID> refused = new HashSet<>();
    private final Map<Integer, Integer> failures = new HashMap<>();
    private HazelcastInstance member;
    private boolean failed;

    /** @param join the members to contact, {@code HOST:PORT[,...]} */
    public ClusterRunner(ClusterOptions options, String join, PrintStream out) {
        this.options = options;
        this.join = ClusterOptions.members(join);
        this.out = out;
    }

    /** True when a game could not be played anywhere (the match stopped early). */
    public boolean failed() {
        return failed;
    }

    @Override
    public void playAll(Match match) throws InterruptedException {
        for (int i = 0; i < match.total(); i++) {
            if (!match.isDone(i)) {
                pending.add(i);
            }
        }
        if (pending.isEmpty()) {
            return;
        }
        member = ClusterMember.start(options, join, true, 0);
        try {
            member.getCluster().addMembershipListener(new MembershipListener() {
                @Override
                public void memberAdded(MembershipEvent event) {
                    events.add(() -> out.println("cluster: " + ClusterMember.label(event.getMember()) + " joined"));
                }

                @Override
                public void memberRemoved(MembershipEvent event) {
                    events.add(() -> lost(event.getMember().getUuid(), ClusterMember.label(event.getMember())));
                }
            });
            match.setStatus(() -> "cluster: " + status());
            out.println("cluster: coordinator " + ClusterMember.label(member.getCluster().getLocalMember()) + ", "
                    + status());
            schedule(match, member.getExecutorService(ClusterMember.EXECUTOR));
        } finally {
            match.setStatus(null);
            endMatch();
            member.shutdown();
        }
    }

    private void schedule(Match match, IExecutorService executor) throws InterruptedException {
        long lastWaitNote = 0;
        while (!running.isEmpty() || !pending.isEmpty() && !match.stopped() && !failed) {
            if (match.stopped() && match.decision() == null) {
                return; // Ctrl-C or a record file that failed: the games in flight do not count
            }
            if (!match.stopped() && !failed) {
                submit(match, executor);
            }
            if (running.isEmpty() && System.nanoTime() - lastWaitNote > 10_000_000_000L) {
                lastWaitNote = System.nanoTime();
                boolean alone = member.getCluster().getMembers().size() == 1;
                out.println("cluster: waiting for a worker that can play (" + status() + ")" + (alone
                        ? "; no member answered at " + String.join(",", join) + " with this --cluster-name and --secret"
                        : ""));
            }
            Runnable event = events.poll(500, TimeUnit.MILLISECONDS);
            while (event != null) {
                event.run();
                event = events.poll();
            }
        }
    }

    /** Fills every free slot of every worker that has not refused, with the lowest pending indexes. */
    private void submit(Match match, IExecutorService executor) {
        for (Member m : member.getCluster().getMembers()) {
            int free = ClusterMember.slots(m) - inFlight(m.getUuid());
            while (free > 0 && !pending.isEmpty() && !refused.contains(m.getUuid())) {
                int index = pending.poll();
                if (match.isDone(index)) {
                    continue;
                }
                GameJob job = match.job(index);
                UUID id = m.getUuid();
                labels.put(id, ClusterMember.label(m));
                running.put(index, id);
                free--;
                executor.submitToMember(new GameTask(matchId, options.secretDigest(), job), m,
                        new ExecutionCallback<PlayedGame>() {
                            @Override
                            public void onResponse(PlayedGame game) {
                                events.add(() -> played(match, job, id, game));
                            }

                            @Override
                            public void onFailure(Throwable t) {
                                events.add(() -> notPlayed(job.index(), id, t));
                            }
                        });
            }
        }
    }

    private int inFlight(UUID worker) {
        int n = 0;
        for (UUID id : running.values()) {
            n += id.equals(worker) ? 1 : 0;
        }
        return n;
    }

    private void played(Match match, GameJob job, UUID worker, PlayedGame game) {
        if (worker.equals(running.get(job.index()))) {
            running.remove(job.index());
        }
        pending.remove(job.index());
        if (!match.isDone(job.index())) {
            gamesPerWorker.merge(game.worker(), 1, Integer::sum);
        }
        match.record(game.record(job));
    }

    private void notPlayed(int index, UUID worker, Throwable t) {
        if (!worker.equals(running.get(index))) {
            return; // already given to another worker when this one left
        }
        running.remove(index);
        Throwable cause = rootCause(t);
        String who = labels.getOrDefault(worker, worker.toString());
        if (cause instanceof JobRefusedException) {
            if (refused.add(worker)) {
                out.println("cluster: " + cause.getMessage() + "; it gets no more games of this match");
            }
        } else if (!(cause instanceof MemberLeftException || cause instanceof TargetNotMemberException
                || cause instanceof HazelcastInstanceNotActiveException)) {
            int n = failures.merge(index, 1, Integer::sum);
            out.println("cluster: game " + (index + 1) + " failed on " + who + ": " + cause);
            if (n >= MAX_ATTEMPTS) {
                out.println("error: game " + (index + 1) + " failed " + n + " times; the match stops after the "
                        + "games in flight");
                failed = true;
            }
        }
        pending.addFirst(index);
    }

    /** A worker left: its games in flight go back to the front of the queue. */
    private void lost(UUID worker, String label) {
        int back = 0;
        for (Map.Entry<Integer, UUID> e : Map.copyOf(running).entrySet()) {
            if (e.getValue().equals(worker)) {
                running.remove(e.getKey());
                pending.addFirst(e.getKey());
                back++;
            }
        }
        out.println("cluster: " + label + " left" + (back > 0 ? "; its " + back + " game(s) in flight are played "
                + "again elsewhere" : ""));
    }

    private static Throwable rootCause(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null && c.getCause() != c && !(c instanceof JobRefusedException)) {
            c = c.getCause();
        }
        return c;
    }

    /** Members, games in flight and games per worker: the coordinator's progress line. */
    private String status() {
        int workers = 0;
        int slots = 0;
        for (Member m : member.getCluster().getMembers()) {
            if (ClusterMember.slots(m) > 0 && !refused.contains(m.getUuid())) {
                workers++;
                slots += ClusterMember.slots(m);
            }
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%d member(s), %d worker(s) with "
                + "%d slot(s), %d game(s) in flight, %d queued", member.getCluster().getMembers().size(), workers,
                slots, running.size(), pending.size()));
        if (!gamesPerWorker.isEmpty()) {
            sb.append("; games per worker:");
            gamesPerWorker.forEach((w, n) -> sb.append(' ').append(w).append('=').append(n));
        }
        return sb.toString();
    }

    /** The workers' engine processes of this match quit (a worker that misses this keeps them idle). */
    private void endMatch() {
        try {
            member.getExecutorService(ClusterMember.EXECUTOR).executeOnAllMembers(new EndMatchTask(matchId));
        } catch (RuntimeException e) {
            // the cluster is going away as well: the workers' engines end with them
        }
    }
}
