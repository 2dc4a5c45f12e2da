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
    /** The variants-file format in the engine facade and its nested classes: the one user of the TOML parser. */
    private static final String VARIANTS_FORMAT = "org\\.ansuz\\.engine\\.VariantsFormat(\\$.*)?";

    @BeforeAll
    static void importMainClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.ansuz");
    }

    @Test
    void engineDependsOnlyOnTheJdk() {
        noClasses().that().resideInAPackage("org.ansuz.engine..")
                .and().haveNameNotMatching(VARIANTS_FORMAT)
                .should().dependOnClassesThat().resideOutsideOfPackages("org.ansuz.engine..", "java..")
                .check(classes);
    }

    @Test
    void theVariantsFormatUsesOnlyJacksonBeyondTheEngine() {
        noClasses().that().haveNameMatching(VARIANTS_FORMAT)
                .should().dependOnClassesThat().resideOutsideOfPackages("org.ansuz.engine..", "java..",
                        "com.fasterxml.jackson..")
                .check(classes);
    }

    @Test
    void onlyTheVariantsFormatUsesJackson() {
        // the families see plain values, the protocol hands the format a file's text
        noClasses().that().haveNameNotMatching(VARIANTS_FORMAT)
                .should().dependOnClassesThat().resideInAPackage("com.fasterxml.jackson..")
                .check(classes);
    }

    @Test
    void variantsUseOnlyTheGameSpiTheBoardKitAndTheTuner() {
        noClasses().that().resideInAPackage("org.ansuz.variants..")
                .should().dependOnClassesThat().resideOutsideOfPackages("org.ansuz.engine.spi..",
                        "org.ansuz.engine.board..", "org.ansuz.engine.tune..", "org.ansuz.variants..", "java..")
                .check(classes);
    }

    @Test
    void theGameSpiStandsAlone() {
        noClasses().that().resideInAPackage("org.ansuz.engine.spi..")
                .should().dependOnClassesThat().resideOutsideOfPackages("org.ansuz.engine.spi..", "java..")
                .check(classes);
    }

    @Test
    void theBoardKitBuildsOnlyOnTheGameSpi() {
        noClasses().that().resideInAPackage("org.ansuz.engine.board..")
                .should().dependOnClassesThat().resideOutsideOfPackages(
                        "org.ansuz.engine.spi..", "org.ansuz.engine.board..", "java..")
                .check(classes);
    }

    @Test
    void theSearchDoesNotReachUpToTheFacade() {
        noClasses().that().resideInAPackage("org.ansuz.engine.search..")
                .should().dependOnClassesThat().resideOutsideOfPackages(
                        "org.ansuz.engine.spi..", "org.ansuz.engine.search..", "java..")
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
    void onlyTheClusterPackageUsesTheClusterLibrary() {
        // so that a match without --cluster cannot load it by accident (no ports, no threads)
        noClasses().that().resideOutsideOfPackage("org.ansuz.protocol.cluster..")
                .should().dependOnClassesThat().resideInAPackage("com.hazelcast..")
                .check(classes);
    }

    @Test
    void onlyTheProtocolTouchesStandardStreams() {
        noClasses().that().resideOutsideOfPackage("org.ansuz.protocol..")
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "in")
                .check(classes);
    }

    @Test
    void theBrowserBoardDoesNotUseTheMatchRunner() {
        // the game records both need live in protocol.record
        noClasses().that().resideInAPackage("org.ansuz.protocol.gui..")
                .should().dependOnClassesThat().resideInAPackage("org.ansuz.protocol.match..")
                .check(classes);
    }

    @Test
    void theMatchRunnerUsesNoDialect() {
        // it speaks to engines as a client; the Hub line syntax it shares with the Hub dialect is HubLine
        noClasses().that().resideInAPackage("org.ansuz.protocol.match..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ansuz.protocol.ugi..",
                        "org.ansuz.protocol.hub..", "org.ansuz.protocol.cecp..")
                .check(classes);
    }

    @Test
    void gameRecordsDependOnNoFrontEnd() {
        noClasses().that().resideInAPackage("org.ansuz.protocol.record..")
                .should().dependOnClassesThat().resideInAnyPackage("org.ansuz.protocol.gui..",
                        "org.ansuz.protocol.match..", "org.ansuz.protocol.shell..", "org.ansuz.protocol.tune..")
                .check(classes);
    }

    @Test
    void theProtocolKnowsNoGame() {
        noClasses().that().resideInAPackage("org.ansuz.protocol..")
                .should().dependOnClassesThat().resideInAPackage("org.ansuz.variants..")
                .check(classes);
    }

    @Test
    void theSharedProtocolCoreUsesNoDialect() {
        // the dialects build on the core (loop, session, output, clock); the command line picks a dialect
        noClasses().that().resideInAPackage("org.ansuz.protocol")
                .should().dependOnClassesThat().resideInAnyPackage("org.ansuz.protocol.ugi..",
                        "org.ansuz.protocol.hub..", "org.ansuz.protocol.cecp..", "org.ansuz.protocol.cli..")
                .check(classes);
    }

    @Test
    void noDialectUsesAnother() {
        slices().matching("org.ansuz.protocol.(ugi|hub|cecp)..").should().notDependOnEachOther().check(classes);
    }
}
