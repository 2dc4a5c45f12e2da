package org.ansuz.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Comments cite documents a fresh clone holds: every {@code docs/<file>.md#<section>} they name exists with
 * that heading, and nothing cites the old notes kept outside the repository (design and protocol notes,
 * per-game rule files, section signs).
 */
class DocReferencesTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();
    /** Where sources live; target folders are skipped. */
    private static final List<String> SOURCE_ROOTS = List.of("engine", "variants", "protocol", "src", "bench", "scripts");
    private static final Pattern DOC_LINK = Pattern.compile("docs/([\\w./-]+\\.md)(?:#([\\w-]+))?");
    /** Citations of documents that are not in docs/: the old notes' names, bare rule files, section signs. */
    private static final Pattern STRAY = Pattern.compile(
            "\\bDESIGN\\b|\\bPROTOCOLS\\b|(?<![\\w/])rules/|\u00a7|(?<![\\w.-])(?!README\\.md)[\\w-]+\\.md\\b");
    private static final Pattern STRING_LITERAL = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");
    private static final Pattern CHAR_LITERAL = Pattern.compile("'(?:[^'\\\\]|\\\\.)'");
    /** A relative Markdown link to a document and/or one of its sections: {@code ](page#section)}, {@code ](#section)}. */
    private static final Pattern MD_LINK = Pattern.compile("\\]\\((?!https?:)([\\w./-]+\\.md)?(?:#([\\w-]+))?\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.+?)\\s*#*\\s*$");

    private final Map<String, Set<String>> anchorsByDoc = new HashMap<>();

    @Test
    void everySourceCitesOnlyDocumentsAndSectionsThatExist() throws IOException {
        List<String> problems = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        files.add(ROOT.resolve("pom.xml"));
        for (String root : SOURCE_ROOTS) {
            try (Stream<Path> walk = Files.walk(ROOT.resolve(root))) {
                walk.filter(Files::isRegularFile).filter(DocReferencesTest::isSource).forEach(files::add);
            }
        }
        for (Path file : files) {
            problems.addAll(problems(ROOT.relativize(file).toString(), Files.readString(file, StandardCharsets.UTF_8)));
        }
        assertThat(files).hasSizeGreaterThan(300);
        assertThat(problems).isEmpty();
    }

    @Test
    void linksBetweenTheDocumentsLeadToFilesAndSectionsThatExist() throws IOException {
        Path docs = ROOT.resolve("docs");
        List<String> broken = new ArrayList<>();
        List<Path> pages;
        try (Stream<Path> walk = Files.walk(docs)) {
            pages = walk.filter(p -> p.toString().endsWith(".md")).toList();
        }
        for (Path page : pages) {
            Matcher link = MD_LINK.matcher(Files.readString(page, StandardCharsets.UTF_8));
            while (link.find()) {
                Path target = link.group(1) == null ? page : page.getParent().resolve(link.group(1)).normalize();
                String doc = docs.relativize(target).toString().replace('\\', '/');
                Set<String> anchors = target.startsWith(ROOT) ? anchors(doc) : null; // README.md too, as ../README.md
                if (anchors == null || link.group(2) != null && !anchors.contains(link.group(2))) {
                    broken.add(docs.relativize(page) + ": " + link.group());
                }
            }
        }
        assertThat(pages).hasSizeGreaterThan(10);
        assertThat(broken).isEmpty();
    }

    @Test
    void aCitationOfAMissingDocumentOrSectionIsReported() {
        assertThat(problems("A.java", "/** See docs/architecture.md#dependency-rules and docs/rules/draughts.md. */"))
                .isEmpty();
        assertThat(problems("A.java", "// docs/rules/nosuchgame.md")).containsExactly(
                "A.java:1: cites docs/rules/nosuchgame.md, which is not in the repository");
        assertThat(problems("A.java", "x();\n// docs/architecture.md#no-such-section")).containsExactly(
                "A.java:2: cites docs/architecture.md#no-such-section, a section the document does not have");
    }

    @Test
    void aCitationOutsideDocsIsReported() {
        assertThat(problems("A.java", "/** The rules of russian.md section 8. */"))
                .containsExactly("A.java:1: cites 'russian.md' outside docs/");
        assertThat(problems("A.java", " * (DESIGN \u00a72)")).containsExactly(
                "A.java:1: cites 'DESIGN' outside docs/", "A.java:1: cites '\u00a7' outside docs/");
        assertThat(problems("A.java", "// {@code rules/thud.md}")).containsExactly(
                "A.java:1: cites 'rules/' outside docs/", "A.java:1: cites 'thud.md' outside docs/");
        // Texts inside string literals are data, not citations; README.md is the repository's own.
        assertThat(problems("A.java", "String s = \"russian.md 10\"; // see README.md")).isEmpty();
    }

    private static boolean isSource(Path p) {
        String name = p.getFileName().toString();
        if (p.toString().contains("/target/")) {
            return false;
        }
        return name.endsWith(".java") || name.endsWith(".js") || name.endsWith(".html") || name.endsWith(".css")
                || name.endsWith(".xml") || name.endsWith(".sh") || p.getParent().endsWith("scripts");
    }

    /** The citation problems of one file's text, each as {@code file:line: what}. */
    private List<String> problems(String file, String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (file.endsWith(".java")) {
                line = STRING_LITERAL.matcher(CHAR_LITERAL.matcher(line).replaceAll("''")).replaceAll("\"\"");
            }
            String where = file + ":" + (i + 1) + ": ";
            Matcher link = DOC_LINK.matcher(line);
            while (link.find()) {
                String doc = link.group(1);
                Set<String> anchors = anchors(doc);
                if (anchors == null) {
                    found.add(where + "cites docs/" + doc + ", which is not in the repository");
                } else if (link.group(2) != null && !anchors.contains(link.group(2))) {
                    found.add(where + "cites docs/" + doc + "#" + link.group(2)
                            + ", a section the document does not have");
                }
            }
            Matcher stray = STRAY.matcher(DOC_LINK.matcher(line).replaceAll(""));
            while (stray.find()) {
                found.add(where + "cites '" + stray.group() + "' outside docs/");
            }
        }
        return found;
    }

    /** The section anchors of a document as GitHub names them, or null when the document does not exist. */
    private Set<String> anchors(String doc) {
        return anchorsByDoc.computeIfAbsent(doc, d -> {
            Path path = ROOT.resolve("docs").resolve(d);
            if (!Files.isRegularFile(path)) {
                return null;
            }
            try {
                return headingAnchors(Files.readAllLines(path, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered -1, -2, ... */
    static Set<String> headingAnchors(List<String> lines) {
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : lines) {
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            Matcher h = HEADING.matcher(line);
            if (fenced || !h.matches()) {
                continue;
            }
            String slug = h.group(1).toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
            int n = seen.merge(slug, 1, Integer::sum);
            anchors.add(n == 1 ? slug : slug + "-" + (n - 1));
        }
        return anchors;
    }
}
