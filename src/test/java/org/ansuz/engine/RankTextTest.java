package org.ansuz.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The shared rank-run placement text: exact writing, parsing back, and the rank-level error messages. */
class RankTextTest {
    @Test
    void writesRanksTopDownWithEmptyRunsAndReadsThemBack() throws NotationException {
        char[][] board = new char[3][12]; // [y][x]
        for (char[] rank : board) {
            java.util.Arrays.fill(rank, '.');
        }
        board[2][0] = 'w';
        board[2][11] = 'b';
        board[0][5] = 'b';
        String text = RankText.write(new StringBuilder(), 12, 3, (x, y) -> board[y][x]).toString();
        assertThat(text).isEqualTo("w10b/12/5b6");
        char[][] read = new char[3][12];
        RankText.parse("W10b/12/5B6", 12, 3, "wb", (x, y, c) -> read[y][x] = c);
        assertThat(read[2][0]).isEqualTo('w');
        assertThat(read[2][11]).isEqualTo('b');
        assertThat(read[0][5]).isEqualTo('b');
    }

    @Test
    void rejectsWrongRanksAndLetters() {
        RankText.Placement ignore = (x, y, c) -> { };
        assertThatThrownBy(() -> RankText.parse("3/3", 3, 3, "wb", ignore))
                .hasMessage("expected 3 ranks separated by '/', found 2");
        assertThatThrownBy(() -> RankText.parse("3/w3/3", 3, 3, "wb", ignore))
                .hasMessage("rank 2 'w3' describes 4 squares, expected 3");
        assertThatThrownBy(() -> RankText.parse("3/x2/3", 3, 3, "wb", ignore))
                .hasMessage("unknown piece 'x' in rank 2 (use w, b or a digit)");
    }
}
