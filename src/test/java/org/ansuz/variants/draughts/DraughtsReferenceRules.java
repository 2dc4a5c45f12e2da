package org.ansuz.variants.draughts;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.ansuz.engine.spi.CaptureRoutes;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * The draughts family's two references as {@link ReferenceRules}: {@link OrthogonalReference} for the orthogonal
 * games, {@link ReferenceDraughts} for the diagonal ones. Both read grids, so their position text is the grid
 * (with the side to move, and the Frisian king-move counters), read off the engine position square by square;
 * a move is its start, end, captured squares and flag. For the diagonal games a move's text also carries its
 * number of capture routes, so that perft's routes convention is checked with the moves.
 */
public final class DraughtsReferenceRules {
    private DraughtsReferenceRules() {
    }

    public static ReferenceRules rules(Variant variant) {
        DraughtsVariant v = (DraughtsVariant) variant;
        return OrthogonalReference.covers(v.name()) ? orthogonal(v) : diagonal(v);
    }

    private static ReferenceRules diagonal(DraughtsVariant v) {
        DraughtsGeometry g = v.geometry();
        return new ReferenceRules() {
            /** The engine's route counts of the last position asked about, by move. */
            private final Map<Long, Integer> routes = new HashMap<>();
            private String routesOf;

            @Override
            public Map<String, String> moves(String position) {
                ReferenceDraughts r = parse(v, position);
                Map<String, Integer> counts = r.routeCounts();
                Map<String, String> out = new TreeMap<>();
                for (ReferenceDraughts.Move m : r.moves()) {
                    out.put(m.key() + " routes " + counts.get(m.key()), text(r.after(m)));
                }
                return out;
            }

            @Override
            public String positionText(Position p) {
                return text(reference(v, p));
            }

            @Override
            public String moveText(Position p, long move) {
                String fen = p.fen();
                if (!fen.equals(routesOf)) {
                    routes.clear();
                    MoveList list = new MoveList();
                    int n = CaptureRoutes.generate(p, list);
                    for (int i = 0; i < n; i++) {
                        routes.put(list.move(i), list.scores[i]);
                    }
                    routesOf = fen;
                }
                return key(g, (AbstractDraughtsPosition) p, move) + " routes " + routes.get(move);
            }
        };
    }

    /** The reference at the engine's position {@code pos} (the tools that write the suites use it too). */
    static ReferenceDraughts reference(DraughtsVariant v, Position pos) {
        DraughtsGeometry g = v.geometry();
        ReferenceDraughts r = new ReferenceDraughts(v.name(), g.width, g.height);
        for (int c = 0; c < g.cells; c++) {
            r.grid[g.x[c] + g.y[c] * g.width] = pos.symbolAt(c);
        }
        AbstractDraughtsPosition p = (AbstractDraughtsPosition) pos;
        r.whiteToMove = p.color == 0;
        for (int side = 0; side < 2; side++) {
            int sq = p.kingRunSquare[side];
            r.kingRunSquare[side] = sq < 0 ? -1 : g.x[sq] + g.y[sq] * g.width;
            r.kingRun[side] = p.kingRun[side];
        }
        return r;
    }

    /** Side, grid and, in Frisian only (the one game that limits king moves), the king-move counters. */
    private static String text(ReferenceDraughts r) {
        String runs = r.frisian() ? r.kingRunSquare[0] + "," + r.kingRun[0] + "," + r.kingRunSquare[1] + "," + r.kingRun[1]
                : "-1,0,-1,0";
        return (r.whiteToMove ? "w|" : "b|") + new String(r.grid) + "|" + runs;
    }

    private static ReferenceDraughts parse(DraughtsVariant v, String text) {
        String[] f = text.split("\\|");
        ReferenceDraughts r = new ReferenceDraughts(v.name(), v.geometry().width, v.geometry().height);
        f[1].getChars(0, r.grid.length, r.grid, 0);
        r.whiteToMove = f[0].equals("w");
        String[] runs = f[2].split(",");
        for (int side = 0; side < 2; side++) {
            r.kingRunSquare[side] = Integer.parseInt(runs[2 * side]);
            r.kingRun[side] = Integer.parseInt(runs[2 * side + 1]);
        }
        return r;
    }

    /**
     * The engine's move of {@code pos} in the diagonal reference's terms (its captured cells expanded where
     * the move holds them relative to the opponent's pieces).
     */
    static String key(DraughtsGeometry g, AbstractDraughtsPosition pos, long move) {
        int from = pos.from(move);
        int to = pos.to(move);
        TreeSet<Integer> cap = new TreeSet<>();
        for (int c : pos.capturedCells(move)) {
            cap.add(g.x[c] + g.y[c] * g.width);
        }
        return new ReferenceDraughts.Move(g.x[from] + g.y[from] * g.width, g.x[to] + g.y[to] * g.width, cap,
                AbstractDraughtsPosition.reachesFarRow(move)).key();
    }

    private static ReferenceRules orthogonal(DraughtsVariant v) {
        OrthogonalReference.Game game = OrthogonalReference.Game.valueOf(v.name().toUpperCase(java.util.Locale.ROOT));
        return new ReferenceRules() {
            @Override
            public Map<String, String> moves(String position) {
                OrthogonalReference r = OrthogonalReference.ofText(game, position);
                Map<String, String> out = new TreeMap<>();
                List<OrthogonalReference.Move> moves = r.moves();
                for (OrthogonalReference.Move m : moves) {
                    char[][] saved = r.play(m);
                    out.put(m.toString(), r.text());
                    r.undo(saved);
                }
                return out;
            }

            @Override
            public String positionText(Position p) {
                return new OrthogonalReference(game, p.fen()).text();
            }

            @Override
            public String moveText(Position p, long move) {
                DraughtsPosition pos = (DraughtsPosition) p;
                DraughtsGeometry g = pos.g;
                long cap = 0;
                for (long b = pos.capturedSet(move); b != 0; b &= b - 1) {
                    int c = Long.numberOfTrailingZeros(b);
                    cap |= 1L << (g.y[c] * 8 + g.x[c]);
                }
                int from = pos.from(move);
                int to = pos.to(move);
                return new OrthogonalReference.Move(g.y[from] * 8 + g.x[from], g.y[to] * 8 + g.x[to], cap,
                        (move & DraughtsPosition.PROMOTION) != 0).toString();
            }
        };
    }
}
