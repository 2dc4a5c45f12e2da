package org.ansuz.protocol.cecp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Engine;
import org.ansuz.engine.Variants;
import org.ansuz.protocol.ClockTime;
import org.ansuz.protocol.ListOutput;
import org.ansuz.protocol.cli.ProtocolLoop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** CECP (XBoard) transcripts against chess-T: handshake, engine-defined variant, moves, errors, results. */
class CecpSessionTest {
    private final ListOutput out = new ListOutput();
    private final ProtocolLoop loop = new ProtocolLoop(Variants.registry().all(), null, new Engine(), out, null);

    private List<String> send(String... lines) {
        for (String l : lines) {
            loop.handle(l);
        }
        List<String> split = new ArrayList<>();
        for (String l : out.drain()) {
            split.addAll(List.of(l.split("\n")));
        }
        return split;
    }

    @AfterEach
    void quit() {
        loop.handle("quit");
    }

    private String awaitMove() {
        return out.await(l -> l.startsWith("move ")).split("\n")[0];
    }

    private String fen() {
        return send("d").stream().filter(l -> l.startsWith("# Fen: ")).findFirst().orElseThrow().substring(7);
    }

    @Test
    void handshakeOffersTheChessTVariants() {
        assertThat(send("xboard")).isEmpty();
        List<String> f = send("protover 2");
        assertThat(f.get(0)).isEqualTo("feature done=0");
        assertThat(f).anyMatch(l -> l.contains("usermove=1") && l.contains("setboard=1") && l.contains("ping=1"));
        assertThat(f).anyMatch(l -> l.startsWith("feature myname=\"Ansuz ") && l.contains("variants=\"chess-t,")
                && l.contains(",chess-t2,"));
        assertThat(f.get(f.size() - 1)).isEqualTo("feature done=1");
    }

    @Test
    void handshakeDeclaresTheEngineOptionsAndOptionSetsThem() {
        List<String> f = send("xboard", "protover 2");
        assertThat(f).contains("feature option=\"Hash -spin 16 1 4096\"", "feature option=\"Clear Hash -button\"",
                "feature option=\"UCI_ShowWDL -check 0\"", "feature option=\"Search -combo *auto /// alphabeta /// mcts\"");
        assertThat(f).noneMatch(l -> l.contains("UCI_Variant"));
        assertThat(send("option Hash=32", "option UCI_ShowWDL=1", "option Clear Hash", "option Search=mcts")).isEmpty();
        assertThat(send("protover 2")).contains("feature option=\"Hash -spin 32 1 4096\"",
                "feature option=\"UCI_ShowWDL -check 1\"", "feature option=\"Search -combo auto /// alphabeta /// *mcts\"");
        assertThat(send("option Hash=0")).containsExactly("Error (bad value for Hash: 0): option");
        assertThat(send("option UCI_Variant=international")).containsExactly("Error (no such option): UCI_Variant");
        assertThat(send("option Nonsense=1")).containsExactly("Error (no such option): Nonsense");
    }

    @Test
    void variantAnswersSetupAndPieces() {
        send("xboard", "protover 2");
        assertThat(send("variant chess-t2")).containsExactly(
                "setup (VSPR....C.K..I........vspr....c.k..i........) 9x8+0_fairy "
                        + "r1spkps1r/iiiiciiii/4i4/9/9/4I4/IIIICIIII/R1SPKPS1R w - - 0 1",
                "piece K& K", "piece C& WDHB3", "piece P& WB3", "piece R& WDH", "piece V& WfD", "piece I& WfD", "piece S& N");
        assertThat(send("variant shogi")).containsExactly("Error (unknown variant): shogi");
    }

    @Test
    void theEngineAnswersAMoveAndThinks() {
        send("xboard", "protover 2", "variant chess-t", "new", "force", "usermove e3e4", "sd 2", "post");
        loop.handle("go");
        String move = awaitMove();
        assertThat(move).matches("move [a-i][1-8][a-i][1-8][a-z]?");
        List<String> lines = send("ping 7");
        assertThat(lines).anyMatch(l -> l.matches("\\d+ -?\\d+ \\d+ \\d+ \\d+ \\d+ 0\t.*"));
        assertThat(lines).endsWith("pong 7");
        // the engine's move is in the game
        assertThat(fen()).contains(" w - Pp ");
    }

    @Test
    void illegalMovesAndUnknownCommands() {
        send("xboard", "protover 2", "variant chess-t", "new", "force");
        assertThat(send("usermove e3e5")).containsExactly("Illegal move: e3e5");
        assertThat(send("usermove zz")).containsExactly("Illegal move: zz");
        assertThat(send("frobnicate")).containsExactly("Error (unknown command): frobnicate");
        assertThat(send("level x y z")).containsExactly("Error (bad level): level x y z");
        assertThat(send("usermove e3e4", "undo", "usermove e3e4", "usermove e6e5")).isEmpty();
        assertThat(send("remove")).isEmpty();
        assertThat(fen()).isEqualTo("r2pkp2r/iiiiciiii/4i4/9/9/4I4/IIIICIIII/R2PKP2R w - Pp 0 1");
        assertThat(send("undo")).containsExactly("Error (no move to take back): undo");
    }

    @Test
    void setboardAndTheResultWithItsReason() {
        send("xboard", "protover 2", "variant chess-t", "new", "force");
        assertThat(send("setboard 8k/3i5/1P7/9/9/9/9/K8 w - - 0 1")).isEmpty();
        assertThat(send("usermove b6d8")).containsExactly("1-0 {White wins: castle captured}");
        assertThat(send("usermove a8a7")).containsExactly("Illegal move (the game is over): a8a7");
        assertThat(send("setboard nonsense w")).singleElement().asString().startsWith("tellusererror Illegal position");
    }

    @Test
    void anExchangeIsToldBecauseXboardKeepsTheMover() {
        send("xboard", "protover 2", "variant chess-t", "new", "force", "setboard k8/9/9/4i4/4I4/9/9/K8 w - - 0 1");
        assertThat(send("usermove e4e5")).containsExactly(
                "telluser Exchange on e5: both pieces leave the board (e4e5)");
        assertThat(fen()).startsWith("k8/9/9/9/9/9/9/K8 b ");
    }

    @Test
    void theEngineWinsAndSaysWhy() {
        send("xboard", "protover 2", "variant chess-t", "new", "force", "setboard 4k4/9/6P2/4R4/9/9/9/K8 w - - 0 1",
                "sd 3");
        loop.handle("go");
        String reply = out.await(l -> l.startsWith("move "));
        assertThat(reply).matches("move g6e8c?\n1-0 \\{White wins: king captured\\}");
    }

    @Test
    void theImpregnableSelectionIsDrawnAndTold() {
        send("xboard", "protover 2", "variant chess-t", "new", "force");
        send("usermove h2h4", "usermove a7a5", "usermove h4h5", "usermove i7i5", "usermove a2a4", "usermove c7c5");
        List<String> told = send("usermove i2i3");
        assertThat(told).singleElement().asString().startsWith("telluser Impregnable squares (die): White ");
        assertThat(fen()).matches(".* b [a-i]4[a-i]5 Pp \\d+ 4");
        send("undo");
        // the outcome goes back together with the move before it
        assertThat(fen()).endsWith(" w - Pp 6 4");
    }

    @Test
    void forcedXboardProtocolAndTimeControls() {
        ListOutput o = new ListOutput();
        ProtocolLoop forced = new ProtocolLoop(Variants.registry().all(), null, new Engine(), o, "xboard");
        forced.handle("protover 2");
        assertThat(o.drain()).contains("feature done=1");
        forced.handle("variant chess-t");
        forced.handle("new");
        forced.handle("level 40 0:30 0");
        forced.handle("time 3000");
        forced.handle("otim 3000");
        forced.handle("usermove e3e4");
        assertThat(o.await(l -> l.startsWith("move "))).matches("move [a-i][1-8][a-i][1-8][a-z]?");
        forced.handle("quit");
    }

    // ----- a rejected command changes nothing (issue 34)

    private List<String> board() {
        return send("d");
    }

    @Test
    void removeWithOnlyOnePlyPlayedIsRejectedAndTakesNothingBack() {
        send("xboard", "protover 2", "variant chess-t", "new", "force", "usermove e3e4");
        List<String> before = board();
        assertThat(send("remove")).containsExactly("Error (no move to take back): remove");
        assertThat(board()).isEqualTo(before);
        assertThat(send("undo")).isEmpty();
        assertThat(fen()).isEqualTo("r2pkp2r/iiiiciiii/4i4/9/9/4I4/IIIICIIII/R2PKP2R w - Pp 0 1");
    }

    @Test
    void anIllegalUserMoveAtTheDieRollDrawsAndAppliesNothing() {
        send("xboard", "protover 2", "variant chess-t", "new", "force",
                "usermove h2h4", "usermove a7a5", "usermove h4h5", "usermove i7i5", "usermove a2a4", "usermove c7c5");
        List<String> before = board();
        assertThat(before).contains("# Side: chance (an event's outcome is due)");
        assertThat(send("usermove a1a8")).containsExactly("Illegal move: a1a8");
        assertThat(board()).isEqualTo(before);
        // a legal move then draws the die, tells the user, and plays the move after it
        List<String> reply = send("usermove e3e4");
        assertThat(reply).hasSize(1).allMatch(l -> l.startsWith("telluser Impregnable squares (die): White "));
        assertThat(fen()).matches("\\S+ b [a-i][1-8][a-i][1-8] Pp \\d+ 4");
    }

    @Test
    void aRejectedSetboardKeepsTheGameAndPlaysNothingUntilANewPosition() {
        send("xboard", "protover 2", "variant chess-t", "new", "force", "usermove e3e4");
        List<String> before = board();
        List<String> reply = send("setboard this is no position");
        assertThat(reply).hasSize(1).allMatch(l -> l.startsWith("tellusererror Illegal position: "));
        assertThat(board()).isEqualTo(before);
        assertThat(send("usermove e6e5")).containsExactly(
                "Illegal move (the last setboard was rejected; send new or setboard): e6e5");
        assertThat(send("go")).containsExactly("Error (the last setboard was rejected; send new or setboard): go");
        assertThat(board()).isEqualTo(before);
        send("new", "force");
        assertThat(send("usermove e3e4")).isEmpty();
    }

    @Test
    void pongFollowsTheMoveOfASearchInProgress() {
        send("xboard", "protover 2", "variant chess-t", "new", "nopost", "st 1");
        loop.handle("usermove e3e4"); // the engine, Black, thinks for up to a second
        loop.handle("ping 7");
        String pong = out.await(l -> l.contains("pong 7"));
        List<String> lines = new ArrayList<>();
        for (String l : out.drain()) {
            lines.addAll(List.of(l.split("\n")));
        }
        assertThat(pong).isNotNull();
        int move = lines.indexOf(lines.stream().filter(l -> l.startsWith("move ")).findFirst().orElseThrow());
        assertThat(lines.indexOf("pong 7")).isGreaterThan(move);
        assertThat(send("ping 8")).containsExactly("pong 8"); // no search running: at once
    }

    @Test
    void hugeTimesAreHeldToALongButFiniteClockInsteadOfOverflowing() {
        CecpClock clock = new CecpClock();
        assertThat(clock.moveTime("10000000000")).isNull();
        assertThat(clock.limits(0, 0).moveTimeMs).isEqualTo(ClockTime.MAX_MS);
        CecpClock level = new CecpClock();
        assertThat(level.level("0 1e300 0")).isNull();
        assertThat(level.clock("1e300", true)).isNull();
        assertThat(level.limits(0, 0).timeMs[0]).isEqualTo(ClockTime.MAX_MS);
        assertThat(level.limits(0, 0).timeMs[1]).isEqualTo(ClockTime.MAX_MS);
        assertThat(level.clock("NaN", true)).isEqualTo("bad number");
        assertThat(level.level("40 -5 0")).isEqualTo("bad level");
        assertThat(level.level("40 5:00 NaN")).isEqualTo("bad level");
        assertThat(level.limits(0, 0).timeMs[0]).isEqualTo(ClockTime.MAX_MS); // the rejected ones changed nothing
    }

    @Test
    void aHugeMoveTimeSearchesInsteadOfMovingAtOnce() {
        send("xboard", "protover 2", "variant chess-t", "new", "force", "usermove e3e4", "st 10000000000", "post");
        loop.handle("go");
        // with no overflow the search is still deepening after 300 ms; "?" makes it move now
        sleep(300);
        loop.handle("?");
        awaitMove();
        List<String> lines = new ArrayList<>();
        for (String l : out.drain()) {
            lines.addAll(List.of(l.split("\n")));
        }
        long deepest = lines.stream().filter(l -> l.matches("\\d+ -?\\d+ \\d+ \\d+ .*"))
                .mapToLong(l -> Long.parseLong(l.split(" ")[0])).max().orElse(0);
        assertThat(deepest).as("depth reached before '?'").isGreaterThanOrEqualTo(3);
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
