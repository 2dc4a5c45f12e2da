package org.ansuz.engine;

import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * One engine option, declared once with everything about it: name, type, default, range or choices,
 * and what setting it does. {@link Options} lists and sets options for every protocol dialect, so an
 * option is added by one declaration (the Stockfish manner). The value is the current one: a second
 * handshake lists it as the option's default.
 */
public final class Option {
    /** The UCI option types. */
    public enum Type { CHECK, SPIN, COMBO, BUTTON, STRING }

    /** What a new value does. Throw {@link IllegalArgumentException} (its message is the error) to refuse it. */
    @FunctionalInterface
    public interface Effect {
        void apply(Option option);
    }

    private final String name;
    private final Type type;
    private final String defaultValue;
    private final long min;
    private final long max;
    /** The choices of a combo: replaced as a whole when the installed variants change. */
    private volatile List<String> vars;
    private Effect effect = o -> { };
    private UnaryOperator<String> lookup;
    private String rejectedAs;
    private String hubName;
    private volatile String value;

    private Option(String name, Type type, String defaultValue, long min, long max, List<String> vars) {
        this.name = name;
        this.type = type;
        this.defaultValue = defaultValue;
        this.min = min;
        this.max = max;
        this.vars = List.copyOf(vars);
        this.value = defaultValue;
    }

    public static Option check(String name, boolean def) {
        return new Option(name, Type.CHECK, Boolean.toString(def), 0, 0, List.of());
    }

    public static Option spin(String name, long def, long min, long max) {
        return new Option(name, Type.SPIN, Long.toString(def), min, max, List.of());
    }

    public static Option combo(String name, String def, List<String> vars) {
        return new Option(name, Type.COMBO, def, 0, 0, vars);
    }

    public static Option button(String name) {
        return new Option(name, Type.BUTTON, "", 0, 0, List.of());
    }

    public static Option string(String name, String def) {
        return new Option(name, Type.STRING, def, 0, 0, List.of());
    }

    /** What setting the option does (called after the value is stored; a refusal restores the old one). */
    public Option onChange(Effect e) {
        this.effect = e;
        return this;
    }

    /**
     * Accepts more spellings than the declared choices: {@code lookup} maps a raw value to the stored
     * one or {@code null}; a refused value is reported as {@code <rejectedAs>: <value>}.
     */
    public Option accepting(UnaryOperator<String> lookup, String rejectedAs) {
        this.lookup = lookup;
        this.rejectedAs = rejectedAs;
        return this;
    }

    /** Offers the option in Scan's Hub protocol under {@code hubName} ({@code param name=...}). */
    public Option hub(String hubName) {
        this.hubName = hubName;
        return this;
    }

    public String name() {
        return name;
    }

    public Type type() {
        return type;
    }

    public String defaultValue() {
        return defaultValue;
    }

    public long min() {
        return min;
    }

    public long max() {
        return max;
    }

    /** The choices of a combo. */
    public List<String> vars() {
        return vars;
    }

    /** New choices of a combo (the variant list after a variants file is loaded); the value is kept. */
    void choices(List<String> newVars) {
        vars = List.copyOf(newVars);
    }

    /** The Hub parameter name, or {@code null} when the option is not offered there. */
    public String hubName() {
        return hubName;
    }

    /** The current value in canonical form ({@code true}/{@code false}, a decimal number, a choice, a text). */
    public String value() {
        return value;
    }

    public boolean isTrue() {
        return Boolean.parseBoolean(value);
    }

    public long asLong() {
        return Long.parseLong(value);
    }

    public int asInt() {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, asLong()));
    }

    /** Stores a value without running the effect (the engine already did what it means). */
    void store(String canonical) {
        value = canonical;
    }

    /** Sets {@code raw}; returns {@code null} or the error text ({@code bad value for <shownName>: <raw>}). */
    String set(String raw, String shownName) {
        String v = canonical(raw == null ? "" : raw.strip());
        if (v == null) {
            return (rejectedAs != null ? rejectedAs : "bad value for " + shownName) + ": " + raw;
        }
        String old = value;
        value = v;
        try {
            effect.apply(this);
        } catch (IllegalArgumentException e) {
            value = old;
            return e.getMessage();
        }
        return null;
    }

    /** The stored form of {@code v}, or {@code null} when it is no value of this option. */
    private String canonical(String v) {
        if (lookup != null) {
            return lookup.apply(v);
        }
        switch (type) {
            case CHECK:
                return v.equalsIgnoreCase("true") || v.equalsIgnoreCase("false") ? v.toLowerCase(Locale.ROOT) : null;
            case SPIN:
                long n = Numbers.parseLong(v, Long.MIN_VALUE);
                return n != Long.MIN_VALUE && n >= min && n <= max ? Long.toString(n) : null;
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
}
