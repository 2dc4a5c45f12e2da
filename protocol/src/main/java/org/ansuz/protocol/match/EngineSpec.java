package org.ansuz.protocol.match;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One engine of a match as given by
 * {@code --engine cmd=PATH [args="..."] [dir=DIR] [name=N] [proto=ugi|hub] [option.NAME=VALUE ...]}.
 *
 * @param command  the program and its arguments
 * @param name     the name shown in results and records ({@code null}: the name from the engine's handshake)
 * @param options  engine options sent after the variant, in the given order ({@code setoption} in UGI,
 *                 {@code set-param} or {@code set} in Hub)
 * @param protocol {@link #UGI} or {@link #HUB}
 * @param directory the working directory of the engine process ({@code null}: the runner's); Scan reads its
 *                  {@code scan.ini} and {@code data/} from there
 */
public record EngineSpec(List<String> command, String name, Map<String, String> options, String protocol,
                         String directory) implements Serializable {
    public static final String UGI = "ugi";
    public static final String HUB = "hub";

    public EngineSpec {
        command = List.copyOf(command);
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        if (!protocol.equals(UGI) && !protocol.equals(HUB)) {
            throw new IllegalArgumentException("proto must be ugi or hub, not " + protocol);
        }
    }

    /** A UGI engine run in the runner's working directory. */
    public EngineSpec(List<String> command, String name, Map<String, String> options) {
        this(command, name, options, UGI, null);
    }

    /** Splits the tokens of every {@code --engine} occurrence: each {@code cmd=} starts a new engine. */
    public static List<EngineSpec> parseAll(List<String> tokens) {
        List<EngineSpec> specs = new ArrayList<>();
        List<String> current = null;
        for (String t : tokens) {
            if (t.startsWith("cmd=")) {
                if (current != null) {
                    specs.add(parse(current));
                }
                current = new ArrayList<>();
            } else if (current == null) {
                throw new IllegalArgumentException("--engine must start with cmd=PATH, not " + t);
            }
            current.add(t);
        }
        if (current != null) {
            specs.add(parse(current));
        }
        return specs;
    }

    static EngineSpec parse(List<String> tokens) {
        List<String> command = new ArrayList<>();
        String name = null;
        String protocol = UGI;
        String directory = null;
        Map<String, String> options = new LinkedHashMap<>();
        List<String> args = new ArrayList<>();
        for (String t : tokens) {
            int eq = t.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("engine setting is not KEY=VALUE: " + t);
            }
            String key = t.substring(0, eq);
            String value = t.substring(eq + 1);
            if (key.equals("cmd")) {
                command.add(value);
            } else if (key.equals("args")) {
                for (String a : value.trim().split("\\s+")) {
                    if (!a.isEmpty()) {
                        args.add(a);
                    }
                }
            } else if (key.equals("arg")) {
                args.add(value);
            } else if (key.equals("name")) {
                name = value;
            } else if (key.equals("dir")) {
                directory = value;
            } else if (key.equals("proto")) {
                protocol = value.toLowerCase(Locale.ROOT);
            } else if (key.startsWith("option.") && key.length() > 7) {
                options.put(key.substring(7), value);
            } else {
                throw new IllegalArgumentException("unknown engine setting " + key
                        + " (use cmd=, args=, arg=, dir=, name=, proto=, option.NAME=)");
            }
        }
        if (command.isEmpty() || command.get(0).isEmpty()) {
            throw new IllegalArgumentException("engine without cmd=PATH");
        }
        command.addAll(args);
        return new EngineSpec(command, name, options, protocol, directory);
    }
}
