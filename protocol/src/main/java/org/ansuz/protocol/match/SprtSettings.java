package org.ansuz.protocol.match;

import java.util.List;

/** {@code --sprt elo0=0 elo1=5 alpha=0.05 beta=0.05}: the hypotheses and error rates of the test. */
public record SprtSettings(double elo0, double elo1, double alpha, double beta) {

    public SprtSettings {
        if (!(elo1 > elo0) || !(alpha > 0 && alpha < 1) || !(beta > 0 && beta < 1)) {
            throw new IllegalArgumentException("SPRT needs elo0 < elo1 and 0 < alpha, beta < 1");
        }
    }

    /** Parses {@code KEY=VALUE} tokens; missing keys keep the defaults 0, 5, 0.05, 0.05. */
    public static SprtSettings parse(List<String> tokens) {
        double elo0 = 0;
        double elo1 = 5;
        double alpha = 0.05;
        double beta = 0.05;
        for (String t : tokens) {
            for (String part : t.trim().split("[\\s,]+")) {
                if (part.isEmpty()) {
                    continue;
                }
                int eq = part.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("--sprt takes KEY=VALUE, not " + part);
                }
                double v;
                try {
                    v = Double.parseDouble(part.substring(eq + 1));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("--sprt: not a number: " + part);
                }
                switch (part.substring(0, eq)) {
                    case "elo0" -> elo0 = v;
                    case "elo1" -> elo1 = v;
                    case "alpha" -> alpha = v;
                    case "beta" -> beta = v;
                    default -> throw new IllegalArgumentException("--sprt knows elo0, elo1, alpha, beta, not " + part);
                }
            }
        }
        return new SprtSettings(elo0, elo1, alpha, beta);
    }

    public double lowerBound() {
        return EloStatistics.lowerBound(alpha, beta);
    }

    public double upperBound() {
        return EloStatistics.upperBound(alpha, beta);
    }
}
