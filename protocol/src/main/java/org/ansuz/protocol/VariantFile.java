package org.ansuz.protocol;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.ansuz.engine.Variants;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.VariantsFormat.Result;

/**
 * A user's variants file (docs/variants-file.md) on disk: read with its size and I/O errors reported as
 * problems, its text defined by the engine's {@link VariantsFormat}, and {@link #install}ed only when it
 * has no problem.
 */
public final class VariantFile {
    /** Files larger than this are refused unread: a variants file is a page of text. */
    static final long MAX_BYTES = 1 << 20;

    private VariantFile() {
    }

    /** Reads and checks {@code path}; nothing is installed. */
    public static Result read(Path path) {
        String name = path.toString();
        try {
            if (Files.size(path) > MAX_BYTES) {
                return Result.failure(name, "the file is larger than " + MAX_BYTES + " bytes");
            }
            return VariantsFormat.read(name, Files.readString(path, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Result.failure(name, FileErrors.describe("variants file", e));
        }
    }

    /**
     * Reads {@code path} and, when it has no problem, installs its variants in place of those of the file
     * installed before ({@link Variants#install}); with any problem nothing changes.
     */
    public static Result install(Path path) {
        Result r = read(path);
        if (r.ok()) {
            Variants.install(r.variants());
        }
        return r;
    }
}
