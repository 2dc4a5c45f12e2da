package org.ansuz.protocol.cluster;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.protocol.tune.Labeller;
import org.ansuz.protocol.tune.RecordedGame;

/**
 * {@code ansuz label --cluster}: the chunks are labelled on the workers, and their lines are written here
 * in chunk order, so the file is the one a local run writes.
 */
public final class ClusterLabels {
    private final ClusterOptions options;
    private final JobScheduler<Labeller.Chunk> scheduler;
    private final PrintStream out;

    /** @param join the members to contact, {@code HOST:PORT[,...]} */
    public ClusterLabels(ClusterOptions options, String join, PrintStream out) {
        this.options = options;
        this.scheduler = new JobScheduler<>(options, ClusterOptions.members(join), out);
        this.out = out;
    }

    /** Labels every chunk and writes the lines to {@code w}; the sums of the chunks, or null when a job failed. */
    public Labeller.Chunk label(Labeller.Settings settings, List<List<RecordedGame>> chunks, Writer w)
            throws IOException, InterruptedException {
        Map<Integer, Labeller.Chunk> waiting = new HashMap<>();
        long[] sums = new long[4]; // positions, nodes, used, rejected
        int[] written = {0};
        try {
            scheduler.run(new JobScheduler.Jobs<>() {
                @Override
                public int total() {
                    return chunks.size();
                }

                @Override
                public boolean isDone(int index) {
                    return index < written[0] || waiting.containsKey(index);
                }

                @Override
                public boolean stopped() {
                    return false;
                }

                @Override
                public boolean abandoned() {
                    return false;
                }

                @Override
                public ClusterTask<Labeller.Chunk> task(int index) {
                    return new LabelTask(options.secretDigest(), index, settings, chunks.get(index));
                }

                @Override
                public void done(int index, Labeller.Chunk chunk, String worker) {
                    if (isDone(index)) {
                        return;
                    }
                    waiting.put(index, chunk);
                    try {
                        for (Labeller.Chunk next; (next = waiting.remove(written[0])) != null; written[0]++) {
                            w.write(next.lines());
                            w.flush();
                            sums[0] += next.positions();
                            sums[1] += next.nodes();
                            sums[2] += next.used();
                            sums[3] += next.rejected();
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    out.printf(Locale.ROOT, "Job %d/%d (%d games) labelled on %s; %d written  cluster: %s%n",
                            index + 1, chunks.size(), chunks.get(index).size(), worker, written[0], scheduler.status());
                    out.flush();
                }
            }, () -> { });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        if (written[0] < chunks.size()) {
            out.println("error: " + (chunks.size() - written[0]) + " of " + chunks.size() + " label jobs were not done");
            return null;
        }
        return new Labeller.Chunk("", sums[0], sums[1], (int) sums[2], (int) sums[3]);
    }
}
