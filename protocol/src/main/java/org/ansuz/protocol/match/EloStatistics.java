package org.ansuz.protocol.match;

/**
 * The match maths: score, logistic Elo difference with a 95 % error bar, and the SPRT
 * log-likelihood ratio. Pure functions of the trinomial counts (wins, losses, draws of the first
 * engine); no state.
 *
 * <p>Error bar: from the per-game score variance (trinomial, each game an independent sample; the
 * pentanomial model over opening pairs is not used). The interval of the mean score
 * {@code s ± 1.96·sqrt(var/N)} is mapped through the Elo curve and half its width is reported.
 *
 * <p>SPRT: the generalised SPRT with the normal approximation used by fishtest and fastchess
 * ("logistic Elo"): {@code LLR = N·(s1 − s0)·(2s − s0 − s1) / (2·var)}, where {@code s0}, {@code s1}
 * are the expected scores at {@code elo0} and {@code elo1}. Bounds {@code ln(β/(1−α))} (accept H0)
 * and {@code ln((1−β)/α)} (accept H1).
 */
public final class EloStatistics {
    /** The two-sided 95 % quantile of the standard normal distribution. */
    public static final double Z95 = 1.959963984540054;

    private EloStatistics() {
    }

    public static double score(int wins, int losses, int draws) {
        int n = wins + losses + draws;
        return n == 0 ? 0.5 : (wins + 0.5 * draws) / n;
    }

    /** Elo difference for an expected score; ±infinity at 1 and 0. */
    public static double elo(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        return -400 * Math.log10(1 / score - 1);
    }

    /** Expected score of a player that is {@code elo} stronger. */
    public static double expectedScore(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** Per-game variance of the score (1, ½, 0 per game). */
    public static double variance(int wins, int losses, int draws) {
        int n = wins + losses + draws;
        if (n == 0) {
            return 0;
        }
        double s = score(wins, losses, draws);
        return (wins * (1 - s) * (1 - s) + losses * s * s + draws * (0.5 - s) * (0.5 - s)) / n;
    }

    /** Half width of the 95 % interval of the Elo difference; NaN when it is unbounded (all wins, no games). */
    public static double eloMargin95(int wins, int losses, int draws) {
        int n = wins + losses + draws;
        if (n == 0) {
            return Double.NaN;
        }
        double s = score(wins, losses, draws);
        double m = Z95 * Math.sqrt(variance(wins, losses, draws) / n);
        double hi = elo(s + m);
        double lo = elo(s - m);
        return Double.isInfinite(hi) || Double.isInfinite(lo) ? Double.NaN : (hi - lo) / 2;
    }

    /**
     * GSPRT log-likelihood ratio of H1 (elo1) against H0 (elo0); 0 before the first game. When every game
     * had the same result the sample has no variance, so the variance of that sample plus one draw is
     * used: a one-sided match can still end; when every game was drawn, that of the sample plus a win and
     * a loss (else a single draw would accept H0 at once, with an infinite LLR).
     */
    public static double llr(int wins, int losses, int draws, double elo0, double elo1) {
        int n = wins + losses + draws;
        if (n == 0) {
            return 0;
        }
        double var = variance(wins, losses, draws);
        if (var == 0) {
            var = variance(wins, losses, draws + 1);
        }
        if (var == 0) {
            var = variance(wins + 1, losses + 1, draws);
        }
        double s = score(wins, losses, draws);
        double s0 = expectedScore(elo0);
        double s1 = expectedScore(elo1);
        return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * var);
    }

    /** The LLR at or below which H0 is accepted. */
    public static double lowerBound(double alpha, double beta) {
        return Math.log(beta / (1 - alpha));
    }

    /** The LLR at or above which H1 is accepted. */
    public static double upperBound(double alpha, double beta) {
        return Math.log((1 - beta) / alpha);
    }
}
