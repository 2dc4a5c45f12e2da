package org.ansuz.protocol.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.VariantFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code ansuz check FILE}: every problem of a variants file with its line and key, or the variants it defines. */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Check a variants file (docs/variants-file.md): print every problem with its line and key "
                + "(exit code 1), or the variants it defines.")
final class CheckCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "The variants file (TOML).")
    Path file;

    @Override
    public Integer call() {
        VariantsFormat.Result r = VariantFile.read(file);
        for (VariantsFormat.Problem p : r.problems()) {
            System.out.println(p);
        }
        if (!r.ok()) {
            System.out.println(file + ": " + r.problems().size() + " problem" + (r.problems().size() == 1 ? "" : "s")
                    + ", nothing would be loaded");
            return 1;
        }
        for (Variant v : r.variants()) {
            System.out.println(VariantsCommand.line(v));
        }
        System.out.println(file + ": " + r.variants().size() + " variant" + (r.variants().size() == 1 ? "" : "s") + ", no problem");
        return 0;
    }
}
