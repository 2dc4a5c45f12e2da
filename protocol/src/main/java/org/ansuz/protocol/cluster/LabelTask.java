package org.ansuz.protocol.cluster;

import com.hazelcast.core.HazelcastInstance;
import java.util.List;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.tune.Labeller;
import org.ansuz.protocol.tune.RecordedGame;

/** A chunk of games to label on a worker ({@code ansuz label --cluster}). */
final class LabelTask extends ClusterTask<Labeller.Chunk> {
    private final int index;
    private final Labeller.Settings settings;
    private final List<RecordedGame> games;

    LabelTask(byte[] secretDigest, int index, Labeller.Settings settings, List<RecordedGame> games) {
        super(secretDigest);
        this.index = index;
        this.settings = settings;
        this.games = List.copyOf(games);
    }

    @Override
    String what() {
        return "label job " + (index + 1);
    }

    @Override
    Labeller.Chunk run(HazelcastInstance member, String worker) {
        try {
            return Labeller.labelChunk(settings, games, name -> Variants.registry().find(name));
        } catch (IllegalArgumentException e) {
            throw new JobRefusedException("worker " + worker + " cannot do " + what() + ": " + e.getMessage());
        }
    }
}
