package org.ansuz.protocol.match;

import java.io.File;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.record.GameRecord;
import org.ansuz.protocol.record.Opening;

/**
 * One game of a match as a pure job: everything that decides it is here (its index, which fixes the
 * opening and the colours, the two engines and the rules), so that it plays the same on this machine's
 * runner threads and on any worker of a cluster.
 *
 * @param index      0-based game index in the match's schedule (the record's {@code Round} is index + 1)
 * @param rootFen    the opening's root position ({@code null}: the start position)
 * @param opening    the opening's moves from the root
 * @param players    match engine index of p1 and p2
 * @param names      names of p1 and p2 as the records show them
 * @param engines    the engines of p1 and p2
 * @param rules      the referee's settings
 */
public record GameJob(int index, String rootFen, List<String> opening, int[] players, String[] names,
                      List<EngineSpec> engines, GameRules rules) implements Serializable {

    public GameJob {
        opening = List.copyOf(opening);
        engines = List.copyOf(engines);
    }

    /** Plays the game with engines lent by {@code pool} and gives them back. */
    public GameRecord play(Variant variant, EnginePool pool) {
        EngineProcess[] both = {pool.borrow(engines.get(0)), pool.borrow(engines.get(1))};
        try {
            return rules.referee(variant).play(index + 1, new Opening(rootFen, opening), players, both, names);
        } finally {
            pool.giveBack(both[0]);
            pool.giveBack(both[1]);
        }
    }

    /**
     * Why this machine cannot play the game (an engine program that is not here), or {@code null}. A program
     * named with a path must exist as a file; a bare name must be on the {@code PATH}.
     */
    public String missingProgram() {
        for (EngineSpec spec : engines) {
            String program = spec.command().get(0);
            if (!programExists(program, spec.directory())) {
                return "no engine program " + program + " on this machine";
            }
        }
        return null;
    }

    private static boolean programExists(String program, String directory) {
        if (program.contains(File.separator) || program.contains("/")) {
            Path p = Path.of(program);
            if (!p.isAbsolute() && directory != null) {
                p = Path.of(directory).resolve(p);
            }
            return Files.isRegularFile(p);
        }
        String path = System.getenv("PATH");
        for (String dir : path == null ? new String[0] : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isRegularFile(Path.of(dir, program))) {
                return true;
            }
        }
        return false;
    }
}
