package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.Position;
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
        // A plain proxy, not a Mockito mock: Mockito's inline mock maker instruments Position's default
        // methods for the rest of the test run, and the instrumented calls allocate on the hot paths
        // that HotPathAllocationTest measures.
        Position pos = (Position) Proxy.newProxyInstance(Position.class.getClassLoader(),
                new Class<?>[] {Position.class}, (proxy, method, args) -> {
                    if (method.getName().equals("symbolAt")) {
                        return "wb.w.bw".charAt((Integer) args[0]);
                    }
                    if (method.isDefault()) {
                        return InvocationHandler.invokeDefault(proxy, method, args);
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
        assertThat(BoardDrawing.lines(hex, pos)).containsExactly(
                "c   w b",
                "b  . w .",
                "a   b w",
                "");
    }
}
