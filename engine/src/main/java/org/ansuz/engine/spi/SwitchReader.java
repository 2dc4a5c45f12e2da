package org.ansuz.engine.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.spi.VariantDefinitionException.Problem;

/**
 * Reads one variant definition's switches ({@link VariantDefinitions#define}) by type, each reader keeping
 * the current value when the key is absent and recording a {@link Problem} when its value is bad, so
 * that a family reports every bad key of a section at once ({@link #throwIfAny}).
 */
public final class SwitchReader {
    private final String family;
    private final List<String> keys;
    private final Map<String, Object> given;
    private final List<Problem> problems = new ArrayList<>();

    /** Records a problem for every key of {@code given} not among {@code keys}, with the nearest known one. */
    public SwitchReader(String family, List<String> keys, Map<String, Object> given) {
        this.family = family;
        this.keys = keys;
        this.given = given;
        for (String key : given.keySet()) {
            if (!keys.contains(key)) {
                problem(key, "no " + family + " switch is called so" + nearest(key));
            }
        }
    }

    /**
     * {@code base} as the family's variant class, or {@code null} without a base.
     *
     * @param what the family's games, as a problem names them ({@code "draughts game"})
     * @throws VariantDefinitionException when the base is a game of another kind
     */
    public static <V extends Variant> V base(Variant base, Class<V> type, String what) throws VariantDefinitionException {
        if (base == null) {
            return null;
        }
        if (!type.isInstance(base)) {
            throw new VariantDefinitionException(List.of(new Problem("base", base.name() + " is no " + what)));
        }
        return type.cast(base);
    }

    /**
     * {@code fields} with every component of {@code rules} copied into its public field of the same name
     * (a family's named {@code Fields} from its rules record, to change one by one); {@code rules}
     * {@code null} leaves the defaults. One copy for every family instead of one list of assignments each.
     */
    public static <F> F fieldsOf(Record rules, F fields) {
        if (rules == null) {
            return fields;
        }
        try {
            for (java.lang.reflect.RecordComponent c : rules.getClass().getRecordComponents()) {
                fields.getClass().getField(c.getName()).set(fields, c.getAccessor().invoke(rules));
            }
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(fields.getClass().getName() + " does not mirror " + rules.getClass().getName(), e);
        }
        return fields;
    }

    /** The raw value of {@code key}, or {@code null} when absent. */
    public Object value(String key) {
        return given.get(key);
    }

    public boolean has(String key) {
        return given.containsKey(key);
    }

    public void problem(String key, String reason) {
        problems.add(new Problem(key, reason));
    }

    /** @throws VariantDefinitionException listing every problem recorded, when there is one */
    public void throwIfAny() throws VariantDefinitionException {
        if (!problems.isEmpty()) {
            throw new VariantDefinitionException(problems);
        }
    }

    public int integer(String key, int min, int max, int current) {
        Object v = value(key);
        if (v == null) {
            return current;
        }
        if (v instanceof Long n && n >= min && n <= max) {
            return (int) (long) n;
        }
        problem(key, "expected a whole number from " + min + " to " + max + ", not " + shown(v));
        return current;
    }

    public boolean bool(String key, boolean current) {
        Object v = value(key);
        if (v == null) {
            return current;
        }
        if (v instanceof Boolean b) {
            return b;
        }
        problem(key, "expected true or false, not " + shown(v));
        return current;
    }

    /** A text that is not blank, stripped. */
    public String text(String key, String current) {
        Object v = value(key);
        if (v == null) {
            return current;
        }
        if (v instanceof String s && !s.isBlank()) {
            return s.strip();
        }
        problem(key, "expected a text, not " + shown(v));
        return current;
    }

    /** One of {@code words} (case-insensitive), returned as listed. */
    public String word(String key, List<String> words, String current) {
        Object v = value(key);
        if (v == null) {
            return current;
        }
        if (v instanceof String s) {
            for (String w : words) {
                if (w.equalsIgnoreCase(s.strip())) {
                    return w;
                }
            }
        }
        problem(key, "expected one of " + String.join(", ", words) + ", not " + shown(v));
        return current;
    }

    /** A constant of {@code type}, written in lower case with {@code -} for {@code _} ({@code ON_THE_FLY}: {@code on-the-fly}). */
    public <E extends Enum<E>> E choice(String key, Class<E> type, E current) {
        List<String> words = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            words.add(spelling(e));
        }
        String w = word(key, words, spelling(current));
        return Enum.valueOf(type, w.toUpperCase(Locale.ROOT).replace('-', '_'));
    }

    /** How {@link #choice} spells {@code e}. */
    public static String spelling(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** A list of {@code count} texts ({@code 0}: any number). */
    public List<String> strings(String key, List<String> current, int count) {
        Object v = value(key);
        if (v == null) {
            return current;
        }
        if (v instanceof List<?> list && (count == 0 || list.size() == count)) {
            List<String> out = new ArrayList<>();
            for (Object o : list) {
                if (!(o instanceof String s) || s.isBlank()) {
                    problem(key, "expected texts, not " + shown(o));
                    return current;
                }
                out.add(s.strip());
            }
            return List.copyOf(out);
        }
        problem(key, "expected a list of " + (count == 0 ? "" : count + " ") + "texts, not " + shown(v));
        return current;
    }

    /** A value as a problem quotes it. */
    public static String shown(Object v) {
        return v instanceof String s ? "'" + s + "'" : String.valueOf(v);
    }

    /** {@code " (did you mean flying_kings?)"} for a key at most two edits from a known one, else nothing. */
    private String nearest(String key) {
        String best = null;
        int bestDistance = 3;
        for (String k : keys) {
            int d = distance(key.toLowerCase(Locale.ROOT), k);
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        return best == null ? "" : " (did you mean " + best + "?)";
    }

    /** Levenshtein distance. */
    private static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
