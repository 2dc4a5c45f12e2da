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

    @Test
    void theBrowserBoardDoesNotUseTheMatchRunner() {
        // the game records both need live in protocol.record
        noClasses().that().resideInAPackage("org.ansuz.protocol.gui..")
                .should().dependOnClassesThat().resideInAPackage("org.ansuz.protocol.match..")
                .check(classes);
    }

    @Test
    void theMatchRunnerUsesNoDialectSession() {
        // it speaks to engines as a client; the Hub line syntax it shares with the Hub dialect is HubLine
        noClasses().that().resideInAPackage("org.ansuz.protocol.match..")
                .should().dependOnClassesThat().haveSimpleNameEndingWith("Session")
                .orShould().dependOnClassesThat().haveSimpleNameEndingWith("Format")
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
    void theSearchDoesNotReachUpToTheFacade() {
        // the search classes share org.ansuz.engine with the facade until the package split (docs/architecture.md)
        noClasses().that().haveNameMatching("org\\.ansuz\\.engine\\.(Search|MonteCarloSearch|TranspositionTable|TimeManager"
                        + "|LatencyReserve|Worker|SearchSettings|SearchLimits|SearchInfo|SearchListener|Score)(\\$.*)?")
                .should().dependOnClassesThat().haveNameMatching(
                        "org\\.ansuz\\.engine\\.(Engine|EngineSession|Option|Options|Variants|Bench|Perft)(\\$.*)?")
                .check(classes);
    }
}
