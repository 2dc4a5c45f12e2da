package org.ansuz.protocol.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** Sending an event only queues it: a reader that stops reading is dropped, never waited for (issue 34). */
class EventStreamTest {

    /** A browser that stopped reading: every write blocks until the stream is closed. */
    private static final class StalledReader extends OutputStream {
        final CountDownLatch closed = new CountDownLatch(1);

        @Override
        public void write(int b) throws IOException {
            try {
                closed.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            throw new IOException("closed");
        }

        @Override
        public void close() {
            closed.countDown();
        }
    }

    @Test
    void aStalledReaderIsDroppedOnceItsQueueIsFullAndTheOthersGetEverything() throws Exception {
        EventStream events = new EventStream();
        StalledReader stalled = new StalledReader();
        ByteArrayOutputStream reading = new ByteArrayOutputStream();
        events.add(stalled);
        events.add(reading);
        assertThat(events.clients()).isEqualTo(2);
        int sent = EventStream.MAX_QUEUED_EVENTS + 10;
        for (int i = 0; i < sent; i++) {
            events.send("info", "line " + i); // returns at once although one reader never reads
            if (i % 64 == 63) {
                awaitLine(reading, i); // the reading browser keeps up, as a real one does between bursts
            }
        }
        assertThat(events.clients()).as("the stalled reader is dropped").isEqualTo(1);
        assertThat(stalled.closed.getCount()).as("and its stream closed").isZero();
        awaitLine(reading, sent - 1);
        String got = reading.toString(StandardCharsets.UTF_8);
        assertThat(got).startsWith(": connected\n\nevent: info\ndata: line 0\n\n").contains("data: line " + (sent - 1) + "\n\n");
        events.closeAll();
        assertThat(events.clients()).isZero();
    }

    private static void awaitLine(ByteArrayOutputStream reading, int i) throws InterruptedException {
        long end = System.nanoTime() + 10_000_000_000L;
        while (!reading.toString(StandardCharsets.UTF_8).contains("data: line " + i + "\n") && System.nanoTime() < end) {
            Thread.sleep(1);
        }
    }

    @Test
    void aClientFarBehindInBytesIsDroppedBeforeItsEventCountIsReached() {
        EventStream events = new EventStream();
        events.add(new StalledReader());
        String big = "x".repeat(EventStream.MAX_QUEUED_BYTES / 10);
        for (int i = 0; i < 20; i++) {
            events.send("info", big);
        }
        assertThat(events.clients()).isZero();
    }
}
