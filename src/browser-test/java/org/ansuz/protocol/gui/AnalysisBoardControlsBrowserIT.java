package org.ansuz.protocol.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The analysis board's study and play controls driven as a person would: the move list and its buttons and keys,
 * import and export, flip, the best-move arrow, the clocks, "Move now", Magyar's tile moves and Skip, the Cyvasse
 * palette and the Chess-T roll; screenshots of four families at two window sizes and a phone's.
 */
class AnalysisBoardControlsBrowserIT extends BrowserPage {

    private Object js(String script, Object... args) {
        return ((JavascriptExecutor) browser).executeScript(script, args);
    }

    private int cursor() {
        return ((Number) state().get("cursor")).intValue();
    }

    /** Plays moves through the page's own request, each once the last has shown. */
    private void play(String... moves) {
        for (String m : moves) {
            int before = moves().size();
            js("playMove(arguments[0]);", m);
            waitFor("the move " + m, () -> moves().size() == before + 1);
        }
    }

    private void press(By button) {
        click(button);
    }

    /** An element's text as shown, read in one step (the page may redraw it between two WebDriver calls). */
    private String text(String id) {
        return ((String) js("const e = document.getElementById(arguments[0]); return e.innerText ?? e.textContent;", id)).trim().replaceAll("\\s+", " ");
    }

    @Test
    void theMoveListNavigatesWithoutDeletingAndANewMoveReplacesTheTail() throws Exception {
        play("c3-d4", "b6-a5", "d4-c5");
        String end = (String) state().get("fen");
        press(By.id("first"));
        waitFor("the start", () -> cursor() == 0);
        assertThat(moves()).containsExactly("c3-d4", "b6-a5", "d4-c5");
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        waitFor("one move on", () -> cursor() == 1);
        browser.findElement(By.tagName("body")).sendKeys(Keys.END);
        waitFor("the end", () -> cursor() == 3);
        assertThat(state().get("fen")).isEqualTo(end);
        browser.findElement(By.tagName("body")).sendKeys(Keys.HOME);
        waitFor("the start by key", () -> cursor() == 0);
        press(By.id("last"));
        waitFor("the last move", () -> cursor() == 3);
        press(By.id("back"));
        waitFor("one back", () -> cursor() == 2);
        press(By.id("forward"));
        waitFor("one forward", () -> cursor() == 3);
        press(By.cssSelector("#moves .move[data-ply='1']"));
        waitFor("the first move clicked in the list", () -> cursor() == 1);
        assertThat(js("return document.querySelector('#moves .move.current').textContent;")).isEqualTo("c3-d4");
        assertThat(text("moves")).isEqualTo("1. c3-d4 b6-a5 2. d4-c5");
        // the evaluation graph: its scale in the game's units, and a click on it goes to that move
        assertThat(text("graph")).contains("+1").contains("0").contains("−1").contains("men, White’s view");
        WebElement graph = browser.findElement(By.id("graph"));
        int width = graph.getRect().getWidth();
        new org.openqa.selenium.interactions.Actions(browser).moveToElement(graph, width / 2 - 9, 0).click().perform();
        waitFor("the last move by the graph", () -> cursor() == 3);
        new org.openqa.selenium.interactions.Actions(browser).moveToElement(graph, -width / 2 + 47, 0).click().perform();
        waitFor("the start by the graph", () -> cursor() == 0);
        press(By.cssSelector("#moves .move[data-ply='1']"));
        waitFor("the first move again", () -> cursor() == 1);
        // Black answers differently from here: the old tail goes
        click("f6");
        click("g5");
        waitFor("the new tail", () -> moves().size() == 2 && cursor() == 2);
        assertThat(moves()).containsExactly("c3-d4", "f6-g5");
        assertThat(browser.findElement(By.id("error")).getText()).isEmpty();
    }

    @Test
    void anExportedGameImportsAndExportsAsTheSameText() throws Exception {
        play("c3-d4", "b6-a5", "d4-c5", "d6:b4");
        press(By.id("export"));
        waitFor("the record", () -> !browser.findElement(By.id("record")).getAttribute("value").isBlank());
        String record = browser.findElement(By.id("record")).getAttribute("value");
        assertThat(record).contains("[Variant \"russian\"]").contains("1. c3-d4 b6-a5 2. d4-c5 d6:b4 *");
        newGame("abalone");
        js("document.getElementById('record').value = arguments[0];", record);
        press(By.id("import"));
        waitFor("the imported game", () -> "russian".equals(state().get("variant")));
        assertThat(moves()).containsExactly("c3-d4", "b6-a5", "d4-c5", "d6:b4");
        js("document.getElementById('record').value = '';");
        press(By.id("export"));
        waitFor("the record again", () -> !browser.findElement(By.id("record")).getAttribute("value").isBlank());
        assertThat(browser.findElement(By.id("record")).getAttribute("value")).isEqualTo(record);
        // an illegal move in a pasted game: a reason, and the game stays
        js("document.getElementById('record').value = '1. c3-d4 c3-c4 *';");
        press(By.id("import"));
        waitFor("the reason", () -> !text("error").isBlank());
        assertThat(text("error")).startsWith("cannot import the game: move 2 (c3-c4)");
        assertThat(moves()).hasSize(4);
    }

    @Test
    void theFlippedBoardIsTurnedRoundAndStillTakesClicks() throws Exception {
        press(By.id("flip"));
        waitFor("the board turned", () -> browser.findElement(By.id("board-wrap")).getAttribute("class").contains("flipped"));
        assertThat(browser.findElement(By.id("board-wrap")).getAttribute("style")).contains("rotate(180deg)");
        // the board's own lettering is turned back so it reads upright
        Object turned = js("return Array.from(document.querySelectorAll('#board text'))"
                + ".every(t => (t.getAttribute('transform') || '').includes('rotate(180'));");
        assertThat(turned).isEqualTo(true);
        // a8 (Black's corner) is now at the bottom left, where a1 was
        WebElement a1 = browser.findElement(By.cssSelector("#hits .hit[data-cell='a1']"));
        WebElement h8 = browser.findElement(By.cssSelector("#hits .hit[data-cell='h8']"));
        assertThat(a1.getRect().getY()).isLessThan(h8.getRect().getY());
        assertThat(a1.getRect().getX()).isGreaterThan(h8.getRect().getX());
        click("c3");
        click("d4");
        waitFor("a move on the flipped board", () -> !moves().isEmpty());
        assertThat(moves()).containsExactly("c3-d4");
        screenshot("russian-flipped");
    }

    @Test
    void theBestMoveOfTheAnalysisIsDrawnAsAnArrow() throws Exception {
        press(By.id("analyse"));
        waitFor("the arrow", () -> !browser.findElements(By.cssSelector("#arrow line.best")).isEmpty());
        // the line and the arrow as one event drew them
        @SuppressWarnings("unchecked")
        List<Object> shown = (List<Object>) js("const l = document.querySelector('#arrow line.best');"
                + "return [document.querySelector('#pv td.line').textContent, l.getAttribute('x1'), l.getAttribute('y1')];");
        String pv = (String) shown.get(0);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> cells = (List<Map<String, Object>>) state().get("cells");
        // the arrow starts on the centre of the line's first move's first square
        String from = pv.substring(0, 2);
        Map<String, Object> cell = cells.stream().filter(c -> from.equals(c.get("name"))).findFirst().orElseThrow();
        assertThat(Double.parseDouble((String) shown.get(1))).isEqualTo(((Number) cell.get("x")).doubleValue());
        assertThat(Double.parseDouble((String) shown.get(2))).isEqualTo(((Number) cell.get("y")).doubleValue());
        screenshot("arrow");
        press(By.id("stop"));
        // a new game drops the old analysis and its arrow
        newGame("international");
        waitFor("no stale arrow", () -> browser.findElements(By.cssSelector("#arrow line.best")).isEmpty()
                && browser.findElements(By.cssSelector("#pv td.line")).isEmpty());
    }

    @Test
    void theClocksRunDownAndAFlagFalls() throws Exception {
        js("document.getElementById('clock-base').value = '0.03'; document.getElementById('clock-inc').value = '0';");
        press(By.id("clock-start"));
        waitFor("the clocks", () -> browser.findElement(By.id("clocks")).isDisplayed());
        String first = text("clock-p1");
        assertThat(first).matches("White 0:0[0-1](\\.\\d)?");
        sleep(400);
        String later = text("clock-p1");
        assertThat(later).isNotEqualTo(first);
        assertThat(browser.findElement(By.id("clock-p1")).getAttribute("class")).contains("running");
        waitFor("White's flag", () -> browser.findElement(By.id("clock-p1")).getAttribute("class").contains("flagged"));
        assertThat(text("status")).isEqualTo("Black wins (time forfeit: White's flag fell)");
        assertThat(text("clock-p1")).isEqualTo("White 0:00.0");
        assertThat(state().get("legal")).isEqualTo(List.of());
        screenshot("flag");
    }

    @Test
    void theEnginePlaysBothSidesOnTheClock() throws Exception {
        js("document.getElementById('clock-base').value = '1'; document.getElementById('clock-inc').value = '0';"
                + "document.getElementById('movetime').value = '0.05';");
        press(By.id("clock-start"));
        waitFor("the clocks", () -> browser.findElement(By.id("clocks")).isDisplayed());
        new Select(browser.findElement(By.id("engine"))).selectByValue("both");
        waitFor("ten engine moves", () -> moves().size() >= 10);
        screenshot("engine-vs-engine");
        assertThat(state().get("engine")).isEqualTo("both");
        @SuppressWarnings("unchecked")
        Map<String, Object> clock = (Map<String, Object>) state().get("clock");
        @SuppressWarnings("unchecked")
        List<Number> left = (List<Number>) clock.get("left");
        // both clocks have been used and neither flag fell
        assertThat(left.get(0).longValue()).isLessThan(60_000).isPositive();
        assertThat(left.get(1).longValue()).isLessThan(60_000).isPositive();
        new Select(browser.findElement(By.id("engine"))).selectByValue("none");
        waitFor("the engine stops playing", () -> "none".equals(state().get("engine")));
    }

    @Test
    void moveNowPlaysOneMoveAndLeavesPlaysAsItWas() throws Exception {
        js("document.getElementById('movetime').value = '0.1'; document.getElementById('movetime')"
                + ".dispatchEvent(new Event('change'));");
        waitFor("0.1 s a move", () -> ((Number) state().get("moveTime")).intValue() == 100);
        press(By.id("engine-move"));
        waitFor("the engine's move", () -> moves().size() == 1 && Boolean.FALSE.equals(state().get("thinking")));
        sleep(400);
        assertThat(moves()).hasSize(1);
        assertThat(new Select(browser.findElement(By.id("engine"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("none");
        assertThat(state().get("engine")).isEqualTo("none");
    }

    @Test
    void aMagyarTileMoveAndSkipAreClicked() throws Exception {
        newGame("magyar");
        click("I5");
        click("H5");
        waitFor("Red's stone move", () -> moves().size() == 1);
        press(By.id("skip"));
        waitFor("Red skips the tile move", () -> moves().size() == 2);
        click("G5");
        click("I5");
        waitFor("White's capture", () -> moves().size() == 3);
        press(By.id("skip"));
        waitFor("White skips", () -> moves().size() == 4);
        click("J5");
        click("H5");
        waitFor("Red's capture", () -> moves().size() == 5);
        assertThat(moves()).containsExactly("i5-h5", "T:-", "g5xi5", "T:-", "j5xh5");
        // the tile phase: the empty tile J5, then where it goes (a place that is no cell yet)
        click("J5");
        waitFor("the places J5 may go", () -> !browser.findElements(By.cssSelector("#hits .hit.created")).isEmpty());
        screenshot("magyar-tile");
        click(By.cssSelector("#hits .hit.created[data-cell='E7']"));
        waitFor("the tile move", () -> moves().size() == 6);
        assertThat(moves().get(5)).isEqualTo("T:J5-E7");
        assertThat(text("moves")).isEqualTo("1. i5-h5 T:- g5xi5 T:- 2. j5xh5 T:J5-E7");
    }

    @Test
    void aCyvassePieceIsPlacedFromThePaletteAndTheEngineSetsUpTheRest() throws Exception {
        newGame("cyvasse");
        waitFor("the palette", () -> browser.findElement(By.id("palette-row")).isDisplayed());
        // every piece White places, in the order the rules let it: only the mountains may go first
        assertThat(js("return Array.from(document.querySelectorAll('#palette button')).map(b => b.textContent).join(' ');")).isEqualTo("M ×4 K ×1 W ×2 R ×6 S ×3 L ×3 H ×2 E ×2 C ×2 T ×1 D ×1");
        assertThat(browser.findElements(By.cssSelector("#palette button.piece:enabled"))).hasSize(1);
        WebElement first = browser.findElement(By.cssSelector("#palette button.piece:enabled"));
        String piece = first.getAttribute("data-piece");
        assertThat(piece).isEqualTo("M");
        first.click();
        waitFor("the piece chosen", () -> piece.equals(browser.findElement(By.cssSelector("#palette button.piece.chosen")).getAttribute("data-piece")));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> legal = (List<Map<String, Object>>) state().get("legal");
        String drop = (String) legal.stream().map(m -> m.get("text")).filter(t -> ((String) t).startsWith(piece + "@"))
                .findFirst().orElseThrow();
        click(drop.substring(drop.indexOf('@') + 1));
        waitFor("the drop", () -> moves().size() == 1);
        assertThat(moves()).containsExactly(drop);
        js("document.getElementById('movetime').value = '0.02'; document.getElementById('movetime')"
                + ".dispatchEvent(new Event('change'));");
        waitFor("fast engine", () -> ((Number) state().get("moveTime")).intValue() == 20);
        press(By.id("setup-for-me"));
        waitFor("White set up", () -> ((Number) state().get("side")).intValue() == 1
                && Boolean.FALSE.equals(state().get("thinking")));
        assertThat(moves()).allMatch(m -> m.matches("[A-Z]@[a-l]\\d"));
        assertThat(state().get("engine")).isEqualTo("none");
        // all of White's placements are one numbered turn, not one number per pair
        assertThat(text("moves")).startsWith("1. " + drop + " ").doesNotContain("2.");
        screenshot("cyvasse-setup");
    }

    @Test
    void theChessTDieIsRolledByItsButton() throws Exception {
        newGame("chess-t");
        play("a2a3", "a7a6", "b2b3", "b7b6", "c2c3", "c7c6");
        waitFor("the roll button", () -> browser.findElement(By.id("roll")).isDisplayed());
        assertThat(text("status")).isEqualTo("Chance event: roll or choose its outcome");
        press(By.id("roll"));
        waitFor("the roll", () -> moves().size() == 7);
        assertThat(moves().get(6)).matches("@[abcghi]4[abcghi]5");
        assertThat(browser.findElement(By.id("roll")).isDisplayed()).isFalse();
        assertThat(text("moves")).isEqualTo("1. a2a3 a7a6 2. b2b3 b7b6 3. c2c3 c7c6 (" + moves().get(6) + ")");
        assertThat(state().get("side")).isEqualTo(0L);
    }

    /** The page's viewport exactly this size (a window's size would include the browser's own frame). */
    private void viewport(int width, int height) {
        browser.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", false));
        waitFor("a " + width + " px wide page", () -> ((Number) js("return window.innerWidth;")).intValue() == width);
        js("window.dispatchEvent(new Event('resize'));");
    }

    @Test
    void theLayoutHoldsAt1024x768AndOnAPhoneAndScreenshotsOfFourFamilies() throws Exception {
        int[][] sizes = {{1280, 800}, {1024, 768}};
        for (String variant : List.of("international", "cyvasse", "magyar", "chess-t")) {
            newGame(variant);
            for (int[] size : sizes) {
                viewport(size[0], size[1]);
                sleep(300);
                WebElement left = browser.findElement(By.id("left"));
                WebElement right = browser.findElement(By.id("right"));
                // the side panel stands beside the board, not below it
                assertThat(right.getRect().getY()).as("%s at %dx%d", variant, size[0], size[1]).isLessThan(left.getRect().getY() + 20);
                assertThat(right.getRect().getX()).isGreaterThanOrEqualTo(left.getRect().getX() + left.getRect().getWidth());
                screenshot(variant + "-" + size[0] + "x" + size[1]);
            }
        }
        // a phone: one column, the board no wider than the window
        viewport(390, 844);
        newGame("international");
        sleep(300);
        long inner = (Long) js("return window.innerWidth;");
        assertThat(browser.findElement(By.id("board-box")).getRect().getWidth()).isLessThanOrEqualTo((int) inner);
        assertThat(browser.findElement(By.id("right")).getRect().getY())
                .isGreaterThan(browser.findElement(By.id("board-box")).getRect().getY());
        screenshot("international-phone");
        browser.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    @Test
    void aPieceWithManyMovesKeepsTheSidePanelBesideTheBoard() throws Exception {
        // a Russian flying king in the middle of the board: a dozen moves, offered as buttons after a click
        WebElement fen = browser.findElement(By.id("fen"));
        fen.clear();
        fen.sendKeys("W:WKd4:Bh8");
        press(By.id("setup"));
        waitFor("the king", () -> ((String) state().get("fen")).startsWith("W:WKd4"));
        int top = browser.findElement(By.id("right")).getRect().getY();
        click("d4");
        waitFor("the king's targets", () -> browser.findElements(By.cssSelector("#hits .hit.target")).size() >= 10);
        assertThat(browser.findElement(By.id("right")).getRect().getY()).isEqualTo(top);
    }
}
