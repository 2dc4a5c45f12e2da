package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ansuz.engine.VariantsFormat;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantDefinitions;
import org.ansuz.engine.spi.VariantProvider;
import org.junit.jupiter.api.Test;

/**
 * The README's part on variants files stays true: its worked examples load without a problem, and its
 * key reference ("Every key") names every switch of every family that takes them, in that family's block
 * or among the keys every section has.
 */
class ReadmeVariantsTest {
    private static String readme() throws IOException {
        return Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
    }

    @Test
    void theWorkedExamplesLoadWithoutAProblem() throws IOException {
        Matcher toml = Pattern.compile("```toml\n(.*?)```", Pattern.DOTALL).matcher(readme());
        List<String> names = new ArrayList<>();
        while (toml.find()) {
            VariantsFormat.Result r = VariantsFormat.read("README.md", toml.group(1));
            assertThat(r.problems()).as(toml.group(1)).isEmpty();
            r.variants().stream().map(Variant::name).forEach(names::add);
        }
        assertThat(names).contains("killer", "canadian", "cyvasse-lake");
    }

    @Test
    void everyKeyOfEveryFamilyIsInItsBlock() throws IOException {
        String text = readme();
        String reference = text.substring(text.indexOf("### Every key"));
        Matcher common = Pattern.compile("<details><summary>Keys every section has</summary>(.*?)</details>", Pattern.DOTALL)
                .matcher(reference);
        assertThat(common.find()).as("the keys every section has").isTrue();
        int families = 0;
        for (VariantProvider p : ServiceLoader.load(VariantProvider.class)) {
            if (!(p instanceof VariantDefinitions d)) {
                continue;
            }
            families++;
            Matcher block = Pattern.compile("<details><summary>[^<]*family = \"" + d.family() + "\"[^<]*</summary>(.*?)</details>"
                    + "|<details><summary>" + d.family() + "[^<]*</summary>(.*?)</details>",
                    Pattern.DOTALL | Pattern.CASE_INSENSITIVE).matcher(reference);
            assertThat(block.find()).as("a block for the family %s", d.family()).isTrue();
            String body = (block.group(1) != null ? block.group(1) : block.group(2)) + common.group(1);
            for (String key : d.switches()) {
                assertThat(body).as("%s's key %s", d.family(), key).containsPattern("\\| [^|\n]*`" + key + "`[^|\n]* \\|");
            }
        }
        assertThat(families).isEqualTo(8);
    }
}
