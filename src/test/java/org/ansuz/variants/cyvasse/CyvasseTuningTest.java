package org.ansuz.variants.cyvasse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;
import org.junit.jupiter.api.Test;

/** The Cyvasse evaluation is the linear model {@code ansuz tune} fits: {@code Σ w·x} plus the fixed part. */
class CyvasseTuningTest {

    private static List<CyvasseVariant> variants() {
        List<CyvasseVariant> all = new ArrayList<>();
        for (Variant v : Variants.registry().all()) {
            if (v instanceof CyvasseVariant c) {
                all.add(c);
            }
        }
        return all;
    }

    /** Positions of random games from the start, setup drops included: {@code games} games of up to 200 plies. */
    private static List<CyvassePosition> playouts(Variant v, long seed, int games) {
        Random random = new Random(seed);
        List<CyvassePosition> out = new ArrayList<>();
        MoveList moves = new MoveList();
        for (int g = 0; g < games; g++) {
            Position p = v.startPosition();
            for (int ply = 0; ply < 200; ply++) {
                int n = p.generate(moves);
                if (n == 0) {
                    break;
                }
                p.play(moves.move(random.nextInt(n)));
                out.add((CyvassePosition) p.copy());
            }
        }
        return out;
    }

    /** A weights record with every fitted weight random (the fixed part as shipped), so each term counts. */
    private static CyvasseWeights randomWeights(long seed) {
        Random r = new Random(seed);
        int[] value = new int[12];
        for (int k = CyvassePosition.RABBLE; k <= CyvassePosition.TOWER; k++) {
            value[k] = 50 + r.nextInt(900);
        }
        CyvasseWeights shipped = CyvasseWeights.DEFAULT;
        return new CyvasseWeights(value, r.nextInt(120), r.nextInt(120), r.nextInt(50) - 10, shipped.kingCapturable(),
                r.nextInt(80) - 20, r.nextInt(40) - 10, r.nextInt(50) - 10, r.nextInt(30) - 5, r.nextInt(10), r.nextInt(12),
                shipped.engaged());
    }

    @Test
    void theEvaluationIsTheWeightedSumOfItsFeaturesInEveryVariant() {
        int checked = 0;
        int threats = 0;
        for (CyvasseVariant v : variants()) {
            for (long seed = 1; seed <= 3; seed++) {
                CyvasseWeights w = seed == 1 ? CyvasseWeights.DEFAULT : randomWeights(seed);
                CyvasseTuning tuning = new CyvasseTuning(w);
                CyvasseEvaluation evaluation = new CyvasseEvaluation(w);
                double[] weight = tuning.weights();
                int[] index = new int[tuning.maxFeatures()];
                double[] value = new double[tuning.maxFeatures()];
                int[] term = new int[CyvasseEvaluation.RAW_TERMS];
                for (CyvassePosition p : playouts(v, seed, 2)) {
                    int n = tuning.features(p, index, value);
                    double model = 0;
                    for (int i = 0; i < n; i++) {
                        model += weight[index[i]] * value[i];
                    }
                    evaluation.terms(p, term);
                    if (term[CyvasseEvaluation.KING_CAPTURABLE] != 0) {
                        model += w.kingCapturable(); // the fixed part
                    }
                    if (term[CyvasseEvaluation.THREAT_TO_MOVE] != 0 || term[CyvasseEvaluation.THREAT_AGAINST] != 0) {
                        threats++;
                    }
                    // the two threat percentages are rounded down, as the evaluation always did
                    assertThat(Math.abs(evaluation.evaluate(p) - model)).as(v.name() + " " + p.fen()).isLessThan(1.0);
                    if (seed == 1) {
                        assertThat(p.evaluate()).as(p.fen()).isEqualTo(evaluation.evaluate(p));
                    }
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(2_000);
        assertThat(threats).isGreaterThan(100);
    }

    @Test
    void setupPositionsAreNoSamplesAndPlayPositionsAre() {
        CyvasseVariant v = variants().get(0);
        LinearEvaluation tuning = ((Tunable) v).linearEvaluation();
        List<CyvassePosition> positions = playouts(v, 7, 1);
        int setup = 0;
        int quiet = 0;
        for (CyvassePosition p : positions) {
            if (p.inSetup()) {
                assertThat(tuning.quiet(p)).as(p.fen()).isFalse();
                setup++;
            } else if (tuning.quiet(p)) {
                quiet++;
            }
        }
        assertThat(setup).isEqualTo(53);
        assertThat(quiet).isGreaterThan(0);
    }

    @Test
    void formatWritesTheWeightsFileItReads() {
        LinearEvaluation tuning = new CyvasseTuning(CyvasseWeights.DEFAULT);
        String text = tuning.format(tuning.weights(), "a header");
        assertThat(text).startsWith("# a header\n");
        Map<String, String> written = table(text);
        assertThat(written).containsEntry("rabble", "100").containsEntry("dragon", "900").containsEntry("threatToMove", "70")
                .containsEntry("kingCapturable", "4000").containsEntry("engaged", "100 140 300 420 400 260 330 900 180")
                .containsEntry("frontAdvance", "4").hasSize(tuning.size() + 2);
        for (int i = 0; i < tuning.size(); i++) {
            assertThat(written).containsKey(tuning.name(i));
        }
    }

    private static Map<String, String> table(String text) {
        Map<String, String> t = new HashMap<>();
        for (String line : text.split("\\R")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String[] kv = line.split("=", 2);
                t.put(kv[0].strip(), kv[1].strip());
            }
        }
        return t;
    }
}
