package org.ansuz.protocol;

import java.util.List;
import java.util.Locale;

/**
 * One UCI option: its declaration ({@code option name Hash type spin default 16 min 1 max 4096}) and
 * its current value. Values are checked here; what a value does is up to the session.
 */
final class EngineOption {
    enum Type { CHECK, SPIN, COMBO, BUTTON, STRING }

    final String name;
    final Type type;
    final String defaultValue;
    final long min;
    final long max;
    final List<String> vars;
    String value;

    private EngineOption(String name, Type type, String defaultValue, long min, long max, List<String> vars) {
        this.name = name;
        this.type = type;
        this.defaultValue = defaultValue;
        this.min = min;
        this.max = max;
        this.vars = vars;
        this.value = defaultValue;
    }

    static EngineOption check(String name, boolean def) {
        return new EngineOption(name, Type.CHECK, Boolean.toString(def), 0, 0, List.of());
    }

    static EngineOption spin(String name, long def, long min, long max) {
        return new EngineOption(name, Type.SPIN, Long.toString(def), min, max, List.of());
    }

    static EngineOption combo(String name, String def, List<String> vars) {
        return new EngineOption(name, Type.COMBO, def, 0, 0, List.copyOf(vars));
    }

    static EngineOption button(String name) {
        return new EngineOption(name, Type.BUTTON, "", 0, 0, List.of());
    }

    static EngineOption string(String name, String def) {
        return new EngineOption(name, Type.STRING, def, 0, 0, List.of());
    }

    /** The {@code option name ...} line of the handshake. */
    String declaration() {
        StringBuilder sb = new StringBuilder("option name ").append(name).append(" type ")
                .append(type.name().toLowerCase(Locale.ROOT));
        switch (type) {
            case CHECK -> sb.append(" default ").append(defaultValue);
            case SPIN -> sb.append(" default ").append(defaultValue).append(" min ").append(min).append(" max ").append(max);
            case COMBO -> {
                sb.append(" default ").append(defaultValue);
                for (String v : vars) {
                    sb.append(" var ").append(v);
                }
            }
            case STRING -> sb.append(" default ").append(defaultValue.isEmpty() ? "<empty>" : defaultValue);
            case BUTTON -> { }
        }
        return sb.toString();
    }

    /** The canonical form of {@code raw} for this option, or {@code null} when it is not a valid value. */
    String normalise(String raw) {
        String v = raw == null ? "" : raw.trim();
        switch (type) {
            case CHECK:
                return v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false") ? v.toLowerCase(Locale.ROOT) : null;
            case SPIN:
                try {
                    long n = Long.parseLong(v);
                    return n >= min && n <= max ? Long.toString(n) : null;
                } catch (NumberFormatException e) {
                    return null;
                }
            case COMBO:
                for (String var : vars) {
                    if (var.equalsIgnoreCase(v)) {
                        return var;
                    }
                }
                return null;
            case STRING:
                return v.equals("<empty>") ? "" : v;
            default:
                return "";
        }
    }

    boolean isTrue() {
        return Boolean.parseBoolean(value);
    }

    long asLong() {
        return Long.parseLong(value);
    }
}
