package org.ansuz.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitions;
import org.ansuz.engine.spi.VariantProvider;

/**
 * The registry of every variant on the class path, by name and alias (case-insensitive), plus the
 * variants of the last variants file installed ({@link #install}, docs/variants-file.md). The families
 * that take switches ship their variants as data in that format, defined here at start-up
 * ({@link VariantsFormat#builtIns}).
 */
public final class Variants {
    private static final List<VariantProvider> PROVIDERS = providers();
    private static final Variants BUILT_IN = new Variants(builtIns(), List.of());
    private static volatile Variants current = BUILT_IN;

    private final Map<String, Variant> byName;
    private final Map<String, Variant> byNameOrAlias;
    private final List<Variant> loaded;

    private Variants(List<Variant> builtIn, List<Variant> loaded) {
        List<Variant> all = new ArrayList<>(builtIn);
        all.addAll(loaded);
        this.loaded = List.copyOf(loaded);
        Map<String, Variant> names = new TreeMap<>();
        Map<String, Variant> any = new TreeMap<>();
        for (Variant v : all) {
            if (names.put(v.name(), v) != null) {
                throw new IllegalStateException("two variants are called " + v.name());
            }
            any.put(v.name(), v);
        }
        for (Variant v : all) {
            for (String alias : v.aliases()) {
                any.putIfAbsent(alias.toLowerCase(Locale.ROOT), v);
            }
        }
        byName = Collections.unmodifiableMap(names);
        byNameOrAlias = Collections.unmodifiableMap(any);
    }

    private static List<VariantProvider> providers() {
        List<VariantProvider> all = new ArrayList<>();
        for (VariantProvider p : ServiceLoader.load(VariantProvider.class)) {
            all.add(p);
        }
        return List.copyOf(all);
    }

    /**
     * Each family's shipped variants: those of its resource in the variants-file format, then those it builds
     * in code.
     *
     * @throws IllegalStateException when a shipped resource has a problem (a broken build, caught by the tests)
     */
    private static List<Variant> builtIns() {
        List<Variant> all = new ArrayList<>();
        for (VariantProvider p : PROVIDERS) {
            if (p instanceof VariantDefinitions d) {
                VariantsFormat.Result shipped = VariantsFormat.builtIns(d);
                if (!shipped.ok()) {
                    throw new IllegalStateException("the shipped " + d.family() + " variants do not load: " + shipped.problems());
                }
                all.addAll(shipped.variants());
            }
            all.addAll(p.variants());
        }
        return all;
    }

    /** The built-in variants and those installed from a variants file. */
    public static Variants registry() {
        return current;
    }

    /** The built-in variants alone. */
    public static Variants builtIn() {
        return BUILT_IN;
    }

    /**
     * Makes {@code variants} (defined from a file) the loaded ones, in place of those installed before.
     *
     * @throws IllegalStateException when a name or alias is already another variant's (nothing changes)
     */
    public static synchronized void install(List<Variant> variants) {
        for (Variant v : variants) {
            for (String name : names(v)) {
                if (BUILT_IN.find(name).isPresent()) {
                    throw new IllegalStateException(name + " is already the name of a built-in variant");
                }
            }
        }
        current = new Variants(BUILT_IN.all(), variants);
    }

    private static List<String> names(Variant v) {
        List<String> names = new ArrayList<>(v.aliases());
        names.add(0, v.name());
        return names;
    }

    /** The family called {@code family} when it defines variants from switches (a variants file), else empty. */
    public static Optional<VariantDefinitions> definitions(String family) {
        for (VariantProvider p : PROVIDERS) {
            if (p instanceof VariantDefinitions d && d.family().equalsIgnoreCase(family)) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    /** The families that define variants from switches, alphabetically. */
    public static List<String> definingFamilies() {
        List<String> names = new ArrayList<>();
        for (VariantProvider p : PROVIDERS) {
            if (p instanceof VariantDefinitions d) {
                names.add(d.family());
            }
        }
        Collections.sort(names);
        return names;
    }

    /** The variants installed from a file, in file order. */
    public List<Variant> loaded() {
        return loaded;
    }

    /** Every variant, alphabetical by name. */
    public List<Variant> all() {
        return List.copyOf(byName.values());
    }

    public List<String> names() {
        return List.copyOf(byName.keySet());
    }

    public Optional<Variant> find(String nameOrAlias) {
        if (nameOrAlias == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(byNameOrAlias.get(nameOrAlias.trim().toLowerCase(Locale.ROOT)));
    }
}
