package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.Test;

/** Every name and alias names exactly one variant, so {@code new <name>} can never pick one of two. */
class VariantNamesTest {

    @Test
    void noNameOrAliasIsShared() {
        Map<String, String> owner = new HashMap<>();
        List<String> clashes = new ArrayList<>();
        for (Variant v : Variants.registry().all()) {
            List<String> words = new ArrayList<>(v.aliases());
            words.add(0, v.name());
            for (String w : words) {
                String key = w.toLowerCase(Locale.ROOT);
                String before = owner.putIfAbsent(key, v.name());
                if (before != null && !before.equals(v.name())) {
                    clashes.add(key + ": " + before + " and " + v.name());
                } else if (before != null) {
                    clashes.add(key + ": twice in " + v.name());
                }
            }
        }
        assertThat(clashes).isEmpty();
        assertThat(owner).hasSizeGreaterThan(Variants.registry().all().size());
    }

    @Test
    void damaIsTurkishAndEachDamaHasItsOwnName() {
        assertThat(Variants.registry().find("dama").orElseThrow().name()).isEqualTo("turkish");
        assertThat(Variants.registry().find("dama-turkish").orElseThrow().name()).isEqualTo("turkish");
        assertThat(Variants.registry().find("dama-filipino").orElseThrow().name()).isEqualTo("filipino");
        assertThat(Variants.registry().find("pinoy-dama").orElseThrow().name()).isEqualTo("filipino");
    }
}
