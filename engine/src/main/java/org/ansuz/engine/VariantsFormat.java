package org.ansuz.engine;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.toml.TomlFactory;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitionException;
import org.ansuz.engine.spi.VariantDefinitions;

/**
 * The variants-file format (docs/variants-file.md): TOML sections, one variant each, read with Jackson
 * into plain values with the line of each section and key, each {@code base} resolved, and each section
 * handed to its family's {@link VariantDefinitions}. Every problem is collected with its line and key;
 * there are variants only when there is no problem. Two kinds of text are read: a user's variants file
 * ({@link #read}: bases may be built-in variants, names must be new) and a family's shipped variants
 * ({@link #builtIns}: the family's resource alone, read before any registry exists).
 */
public final class VariantsFormat {
    private static final Pattern SECTION = Pattern.compile("^\\s*\\[\\s*\"?([^\\]\"]*)\"?\\s*]");
    private static final Pattern KEY = Pattern.compile("^\\s*\"?([A-Za-z0-9_-]+)\"?\\s*=");
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9_-]*");

    /** One problem: where ({@code line} 0 = the text as a whole) and why. */
    public record Problem(String file, int line, String section, String key, String reason) {
        @Override
        public String toString() {
            return file + (line > 0 ? ":" + line : "") + ": " + (section == null ? "" : "[" + section + "] ")
                    + (key == null ? "" : key + ": ") + reason;
        }
    }

    /** The variants a text defines (in text order) and its problems: variants only when there are no problems. */
    public record Result(List<Variant> variants, List<Problem> problems) {
        public boolean ok() {
            return problems.isEmpty();
        }

        /** A text that could not be read at all, for {@code reason}. */
        public static Result failure(String file, String reason) {
            return new Result(List.of(), List.of(new Problem(file, 0, null, null, reason)));
        }
    }

    /** One section as read: its name, line, values and the line of each key. */
    private record Section(String name, int line, Map<String, Object> values, Map<String, Integer> keyLines) {
    }

    private final String file;
    /** The family whose shipped variants are read, or {@code null} for a user's file. */
    private final VariantDefinitions shipping;
    private final List<Problem> problems = new ArrayList<>();
    private final Map<String, Section> sections = new LinkedHashMap<>();
    private final Map<String, Variant> defined = new HashMap<>();
    private final Set<String> failed = new HashSet<>();

    private VariantsFormat(String file, VariantDefinitions shipping) {
        this.file = file;
        this.shipping = shipping;
    }

    /** The variants of a user's variants file called {@code name} (in messages) holding {@code text}. */
    public static Result read(String name, String text) {
        return new VariantsFormat(name, null).variants(text);
    }

    /**
     * The shipped variants of {@code family}, from its {@link VariantDefinitions#builtInResource()} (none when
     * it has none): its sections may name only the family and each other, and each variant is defined by
     * {@link VariantDefinitions#defineBuiltIn}.
     */
    public static Result builtIns(VariantDefinitions family) {
        String resource = family.builtInResource();
        if (resource == null) {
            return new Result(List.of(), List.of());
        }
        try (InputStream in = family.getClass().getResourceAsStream(resource)) {
            if (in == null) {
                return Result.failure(resource, "no such resource");
            }
            return new VariantsFormat(resource, family).variants(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Result.failure(resource, "unreadable: " + e.getMessage());
        }
    }

    /** The variants {@code text} defines, or its problems. */
    private Result variants(String text) {
        readSections(text);
        if (problems.isEmpty()) {
            defineAll();
        }
        problems.sort(Comparator.comparingInt(Problem::line));
        List<Variant> variants = new ArrayList<>();
        if (problems.isEmpty()) {
            for (String s : sections.keySet()) {
                variants.add(defined.get(s));
            }
        }
        return new Result(List.copyOf(variants), List.copyOf(problems));
    }

    // ---------------------------------------------------------------- reading

    /**
     * The TOML reader, streamed into plain values: Jackson's object mapper would load some three hundred
     * more classes at every start (the shipped variants are read at start-up) for a tree this class does
     * not need.
     */
    private static final TomlFactory TOML = new TomlFactory();

    private void readSections(String text) {
        Object root;
        try (JsonParser in = TOML.createParser(text)) {
            root = in.nextToken() == null ? null : plain(in);
        } catch (JacksonException e) {
            JsonLocation at = e.getLocation();
            problems.add(new Problem(file, at == null ? 0 : Math.max(0, at.getLineNr()), null, null,
                    "not TOML: " + e.getOriginalMessage()));
            return;
        } catch (IOException e) {
            problems.add(new Problem(file, 0, null, null, "not TOML: " + e.getMessage()));
            return;
        }
        if (!(root instanceof Map<?, ?> top)) {
            problems.add(new Problem(file, 0, null, null, "the file holds no sections"));
            return;
        }
        Map<String, Integer> sectionLines = new HashMap<>();
        Map<String, Map<String, Integer>> keyLines = new HashMap<>();
        scanLines(text, sectionLines, keyLines);
        for (Map.Entry<?, ?> e : top.entrySet()) {
            String name = (String) e.getKey();
            int line = sectionLines.getOrDefault(name, keyLines.getOrDefault("", Map.of()).getOrDefault(name, 0));
            if (!(e.getValue() instanceof Map<?, ?> table)) {
                problems.add(new Problem(file, line, null, name, "a key outside any [section]"));
                continue;
            }
            if (!NAME.matcher(name).matches()) {
                problems.add(new Problem(file, line, name, null,
                        "a variant's name is lower-case letters, digits, '-' and '_'"));
                continue;
            }
            Map<String, Object> values = new LinkedHashMap<>();
            for (Map.Entry<?, ?> kv : table.entrySet()) {
                values.put((String) kv.getKey(), kv.getValue());
            }
            sections.put(name, new Section(name, line, values, keyLines.getOrDefault(name, Map.of())));
        }
        if (sections.isEmpty() && problems.isEmpty()) {
            problems.add(new Problem(file, 0, null, null, "the file holds no sections"));
        }
    }

    /**
     * The line of each {@code [section]} and {@code key =} (Jackson's TOML reader builds its tree without
     * positions): a scan of the text that locates, the parse above having read it.
     */
    private static void scanLines(String text, Map<String, Integer> sectionLines, Map<String, Map<String, Integer>> keyLines) {
        String current = "";
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher s = SECTION.matcher(lines[i]);
            if (s.find()) {
                current = s.group(1).strip();
                sectionLines.putIfAbsent(current, i + 1);
                continue;
            }
            Matcher k = KEY.matcher(lines[i]);
            if (k.find()) {
                keyLines.computeIfAbsent(current, x -> new HashMap<>()).putIfAbsent(k.group(1), i + 1);
            }
        }
    }

    /**
     * The TOML value at {@code in}'s current token as plain Java: String, Long, Double, Boolean, List or Map
     * of them (an integer beyond a long, and a date, as its text).
     */
    private static Object plain(JsonParser in) throws IOException {
        switch (in.currentToken()) {
            case START_OBJECT -> {
                Map<String, Object> m = new LinkedHashMap<>();
                while (in.nextToken() == JsonToken.FIELD_NAME) {
                    String key = in.currentName();
                    in.nextToken();
                    m.put(key, plain(in));
                }
                return m;
            }
            case START_ARRAY -> {
                List<Object> l = new ArrayList<>();
                while (in.nextToken() != JsonToken.END_ARRAY) {
                    l.add(plain(in));
                }
                return l;
            }
            case VALUE_NUMBER_INT -> {
                return in.getNumberType() == JsonParser.NumberType.BIG_INTEGER ? in.getText() : (Object) in.getLongValue();
            }
            case VALUE_NUMBER_FLOAT -> {
                return in.getDoubleValue();
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return in.getBooleanValue();
            }
            case VALUE_EMBEDDED_OBJECT -> {
                return String.valueOf(in.getEmbeddedObject());
            }
            default -> {
                return in.getText();
            }
        }
    }

    // ---------------------------------------------------------------- defining

    private void defineAll() {
        for (String s : sections.keySet()) {
            define(s, new ArrayList<>());
        }
        Map<String, String> names = new HashMap<>();
        for (String s : sections.keySet()) {
            Variant v = defined.get(s);
            if (v == null) {
                continue;
            }
            List<String> all = new ArrayList<>(v.aliases());
            all.add(0, v.name());
            for (String n : all) {
                String key = n.toLowerCase(Locale.ROOT);
                String clash = builtIn(key).map(b -> "the built-in " + b.name())
                        .orElse(names.containsKey(key) ? "[" + names.get(key) + "]" : null);
                if (clash != null) {
                    problem(s, n.equals(v.name()) ? null : "aliases", "the name " + n + " is already " + clash);
                }
                names.putIfAbsent(key, s);
            }
        }
    }

    /** The built-in variant a user's file may name as a base; a family's shipped variants name only each other. */
    private Optional<Variant> builtIn(String name) {
        return shipping == null ? Variants.builtIn().find(name) : Optional.empty();
    }

    /** The family called {@code family} when it defines variants here. */
    private Optional<VariantDefinitions> family(String family) {
        if (shipping == null) {
            return Variants.definitions(family);
        }
        return shipping.family().equalsIgnoreCase(family) ? Optional.of(shipping) : Optional.empty();
    }

    /** Defines section {@code name} after its base; {@code chain}: the sections whose bases lead here. */
    private Variant define(String name, List<String> chain) {
        if (defined.containsKey(name) || failed.contains(name)) {
            return defined.get(name);
        }
        Section s = sections.get(name);
        if (chain.contains(name)) {
            List<String> loop = new ArrayList<>(chain.subList(chain.indexOf(name), chain.size()));
            loop.add(name);
            for (String member : loop.subList(0, loop.size() - 1)) {
                problem(member, "base", "a loop of bases: " + String.join(" -> ", loop));
                failed.add(member);
            }
            return null;
        }
        chain.add(name);
        Map<String, Object> switches = new LinkedHashMap<>(s.values());
        Object familyValue = switches.remove("family");
        Object baseValue = switches.remove("base");
        Variant base = null;
        boolean ok = true;
        if (baseValue != null) {
            if (!(baseValue instanceof String b)) {
                problem(name, "base", "expected a variant's name, not " + baseValue);
                ok = false;
            } else if (sections.containsKey(b.strip().toLowerCase(Locale.ROOT)) && !b.strip().equalsIgnoreCase(name)) {
                base = define(b.strip().toLowerCase(Locale.ROOT), chain);
                if (base == null) {
                    if (!failed.contains(name)) {
                        problem(name, "base", "[" + b.strip() + "] is not defined (see its problems)");
                    }
                    ok = false;
                }
            } else {
                Optional<Variant> builtIn = builtIn(b);
                if (builtIn.isEmpty()) {
                    problem(name, "base", "no variant is called '" + b + "'");
                    ok = false;
                } else {
                    base = builtIn.get();
                }
            }
        }
        chain.remove(chain.size() - 1);
        String family = null;
        if (familyValue != null && !(familyValue instanceof String)) {
            problem(name, "family", "expected a family's name, not " + familyValue);
            ok = false;
        } else if (familyValue != null) {
            family = ((String) familyValue).strip().toLowerCase(Locale.ROOT);
            if (base != null && !base.info().family().equalsIgnoreCase(family)) {
                problem(name, "family", "the base " + base.name() + " is of the family " + base.info().family());
                ok = false;
            }
        } else if (base != null) {
            family = base.info().family();
        } else if (ok) {
            problem(name, null, "a section needs a family or a base");
            ok = false;
        }
        Optional<VariantDefinitions> definitions = family == null ? Optional.empty() : family(family);
        if (family != null && definitions.isEmpty()) {
            problem(name, familyValue != null ? "family" : "base", shipping == null
                    ? "no family called '" + family + "' takes switches (families: " + String.join(", ", Variants.definingFamilies()) + ")"
                    : "the shipped variants of " + shipping.family() + " are of that family alone, not '" + family + "'");
            ok = false;
        }
        if (!ok) {
            failed.add(name);
            return null;
        }
        try {
            Variant v = shipping == null ? definitions.get().define(name, base, switches)
                    : shipping.defineBuiltIn(name, base, switches);
            defined.put(name, v);
            return v;
        } catch (VariantDefinitionException e) {
            for (VariantDefinitionException.Problem p : e.problems()) {
                problem(name, p.key(), p.reason());
            }
            failed.add(name);
            return null;
        }
    }

    private void problem(String section, String key, String reason) {
        Section s = sections.get(section);
        int line = s == null ? 0 : key == null ? s.line() : s.keyLines().getOrDefault(key, s.line());
        problems.add(new Problem(file, line, section, key, reason));
    }
}
