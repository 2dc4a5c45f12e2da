package org.ansuz.protocol.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.NoSuchElementException;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The analysis board in a real browser (Debian's headless Chromium through chromedriver): a person's clicks
 * play a draughts game against the engine, an Abalone group move and a Fanorona chain; analysis lines appear.
 * Screenshots land in target/screenshots/.
 */
class AnalysisBoardBrowserIT extends BrowserPage {
    @Test
    void aPersonPlaysRussianDraughtsAgainstTheEngineByClicking() throws Exception {
        // The page's own settings request (typing into the time field races with the page's redraws).
        ((JavascriptExecutor) browser).executeScript(
                "act('/api/settings', {engine: 'p2', movetime: '200'});");
        waitFor("engine settings", () -> "p2".equals(state().get("engine")) && ((Number) state().get("moveTime")).intValue() == 200);
        for (int turn = 0; turn < 6 && "none".equals(state().get("result")); turn++) {
            int before = moves().size();
            @SuppressWarnings("unchecked")
            Map<String, Object> first = ((List<Map<String, Object>>) state().get("legal")).get(0);
            @SuppressWarnings("unchecked")
            List<Number> path = (List<Number>) first.get("path");
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> cells = (List<Map<String, Object>>) state().get("cells");
            // Click from-square and landing squares until the page plays the move.
            for (Number c : path) {
                if (moves().size() > before) {
                    break;
                }
                click((String) cells.get(c.intValue()).get("name"));
            }
            waitFor("my move and the engine's reply", () -> moves().size() >= before + 2 || !"none".equals(state().get("result")));
            assertThat(moves().get(before)).isEqualTo(first.get("text"));
        }
        assertThat(moves()).hasSizeGreaterThanOrEqualTo(12);
        assertThat(browser.findElement(By.id("error")).getText()).isEmpty();
        screenshot("russian");
    }

    @Test
    void anAbaloneGroupMoveIsEnteredByClickingItsEndsAndWhereItGoes() throws Exception {
        newGame("abalone");
        click("A1");
        click("C3");
        click("D4");
        waitFor("the group move", () -> !moves().isEmpty());
        assertThat(moves()).containsExactly("A1C3-NE");
        screenshot("abalone");
    }

    @Test
    void aFanoronaChainIsEnteredByClickingItsPoints() throws Exception {
        newGame("fanorona");
        WebElement fen = browser.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys("9/3p5/2pP1ppp1/4P4/1P7 w");
        browser.findElement(By.id("setup")).click();
        waitFor("the set-up position", () -> ((String) state().get("fen")).startsWith("9/3p5/2pP1ppp1/4P4/1P7"));
        // The longest chain on offer: its text names every point it passes.
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> legal = (List<Map<String, Object>>) state().get("legal");
        Map<String, Object> chain = legal.stream()
                .max(java.util.Comparator.comparingInt(m -> ((String) m.get("text")).split("-").length)).orElseThrow();
        String text = (String) chain.get("text");
        assertThat(text.split("-")).as("a chain of two captures at least: %s", text).hasSizeGreaterThanOrEqualTo(3);
        for (String step : text.split("-")) {
            if (!moves().isEmpty()) {
                break;
            }
            String point = step.replaceAll("[AW]$", "");
            click(point);
            // Where an approach and a withdrawal share the clicked points the page offers both as buttons.
            By choice = By.xpath("//div[@id='choices']/button[text()='" + text + "']");
            if (moves().isEmpty() && !browser.findElements(choice).isEmpty()
                    && step.equals(text.substring(text.lastIndexOf('-') + 1))) {
                clickUnlessPlayed(choice);
            }
        }
        waitFor("the chain", () -> !moves().isEmpty());
        assertThat(moves()).containsExactly(text);
        screenshot("fanorona");
    }

    @Test
    void thudIsAnalysedWithItsScoreStreaming() throws Exception {
        newGame("thud");
        browser.findElement(By.id("analyse")).click();
        String[] first = new String[1];
        waitFor("a Thud analysis line", () -> {
            List<WebElement> lines = browser.findElements(By.cssSelector("#pv td.line"));
            if (lines.isEmpty() || lines.get(0).getText().isBlank()) {
                return false;
            }
            first[0] = lines.get(0).getText();
            return true;
        });
        String line = first[0];
        assertThat(line.split(" ")[0]).matches("[a-o]\\d{1,2}[-x].*");
        screenshot("thud");
        browser.findElement(By.id("stop")).click();
    }

    @Test
    void anIllegalClickChangesNothing() {
        String fen = (String) state().get("fen");
        click("a1"); // a white man that cannot move
        click("h8");
        assertThat(moves()).isEmpty();
        assertThat(state().get("fen")).isEqualTo(fen);
    }

    @Test
    void analysisShowsItsLinesAsTheEngineThinks() throws Exception {
        new Select(browser.findElement(By.id("lines"))).selectByVisibleText("2");
        waitFor("two lines", () -> ((Number) state().get("lines")).intValue() == 2);
        browser.findElement(By.id("analyse")).click();
        String[] first = new String[1];
        waitFor("two analysis lines", () -> {
            List<WebElement> lines = browser.findElements(By.cssSelector("#pv td.line"));
            if (lines.size() != 2 || lines.stream().anyMatch(td -> td.getText().isBlank())) {
                return false;
            }
            first[0] = lines.get(0).getText();
            return true;
        });
        assertThat(first[0]).matches("[a-h][1-8]-[a-h][1-8].*");
        screenshot("analysis");
        browser.findElement(By.id("stop")).click();
    }
}
