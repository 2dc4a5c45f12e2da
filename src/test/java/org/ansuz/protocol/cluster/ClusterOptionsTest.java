package org.ansuz.protocol.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Member lists, and the cluster name and digest that keep members without the secret out. */
class ClusterOptionsTest {
    @Test
    void memberListsTakeHostAndPortWith5701AsTheDefaultPort() {
        assertThat(ClusterOptions.members("127.0.0.1:5702, 10.0.0.7 ,,host.lan:6000"))
                .containsExactly("127.0.0.1:5702", "10.0.0.7:5701", "host.lan:6000");
        assertThatThrownBy(() -> ClusterOptions.members("127.0.0.1:x")).hasMessage("not HOST:PORT: 127.0.0.1:x");
        assertThatThrownBy(() -> ClusterOptions.members("127.0.0.1:70000")).hasMessage("not HOST:PORT: 127.0.0.1:70000");
        assertThatThrownBy(() -> ClusterOptions.members(":5701")).hasMessage("not HOST:PORT: :5701");
        assertThatThrownBy(() -> ClusterOptions.members(" , ")).hasMessageStartingWith("no member in");
    }

    private static ClusterOptions options(String name, String secret) {
        ClusterOptions o = new ClusterOptions();
        o.clusterName = name;
        o.secret = secret;
        return o;
    }

    @Test
    void theSecretBecomesPartOfTheClusterNameAndTheJobsDigest() {
        assertThat(options("lab", "").effectiveClusterName()).isEqualTo("lab");
        String one = options("lab", "one").effectiveClusterName();
        String two = options("lab", "two").effectiveClusterName();
        assertThat(one).startsWith("lab-").hasSize("lab-".length() + 16).isNotEqualTo(two);
        assertThat(options("lab", "one").effectiveClusterName()).isEqualTo(one);
        assertThat(options("lab", "one").secretDigest()).isEqualTo(options("other", "one").secretDigest())
                .isNotEqualTo(options("lab", "two").secretDigest()).hasSize(32);
        // the secret itself is not in what travels
        assertThat(one).doesNotContain("one".toUpperCase()).doesNotEndWith("one");
        assertThat(List.of(one, two)).doesNotHaveDuplicates();
    }
}
