package org.ansuz.protocol.cluster;

import java.io.Serializable;

/** A job's result with the time the worker spent on it, so that the coordinator can tell its own overhead. */
record Timed<R>(R result, long workerNanos) implements Serializable {
}
