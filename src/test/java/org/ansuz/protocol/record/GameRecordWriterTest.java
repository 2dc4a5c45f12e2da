package org.ansuz.protocol.record;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The record's result and tag texts (the whole record is checked in {@code MatchPartsTest}). */
class GameRecordWriterTest {

    @Test
    void resultsAreFromWhitesSideWhenBlackMovesFirst() {
        assertThat(GameRecordWriter.resultText(GameRecord.P1_WIN, false)).isEqualTo("1-0");
        assertThat(GameRecordWriter.resultText(GameRecord.P1_WIN, true)).isEqualTo("0-1");
        assertThat(GameRecordWriter.resultText(GameRecord.P2_WIN, true)).isEqualTo("1-0");
        assertThat(GameRecordWriter.resultText(GameRecord.DRAW, true)).isEqualTo("1/2-1/2");
        assertThat(GameRecordWriter.tagName("white", "P1")).isEqualTo("White");
        assertThat(GameRecordWriter.tagName("player one", "P1")).isEqualTo("P1");
    }
}
