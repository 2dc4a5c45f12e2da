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

    /** Every letter a legend names is one the start position draws (a legend cannot name pieces of another game). */
    @Test
    void legendsNameLettersOfTheirOwnBoards() {
        List<String> wrong = new ArrayList<>();
        int withLegend = 0;
        for (Variant v : Variants.registry().all()) {
            if (v.pieceLegend().isEmpty()) {
                continue;
            }
            withLegend++;
            org.ansuz.engine.spi.Position start = v.startPosition();
            java.util.Set<Character> drawn = new java.util.HashSet<>();
            for (int c = 0; c < v.board(start).cells(); c++) {
                drawn.add(start.symbolAt(c));
            }
            boolean byCase = v.pieceLegend().contains("upper case");
            for (char drawnSymbol : drawn) {
                char symbol = byCase && drawnSymbol != 'M' ? Character.toUpperCase(drawnSymbol) : drawnSymbol;
                if (symbol != ' ' && !v.pieceLegend().matches("(^|.*, )" + java.util.regex.Pattern.quote(String.valueOf(symbol)) + " .*")) {
                    wrong.add(v.name() + ": '" + drawnSymbol + "' is drawn but not in the legend");
                }
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(withLegend).isGreaterThan(40);
    }
}
