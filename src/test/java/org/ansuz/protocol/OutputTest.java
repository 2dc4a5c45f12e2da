package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.ansuz.engine.Board;
import org.ansuz.engine.Position;
import org.junit.jupiter.api.Test;

/** The standard-output sink and the board drawing. */
class OutputTest {

    @Test
    void linesAreWrittenAndFlushedOneByOne() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        StreamOutput out = new StreamOutput(bytes, () -> { });
        out.line("readyok");
        out.line("bestmove b2");
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("readyok\nbestmove b2\n");
    }

    @Test
    void aBrokenPipeClosesTheSinkOnceAndNeverThrows() {
        AtomicInteger closed = new AtomicInteger();
        AtomicInteger writes = new AtomicInteger();
        OutputStream broken = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                writes.incrementAndGet();
                throw new IOException("Broken pipe");
            }
        };
        StreamOutput out = new StreamOutput(broken, closed::incrementAndGet);
        for (int i = 0; i < 100; i++) {
            out.line("info depth " + i);
        }
        assertThat(out.isClosed()).isTrue();
        assertThat(closed.get()).isEqualTo(1);
        assertThat(writes.get()).isEqualTo(1);
    }

    @Test
    void hexBoardsAreDrawnWithDoubledColumns() {
        // a radius-2 hex: rows of 2, 3, 2 cells, each row offset by half a cell
        int[] row = {0, 0, 1, 1, 1, 2, 2};
        int[] col = {1, 3, 0, 2, 4, 1, 3};
        Board hex = new Board("hex", "hex radius 2", 3, 5, row, col, List.of("c1", "c2", "b1", "b2", "b3", "a1", "a2"),
                List.of("c", "b", "a"), List.of("", "", "", "", ""));
        Position pos = org.mockito.Mockito.mock(Position.class);
        org.mockito.Mockito.when(pos.symbolAt(org.mockito.ArgumentMatchers.anyInt()))
                .thenAnswer(inv -> "wb.w.bw".charAt(inv.getArgument(0)));
        assertThat(BoardDrawing.lines(hex, pos)).containsExactly(
                "c   w b",
                "b  . w .",
                "a   b w",
                "");
    }
}
