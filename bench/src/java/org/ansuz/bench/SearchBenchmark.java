package org.ansuz.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.ansuz.engine.Bench;
import org.ansuz.engine.Variants;
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
 * Search speed: a fixed-depth bench of one variant per operation (one thread, fresh table).
 * {@code mvn -B -Pbench test-compile exec:exec -Djmh.args="SearchBenchmark -p variant=international"}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SearchBenchmark {
    @Param("international")
    public String variant;

    @Param("8")
    public int depth;

    private List<Variant> games;

    @Setup
    public void setUp() {
        games = List.of(Variants.registry().find(variant)
                .orElseThrow(() -> new IllegalArgumentException("no variant " + variant)));
    }

    @Benchmark
    public long bench() throws Exception {
        return Bench.run(games, depth, null).nodes();
    }
}
