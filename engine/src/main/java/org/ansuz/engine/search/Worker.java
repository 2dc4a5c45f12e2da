package org.ansuz.engine.search;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A daemon thread started once and kept, which runs the tasks given to it in order. The engine
 * searches and answers on such threads instead of starting one per move: on a loaded machine a new
 * thread waits behind every runnable task for its first time slice (hundreds of milliseconds were
 * measured), and the JVM's next safepoint, which stops every thread including the deadline timer,
 * waits for it too. A parked kept thread is woken at once and never holds up a safepoint.
 */
public final class Worker {
    private final LinkedBlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();
    private final Thread thread;
    /** Tasks given and not yet finished; guarded by {@code this}. */
    private int pending;
    private volatile boolean shutDown;

    private static final java.lang.ref.Cleaner CLEANER = java.lang.ref.Cleaner.create();

    /** A worker whose thread ends once {@code owner} is no longer reachable. */
    public static Worker ownedBy(Object owner, String name) {
        Worker w = new Worker(name);
        CLEANER.register(owner, w::shutDown);
        return w;
    }

    Worker(String name) {
        thread = new Thread(this::loop, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Runs {@code task} after the tasks given before it. */
    public void submit(Runnable task) {
        synchronized (this) {
            pending++;
        }
        tasks.add(task);
    }

    /** True while a task is queued or running. */
    public synchronized boolean busy() {
        return pending > 0;
    }

    public boolean isCurrentThread() {
        return Thread.currentThread() == thread;
    }

    /** Waits until every task given so far has finished (at once on the worker's own thread). */
    public void awaitIdle() {
        if (isCurrentThread()) {
            return;
        }
        boolean interrupted = false;
        synchronized (this) {
            while (pending > 0) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** As {@link #awaitIdle()} for at most {@code ms} milliseconds; true when idle. */
    public synchronized boolean awaitIdle(long ms) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
        while (pending > 0) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return true;
    }

    /** Ends the thread once its queue is empty (tasks already given still run). */
    public void shutDown() {
        shutDown = true;
        submit(() -> { }); // wakes the thread if it is parked
    }

    private void loop() {
        while (true) {
            Runnable task;
            try {
                task = tasks.take();
            } catch (InterruptedException e) {
                continue; // a task's leftover interrupt: the worker serves on
            }
            try {
                task.run();
            } catch (Throwable e) {
                // reported as an ending thread's would be (stderr); the worker serves on
                thread.getUncaughtExceptionHandler().uncaughtException(thread, e);
            } finally {
                task = null; // no reference to the task's objects while parked
                synchronized (this) {
                    pending--;
                    notifyAll();
                }
            }
            if (shutDown && tasks.isEmpty()) {
                return;
            }
        }
    }
}
