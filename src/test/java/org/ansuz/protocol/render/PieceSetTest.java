package org.ansuz.protocol.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView.Ground;
import org.ansuz.engine.spi.PieceView;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What each game's picture means, read from the SVG's piece groups and the drawing model: whose piece stands
 * where, in which colour and figure, what is terrain, where the coordinates are written.
 */
class PieceSetTest {
    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    static Iterable<Variant> variants() {
        return Variants.registry().all();
    }

    private static Variant variant(String name) {
        return Variants.registry().find(name).orElseThrow();
    }

    private static Position play(Variant v, String fen, String... moves) throws Exception {
        Position pos = fen == null ? v.startPosition() : v.newPosition(fen);
        for (String m : moves) {
            pos.play(pos.parseMove(m));
        }
        return pos;
    }

    /** The SVG's piece and terrain groups, by the cell they stand on. */
    private static Map<String, Element> groups(Picture picture, String cssClass) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        Document doc = factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(picture.svg().getBytes(StandardCharsets.UTF_8)));
        NodeList gs = doc.getElementsByTagName("g");
        Map<String, Element> out = new HashMap<>();
        for (int i = 0; i < gs.getLength(); i++) {
            Element g = (Element) gs.item(i);
            if (g.getAttribute("class").equals(cssClass)) {
                assertThat(out.put(g.getAttribute("data-cell"), g)).as("one %s per cell", cssClass).isNull();
            }
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("variants")
    void everyGameSaysWhatItsPiecesAreAndEveryPieceIsDrawnOnceWhereItStands(Variant v) throws Exception {
        Position pos = v.benchFens().isEmpty() ? v.startPosition() : v.newPosition(v.benchFens().get(0));
        assertThat(pos).isInstanceOf(PieceView.class);
        Board board = v.board(pos);
        Picture picture = Picture.of(board, pos, false, 300);
        Map<String, Element> drawn = new HashMap<>(groups(picture, "piece"));
        drawn.putAll(groups(picture, "terrain"));
        int pieces = 0;
        for (int c = 0; c < board.cells(); c++) {
            Piece p = ((PieceView) pos).pieceAt(c);
            Element g = drawn.get(board.cellNames().get(c));
            if (p == null) {
                assertThat(g).as("%s %s is empty", v.name(), board.cellNames().get(c)).isNull();
                continue;
            }
            pieces++;
            assertThat(g).as("%s %s", v.name(), board.cellNames().get(c)).isNotNull();
            assertThat(g.getAttribute("data-kind")).isEqualTo(p.kind());
            assertThat(g.getAttribute("data-side")).isEqualTo(Integer.toString(p.side()));
            // a figure says what the piece is; no piece is a letter on a disc
            assertThat(g.getElementsByTagName("text").getLength()).as("%s %s (%s) carries no letter", v.name(),
                    board.cellNames().get(c), p.kind()).isEqualTo(p.height() > 1 ? 1 : 0);
        }
        assertThat(drawn).hasSize(pieces);
    }

    @Test
    void cyvasseMountainsAreTerrainInNoSidesColourAndEachKindHasItsSymbol() throws Exception {
        Variant v = variant("cyvasse");
        Position pos = v.newPosition(v.benchFens().get(1));
        Picture picture = Picture.of(v.board(), pos, false, 500);
        Map<String, Element> terrain = groups(picture, "terrain");
        Map<String, Element> pieces = groups(picture, "piece");
        List<String> kinds = new ArrayList<>();
        int mountains = 0;
        for (int c = 0; c < v.board().cells(); c++) {
            Piece p = picture.drawing().piece(c);
            if (p == null) {
                continue;
            }
            PieceStyle style = picture.drawing().style(c);
            String cell = v.board().cellNames().get(c);
            if (p.kind().equals("mountain")) {
                mountains++;
                assertThat(style.figure()).isEqualTo(PieceStyle.Figure.MOUNTAIN);
                assertThat(style.fill()).isNotIn(PieceStyle.IVORY, PieceStyle.EBONY);
                assertThat(terrain.get(cell).getAttribute("data-colour")).isEqualTo("none");
                assertThat(pieces).doesNotContainKey(cell);
            } else {
                assertThat(style.figure()).isIn(PieceStyle.Figure.TOKEN, PieceStyle.Figure.CROWNED);
                assertThat(style.fill()).isEqualTo(p.side() == 0 ? PieceStyle.IVORY : PieceStyle.EBONY);
                if (!kinds.contains(p.kind())) {
                    kinds.add(p.kind());
                }
            }
        }
        assertThat(mountains).isEqualTo(8);
        assertThat(kinds).containsExactlyInAnyOrder("king", "rabble", "spears", "light horse", "heavy horse",
                "elephant", "crossbows", "trebuchet", "dragon", "tower");
        for (String k : kinds) {
            assertThat(Symbols.of(k)).as(k).isNotNull();
        }
        assertThat(picture.drawing().legendKinds()).containsAll(kinds).contains("mountain");
    }

    @Test
    void magyarsFirstPlayerIsRedAndAColumnShowsEachStoneBottomToTop() throws Exception {
        Variant v = variant("magyar");
        Position start = v.startPosition();
        assertThat(v.info().p1Name()).isEqualTo("Red");
        Picture picture = Picture.of(v.board(start), start, false, 400);
        long red = groups(picture, "piece").values().stream()
                .filter(g -> g.getAttribute("data-colour").equals("red") && g.getAttribute("data-side").equals("0")).count();
        assertThat(red).isEqualTo(9);
        int h3 = v.board(start).cellNames().indexOf("H3");
        assertThat(picture.drawing().style(h3).fill()).isEqualTo(PieceStyle.RED);
        assertThat(picture.drawing().ground(h3)).isEqualTo(Ground.TILE);
        // White's g6 jumps Red's h5 stone and takes it under itself: a column of two, red below white
        Position pos = play(v, null, "i4-h5", "T:-", "g6xi4");
        Board board = v.board(pos);
        Picture after = Picture.of(board, pos, false, 400);
        Piece column = after.drawing().piece(board.cellNames().indexOf("I4"));
        assertThat(column.height()).isEqualTo(2);
        assertThat(column.layers()).containsExactly(0, 1);
        assertThat(after.drawing().style(board.cellNames().indexOf("I4")).figure()).isEqualTo(PieceStyle.Figure.COLUMN);
        assertThat(groups(after, "piece").get("I4").getAttribute("data-height")).isEqualTo("2");
    }

    @Test
    void aMagyarTileMoveDrawsTheNewBoardAndMarksTheOneCellTheTileMovedTo() throws Exception {
        Variant v = variant("magyar");
        Position pos = play(v, null, "i4-h5", "T:-", "g6xi4", "T:-", "g4xg6", "T:-", "f7xh5", "T:F7-G8");
        // the variant's start board is passed, as the render command once did: the position's own board wins
        Picture picture = Picture.of(v.board(), pos, true, 400);
        Position same = v.newPosition(pos.fen());
        Picture fromText = Picture.of(v.board(same), same, false, 400);
        Board board = v.board(pos);
        List<String> marked = new ArrayList<>();
        for (int c = 0; c < board.cells(); c++) {
            String name = board.cellNames().get(c);
            int there = v.board(same).cellNames().indexOf(name);
            assertThat(picture.drawing().piece(c)).as(name).isEqualTo(fromText.drawing().piece(there));
            assertThat(picture.drawing().centerX(c)).isEqualTo(fromText.drawing().centerX(there));
            if (picture.drawing().marked(c)) {
                marked.add(name);
            }
        }
        assertThat(board.cellNames()).contains("G8").doesNotContain("F7");
        assertThat(marked).containsExactly("G8");
    }

    @Test
    void thudDwarfsAreLightFiguresTrollsDarkOnesAndTheThudstoneIsNoPiece() throws Exception {
        Variant v = variant("thud");
        Picture picture = Picture.of(v.board(), v.startPosition(), false, 500);
        Map<String, Element> terrain = groups(picture, "terrain");
        Map<String, Element> pieces = groups(picture, "piece");
        assertThat(terrain).containsOnlyKeys("h8");
        assertThat(terrain.get("h8").getAttribute("data-kind")).isEqualTo("thudstone");
        assertThat(terrain.get("h8").getAttribute("data-figure")).isEqualTo("boulder");
        assertThat(pieces).doesNotContainKey("h8");
        assertThat(pieces.values().stream().filter(g -> g.getAttribute("data-figure").equals("dwarf"))
                .allMatch(g -> g.getAttribute("data-colour").equals("white") && g.getAttribute("data-side").equals("0"))).isTrue();
        assertThat(pieces.values().stream().filter(g -> g.getAttribute("data-figure").equals("troll")).count()).isEqualTo(8);
        assertThat(pieces.values().stream().filter(g -> g.getAttribute("data-figure").equals("dwarf")).count()).isEqualTo(32);
        int dwarf = v.board().cellNames().indexOf("f15");
        int troll = v.board().cellNames().indexOf("g9");
        assertThat(brightness(picture.drawing().style(dwarf).fill()))
                .isGreaterThan(brightness(picture.drawing().style(troll).fill()) + 100);
        // Koom Valley's Rock is moved by either side: nobody's piece, drawn as a stone
        Variant koom = variant("koomvalley");
        Position kp = koom.startPosition();
        Picture kv = Picture.of(koom.board(), kp, false, 500);
        List<Element> neutral = groups(kv, "piece").values().stream().filter(g -> g.getAttribute("data-side").equals("-1")).toList();
        assertThat(neutral).isNotEmpty().allMatch(g -> g.getAttribute("data-figure").equals("boulder")
                && g.getAttribute("data-colour").equals("none"));
    }

    @Test
    void abaloneNumbersLieJustPastTheDiagonalEdgeCellsAndLettersBesideTheRows() {
        Variant v = variant("abalone");
        Board board = v.board();
        BoardPicture drawing = Picture.of(board, v.startPosition(), false, 500).drawing();
        Map<String, String> expected = Map.of("1", "A1", "2", "A2", "3", "A3", "4", "A4", "5", "A5", "6", "B6",
                "7", "C7", "8", "D8", "9", "E9");
        Map<String, String> found = new HashMap<>();
        for (BoardPicture.Label l : drawing.labels()) {
            int nearest = nearestCell(drawing, board, l.x(), l.y());
            double d = Math.hypot(drawing.centerX(nearest) - l.x(), drawing.centerY(nearest) - l.y());
            assertThat(d).as("label %s sits off the board", l.text()).isGreaterThan(drawing.cellRadius() * 1.2);
            found.put(l.text(), board.cellNames().get(nearest));
        }
        assertThat(found).containsAllEntriesOf(expected);
        for (String row : List.of("A", "B", "C", "D", "E", "F", "G", "H", "I")) {
            assertThat(found.get(row)).as("row %s", row).startsWith(row);
        }
        // the numbers run along the lower right edge: 6 to 9 climb it
        assertThat(label(drawing, "9").y()).isLessThan(label(drawing, "6").y());
        assertThat(label(drawing, "9").x()).isGreaterThan(label(drawing, "6").x());
    }

    @Test
    void cyvasseAndMagyarRowsAreLabelledAsTheirNotationNamesThemAndTheirFilesAlongTheEdge() {
        Variant cyvasse = variant("cyvasse");
        BoardPicture cy = Picture.of(cyvasse.board(), cyvasse.startPosition(), false, 500).drawing();
        List<String> texts = cy.labels().stream().map(BoardPicture.Label::text).toList();
        assertThat(texts).contains("1", "2", "3", "4", "5", "6", "7", "8", "9", "a", "e", "l").doesNotContain("a1", "e9");
        assertThat(nameNear(cy, cyvasse.board(), label(cy, "1"))).endsWith("1");
        assertThat(nameNear(cy, cyvasse.board(), label(cy, "9"))).endsWith("9");
        Variant magyar = variant("magyar");
        BoardPicture mg = Picture.of(magyar.board(), magyar.startPosition(), false, 500).drawing();
        assertThat(mg.labels().stream().map(BoardPicture.Label::text).toList())
                .containsExactlyInAnyOrder("3", "4", "5", "6", "7", "F", "G", "H", "I", "J");
        assertThat(nameNear(mg, magyar.board(), label(mg, "H"))).isEqualTo("H3");
    }

    @Test
    void draughtsKingsWearACrownAndSquareNumbersAreDrawnOverThePieces() throws Exception {
        Variant v = variant("international");
        Position pos = v.newPosition("W:WK46,31:B5,K10");
        Picture picture = Picture.of(v.board(), pos, false, 400);
        Map<String, Element> pieces = groups(picture, "piece");
        assertThat(pieces).containsOnlyKeys("46", "31", "5", "10");
        assertThat(pieces.get("46").getAttribute("data-figure")).isEqualTo("crowned");
        assertThat(pieces.get("10").getAttribute("data-figure")).isEqualTo("crowned");
        assertThat(pieces.get("31").getAttribute("data-figure")).isEqualTo("man");
        assertThat(pieces.get("5").getAttribute("data-colour")).isEqualTo("black");
        String svg = picture.svg();
        assertThat(svg.indexOf(">46</text>")).isGreaterThan(svg.lastIndexOf("class='piece'"));
        // English checkers: Black moves first from squares 1-12 and is drawn black
        Variant english = variant("english");
        Picture e = Picture.of(english.board(), english.startPosition(), false, 300);
        Map<String, Element> checkers = groups(e, "piece");
        assertThat(checkers.values().stream().filter(g -> g.getAttribute("data-side").equals("0"))
                .allMatch(g -> g.getAttribute("data-colour").equals("black"))).isTrue();
        assertThat(checkers.get("1").getAttribute("data-side")).isEqualTo("0");
        assertThat(checkers.get("32").getAttribute("data-colour")).isEqualTo("white");
    }

    @Test
    void gessStonesStandOnAGridInsideAShadedFrameOfSeventySixCells() throws Exception {
        Variant v = variant("gess");
        Position pos = v.startPosition();
        Picture picture = Picture.of(v.board(), pos, false, 500);
        Map<String, Element> frame = groups(picture, "frame");
        assertThat(frame).hasSize(76);
        Map<String, Element> pieces = groups(picture, "piece");
        assertThat(pieces.keySet()).doesNotContainAnyElementsOf(frame.keySet());
        assertThat(pieces.values()).allMatch(g -> g.getAttribute("data-kind").equals("stone"));
        int grid = 0;
        for (int c = 0; c < v.board().cells(); c++) {
            Ground ground = picture.drawing().ground(c);
            grid += ground == Ground.GRID ? 1 : 0;
            assertThat(ground).isIn(Ground.GRID, Ground.FRAME);
        }
        assertThat(grid).isEqualTo(18 * 18);
        assertThat(pieces.values().stream().filter(g -> g.getAttribute("data-colour").equals("black")).count())
                .isEqualTo(pieces.values().stream().filter(g -> g.getAttribute("data-colour").equals("white")).count());
    }

    @Test
    void theSvgScalesByItsViewBox() throws Exception {
        Variant v = variant("gess");
        String svg = Picture.of(v.board(), v.startPosition(), false, 640).svg();
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8))).getDocumentElement();
        BoardPicture d = Picture.of(v.board(), v.startPosition(), false, 640).drawing();
        assertThat(root.getAttribute("viewBox")).isEqualTo("0.0 0.0 640.0 " + (double) d.height());
    }

    @Test
    void pointAndLineGamesUsePlainStonesInTheirColours() throws Exception {
        for (String name : List.of("alquerque", "zamma", "kharbaga", "fanorona", "dablot", "foxgeese")) {
            Variant v = variant(name);
            Map<String, Element> pieces = groups(Picture.of(v.board(), v.startPosition(), false, 400), "piece");
            assertThat(pieces.values()).as(name).allMatch(g -> g.getAttribute("data-figure").equals("stone")
                    || g.getAttribute("data-figure").equals("token") && name.equals("dablot")
                    || g.getAttribute("data-figure").equals("crowned") && name.equals("dablot"));
        }
        Map<String, Element> fox = groups(Picture.of(variant("foxgeese").board(), variant("foxgeese").startPosition(),
                false, 400), "piece");
        assertThat(fox.values().stream().filter(g -> g.getAttribute("data-kind").equals("fox")).map(g -> g.getAttribute("data-colour")).toList())
                .containsExactly("red");
        assertThat(fox.values()).filteredOn(g -> g.getAttribute("data-kind").equals("goose"))
                .hasSize(13).allMatch(g -> g.getAttribute("data-colour").equals("white"));
        Map<String, Element> dablot = groups(Picture.of(variant("dablot").board(), variant("dablot").startPosition(),
                false, 400), "piece");
        assertThat(dablot.values().stream().map(g -> g.getAttribute("data-kind")).distinct().toList())
                .containsExactlyInAnyOrder("stone", "prince", "king");
    }

    @Test
    void abaloneIsMarblesBreakthroughPawnsChessTSymbolsWithALegend() throws Exception {
        assertThat(figures("abalone")).containsOnlyKeys("marble");
        assertThat(figures("breakthrough")).containsOnlyKeys("pawn");
        assertThat(figures("ordo")).containsOnlyKeys("stone");
        assertThat(figures("epaminondas")).containsOnlyKeys("stone");
        Variant chessT = variant("chess-t");
        BoardPicture d = Picture.of(chessT.board(), chessT.startPosition(), false, 500).drawing();
        assertThat(d.legendKinds()).containsExactlyInAnyOrder("king", "connet", "prince", "ritter", "knecht");
        for (String k : List.of("king", "connet", "prince", "ritter", "knecht", "ver knecht", "scout")) {
            assertThat(Symbols.of(k)).as(k).isNotNull();
        }
        assertThat(figures("chess-t").keySet()).containsExactlyInAnyOrder("token", "crowned");
    }

    private static Map<String, Long> figures(String name) throws Exception {
        Variant v = variant(name);
        Map<String, Long> out = new HashMap<>();
        for (Element g : groups(Picture.of(v.board(), v.startPosition(), false, 400), "piece").values()) {
            out.merge(g.getAttribute("data-figure"), 1L, Long::sum);
        }
        return out;
    }

    private static BoardPicture.Label label(BoardPicture d, String text) {
        return d.labels().stream().filter(l -> l.text().equals(text)).findFirst().orElseThrow();
    }

    private static String nameNear(BoardPicture d, Board board, BoardPicture.Label l) {
        return board.cellNames().get(nearestCell(d, board, l.x(), l.y()));
    }

    private static int nearestCell(BoardPicture d, Board board, double x, double y) {
        int best = 0;
        for (int c = 1; c < board.cells(); c++) {
            if (Math.hypot(d.centerX(c) - x, d.centerY(c) - y) < Math.hypot(d.centerX(best) - x, d.centerY(best) - y)) {
                best = c;
            }
        }
        return best;
    }

    private static double brightness(java.awt.Color c) {
        return (c.getRed() + c.getGreen() + c.getBlue()) / 3.0;
    }
}
