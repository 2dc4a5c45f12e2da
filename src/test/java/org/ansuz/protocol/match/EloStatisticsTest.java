package org.ansuz.protocol.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class EloStatisticsTest {

    /*
     * Hand computation, W=60 L=40 D=100 (N=200):
     *   s    = (60 + 100/2) / 200 = 0.55
     *   Elo  = -400·log10(1/0.55 − 1) = -400·log10(0.818182) = -400·(−0.0871502) = 34.8601
     *   var  = (60·0.45² + 40·0.55² + 100·0.05²) / 200 = (12.15 + 12.10 + 0.25) / 200 = 0.1225
     *   se   = sqrt(0.1225 / 200) = 0.0247487;  1.96·se = 0.0485066
     *   Elo(0.5985066) = -400·log10(0.670825) = 69.3562;  Elo(0.5014934) = 1.0377
     *   ±    = (69.3562 − 1.0377) / 2 = 34.1593
     *   SPRT elo0=0 elo1=5: s0 = 0.5, s1 = 1/(1+10^(−5/400)) = 0.5071951
     *   LLR  = 200·(0.0071951)·(1.1 − 0.5 − 0.5071951) / (2·0.1225)
     *        = 200·0.0071951·0.0928049 / 0.245 = 0.545093
     *   bounds α=β=0.05: ln(0.05/0.95) = −2.944439, ln(0.95/0.05) = +2.944439
     */
    @Test
    void figuresMatchTheHandComputation() {
        assertThat(EloStatistics.score(60, 40, 100)).isEqualTo(0.55);
        assertThat(EloStatistics.elo(0.55)).isCloseTo(34.8601, within(1e-4));
        assertThat(EloStatistics.variance(60, 40, 100)).isCloseTo(0.1225, within(1e-12));
        assertThat(EloStatistics.eloMargin95(60, 40, 100)).isCloseTo(34.1593, within(1e-4));
        assertThat(EloStatistics.expectedScore(5)).isCloseTo(0.5071951, within(1e-7));
        assertThat(EloStatistics.llr(60, 40, 100, 0, 5)).isCloseTo(0.545093, within(1e-6));
        assertThat(EloStatistics.lowerBound(0.05, 0.05)).isCloseTo(-2.944439, within(1e-6));
        assertThat(EloStatistics.upperBound(0.05, 0.05)).isCloseTo(2.944439, within(1e-6));
    }

    /*
     * W=10 L=20 D=30 (N=60), elo0=−5 elo1=5:
     *   s   = (10 + 15) / 60 = 0.4166667;  Elo = -400·log10(1.4) = −58.4512
     *   var = (10·0.5833333² + 20·0.4166667² + 30·0.0833333²) / 60 = (3.402778 + 3.472222 + 0.208333)/60
     *       = 0.1180556
     *   s0  = 1/(1+10^(5/400)) = 0.4928049, s1 = 0.5071951
     *   LLR = 60·0.0143902·(0.8333333 − 1.0) / (2·0.1180556) = −0.609466
     */
    @Test
    void aLosingRecordGivesNegativeEloAndLlr() {
        assertThat(EloStatistics.elo(EloStatistics.score(10, 20, 30))).isCloseTo(-58.4512, within(1e-4));
        assertThat(EloStatistics.variance(10, 20, 30)).isCloseTo(0.1180556, within(1e-7));
        assertThat(EloStatistics.llr(10, 20, 30, -5, 5)).isCloseTo(-0.609466, within(1e-6));
    }

    /*
     * Every game won, W=4 L=0 D=0, elo0=0 elo1=200: no variance, so the variance of W=4 D=1 is used:
     *   s' = 4.5/5 = 0.9, var = (4·0.1² + 1·0.4²)/5 = (0.04 + 0.16)/5 = 0.04
     *   s  = 1, s0 = 0.5, s1 = 1/(1+10^(−0.5)) = 0.7597469
     *   LLR = 4·0.2597469·(2 − 0.5 − 0.7597469) / (2·0.04) = 9.613923
     */
    @Test
    void aOneSidedRecordBorrowsTheVarianceOfOneDraw() {
        assertThat(EloStatistics.llr(4, 0, 0, 0, 200)).isCloseTo(9.613923, within(1e-6));
    }

    @Test
    void degenerateRecordsStayFinite() {
        assertThat(EloStatistics.score(0, 0, 0)).isEqualTo(0.5);
        assertThat(EloStatistics.llr(0, 0, 0, 0, 5)).isZero();
        assertThat(EloStatistics.llr(3, 0, 0, 0, 5)).isPositive();
        assertThat(EloStatistics.llr(0, 0, 7, 0, 5)).isNegative().isFinite();
        // A first drawn game decides nothing (it once gave -Infinity and accepted H0 at once).
        assertThat(EloStatistics.llr(0, 0, 1, 0, 20)).isNegative().isGreaterThan(EloStatistics.lowerBound(0.05, 0.05));
        assertThat(EloStatistics.elo(1.0)).isInfinite();
        assertThat(EloStatistics.eloMargin95(3, 0, 0)).isNaN();
        assertThat(EloStatistics.elo(0.5)).isZero();
    }
}
