package org.ansuz.protocol.render;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.ansuz.engine.Variants;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;

class PictureTest {
    @BeforeAll
    static void headless() {
        System.setProperty("java.awt.headless", "true");
    }

    static Iterable<Variant> variants() {
        return Variants.registry().all();
    }

    @ParameterizedTest
    @MethodSource("variants")
    void everyStartPositionDrawsItsPiecesInTheirColours(Variant v) {
        Position pos = v.startPosition();
        Board board = v.board();
        Picture picture = Picture.of(board, pos, false, 400);
        BufferedImage img = picture.image();
        assertThat(img.getWidth()).isEqualTo(400);
        for (int c = 0; c < board.cells(); c++) {
            PieceStyle style = picture.drawing().style(c);
            if (style == null || style.figure() != PieceStyle.Figure.STONE && style.figure() != PieceStyle.Figure.MAN) {
                continue; // the centre of a figure, a token or a crowned piece shows its mark, not its body
            }
            Color at = new Color(img.getRGB((int) picture.drawing().centerX(c), (int) picture.drawing().centerY(c)));
            assertThat(brightness(at)).as("%s cell %s (%c)", v.name(), board.cellNames().get(c), pos.symbolAt(c))
                    .isCloseTo(brightness(style.fill()), org.assertj.core.data.Offset.offset(25.0));
        }
    }

    @ParameterizedTest
    @MethodSource("variants")
    void everyStartPositionIsAWellFormedSvg(Variant v) throws Exception {
        String svg = Picture.of(v.board(), v.startPosition(), false, 300).svg();
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = factory.newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(doc.getDocumentElement().getAttribute("width")).isIn("300", "300.0");
    }

    @Test
    void theLastMoveMarksExactlyTheCellsItChanged() throws Exception {
        Variant russian = Variants.registry().find("russian").orElseThrow();
        Position pos = russian.startPosition();
        pos.play(pos.parseMove("c3-d4"));
        Picture picture = Picture.of(russian.board(), pos, true, 400);
        BufferedImage img = picture.image();
        int from = russian.board().cellNames().indexOf("c3");
        int to = russian.board().cellNames().indexOf("d4");
        int other = russian.board().cellNames().indexOf("e3");
        assertThat(markedAt(img, picture, from)).isTrue();
        assertThat(markedAt(img, picture, to)).isTrue();
        assertThat(markedAt(img, picture, other)).isFalse();
    }

    @Test
    void writesPngAndSvgByTheFileNameAndRefusesOtherNames(@TempDir Path dir) throws IOException {
        Variant abalone = Variants.registry().find("abalone").orElseThrow();
        Picture picture = Picture.of(abalone.board(), abalone.startPosition(), false, 300);
        picture.write(dir.resolve("a.png"));
        picture.write(dir.resolve("a.svg"));
        assertThat(ImageIO.read(dir.resolve("a.png").toFile()).getWidth()).isEqualTo(300);
        assertThat(Files.readString(dir.resolve("a.svg"))).contains("<svg");
        assertThatThrownBy(() -> picture.write(dir.resolve("a.gif"))).hasMessageContaining(".svg or .png");
    }

    /** The highlight frame runs just inside the square's edge. */
    private static boolean markedAt(BufferedImage img, Picture picture, int cell) {
        double r = picture.drawing().cellRadius();
        int x = (int) picture.drawing().centerX(cell);
        int y = (int) (picture.drawing().centerY(cell) - r + r * 0.08);
        Color c = new Color(img.getRGB(x, y));
        return c.getRed() > 200 && c.getGreen() > 150 && c.getBlue() < 120;
    }

    private static double brightness(Color c) {
        return (c.getRed() + c.getGreen() + c.getBlue()) / 3.0;
    }
}
