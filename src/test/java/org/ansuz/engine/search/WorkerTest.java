package org.ansuz.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class WorkerTest {
    @Test
    void tasksRunInOrderOnOneKeptThread() {
        Worker w = new Worker("test-worker");
        List<String> ran = new CopyOnWriteArrayList<>();
        List<Thread> on = new CopyOnWriteArrayList<>();
        for (int i = 0; i < 50; i++) {
            int n = i;
            w.submit(() -> {
                ran.add("task " + n);
                on.add(Thread.currentThread());
            });
        }
        w.awaitIdle();
        assertThat(w.busy()).isFalse();
        assertThat(ran).hasSize(50).startsWith("task 0", "task 1").endsWith("task 49");
        assertThat(on.stream().distinct()).hasSize(1);
        assertThat(on.get(0).getName()).isEqualTo("test-worker");
        assertThat(on.get(0).isAlive()).as("kept after its tasks").isTrue();
        w.shutDown();
    }

    @Test
    void busyUntilTheRunningTaskEnds() throws Exception {
        Worker w = new Worker("test-worker");
        CountDownLatch release = new CountDownLatch(1);
        w.submit(() -> {
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        assertThat(w.busy()).isTrue();
        assertThat(w.awaitIdle(50)).as("still running").isFalse();
        release.countDown();
        assertThat(w.awaitIdle(20_000)).isTrue();
        assertThat(w.busy()).isFalse();
        w.shutDown();
    }

    @Test
    void aFailingTaskIsReportedAndTheWorkerServesOn() throws Exception {
        Worker w = new Worker("test-worker");
        CountDownLatch reported = new CountDownLatch(1);
        w.submit(() -> Thread.currentThread().setUncaughtExceptionHandler((t, e) -> reported.countDown()));
        w.submit(() -> {
            throw new IllegalStateException("boom");
        });
        w.submit(() -> Thread.currentThread().interrupt()); // a leftover interrupt does not end it either
        CountDownLatch ranAfter = new CountDownLatch(1);
        w.submit(ranAfter::countDown);
        assertThat(reported.await(20, TimeUnit.SECONDS)).isTrue();
        assertThat(ranAfter.await(20, TimeUnit.SECONDS)).isTrue();
        w.awaitIdle();
        CountDownLatch later = new CountDownLatch(1);
        w.submit(later::countDown);
        assertThat(later.await(20, TimeUnit.SECONDS)).isTrue();
        w.shutDown();
    }

    @Test
    void shutDownEndsTheThreadAfterItsTasks() throws Exception {
        Worker w = new Worker("test-worker");
        List<Thread> on = new CopyOnWriteArrayList<>();
        CountDownLatch ran = new CountDownLatch(1);
        w.submit(() -> {
            on.add(Thread.currentThread());
            ran.countDown();
        });
        w.shutDown();
        assertThat(ran.await(20, TimeUnit.SECONDS)).isTrue();
        on.get(0).join(20_000);
        assertThat(on.get(0).isAlive()).isFalse();
        assertThat(w.busy()).isFalse();
    }
}
