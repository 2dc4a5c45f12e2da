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

/**
 * Runs numbered jobs on the workers of a cluster from a coordinating member. One thread decides
 * everything: each worker gets as many jobs as it has slots, lowest index first; a job whose worker leaves
 * (killed, disconnected) goes back to the front of the queue and runs again elsewhere; a worker that
 * refuses a job (an engine program it lacks, another secret) gets no more. The {@link Jobs} count each
 * index once, whatever arrives twice.
 */
final class JobScheduler<R> {
    /** A job that failed this many times on workers that stayed is given up (the run stops). */
    static final int MAX_ATTEMPTS = 3;

    /** What the scheduler runs and where the results go. */
    interface Jobs<R> {
        int total();

        /** Already done (here, or found in the output of an earlier run). */
        boolean isDone(int index);

        /** No more jobs should start; the jobs in flight are still waited for. */
        boolean stopped();

        /** The jobs in flight are not wanted either (Ctrl-C). */
        boolean abandoned();

        ClusterTask<R> task(int index);

        /** The result of job {@code index}, run by {@code worker}. */
        void done(int index, R result, String worker);
    }

    private final ClusterOptions options;
    private final List<String> join;
    private final PrintStream out;

    /** Everything the callbacks of the library tell the scheduling thread. */
    private final BlockingQueue<Runnable> events = new LinkedBlockingQueue<>();
    private final Deque<Integer> pending = new ArrayDeque<>();
    /** index → member running it. */
    private final Map<Integer, UUID> running = new HashMap<>();
    private final Map<UUID, String> labels = new HashMap<>();
    private final Map<String, Integer> donePerWorker = new LinkedHashMap<>();
    private final Set<UUID> refused = new HashSet<>();
    private final Map<Integer, Integer> failures = new HashMap<>();
    /** index → when it was submitted ({@link System#nanoTime()}). */
    private final Map<Integer, Long> submitted = new HashMap<>();
    /** Jobs done, and the sum of their round trips minus their time on the worker. */
    private int timedJobs;
    private long overheadNanos;
    private HazelcastInstance member;
    private boolean failed;

    JobScheduler(ClusterOptions options, List<String> join, PrintStream out) {
        this.options = options;
        this.join = join;
        this.out = out;
    }

    /** True when a job could not be run anywhere (the run stopped early). */
    boolean failed() {
        return failed;
    }

    /** Joins the cluster, runs every job not done, leaves; {@code finish} runs on every member at the end. */
    void run(Jobs<R> jobs, Runnable finish) throws InterruptedException {
        for (int i = 0; i < jobs.total(); i++) {
            if (!jobs.isDone(i)) {
                pending.add(i);
            }
        }
        if (pending.isEmpty()) {
            return;
        }
        member = ClusterMember.start(options, join, true, 0, null);
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
            out.println("cluster: coordinator " + ClusterMember.label(member.getCluster().getLocalMember()) + ", "
                    + status());
            out.flush();
            loop(jobs, member.getExecutorService(ClusterMember.EXECUTOR));
            if (timedJobs > 0) {
                out.printf(Locale.ROOT, "cluster: %d job(s); scheduling overhead %.1f ms per job (round trip minus "
                        + "time on the worker)%n", timedJobs, overheadNanos / 1e6 / timedJobs);
            }
        } finally {
            try {
                member.getExecutorService(ClusterMember.EXECUTOR).executeOnAllMembers(finish);
            } catch (RuntimeException e) {
                // the cluster is going away as well: the workers' engines end with them
            }
            member.shutdown();
        }
    }

    private void loop(Jobs<R> jobs, IExecutorService executor) throws InterruptedException {
        long lastWaitNote = 0;
        while (!running.isEmpty() || !pending.isEmpty() && !jobs.stopped() && !failed) {
            if (jobs.abandoned()) {
                return;
            }
            if (!jobs.stopped() && !failed) {
                submit(jobs, executor);
            }
            if (running.isEmpty() && System.nanoTime() - lastWaitNote > 10_000_000_000L) {
                lastWaitNote = System.nanoTime();
                boolean alone = member.getCluster().getMembers().size() == 1;
                out.println("cluster: waiting for a worker that can take a job (" + status() + ")" + (alone
                        ? "; no member answered at " + String.join(",", join) + " with this --cluster-name and --secret"
                        : ""));
                out.flush();
            }
            Runnable event = events.poll(500, TimeUnit.MILLISECONDS);
            while (event != null) {
                event.run();
                event = events.poll();
            }
        }
    }

    /** Fills every free slot of every worker that has not refused, with the lowest pending indexes. */
    private void submit(Jobs<R> jobs, IExecutorService executor) {
        for (Member m : member.getCluster().getMembers()) {
            int free = ClusterMember.slots(m) - inFlight(m.getUuid());
            while (free > 0 && !pending.isEmpty() && !refused.contains(m.getUuid())) {
                int index = pending.poll();
                if (jobs.isDone(index)) {
                    continue;
                }
                UUID id = m.getUuid();
                labels.put(id, ClusterMember.label(m));
                running.put(index, id);
                free--;
                submitted.put(index, System.nanoTime());
                executor.submitToMember(jobs.task(index), m, new ExecutionCallback<Timed<R>>() {
                    @Override
                    public void onResponse(Timed<R> result) {
                        long arrived = System.nanoTime();
                        events.add(() -> succeeded(jobs, index, id, result, arrived));
                    }

                    @Override
                    public void onFailure(Throwable t) {
                        events.add(() -> notDone(index, id, t));
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

    private void succeeded(Jobs<R> jobs, int index, UUID worker, Timed<R> result, long arrived) {
        if (worker.equals(running.get(index))) {
            running.remove(index);
            timedJobs++;
            overheadNanos += arrived - submitted.get(index) - result.workerNanos();
        }
        pending.remove(index);
        String label = labels.getOrDefault(worker, worker.toString());
        if (!jobs.isDone(index)) {
            donePerWorker.merge(label, 1, Integer::sum);
        }
        jobs.done(index, result.result(), label);
    }

    private void notDone(int index, UUID worker, Throwable t) {
        if (!worker.equals(running.get(index))) {
            return; // already given to another worker when this one left
        }
        running.remove(index);
        Throwable cause = rootCause(t);
        String who = labels.getOrDefault(worker, worker.toString());
        if (cause instanceof JobRefusedException) {
            if (refused.add(worker)) {
                out.println("cluster: " + cause.getMessage() + "; it gets no more jobs of this run");
            }
        } else if (cause instanceof MemberLeftException || cause instanceof TargetNotMemberException
                || cause instanceof HazelcastInstanceNotActiveException) {
            out.println("cluster: job " + (index + 1) + " was on " + who + ", which left; it runs again elsewhere");
        } else {
            int n = failures.merge(index, 1, Integer::sum);
            out.println("cluster: job " + (index + 1) + " failed on " + who + ": " + cause);
            if (n >= MAX_ATTEMPTS) {
                out.println("error: job " + (index + 1) + " failed " + n + " times; the run stops after the "
                        + "jobs in flight");
                failed = true;
            }
        }
        pending.addFirst(index);
    }

    /** A worker left: its jobs in flight go back to the front of the queue. */
    private void lost(UUID worker, String label) {
        int back = 0;
        for (Map.Entry<Integer, UUID> e : Map.copyOf(running).entrySet()) {
            if (e.getValue().equals(worker)) {
                running.remove(e.getKey());
                pending.addFirst(e.getKey());
                back++;
            }
        }
        out.println("cluster: " + label + " left" + (back > 0 ? "; its " + back + " job(s) in flight run "
                + "again elsewhere" : ""));
    }

    private static Throwable rootCause(Throwable t) {
        Throwable c = t;
        while (c.getCause() != null && c.getCause() != c && !(c instanceof JobRefusedException)) {
            c = c.getCause();
        }
        return c;
    }

    /** Members, jobs in flight and jobs done per worker: the coordinator's progress line. */
    String status() {
        int workers = 0;
        int slots = 0;
        for (Member m : member.getCluster().getMembers()) {
            if (ClusterMember.slots(m) > 0 && !refused.contains(m.getUuid())) {
                workers++;
                slots += ClusterMember.slots(m);
            }
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%d member(s), %d worker(s) with %d slot(s), "
                + "%d in flight, %d queued", member.getCluster().getMembers().size(), workers, slots, running.size(),
                pending.size()));
        if (!donePerWorker.isEmpty()) {
            sb.append("; done per worker:");
            donePerWorker.forEach((w, n) -> sb.append(' ').append(w).append('=').append(n));
        }
        return sb.toString();
    }
}
