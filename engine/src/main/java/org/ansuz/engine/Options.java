package org.ansuz.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The option registry: every option of the process in declaration order, found by name
 * case-insensitively. Every dialect lists and sets options only through it.
 */
public final class Options {
    private final Map<String, Option> byName = new LinkedHashMap<>();

    /** Declares an option (a later declaration of the same name replaces the earlier one in place). */
    public synchronized Option add(Option option) {
        byName.put(key(option.name()), option);
        return option;
    }

    /** The option called {@code name} (case and runs of blanks do not matter), or {@code null}. */
    public synchronized Option get(String name) {
        return name == null ? null : byName.get(key(name));
    }

    /** The option offered to Hub clients as {@code hubName}, or {@code null}. */
    public synchronized Option byHubName(String hubName) {
        for (Option o : byName.values()) {
            if (o.hubName() != null && o.hubName().equalsIgnoreCase(hubName)) {
                return o;
            }
        }
        return null;
    }

    /** Every option in declaration order. */
    public synchronized List<Option> all() {
        return new ArrayList<>(byName.values());
    }

    /**
     * Checks and sets a value and runs the option's effect.
     *
     * @return {@code null}, or the error text: {@code bad value for <name>: <raw>} or the effect's refusal
     */
    public synchronized String set(Option option, String raw) {
        return option.set(raw, option.name());
    }

    /** As {@link #set(Option, String)}, naming the option {@code shownName} in the error (Hub's {@code hash}). */
    public synchronized String set(Option option, String raw, String shownName) {
        return option.set(raw, shownName);
    }

    private static String key(String name) {
        StringBuilder sb = new StringBuilder(name.length());
        boolean blank = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isWhitespace(c)) {
                blank = sb.length() > 0;
            } else {
                if (blank) {
                    sb.append(' ');
                    blank = false;
                }
                sb.append(c);
            }
        }
        return sb.toString().toLowerCase(Locale.ROOT);
    }
}
