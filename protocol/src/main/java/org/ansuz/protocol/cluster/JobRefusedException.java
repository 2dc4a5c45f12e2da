package org.ansuz.protocol.cluster;

/** A worker cannot or may not play a job (wrong secret, an engine program it lacks, an unknown variant). */
final class JobRefusedException extends RuntimeException {
    JobRefusedException(String message) {
        super(message);
    }
}
