package org.ansuz.bench;

import java.util.concurrent.TimeUnit;
import org.ansuz.engine.Perft;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Move generator throughput: perft of each bench position of a variant. Leaves per second = the
 * reported operations per second times the leaf count that {@link #perft} returns.
 * {@code mvn -B -Pbench test-compile exec:exec -Djmh.args="PerftBenchmark -p variant=russian -p depth=5"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class PerftBenchmark {
    @Param("international")
    public String variant;

    @Param("5")
    public int depth;

    private Position[] positions;

    @Setup
    public void setUp() throws Exception {
        Variant v = Variants.registry().find(variant)
                .orElseThrow(() -> new IllegalArgumentException("no variant " + variant));
        positions = new Position[v.benchFens().size()];
        for (int i = 0; i < positions.length; i++) {
            positions[i] = v.newPosition(v.benchFens().get(i));
        }
    }

    @Benchmark
    public long perft() {
        long leaves = 0;
        for (Position p : positions) {
            leaves += Perft.count(p, depth);
        }
        return leaves;
    }
}
