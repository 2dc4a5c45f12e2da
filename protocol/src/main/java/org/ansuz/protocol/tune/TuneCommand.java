package org.ansuz.protocol.tune;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.LogisticTuner;
import org.ansuz.engine.tune.TrainingSet;
import org.ansuz.protocol.Version;
import org.ansuz.protocol.cli.AnsuzCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ansuz tune}: fits a variant's evaluation weights to the results of recorded games. */
@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = AnsuzCommand.VersionProvider.class,
        description = {"Fit the weights of a variant's learnt evaluation to game results (Texel-style logistic "
                + "regression) and write its weights resource.",
                "Games: PDN/PGN records as 'ansuz match --pdn' writes them (.gz allowed). Every quiet position "
                        + "(no capture pending) after --skip plies is a sample, labelled by its game's result; "
                        + "every tenth game (by its moves) is held out to measure the error."})
public final class TuneCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", defaultValue = "international", description = "The game (default ${DEFAULT-VALUE}).")
    String variantName;

    @Option(names = "--games", arity = "1..*", paramLabel = "FILE", description = "Record files.")
    List<Path> gameFiles = new ArrayList<>();

    @Option(names = "--positions", arity = "1..*", paramLabel = "FILE",
            description = "Labelled positions as 'ansuz label' writes them (.gz allowed).")
    List<Path> positionFiles = new ArrayList<>();

    @Option(names = "--result-weight", defaultValue = "0.5", paramLabel = "W", description = "The label of a "
            + "labelled position: (1 - W) x the search score's prediction 1/(1 + e^(-k x score)) + W x the game's "
            + "result (default ${DEFAULT-VALUE}).")
    double resultWeight;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Write the weights here (default: only report; '-' for standard output).")
    String out;

    @Option(names = "--epochs", defaultValue = "200", description = "Passes over the data (default ${DEFAULT-VALUE}).")
    int epochs;

    @Option(names = "--rate", defaultValue = "2", description = "First step size in centi-units (default ${DEFAULT-VALUE}).")
    double rate;

    @Option(names = "--lambda", defaultValue = "1",
            description = "L2 penalty per weight, summed over samples (default ${DEFAULT-VALUE}).")
    double lambda;

    @Option(names = "--k", paramLabel = "K",
            description = "Logistic scale per centi-unit (default: fitted to the evaluation in use, so the "
                    + "new weights keep its units; with --margin-scale POINTS, 1/(100 x POINTS), so the new weights "
                    + "read in hundredths of a point, as an ended game scores).")
    Double scale;

    @Option(names = "--skip", defaultValue = "10", description = "Plies at the start of each game not used "
            + "(default ${DEFAULT-VALUE}).")
    int skip;

    @Option(names = "--margin-scale", defaultValue = "0", paramLabel = "POINTS", description = "For a game "
            + "played for points (Thud): label a game's positions by its final margin m as 1/(1 + e^(-m/POINTS)) "
            + "instead of its result; 0, the default, uses the result. The fit is then not rescaled: the margin "
            + "fixes the unit.")
    double marginScale;

    @Option(names = "--hold", split = ",", paramLabel = "NAME", description = "Weights kept at their values in "
            + "use, by the names the report and the weights file give them (comma-separated); the others are fitted "
            + "around them, and the fit is then not rescaled to the unit weight.")
    List<String> hold = new ArrayList<>();

    private final Function<String, Optional<Variant>> variants;
    private final PrintStream stdout;

    public TuneCommand() {
        this(name -> Variants.registry().find(name), System.out);
    }

    TuneCommand(Function<String, Optional<Variant>> variants, PrintStream stdout) {
        this.variants = variants;
        this.stdout = stdout;
    }

    @Override
    public Integer call() throws IOException {
        GamePositions.Tuned tuned = GamePositions.tunable(spec, variants, variantName);
        Variant variant = tuned.variant();
        LinearEvaluation eval = tuned.eval();
        if (epochs < 0 || epochs > 100_000 || !(rate > 0) || !(lambda >= 0) || skip < 0
                || scale != null && !(scale > 0) || !(resultWeight >= 0 && resultWeight <= 1)
                || !(marginScale >= 0 && marginScale <= 1e6)) {
            throw new ParameterException(spec.commandLine(), "--epochs 0 to 100000, --rate > 0, --lambda >= 0, "
                    + "--k > 0, --skip >= 0, --result-weight 0 to 1 and --margin-scale 0 to 1000000 are required");
        }
        if (gameFiles.isEmpty() && positionFiles.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--games or --positions (or both) are required");
        }
        boolean[] holdMask = heldWeights(eval);
        TrainingSet training = new TrainingSet();
        TrainingSet validation = new TrainingSet();
        int[] index = new int[eval.maxFeatures()];
        double[] value = new double[eval.maxFeatures()];
        List<RecordedGame> games = GamePositions.read(spec, gameFiles);
        GamePositions.Count count = GamePositions.walk(variant, eval, games, skip, marginScale, (game, pos, result) -> {
            int n = eval.features(pos, index, value);
            (GamePositions.heldOut(game) ? validation : training).add(n, index, value, result, pos.evaluate());
        });
        int used = count.used();
        int rejected = count.rejected();
        // Labelled positions: the search scores wait in the same order as the samples for k to be known.
        FloatList trainingScores = new FloatList();
        FloatList validationScores = new FloatList();
        for (Path f : positionFiles) {
            int[] lines = {0, 0};
            try {
                LabelledPositions.read(f, (line, fen, score, result, game) -> {
                    lines[0]++;
                    Position pos;
                    try {
                        pos = variant.newPosition(fen);
                    } catch (NotationException e) {
                        lines[1]++;
                        return;
                    }
                    int n = eval.features(pos, index, value);
                    boolean held = GamePositions.heldOut(game);
                    (held ? validation : training).add(n, index, value, result, pos.evaluate());
                    (held ? validationScores : trainingScores).add(score);
                });
            } catch (IOException e) {
                throw new ParameterException(spec.commandLine(), "cannot read " + org.ansuz.protocol.FileErrors.describe(f, e));
            }
            stdout.printf(Locale.ROOT, "%s: %d labelled positions (%d rejected)%n", f, lines[0] - lines[1], lines[1]);
        }
        if (training.size() == 0) {
            throw new ParameterException(spec.commandLine(), "no positions to learn from in " + games.size() + " games");
        }
        stdout.printf(Locale.ROOT, "%d games (%d rejected: no result or a move that does not parse), %d positions: "
                        + "%d training, %d held out; %d features in all%n", used, rejected,
                training.size() + validation.size(), training.size(), validation.size(), training.entries());
        // Labelled by margins, the prediction 1/(1 + e^(-k x eval)) equals the label 1/(1 + e^(-m/POINTS)) where the
        // evaluation reads the margin m in hundredths of a point, the unit in which the search scores an ended game.
        boolean byMargin = marginScale > 0;
        double fitK = scale != null ? scale : byMargin ? 1 / (100 * marginScale) : LogisticTuner.fitScale(training, null);
        double k = fitK;
        // The fit of k searches k > 0 only: an evaluation that predicts the results backwards ends at the lowest k
        // tried, where every prediction is about 1/2, which reads like "no signal" unless said.
        stdout.printf(Locale.ROOT, "k = %.6f per centi-unit%s%n", k, scale != null ? ""
                : byMargin ? " (1/(100 x margin scale): the evaluation reads the margin in hundredths of a point)"
                : k < 2 * LogisticTuner.LOWEST_SCALE ? " (fitted to the evaluation in use: the lowest k tried, so the evaluation "
                + "in use predicts the results backwards or not at all; give --k)" : " (fitted to the evaluation in use)");
        if (!positionFiles.isEmpty()) {
            relabel(training, trainingScores, k);
            relabel(validation, validationScores, k);
            stdout.printf(Locale.ROOT, "labels of the labelled positions: %.2f x the search's prediction + %.2f x the "
                    + "result%n", 1 - resultWeight, resultWeight);
        }
        String before = report("evaluation in use", training, validation, null, k);
        double[] regularization = new double[eval.size()];
        for (int i = 0; i < regularization.length; i++) {
            regularization[i] = eval.regularization(i);
        }
        int every = Math.max(1, epochs / 10);
        double[] initial = eval.initialWeights();
        double[] inUse = eval.weights();
        for (int i = 0; i < initial.length; i++) {
            initial[i] = holdMask[i] ? inUse[i] : initial[i];
        }
        double[] fitted = LogisticTuner.fit(training, initial, regularization, holdMask,
                new LogisticTuner.Settings(epochs, rate, lambda, k), (epoch, ce) -> {
                    if (epoch % every == 0 || epoch == epochs) {
                        stdout.printf(Locale.ROOT, "epoch %d: training cross-entropy %.5f%n", epoch, ce);
                    }
                });
        // The same predictions in the evaluation's own unit: the unit weight becomes 100, k shrinks as much.
        // Held weights fix the unit themselves: rescaling would move them.
        double unit = fitted[eval.unitWeight()] / 100;
        if (!hold.isEmpty()) {
            stdout.printf(Locale.ROOT, "%s held at the values in use, so not rescaled%n", String.join(", ", hold));
        } else if (byMargin) {
            stdout.printf(Locale.ROOT, "labelled by margins, so not rescaled: %s = %.2f%n", eval.name(eval.unitWeight()),
                    fitted[eval.unitWeight()]);
        } else if (unit > 0) {
            for (int i = 0; i < fitted.length; i++) {
                fitted[i] /= unit;
            }
            k *= unit;
            stdout.printf(Locale.ROOT, "scaled so that %s = 100: k = %.6f per centi-unit%n", eval.name(eval.unitWeight()), k);
        } else {
            stdout.printf(Locale.ROOT, "not scaled: %s came out %.2f (the games reward having less of it)%n",
                    eval.name(eval.unitWeight()), fitted[eval.unitWeight()]);
        }
        String after = report("fitted weights", training, validation, fitted, k);
        int[] seen = training.counts(eval.size());
        int nonZero = 0;
        for (int i = 0; i < fitted.length; i++) {
            nonZero += fitted[i] != 0 ? 1 : 0;
        }
        stdout.printf(Locale.ROOT, "%d of %d weights are not 0%n", nonZero, fitted.length);
        for (int i = 0; i < Math.min(fitted.length, 40); i++) {
            if (seen[i] > 0) {
                stdout.printf(Locale.ROOT, "  %-22s %8.2f%n", eval.name(i), fitted[i]);
            }
        }
        if (out != null) {
            String header = String.format(Locale.ROOT, "%s evaluation weights, written by Ansuz %s:%n"
                            + "ansuz tune --variant %s %s --epochs %d --rate %s --lambda %s --k %.6f --skip %d%s%s%n"
                            + "%d games, %d positions (%d training, %d held out)%n%s%n%s",
                    variant.name(), Version.get(), variant.name(), sources(), epochs, rate, lambda, fitK, skip,
                    marginScale > 0 ? " --margin-scale " + marginScale : "",
                    hold.isEmpty() ? "" : " --hold " + String.join(",", hold), used,
                    training.size() + validation.size(), training.size(), validation.size(), before, after);
            String text = eval.format(fitted, header);
            if (out.equals("-")) {
                stdout.print(text);
            } else {
                Path path = Path.of(out);
                Path parent = path.toAbsolutePath().getParent();
                if (parent != null) {
                    Files.createDirectories(parent);
                }
                Files.writeString(path, text, StandardCharsets.UTF_8);
                stdout.println("wrote " + out);
            }
        }
        stdout.flush();
        return 0;
    }

    /** Which weights {@code --hold} names; a name the evaluation does not have is refused. */
    private boolean[] heldWeights(LinearEvaluation eval) {
        boolean[] held = new boolean[eval.size()];
        Map<String, Integer> byName = new HashMap<>();
        for (int i = 0; i < held.length; i++) {
            byName.put(eval.name(i), i);
        }
        for (String name : hold) {
            Integer i = byName.get(name);
            if (i == null) {
                throw new ParameterException(spec.commandLine(), "--hold: " + variantName + " has no weight named '"
                        + name + "' (its first is '" + eval.name(0) + "')");
            }
            held[i] = true;
        }
        return held;
    }

    private String sources() {
        StringBuilder sb = new StringBuilder();
        if (!gameFiles.isEmpty()) {
            sb.append("--games");
            gameFiles.forEach(p -> sb.append(' ').append(p));
        }
        if (!positionFiles.isEmpty()) {
            sb.append(sb.length() > 0 ? " " : "").append("--positions");
            positionFiles.forEach(p -> sb.append(' ').append(p));
            sb.append(String.format(Locale.ROOT, " --result-weight %s", resultWeight));
        }
        return sb.toString();
    }

    private String report(String what, TrainingSet training, TrainingSet validation, double[] weights, double k) {
        LogisticTuner.Error t = LogisticTuner.error(training, weights, k);
        LogisticTuner.Error v = LogisticTuner.error(validation, weights, k);
        String line = String.format(Locale.ROOT, "%s: training cross-entropy %.5f, squared error %.5f; held out "
                + "cross-entropy %.5f, squared error %.5f", what, t.crossEntropy(), t.squared(), v.crossEntropy(), v.squared());
        if (!positionFiles.isEmpty()) {
            // Against the games' results alone: comparable with fits to game results.
            LogisticTuner.Error r = LogisticTuner.error(validation, weights, k, true);
            line += String.format(Locale.ROOT, "; held out against results: cross-entropy %.5f, squared error %.5f",
                    r.crossEntropy(), r.squared());
        }
        stdout.println(line);
        return line;
    }

    /** Replaces the labels of the last {@code scores.size()} samples of {@code set} by the blend of score and result. */
    private void relabel(TrainingSet set, FloatList scores, double k) {
        int first = set.size() - scores.size();
        for (int j = 0; j < scores.size(); j++) {
            double predicted = LogisticTuner.sigmoid(k * scores.get(j));
            set.setLabel(first + j, (1 - resultWeight) * predicted + resultWeight * set.result(first + j));
        }
    }
}
