package org.ansuz.protocol.cluster;

import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The running worker, apart from its command: picocli builds every command at start-up, and the cluster
 * library is loaded only when this class runs.
 */
final class Worker {
    private Worker() {
    }

    /** Joins the cluster and serves game jobs until the member stops (Ctrl-C); 1 when it cannot start. */
    static int serve(ClusterOptions options, List<String> members, int slots, PrintStream out)
            throws InterruptedException {
        HazelcastInstance member;
        try {
            member = ClusterMember.start(options, members, false, slots, out);
        } catch (RuntimeException e) {
            out.println("error: cannot start the worker on " + options.bind + ": " + e.getMessage());
            return 1;
        }
        CountDownLatch ended = new CountDownLatch(1);
        member.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent event) {
                out.println("worker: " + ClusterMember.label(event.getMember()) + " joined ("
                        + event.getMembers().size() + " members)");
            }

            @Override
            public void memberRemoved(MembershipEvent event) {
                out.println("worker: " + ClusterMember.label(event.getMember()) + " left ("
                        + event.getMembers().size() + " members)");
            }
        });
        member.getLifecycleService().addLifecycleListener(event -> {
            if (!member.getLifecycleService().isRunning()) {
                ended.countDown();
            }
        });
        out.println("worker " + ClusterMember.label(member.getCluster().getLocalMember()) + " in cluster '"
                + options.clusterName + "' with " + slots + " slot(s); " + member.getCluster().getMembers().size()
                + " member(s); Ctrl-C ends it");
        out.flush();
        ended.await();
        return 0;
    }
}
