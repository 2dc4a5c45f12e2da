package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.ansuz.engine.Variants;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitions;
import org.ansuz.engine.spi.VariantProvider;
import org.junit.jupiter.api.Test;

/**
 * Every family has the same shape, so that a reader who knows one knows where to look in all: per game a
 * {@code <G>Variant}, {@code <G>Position}, {@code <G>Rules}, {@code <G>Evaluation}, {@code <G>Notation} and
 * {@code <G>Weights}; per package one {@code <F>Family} and a {@code package-info}; no position source
 * longer than {@value #MAX_POSITION_LINES} lines. The families are the packages of the registered variants;
 * the sources are read from the repository.
 */
class FamilyShapeTest {
    private static final int MAX_POSITION_LINES = 450;
    private static final List<String> PER_GAME = List.of("Variant", "Position", "Rules", "Evaluation", "Notation",
            "Weights");
    private static final Path SOURCES = Path.of("variants", "src", "main", "java");

    /** The games (variant class prefixes) of each family package, from the registry. */
    private static Map<String, TreeSet<String>> gamesByPackage() {
        Map<String, TreeSet<String>> games = new TreeMap<>();
        for (Variant v : Variants.registry().all()) {
            Class<?> c = v.getClass();
            if (!c.getPackageName().startsWith("org.ansuz.variants.")) {
                continue;
            }
            assertThat(c.getSimpleName()).as("variant class of %s", v.name()).endsWith("Variant");
            String game = c.getSimpleName().substring(0, c.getSimpleName().length() - "Variant".length());
            games.computeIfAbsent(c.getPackageName(), p -> new TreeSet<>()).add(game);
        }
        return games;
    }

    private static Path sourceDir(String packageName) {
        return SOURCES.resolve(packageName.replace('.', '/'));
    }

    @Test
    void theRegistryHoldsEveryFamilyPackage() throws IOException {
        assertThat(SOURCES).as("run from the repository root").isDirectory();
        List<String> packages = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(SOURCES.resolve("org/ansuz/variants"))) {
            dirs.filter(Files::isDirectory).forEach(d -> packages.add("org.ansuz.variants." + d.getFileName()));
        }
        assertThat(gamesByPackage().keySet()).containsExactlyInAnyOrderElementsOf(packages);
    }

    @Test
    void everyGameHasItsClasses() {
        List<String> missing = new ArrayList<>();
        gamesByPackage().forEach((pkg, games) -> {
            for (String game : games) {
                for (String role : PER_GAME) {
                    try {
                        Class.forName(pkg + "." + game + role);
                    } catch (ClassNotFoundException e) {
                        missing.add(pkg + "." + game + role);
                    }
                }
            }
        });
        assertThat(missing).isEmpty();
    }

    /** One idiom for the rules: a record built by {@code of(r -> ...)} from a nested class of named fields. */
    @Test
    void everyGamesRulesAreARecordBuiltFromNamedFields() throws ReflectiveOperationException {
        for (Map.Entry<String, TreeSet<String>> family : gamesByPackage().entrySet()) {
            for (String game : family.getValue()) {
                Class<?> rules = Class.forName(family.getKey() + "." + game + "Rules");
                assertThat(rules.isRecord()).as(rules.getName()).isTrue();
                Class<?> fields = Class.forName(rules.getName() + "$Fields");
                Method of = rules.getMethod("of", Consumer.class);
                assertThat(Modifier.isStatic(of.getModifiers())).as(rules.getName() + ".of").isTrue();
                assertThat(of.getReturnType()).isEqualTo(rules);
                assertThat(fields.getFields()).as(fields.getName()).isNotEmpty();
            }
        }
    }

    /** One idiom for the evaluation: the position holds its game's evaluation and calls it. */
    @Test
    void everyPositionHoldsItsGamesEvaluation() throws ClassNotFoundException {
        for (Map.Entry<String, TreeSet<String>> family : gamesByPackage().entrySet()) {
            for (String game : family.getValue()) {
                Class<?> position = Class.forName(family.getKey() + "." + game + "Position");
                Class<?> evaluation = Class.forName(family.getKey() + "." + game + "Evaluation");
                assertThat(position.getDeclaredFields()).as(position.getName())
                        .anyMatch(f -> f.getName().equals("evaluation") && f.getType() == evaluation
                                && Modifier.isFinal(f.getModifiers()) && !Modifier.isStatic(f.getModifiers()));
            }
        }
    }

    /**
     * One home for position texts: {@code <G>Notation.parsePosition(<G>Variant, String)} reads them, as it reads
     * the move texts, and no position carries a static {@code parse} of its own. It returns the game's
     * position class, or a base class of it in the family's package (draughts: two position classes).
     */
    @Test
    void everyGamesNotationParsesItsPositionTexts() throws ClassNotFoundException {
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, TreeSet<String>> family : gamesByPackage().entrySet()) {
            for (String game : family.getValue()) {
                Class<?> notation = Class.forName(family.getKey() + "." + game + "Notation");
                Class<?> position = Class.forName(family.getKey() + "." + game + "Position");
                Class<?> variant = Class.forName(family.getKey() + "." + game + "Variant");
                try {
                    Method parse = notation.getDeclaredMethod("parsePosition", variant, String.class);
                    // The position class, or the family's common base of several (draughts: bitboard and mailbox).
                    Class<?> returned = parse.getReturnType();
                    boolean ofTheGame = returned.isAssignableFrom(position)
                            && returned.getPackage().equals(position.getPackage());
                    if (!Modifier.isStatic(parse.getModifiers()) || !ofTheGame) {
                        wrong.add(parse + " is not a static method returning " + position.getSimpleName()
                                + " or its family's base of it");
                    }
                } catch (NoSuchMethodException e) {
                    wrong.add(notation.getName() + " declares no parsePosition(" + variant.getSimpleName() + ", String)");
                }
                for (Method m : position.getDeclaredMethods()) {
                    if (m.getName().equals("parse") && Modifier.isStatic(m.getModifiers())) {
                        wrong.add(position.getName() + " declares a static parse");
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    @Test
    void everyFamilyHasOneFamilyClassAndAPackageInfo() throws IOException, ReflectiveOperationException {
        for (String pkg : gamesByPackage().keySet()) {
            Path dir = sourceDir(pkg);
            assertThat(dir.resolve("package-info.java")).as(pkg).isRegularFile();
            List<String> families = new ArrayList<>();
            try (Stream<Path> files = Files.list(dir)) {
                files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith("Family.java")).forEach(families::add);
            }
            assertThat(families).as(pkg).hasSize(1);
            String familyClass = pkg + "." + families.get(0).replace(".java", "");
            Object family = Class.forName(familyClass).getDeclaredConstructor().newInstance();
            assertThat(family).as(familyClass).isInstanceOf(VariantProvider.class);
            List<Variant> provided = new ArrayList<>(((VariantProvider) family).variants());
            if (family instanceof VariantDefinitions d) {
                provided.addAll(VariantsFormat.builtIns(d).variants());
            }
            assertThat(provided).as(familyClass + " provides the package's variants, in code or in its resource")
                    .isNotEmpty().allMatch(v -> v.getClass().getPackageName().equals(pkg));
        }
    }

    @Test
    void noPositionIsLongerThanTheLimit() throws IOException {
        Map<String, Integer> tooLong = new TreeMap<>();
        int positions = 0;
        for (String pkg : gamesByPackage().keySet()) {
            try (Stream<Path> files = Files.list(sourceDir(pkg))) {
                for (Path f : files.filter(p -> p.getFileName().toString().endsWith("Position.java")).toList()) {
                    positions++;
                    int lines = Files.readAllLines(f).size();
                    if (lines > MAX_POSITION_LINES) {
                        tooLong.put(f.toString(), lines);
                    }
                }
            }
        }
        assertThat(positions).isGreaterThanOrEqualTo(gamesByPackage().size());
        assertThat(tooLong).isEmpty();
    }
}
