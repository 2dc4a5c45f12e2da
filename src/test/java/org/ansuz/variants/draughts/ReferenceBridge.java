package org.ansuz.variants.draughts;

import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.ansuz.engine.MoveList;
import org.ansuz.engine.Position;

/** Converts between the fast generator's positions and moves and the reference generator's. */
final class ReferenceBridge {
    private ReferenceBridge() {
    }

    static ReferenceDraughts reference(DraughtsVariant v, Position pos) {
        DraughtsGeometry g = v.geometry();
        ReferenceDraughts r = new ReferenceDraughts(v.name(), g.width, g.height);
        for (int c = 0; c < g.cells; c++) {
            r.grid[g.x[c] + g.y[c] * g.width] = pos.symbolAt(c);
        }
        DraughtsPosition p = (DraughtsPosition) pos;
        r.whiteToMove = p.color == 0;
        for (int side = 0; side < 2; side++) {
            int sq = p.kingRunSquare[side];
            r.kingRunSquare[side] = sq < 0 ? -1 : g.x[sq] + g.y[sq] * g.width;
            r.kingRun[side] = p.kingRun[side];
        }
        return r;
    }

    static String key(DraughtsVariant v, long move) {
        DraughtsGeometry g = v.geometry();
        int from = DraughtsNotation.from(move);
        int to = DraughtsNotation.to(move);
        TreeSet<Integer> cap = new TreeSet<>();
        for (long b = move & DraughtsPosition.CAPTURED; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            cap.add(g.x[c] + g.y[c] * g.width);
        }
        return new ReferenceDraughts.Move(g.x[from] + g.y[from] * g.width, g.x[to] + g.y[to] * g.width, cap,
                (move & DraughtsPosition.PROMOTION) != 0).key();
    }

    static Set<String> fastKeys(DraughtsVariant v, Position pos) {
        MoveList list = new MoveList();
        int n = pos.generate(list);
        Set<String> keys = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            keys.add(key(v, list.move(i)));
        }
        return keys;
    }

    /** Each legal move's number of capture routes, by the reference's move key. */
    static java.util.SortedMap<String, Integer> fastRoutes(DraughtsVariant v, Position pos) {
        MoveList list = new MoveList();
        int n = pos.generateRoutes(list);
        java.util.SortedMap<String, Integer> routes = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            routes.put(key(v, list.move(i)), list.scores[i]);
        }
        return routes;
    }

    static Set<String> referenceKeys(ReferenceDraughts r) {
        Set<String> keys = new TreeSet<>();
        for (ReferenceDraughts.Move m : r.moves()) {
            keys.add(m.key());
        }
        return keys;
    }
}
