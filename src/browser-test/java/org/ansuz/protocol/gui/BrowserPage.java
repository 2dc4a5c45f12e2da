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
 * What the browser tests of the analysis board share: one headless Chromium (Debian's, through chromedriver) for
 * the class, a fresh server per test, and the waits and clicks that survive the page redrawing itself.
 */
abstract class BrowserPage {
    static ChromeDriver browser;
    GuiServer server;

    @BeforeAll
    static void startBrowser() {
        System.setProperty("java.awt.headless", "true");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(System.getProperty("chromium", "/usr/bin/chromium"));
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-dev-shm-usage", "--window-size=1300,950");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(Path.of(System.getProperty("chromedriver", "/usr/bin/chromedriver")).toFile())
                .build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void stopBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @BeforeEach
    void open() throws Exception {
        server = new GuiServer(0, "russian");
        browser.get(server.address());
        waitFor("the board", () -> !browser.findElements(By.cssSelector("#hits .hit")).isEmpty());
    }

    @AfterEach
    void close() {
        server.close();
    }

    Map<String, Object> state() {
        @SuppressWarnings("unchecked")
        Map<String, Object> s = (Map<String, Object>) ((JavascriptExecutor) browser).executeScript("return state;");
        return s;
    }

    @SuppressWarnings("unchecked")
    List<String> moves() {
        return (List<String>) state().get("moves");
    }

    /** Clicks a cell; the page redraws its click targets whenever the game changes, so a stale one is found again. */
    void click(String cell) {
        click(By.cssSelector("#hits .hit[data-cell='" + cell + "']"));
    }

    void click(By element) {
        for (int attempt = 0; ; attempt++) {
            try {
                browser.findElement(element).click();
                return;
            } catch (StaleElementReferenceException | NoSuchElementException e) {
                if (attempt == 20) {
                    throw e;
                }
                sleep(50);
            }
        }
    }

    /** Clicks an offered choice, unless the move was played meanwhile (the offer is then gone). */
    void clickUnlessPlayed(By choice) {
        for (int attempt = 0; moves().isEmpty(); attempt++) {
            try {
                browser.findElement(choice).click();
                return;
            } catch (StaleElementReferenceException | NoSuchElementException e) {
                if (attempt == 20) {
                    throw e;
                }
                sleep(50);
            }
        }
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    void waitFor(String what, java.util.function.BooleanSupplier condition) {
        // The page redraws its board and lines whenever the game changes: an element found a moment ago may be gone.
        new WebDriverWait(browser, Duration.ofSeconds(30)).withMessage(what)
                .ignoring(StaleElementReferenceException.class).ignoring(NoSuchElementException.class)
                .until(d -> condition.getAsBoolean());
    }

    void newGame(String variant) {
        new Select(browser.findElement(By.id("variant"))).selectByValue(variant);
        waitFor(variant + " on the board", () -> variant.equals(state().get("variant")));
    }

    void screenshot(String name) throws Exception {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        Files.write(dir.resolve(name + ".png"), ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    }

}
