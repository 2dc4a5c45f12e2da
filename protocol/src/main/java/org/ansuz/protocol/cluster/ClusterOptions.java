package org.ansuz.protocol.cluster;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * Where a member binds and whom it joins ({@code --bind}, {@code --port}, {@code --cluster-name},
 * {@code --secret}); {@code ansuz worker} and the coordinators share them. Loading this class loads no
 * part of the cluster library.
 */
public final class ClusterOptions {
    /** Environment variable read when {@code --secret} is not given (keeps it out of {@code ps}). */
    public static final String SECRET_VARIABLE = "ANSUZ_CLUSTER_SECRET";

    @Option(names = "--cluster-name", paramLabel = "NAME", defaultValue = "ansuz",
            description = "Members join only a cluster of the same name (default ${DEFAULT-VALUE}).")
    String clusterName = "ansuz";

    @Option(names = "--secret", paramLabel = "S",
            description = "Shared secret: only members with the same one join, and a worker plays only jobs "
                    + "that carry it (default: $" + SECRET_VARIABLE + ", else none).")
    String secret;

    @Option(names = "--bind", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
            description = "The address this member binds and accepts on (default ${DEFAULT-VALUE}: this machine "
                    + "only). Never an address reachable from the internet.")
    String bind = "127.0.0.1";

    @Option(names = "--port", defaultValue = "5701",
            description = "First port to try; the next free one up to +100 is taken (default ${DEFAULT-VALUE}).")
    int port = 5701;

    /** The secret given, else the environment's, else the empty string. */
    String secret() {
        if (secret != null) {
            return secret;
        }
        String env = System.getenv(SECRET_VARIABLE);
        return env == null ? "" : env;
    }

    /** SHA-256 of the secret: what a job carries and a worker compares (the secret itself never travels). */
    byte[] secretDigest() {
        try {
            return MessageDigest.getInstance("SHA-256").digest(("ansuz-cluster:" + secret())
                    .getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /**
     * The name the members compare when one joins: the chosen name plus a digest of the secret, so a member
     * without the secret is refused at the door.
     */
    String effectiveClusterName() {
        return secret().isEmpty() ? clusterName
                : clusterName + "-" + HexFormat.of().formatHex(secretDigest(), 0, 8);
    }

    /** {@code HOST:PORT[,HOST:PORT...]} → the member list; a missing port is 5701. */
    static List<String> members(String list) {
        List<String> members = new ArrayList<>();
        for (String m : list.split(",")) {
            String t = m.trim();
            if (t.isEmpty()) {
                continue;
            }
            int colon = t.lastIndexOf(':');
            if (colon < 0) {
                t = t + ":5701";
            } else {
                String p = t.substring(colon + 1);
                int port;
                try {
                    port = Integer.parseInt(p);
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("not HOST:PORT: " + m.trim());
                }
                if (port < 1 || port > 65535 || colon == 0) {
                    throw new IllegalArgumentException("not HOST:PORT: " + m.trim());
                }
            }
            members.add(t);
        }
        if (members.isEmpty()) {
            throw new IllegalArgumentException("no member in " + list + " (give HOST:PORT[,HOST:PORT...])");
        }
        return members;
    }
}
