package org.ansuz.protocol.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.protocol.FileErrors;
import org.ansuz.protocol.render.Picture;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code ansuz render --variant V [--fen F] [--moves M ...] [--last-move] [--size PX] --out FILE.svg|FILE.png}. */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = "Draw a position as an SVG or PNG picture.")
final class RenderCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--variant", paramLabel = "V", defaultValue = "international", description = "Variant (default: ${DEFAULT-VALUE}).")
    String variant;

    @Option(names = "--fen", paramLabel = "F", description = "Position text (default: the start position).")
    String fen;

    @Option(names = "--moves", paramLabel = "M", arity = "1..*", description = "Moves to play from that position first.")
    List<String> moves = List.of();

    @Option(names = "--last-move", description = "Mark the cells the last of --moves changed.")
    boolean lastMove;

    @Option(names = "--size", paramLabel = "PX", defaultValue = "600", description = "Picture width in pixels, 100-4000 (default: ${DEFAULT-VALUE}).")
    int size;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "Output file; .svg or .png.")
    Path out;

    @Override
    public Integer call() {
        Variant v = AnsuzCommand.checkVariant(spec, variant);
        if (size < 100 || size > 4000) {
            throw new ParameterException(spec.commandLine(), "--size must be 100 to 4000 pixels, not " + size);
        }
        if (!Picture.knownType(out.toString())) {
            throw new ParameterException(spec.commandLine(), "--out must end in .svg or .png: " + out);
        }
        Position pos;
        try {
            pos = fen == null ? v.startPosition() : v.newPosition(fen);
        } catch (NotationException | RuntimeException e) {
            throw new ParameterException(spec.commandLine(), "bad --fen for " + v.name() + ": " + e.getMessage());
        }
        for (String m : moves) {
            try {
                pos.play(pos.parseMove(m));
            } catch (NotationException e) {
                throw new ParameterException(spec.commandLine(), "move '" + m + "': " + e.getMessage());
            }
        }
        if (lastMove && moves.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--last-move needs --moves");
        }
        System.setProperty("java.awt.headless", "true");
        try {
            Picture.of(v.board(pos), pos, lastMove, size).write(out);
        } catch (IOException e) {
            spec.commandLine().getErr().println("ansuz: cannot write " + FileErrors.describe(out, e));
            return 1;
        }
        System.out.println("wrote " + out);
        return 0;
    }
}
