package org.ansuz.protocol.tune;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.LogisticTuner;
import org.ansuz.engine.tune.Tunable;
import org.ansuz.engine.tune.TrainingSet;
import org.ansuz.protocol.AnsuzCommand;
import org.ansuz.protocol.Version;
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

    @Option(names = "--games", arity = "1..*", required = true, paramLabel = "FILE", description = "Record files.")
    List<Path> gameFiles = new ArrayList<>();

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
                    + "new weights keep its units).")
    Double scale;

    @Option(names = "--skip", defaultValue = "10", description = "Plies at the start of each game not used "
            + "(default ${DEFAULT-VALUE}).")
    int skip;

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
        Variant variant = variants.apply(variantName).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "unknown variant: " + variantName));
        LinearEvaluation eval = variant instanceof Tunable t ? t.linearEvaluation() : null;
        if (eval == null) {
            throw new ParameterException(spec.commandLine(), variant.name() + " has no tunable evaluation");
        }
        if (epochs < 0 || epochs > 100_000 || !(rate > 0) || !(lambda >= 0) || skip < 0
                || scale != null && !(scale > 0)) {
            throw new ParameterException(spec.commandLine(),
                    "--epochs 0 to 100000, --rate > 0, --lambda >= 0, --k > 0 and --skip >= 0 are required");
        }
        List<RecordedGame> games = new ArrayList<>();
        for (Path f : gameFiles) {
            try {
                games.addAll(RecordedGame.read(f));
            } catch (IOException e) {
                throw new ParameterException(spec.commandLine(), "cannot read " + f + ": " + e.getMessage());
            }
        }
        // The order of the files and of the games in them does not matter: the same games give the same weights.
        games.sort(Comparator.comparing((RecordedGame g) -> String.join(" ", g.moves()))
                .thenComparing(g -> String.valueOf(g.tag("FEN"))).thenComparing(g -> String.valueOf(g.tag("Result"))));
        TrainingSet training = new TrainingSet();
        TrainingSet validation = new TrainingSet();
        int[] index = new int[eval.maxFeatures()];
        double[] value = new double[eval.maxFeatures()];
        int used = 0;
        int rejected = 0;
        for (RecordedGame game : games) {
            Double p1Score = p1Score(variant, game.tag("Result"));
            if (p1Score == null) {
                rejected++;
                continue;
            }
            TrainingSet set = Math.floorMod(String.join(" ", game.moves()).hashCode(), 10) == 0 ? validation : training;
            try {
                Position pos = game.tag("FEN") != null ? variant.newPosition(game.tag("FEN")) : variant.startPosition();
                int ply = 0;
                for (String move : game.moves()) {
                    if (ply >= skip && pos.sideToMove() != Position.CHANCE && eval.quiet(pos)) {
                        int n = eval.features(pos, index, value);
                        double label = pos.sideToMove() == 0 ? p1Score : 1 - p1Score;
                        set.add(n, index, value, label, pos.evaluate());
                    }
                    pos.play(pos.parseMove(move));
                    ply++;
                }
                used++;
            } catch (NotationException | RuntimeException e) {
                rejected++;
            }
        }
        if (training.size() == 0) {
            throw new ParameterException(spec.commandLine(), "no positions to learn from in " + games.size() + " games");
        }
        stdout.printf(Locale.ROOT, "%d games (%d rejected: no result or a move that does not parse), %d positions: "
                        + "%d training, %d held out; %d features in all%n", used, rejected,
                training.size() + validation.size(), training.size(), validation.size(), training.entries());
        double fitK = scale != null ? scale : LogisticTuner.fitScale(training, null);
        double k = fitK;
        stdout.printf(Locale.ROOT, "k = %.6f per centi-unit%s%n", k, scale != null ? "" : " (fitted to the evaluation in use)");
        String before = report("evaluation in use", training, validation, null, k);
        double[] regularization = new double[eval.size()];
        for (int i = 0; i < regularization.length; i++) {
            regularization[i] = eval.regularization(i);
        }
        int every = Math.max(1, epochs / 10);
        double[] fitted = LogisticTuner.fit(training, eval.initialWeights(), regularization,
                new LogisticTuner.Settings(epochs, rate, lambda, k), (epoch, ce) -> {
                    if (epoch % every == 0 || epoch == epochs) {
                        stdout.printf(Locale.ROOT, "epoch %d: training cross-entropy %.5f%n", epoch, ce);
                    }
                });
        // The same predictions in the evaluation's own unit: the unit weight becomes 100, k shrinks as much.
        double unit = fitted[eval.unitWeight()] / 100;
        if (unit > 0) {
            for (int i = 0; i < fitted.length; i++) {
                fitted[i] /= unit;
            }
            k *= unit;
        }
        stdout.printf(Locale.ROOT, "scaled so that %s = 100: k = %.6f per centi-unit%n", eval.name(eval.unitWeight()), k);
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
                            + "ansuz tune --variant %s --games %s --epochs %d --rate %s --lambda %s --k %.6f --skip %d%n"
                            + "%d games, %d positions (%d training, %d held out)%n%s%n%s",
                    variant.name(), Version.get(), variant.name(), fileNames(), epochs, rate, lambda, fitK, skip,
                    used, training.size() + validation.size(), training.size(), validation.size(), before, after);
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

    private String fileNames() {
        List<String> names = new ArrayList<>();
        for (Path p : gameFiles) {
            names.add(p.toString());
        }
        return String.join(" ", names);
    }

    private String report(String what, TrainingSet training, TrainingSet validation, double[] weights, double k) {
        LogisticTuner.Error t = LogisticTuner.error(training, weights, k);
        LogisticTuner.Error v = LogisticTuner.error(validation, weights, k);
        String line = String.format(Locale.ROOT, "%s: training cross-entropy %.5f, squared error %.5f; held out "
                + "cross-entropy %.5f, squared error %.5f", what, t.crossEntropy(), t.squared(), v.crossEntropy(), v.squared());
        stdout.println(line);
        return line;
    }

    /**
     * The first player's score from a {@code Result} tag (from White's side as PDN writes it: {@code 1-0},
     * {@code 0-1}, {@code 1/2-1/2}, and the draughts forms {@code 2-0}, {@code 0-2}, {@code 1-1}), or null.
     */
    static Double p1Score(Variant variant, String result) {
        if (result == null) {
            return null;
        }
        double white = switch (result.strip()) {
            case "1-0", "2-0" -> 1.0;
            case "0-1", "0-2" -> 0.0;
            case "1/2-1/2", "1-1" -> 0.5;
            default -> -1;
        };
        if (white < 0) {
            return null;
        }
        boolean p1IsBlack = "black".equalsIgnoreCase(variant.info().p1Name());
        return p1IsBlack ? 1 - white : white;
    }
}
