package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Chess-T through the built jar: the CECP acceptance transcript and a UGI game through the impregnable selection. */
class ChessTIT {

    @Test
    void xboardPrintsTheFeaturesTheSetupLineAndAMove() throws Exception {
        JarProcess p = JarProcess.run("xboard\nprotover 2\nvariant chess-t\nnew\ngo\nquit\n");
        assertThat(p.exitCode).isZero();
        assertThat(p.out).anyMatch(l -> l.startsWith("feature ") && l.contains("variants=\"chess-t,"));
        assertThat(p.out).contains("feature done=1",
                "setup (V.PR....C.K..I........v.pr....c.k..i........) 9x8+0_fairy "
                        + "r2pkp2r/iiiiciiii/4i4/9/9/4I4/IIIICIIII/R2PKP2R w - - 0 1");
        assertThat(p.out).anyMatch(l -> l.matches("move [a-i][1-8][a-i][1-8][a-z]?"));
    }

    @Test
    void forcedProtocolAndAnIllegalMove() throws Exception {
        JarProcess p = JarProcess.run("protover 2\nvariant chess-t\nnew\nforce\nusermove e3e6\nping 3\nquit\n",
                "--protocol", "xboard");
        assertThat(p.out).containsSubsequence("feature done=1", "Illegal move: e3e6", "pong 3");
    }

    @Test
    void ugiGameThroughTheImpregnableSelection() throws Exception {
        String opening = "position startpos moves h2h4 a7a5 h4h5 i7i5 a2a4 c7c5";
        JarProcess p = JarProcess.run("ugi\nsetoption name UCI_Variant value chess-t\n" + opening
                + " @g4h5\nd\ngo depth 2\n" + opening + "\ngo depth 2\nd\nquit\n");
        assertThat(p.out).contains("Fen: r2pkp2r/1i1iciii1/4i4/i1i5i/I8/4I4/1IIICII1I/R2PKP2R w g4h5 Pp 0 4");
        assertThat(p.out).anyMatch(l -> l.startsWith("info string chance @"));
        assertThat(p.out).filteredOn(l -> l.startsWith("bestmove ")).hasSize(2)
                .allMatch(l -> l.matches("bestmove [a-i][1-8][a-i][1-8][a-z]?"));
    }
}
