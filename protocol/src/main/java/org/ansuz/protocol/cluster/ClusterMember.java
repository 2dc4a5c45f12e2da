package org.ansuz.protocol.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/** Starts this process's embedded member: TCP/IP member list only, bound where the options say, quiet. */
final class ClusterMember {
    /** The executor service that runs the game jobs; its pool size on a worker is its slots. */
    static final String EXECUTOR = "ansuz-games";
    /** Member attribute: how many games a worker plays at once (absent on a coordinator). */
    static final String SLOTS = "ansuz.slots";
    /** User-context keys: the secret's digest and the worker's engine pools by match id. */
    static final String SECRET_DIGEST = "ansuz.secretDigest";
    static final String POOLS = "ansuz.pools";
    /** User-context key of a worker: where it tells of each job it did. */
    static final String LOG = "ansuz.log";

    private ClusterMember() {
    }

    /**
     * Starts a member that joins {@code join}. A coordinator is a lite member: it holds no data and plays
     * no game, so losing it loses nothing of the workers'. A worker runs {@code slots} games at once.
     */
    static HazelcastInstance start(ClusterOptions options, List<String> join, boolean coordinator, int slots,
                                   PrintStream log) {
        quiet();
        Config config = new Config();
        config.setClusterName(options.effectiveClusterName());
        config.setLiteMember(coordinator);
        config.setProperty("hazelcast.logging.type", "none");
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.socket.bind.any", "false");
        // A killed worker is noticed within seconds, and its games go elsewhere.
        config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        config.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
        config.setProperty("hazelcast.merge.first.run.delay.seconds", "5");
        config.setProperty("hazelcast.wait.seconds.before.join", "1");
        config.getJetConfig().setEnabled(false);
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(options.port).setPortAutoIncrement(true).setPortCount(100);
        network.getInterfaces().setEnabled(true).addInterface(options.bind);
        network.getRestApiConfig().setEnabled(false);
        JoinConfig joinConfig = network.getJoin();
        joinConfig.getMulticastConfig().setEnabled(false);
        joinConfig.getAutoDetectionConfig().setEnabled(false);
        joinConfig.getTcpIpConfig().setEnabled(true).setMembers(join);
        if (!coordinator) {
            config.getMemberAttributeConfig().setAttribute(SLOTS, Integer.toString(slots));
            config.getExecutorConfig(EXECUTOR).setPoolSize(slots);
        }
        ConcurrentMap<String, Object> context = new ConcurrentHashMap<>();
        context.put(SECRET_DIGEST, options.secretDigest());
        context.put(POOLS, new ConcurrentHashMap<String, Object>());
        if (log != null) {
            context.put(LOG, log);
        }
        config.setUserContext(context);
        return Hazelcast.newHazelcastInstance(config);
    }

    /** The library logs through java.util.logging by default: a user should see our lines, not its pages. */
    private static void quiet() {
        if (System.getProperty("hazelcast.logging.type") == null) {
            System.setProperty("hazelcast.logging.type", "none");
        }
    }

    /** {@code HOST:PORT} of a member, as the progress lines show it. */
    static String label(Member member) {
        return member.getAddress().getHost() + ":" + member.getAddress().getPort();
    }

    /** The slots a member announced, or 0 for a member that plays no game (a coordinator). */
    static int slots(Member member) {
        String s = member.getAttribute(SLOTS);
        try {
            return member.isLiteMember() || s == null ? 0 : Math.max(0, Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
