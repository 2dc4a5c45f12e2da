package org.ansuz.protocol.cluster;

import java.io.PrintStream;
import java.util.UUID;
import org.ansuz.protocol.match.GameJob;
import org.ansuz.protocol.match.Match;

/** Plays a match's games on the workers of a cluster ({@code ansuz match --cluster}). */
public final class ClusterRunner implements Match.Runner {
    private final ClusterOptions options;
    private final JobScheduler<PlayedGame> scheduler;
    private final String matchId = UUID.randomUUID().toString();

    /** @param join the members to contact, {@code HOST:PORT[,...]} */
    public ClusterRunner(ClusterOptions options, String join, PrintStream out) {
        this.options = options;
        this.scheduler = new JobScheduler<>(options, ClusterOptions.members(join), out);
    }

    /** True when a game could not be played anywhere (the match stopped early). */
    public boolean failed() {
        return scheduler.failed();
    }

    @Override
    public void playAll(Match match) throws InterruptedException {
        match.setStatus(() -> "cluster: " + scheduler.status());
        try {
            scheduler.run(new JobScheduler.Jobs<>() {
                @Override
                public int total() {
                    return match.total();
                }

                @Override
                public boolean isDone(int index) {
                    return match.isDone(index);
                }

                @Override
                public boolean stopped() {
                    return match.stopped();
                }

                @Override
                public boolean abandoned() {
                    return match.stopped() && match.decision() == null; // Ctrl-C, or the record file failed
                }

                @Override
                public ClusterTask<PlayedGame> task(int index) {
                    return new GameTask(matchId, options.secretDigest(), match.job(index));
                }

                @Override
                public void done(int index, PlayedGame game, String worker) {
                    GameJob job = match.job(index);
                    match.record(game.record(job));
                }
            }, new EndMatchTask(matchId));
        } finally {
            match.setStatus(null);
        }
    }
}
