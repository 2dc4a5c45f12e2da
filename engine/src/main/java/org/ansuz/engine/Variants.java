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
import org.ansuz.engine.spi.VariantProvider;

/** The registry of every variant on the class path, by name and alias (case-insensitive). */
public final class Variants {
    private static final Variants INSTANCE = load();

    private final Map<String, Variant> byName;
    private final Map<String, Variant> byNameOrAlias;

    private Variants(List<Variant> all) {
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

    private static Variants load() {
        List<Variant> all = new ArrayList<>();
        for (VariantProvider p : ServiceLoader.load(VariantProvider.class)) {
            all.addAll(p.variants());
        }
        return new Variants(all);
    }

    public static Variants registry() {
        return INSTANCE;
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
