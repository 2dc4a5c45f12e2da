package org.ansuz.variants.draughts;

import org.ansuz.engine.spi.CaptureRoutes;
import org.ansuz.engine.spi.DrawCounters;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.HubNotation;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView;
import org.ansuz.engine.spi.Position;

/**
 * What the two draughts positions share: the state every rule reads (side, draw counters) and everything
 * said in text (FEN, move text, Hub), written once in {@link DraughtsNotation} and {@link HubPositions}
 * over the few accessors below. {@link DraughtsPosition} keeps bitboards (boards of up to 64 cells),
 * {@link WideDraughtsPosition} a mailbox (larger boards); {@link DraughtsVariant#emptyPosition} picks one.
 * Nothing here is on a hot path.
 */
abstract sealed class AbstractDraughtsPosition implements Position, HubNotation, CaptureRoutes, PieceView, DrawCounters
        permits DraughtsPosition, WideDraughtsPosition {
    final DraughtsVariant variant;
    final DraughtsRules rules;
    final DraughtsGeometry g;
    /** The colour to move: 0 = White (the "W" side of the FEN), 1 = Black. */
    int color;
    /** Plies since the last man move or capture (the FEN's {@code H}). */
    int quiet;
    int fullmove = 1;
    /** Frisian king-move limit: the king each side moved last without capturing and how often in a row. */
    final int[] kingRunSquare = {-1, -1};
    final int[] kingRun = new int[2];
    /** Plies since a lone-king ending began, plies since its current class began, and that class (-1 = none). */
    int egPlies;
    int egClassPlies;
    int egClass = -1;
    /** The client played on after a counted draw rule fired: only repetition draws ({@link DrawCounters}). */
    boolean countedDrawsLifted;
    private final MoveList probeList = new MoveList();

    AbstractDraughtsPosition(DraughtsVariant variant) {
        this.variant = variant;
        this.rules = variant.rules();
        this.g = variant.geometry();
    }

    /** Puts a man or king of {@code colour} on the empty {@code cell} (position parsing; {@link #refresh} follows). */
    abstract void put(int cell, int colour, boolean king);

    /** Recomputes the derived state (key, counts, ending class) after the pieces, colour and counters were set. */
    abstract void refresh();

    /** The pieces of {@code colour} (hot: the count-decided games' results). */
    abstract int piecesOf(int colour);

    /** The automatic draw that applies now: {@link #drawRule(DraughtsRules.DrawRules, int, long[], int, int, int, int, long, int, int, int)}. */
    abstract int drawRule();

    /** Routes of every capture go to {@code sink} while generating ({@code null}: none). */
    abstract void routeSink(DraughtsNotation.RouteSink sink);

    /** The cell a move starts from. */
    abstract int from(long move);

    /** The cell a move ends on. */
    abstract int to(long move);

    /** Whether a move captures. */
    abstract boolean captures(long move);

    /** The cells a move of the side to move captures, in cell order. */
    abstract int[] capturedCells(long move);

    /** The side to move's counters, ending and king runs into {@code p} (a copy). */
    final void copyCountersTo(AbstractDraughtsPosition p) {
        p.color = color;
        p.quiet = quiet;
        p.fullmove = fullmove;
        p.egPlies = egPlies;
        p.egClassPlies = egClassPlies;
        p.egClass = egClass;
        p.countedDrawsLifted = countedDrawsLifted;
        p.kingRunSquare[0] = kingRunSquare[0];
        p.kingRunSquare[1] = kingRunSquare[1];
        p.kingRun[0] = kingRun[0];
        p.kingRun[1] = kingRun[1];
    }

    /** The king-move limit's run of side {@code us} after it moved {@code from}-{@code to} (a king's quiet move continues it). */
    final void countKingRun(int us, boolean kingQuietMove, int from, int to) {
        if (kingQuietMove) {
            kingRun[us] = kingRunSquare[us] == from ? kingRun[us] + 1 : 1;
            kingRunSquare[us] = to;
        } else {
            kingRun[us] = 0;
            kingRunSquare[us] = -1;
        }
    }

    /** The lone-king ending counters after a ply that leaves ending class {@code cls} (-1: none). */
    final void countEnding(int cls) {
        if (cls < 0) {
            egPlies = 0;
            egClassPlies = 0;
        } else if (cls != egClass) {
            egPlies = egClass < 0 ? 0 : egPlies + 1;
            egClassPlies = 0;
        } else {
            egPlies++;
            egClassPlies++;
        }
        egClass = cls;
    }

    /**
     * The draw rules (repetition, move counters, endgame limits; in Senegalese the count of pieces
     * decides instead). A side without a move loses even where a draw rule would apply, so only
     * then, rarely, does this look for a legal move.
     */
    @Override
    public final GameResult result() {
        int rule = drawRule();
        if (rule > 1 && countedDrawsLifted) {
            rule = 0; // the move counters no longer draw; repetition (1) still does
        }
        if (rule == 0 || generate(probeList) == 0) {
            return GameResult.ONGOING;
        }
        return rules.countDecides() ? variant.results[rule][byCount()] : variant.results[rule][0];
    }

    @Override
    public final void liftCountedDraws() {
        countedDrawsLifted = true;
    }

    @Override
    public final GameResult noMoveResult() {
        return rules.countDecides() && piecesOf(color) != 0 ? variant.results[0][byCount()] : DraughtsVariant.NO_MOVE;
    }

    /** Senegalese: the game ends and the side with more pieces wins: 0 draw, 1 win, 2 loss (index into the results). */
    private int byCount() {
        int d = piecesOf(color) - piecesOf(color ^ 1);
        return d > 0 ? 1 : d < 0 ? 2 : 0;
    }

    /** Whether a move's man ends on its far row (bit 62 in both move layouts). */
    static boolean reachesFarRow(long move) {
        return (move & DraughtsPosition.PROMOTION) != 0;
    }

    /** The pieces of {@code colour} on the board. */
    final int pieceCount(int colour) {
        int n = 0;
        for (int c = 0; c < g.cells; c++) {
            n += colourAt(c) == colour ? 1 : 0;
        }
        return n;
    }

    /** The colour of the piece on {@code cell}, or -1 where it is empty. */
    final int colourAt(int cell) {
        char s = symbolAt(cell);
        return s == 'w' || s == 'W' ? 0 : s == 'b' || s == 'B' ? 1 : -1;
    }

    /** A man or a king of the player whose colour it has (English checkers: Black, colour 1, moves first). */
    @Override
    public final Piece pieceAt(int cell) {
        char c = symbolAt(cell);
        int colour = c == 'w' || c == 'W' ? 0 : 1;
        return c == '.' ? null : Piece.of(Character.isUpperCase(c) ? "king" : "man",
                colour == rules.firstColor() ? 0 : 1);
    }

    @Override
    public final String sideColour(int side) {
        return (side == 0) == (rules.firstColor() == 0) ? "white" : "black";
    }

    @Override
    public final String fen() {
        return DraughtsNotation.fen(this);
    }

    @Override
    public final String moveText(long move) {
        return DraughtsNotation.moveText(this, move, false);
    }

    @Override
    public final String hubMoveText(long move) {
        return DraughtsNotation.moveText(this, move, true);
    }

    @Override
    public final String hubPosition() {
        return HubPositions.text(this);
    }

    @Override
    public final String fenOfHubPosition(String hubPosition) throws NotationException {
        return HubPositions.fenOf(hubPosition, g.cells);
    }

    @Override
    public final long parseMove(String text) throws NotationException {
        return DraughtsNotation.parseMove(this, text);
    }

    @Override
    public final String toString() {
        return fen();
    }

    /**
     * The automatic draw that applies (0 = none, 1 = repetition, 2 = move counter, 3 = lone-king ending
     * limit), for both positions: {@code keys[i * frame + keySlot]} is the key before ply {@code i}.
     */
    static int drawRule(DraughtsRules.DrawRules d, int longestEndgamePlies, long[] keys, int frame, int keySlot,
                        int ply, int quiet, long key, int egClass, int egClassPlies, int egPlies) {
        if (d.repetitions() > 0) {
            int count = 1;
            int oldest = Math.max(0, ply - quiet);
            for (int i = ply - 2; i >= oldest; i -= 2) {
                if (keys[i * frame + keySlot] == key && ++count >= d.repetitions()) {
                    return 1;
                }
            }
        }
        if (d.quietPlies() > 0 && quiet >= d.quietPlies()) {
            return 2;
        }
        if (egClass >= 0) {
            if (egClassPlies >= d.endgames().get(egClass).plies() || egPlies >= longestEndgamePlies) {
                return 3;
            }
        }
        return 0;
    }
}
