package org.ansuz.protocol.cli;

import java.util.concurrent.Callable;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import picocli.CommandLine.Command;

/** {@code ansuz variants}: one line per installed variant with its aliases and board. */
@Command(name = "variants", mixinStandardHelpOptions = true, description = "List the installed variants.")
final class VariantsCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        for (Variant v : Variants.registry().all()) {
            System.out.println(line(v));
        }
        return 0;
    }

    static String line(Variant v) {
        String aliases = v.aliases().isEmpty() ? "-" : String.join(",", v.aliases());
        return String.format("%-14s aliases %-22s family %-10s board %s", v.name(), aliases, v.info().family(),
                v.board().description());
    }
}
