package org.ansuz.variants.draughts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.ansuz.engine.spi.MoveList;

/**
 * A plain solver of small endings for the tests, independent of {@link EndgameDatabase}: every placement
 * of the given materials with either side to move is listed square by square (no index, no turning of
 * the board), its successors found by playing the moves, and values iterated to a fixed point forward
 * (a win where some move reaches a loss, a loss where every move reaches a win or none exists); what
 * never settles is a draw. The materials must be closed under the moves (captures may empty a side).
 */
final class EndgameReference {
    static final int DRAW = 0;
    static final int WIN = 1;
    static final int LOSS = 2;

    /** A position: pieces by colour, kings, the colour to move (0 = White). */
    record Placement(long white, long black, long kings, int color) {
    }

    final List<Placement> positions = new ArrayList<>();
    final int[] value;

    /** @param materials {white men, white kings, black men, black kings} each */
    EndgameReference(DraughtsVariant variant, List<int[]> materials) {
        DraughtsGeometry g = variant.geometry();
        Map<Placement, Integer> ids = new HashMap<>();
        for (int[] m : materials) {
            for (int color = 0; color < 2; color++) {
                place(g, m, 0, 0, 0, 0, 0, 0, color, ids);
            }
        }
        DraughtsPosition pos = new DraughtsPosition(variant);
        MoveList list = new MoveList();
        int[][] children = new int[positions.size()][];
        for (int p = 0; p < positions.size(); p++) {
            Placement at = positions.get(p);
            set(pos, at);
            int n = pos.generate(list);
            children[p] = new int[n];
            for (int j = 0; j < n; j++) {
                pos.play(list.moves[j]);
                Placement child = new Placement(pos.pieces[0], pos.pieces[1], pos.kings, pos.color);
                pos.undo();
                Integer id = ids.get(child);
                if (id == null && (child.color() == 0 ? child.white() : child.black()) == 0) {
                    id = -1; // the mover took the last piece: the side to move there has lost
                }
                if (id == null) {
                    throw new IllegalStateException("the materials are not closed: " + child);
                }
                children[p][j] = id;
            }
        }
        value = new int[positions.size()];
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int p = 0; p < value.length; p++) {
                if (value[p] != DRAW) {
                    continue;
                }
                boolean win = false;
                boolean allWin = true;
                for (int c : children[p]) {
                    int v = c < 0 ? LOSS : value[c];
                    win |= v == LOSS;
                    allWin &= v == WIN;
                }
                if (win || allWin) {
                    value[p] = win ? WIN : LOSS;
                    changed = true;
                }
            }
        }
    }

    private static void set(DraughtsPosition pos, Placement p) {
        pos.pieces[0] = p.white();
        pos.pieces[1] = p.black();
        pos.kings = p.kings();
        pos.color = p.color();
        pos.refresh();
    }

    /** Kinds in order white men, white kings, black men, black kings; each kind's squares ascending from {@code from}. */
    private void place(DraughtsGeometry g, int[] m, int kind, int done, int from, long white, long black, long kings,
                       int color, Map<Placement, Integer> ids) {
        if (kind == 4) {
            ids.put(new Placement(white, black, kings, color), positions.size());
            positions.add(new Placement(white, black, kings, color));
            return;
        }
        if (done == m[kind]) {
            place(g, m, kind + 1, 0, 0, white, black, kings, color, ids);
            return;
        }
        boolean man = kind % 2 == 0;
        boolean whitePiece = kind < 2;
        long forbidden = white | black | (man ? g.promotionRow[whitePiece ? 0 : 1] : 0);
        for (int c = from; c < g.cells; c++) {
            long b = 1L << c;
            if ((forbidden & b) == 0) {
                place(g, m, kind, done + 1, c + 1, whitePiece ? white | b : white, whitePiece ? black : black | b,
                        man ? kings : kings | b, color, ids);
            }
        }
    }

}
