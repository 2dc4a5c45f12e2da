package org.ansuz.protocol.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.EndgameTableSet;
import org.ansuz.engine.spi.EndgameTables;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.FileErrors;

/**
 * Where endgame tables live: {@code <dir>/<variant>/<table>.egdb}, the directory by default under the
 * user's cache ({@code $XDG_CACHE_HOME/ansuz/egdb}, else {@code ~/.cache/ansuz/egdb}).
 */
final class EndgameFiles {
    static final String SUFFIX = ".egdb";

    private EndgameFiles() {
    }

    /** The default directory of the tables of every variant. */
    static Path defaultDirectory() {
        String cache = System.getenv("XDG_CACHE_HOME");
        Path base = cache != null && !cache.isBlank() ? Path.of(cache) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("ansuz").resolve("egdb");
    }

    /** {@code dir} as typed: a leading {@code ~/} is the home directory. */
    static Path directory(String dir) {
        return dir.equals("~") || dir.startsWith("~/") ? Path.of(System.getProperty("user.home") + dir.substring(1))
                : Path.of(dir);
    }

    /** The file of table {@code name} of variant {@code v}. */
    static Path file(Path dir, Variant v, String name) {
        return dir.resolve(v.name()).resolve(name + SUFFIX);
    }

    /**
     * Reads the tables of {@code v} under {@code dir} whose files exist, of at most {@code pieces} pieces,
     * into {@code set}; returns their names.
     *
     * @throws IllegalArgumentException naming the file that cannot be read or is no such table
     */
    static List<String> load(Path dir, Variant v, EndgameTableSet set, int pieces) {
        List<String> loaded = new ArrayList<>();
        for (String name : ((EndgameTables) v).endgameTableNames(pieces)) {
            Path f = file(dir, v, name);
            if (!Files.isRegularFile(f)) {
                continue;
            }
            try {
                set.load(name, Files.readAllBytes(f));
            } catch (IOException e) {
                throw new IllegalArgumentException(FileErrors.describe(f, e));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(f + ": " + e.getMessage());
            }
            loaded.add(name);
        }
        return loaded;
    }

    /**
     * The {@code EGDB Path} option: every variant with tables under {@code dir} probes them from now on,
     * every other variant none; empty: no tables at all. Nothing changes when a file is bad.
     *
     * @throws IllegalArgumentException naming the bad file
     */
    static void install(String dir, List<Variant> variants) {
        if (!dir.isBlank() && !Files.isDirectory(directory(dir.strip()))) {
            throw new IllegalArgumentException("EGDB Path: no directory " + dir.strip());
        }
        List<Runnable> installs = new ArrayList<>();
        for (Variant v : variants) {
            if (!(v instanceof EndgameTables tables) || tables.endgameTablesUnsupported() != null) {
                continue;
            }
            EndgameTableSet set = null;
            if (!dir.isBlank()) {
                EndgameTableSet candidate = tables.newEndgameTableSet();
                set = load(directory(dir.strip()), v, candidate, Integer.MAX_VALUE).isEmpty() ? null : candidate;
            }
            EndgameTableSet chosen = set;
            installs.add(() -> tables.useEndgameTables(chosen));
        }
        installs.forEach(Runnable::run);
    }
}
