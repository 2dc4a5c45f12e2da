package org.ansuz.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The dependency rules of docs/architecture.md#dependency-rules. */
class LayeringTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.ansuz");
    }

    @Test
    void engineDependsOnlyOnTheJdk() {
        noClasses().that().resideInAPackage("org.ansuz.engine..")
                .should().dependOnClassesThat().resideOutsideOfPackages("org.ansuz.engine..", "java..")
                .check(classes);
    }

    @Test
    void variantsDependOnlyOnTheEngine() {
        noClasses().that().resideInAPackage("org.ansuz.variants..")
                .should().dependOnClassesThat().resideOutsideOfPackages(
                        "org.ansuz.engine..", "org.ansuz.variants..", "java..")
                .check(classes);
    }

    @Test
    void theBoardKitBuildsOnlyOnTheGameSpi() {
        // engine.board is free for every family (variantsDependOnlyOnTheEngine); it uses the SPI, never the search
        noClasses().that().resideInAPackage("org.ansuz.engine.board..")
                .should().dependOnClassesThat().resideOutsideOfPackages("org.ansuz.engine..", "java..")
                .orShould().dependOnClassesThat().haveSimpleNameStartingWith("Search")
                .check(classes);
        noClasses().that().resideInAPackage("org.ansuz.engine")
                .should().dependOnClassesThat().resideInAPackage("org.ansuz.engine.board..")
                .check(classes);
    }

    @Test
    void noFamilyKnowsAnother() {
        slices().matching("org.ansuz.variants.(*)..").should().notDependOnEachOther().check(classes);
    }

    @Test
    void onlyTheProtocolUsesPicocliAndJline() {
        noClasses().that().resideOutsideOfPackage("org.ansuz.protocol..")
                .should().dependOnClassesThat().resideInAnyPackage("picocli..", "org.jline..")
                .check(classes);
    }

    @Test
    void onlyTheProtocolTouchesStandardStreams() {
        noClasses().that().resideOutsideOfPackage("org.ansuz.protocol..")
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "in")
                .check(classes);
    }
}
