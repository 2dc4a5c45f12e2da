package org.ansuz.engine;

/** Progress of a long command ({@code perft}, {@code bench}); the shell draws a bar, protocols ignore it. */
@FunctionalInterface
public interface Progress {
    Progress NONE = (done, total) -> { };

    void update(int done, int total);
}
