package org.ansuz.variants.magyar;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.ReferenceRules;

/**
 * A deliberately plain Magyar generator transcribed from {@code docs/rules/magyar.md}: a map
 * from real axial coordinates to column strings (bottom to top, {@code ""} for an empty tile), every move
 * played on a copy. No repetition or turn limit. Slow and simple, for cross-checking {@link MagyarPosition}.
 */
public final class MagyarReference {
    /**
     * The reference under {@code v}'s turn structure. Capture routes to one position are one move, so moves are
     * compared by the position they leave; the engine's text of each must be one of the reference's texts for it.
     */
    public static ReferenceRules rules(Variant v) {
        boolean twoPhase = ((MagyarVariant) v).rules.twoPhase();
        return new ReferenceRules.ByEffect() {
            @Override
            public Collection<String> results(String fen) {
                return parse(fen, twoPhase).moves().stream().map(Move::after).toList();
            }

            @Override
            public void alsoAgrees(Position p) {
                Map<String, Set<String>> texts = new HashMap<>();
                for (Move m : parse(p.fen(), twoPhase).moves()) {
                    texts.computeIfAbsent(m.after(), k -> new TreeSet<>()).add(m.text());
                }
                MoveList list = new MoveList();
                int n = p.generate(list);
                for (int i = 0; i < n; i++) {
                    String after = ReferenceRules.effect(this, p, list.move(i));
                    assertThat(texts.get(after)).as("%s: the texts of the move to %s", p.fen(), after)
                            .contains(p.moveText(list.move(i)));
                }
            }
        };
    }

    /** Both turn structures without the draw rules, which the reference leaves out (it has no history). */
    public static List<Variant> variantsWithoutDraws() {
        return List.of(new MagyarVariant("magyar-nodraw", MagyarRules.of(MagyarReference::withoutDraws)),
                new MagyarVariant("magyar-single-nodraw",
                        MagyarRules.of(r -> {
                    withoutDraws(r);
                    r.twoPhase = false;
                })));
    }

    private static void withoutDraws(MagyarRules.Fields r) {
        r.turnLimit = 0;
        r.repetitionDraw = false;
    }

    static final int[] DQ = {-1, -1, 0, 1, 1, 0};
    static final int[] DR = {0, 1, 1, 0, -1, -1};

    record Cell(int q, int r) {
        Cell step(int d) {
            return new Cell(q + DQ[d], r + DR[d]);
        }
    }

    record Move(String text, String after) {
    }

    final boolean twoPhase;
    final Map<Cell, String> tiles = new LinkedHashMap<>();
    char side = 'r';
    boolean tilePhase;
    Cell ko;
    int turns;

    MagyarReference(boolean twoPhase) {
        this.twoPhase = twoPhase;
    }

    static MagyarReference parse(String fen, boolean twoPhase) {
        MagyarReference m = new MagyarReference(twoPhase);
        String[] f = fen.trim().split("\\s+");
        int i = 0;
        for (; f[i].contains(":"); i++) {
            String[] e = f[i].split(":");
            m.tiles.put(cell(e[0]), e[1].equals(".") ? "" : e[1]);
        }
        m.side = f[i++].charAt(0);
        m.tilePhase = f[i++].equals("tile");
        if (i < f.length && !f[i].matches("\\d+")) {
            m.ko = cell(f[i++]);
        }
        if (i < f.length) {
            m.turns = Integer.parseInt(f[i]);
        }
        return m;
    }

    static Cell cell(String s) {
        if (s.contains(",")) {
            String[] p = s.split(",");
            return new Cell(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
        }
        return new Cell(Character.toLowerCase(s.charAt(0)) - 'a', Integer.parseInt(s.substring(1)));
    }

    static String name(Cell c, boolean upper) {
        if (c.q() >= 0 && c.q() <= 14 && c.r() >= 1 && c.r() <= 9) {
            return (char) ((upper ? 'A' : 'a') + c.q()) + Integer.toString(c.r());
        }
        return c.q() + "," + c.r();
    }

    String fen() {
        TreeMap<Cell, String> sorted = new TreeMap<>((a, b) -> a.r() != b.r() ? b.r() - a.r() : a.q() - b.q());
        sorted.putAll(tiles);
        StringBuilder s = new StringBuilder();
        sorted.forEach((c, col) -> s.append(name(c, true)).append(':').append(col.isEmpty() ? "." : col).append(' '));
        s.append(side).append(tilePhase ? " tile" : " stones");
        if (ko != null) {
            s.append(' ').append(name(ko, true));
        }
        if (turns > 0) {
            s.append(' ').append(turns);
        }
        return s.toString();
    }

    MagyarReference copy() {
        MagyarReference m = new MagyarReference(twoPhase);
        m.tiles.putAll(tiles);
        m.side = side;
        m.tilePhase = tilePhase;
        m.ko = ko;
        m.turns = turns;
        return m;
    }

    char enemy() {
        return side == 'r' ? 'w' : 'r';
    }

    static char top(String col) {
        return col.charAt(col.length() - 1);
    }

    boolean owns(char who) {
        for (String col : tiles.values()) {
            if (!col.isEmpty() && top(col) == who) {
                return true;
            }
        }
        return false;
    }

    /** Section 5: a player who controls no column has lost. */
    boolean over() {
        return !owns(side) || !owns(enemy());
    }

    /** The turn passes (or the tile phase starts) after a move. */
    void finish(boolean wasStonePhase) {
        if (twoPhase && wasStonePhase) {
            tilePhase = true;
        } else {
            tilePhase = false;
            side = enemy();
            turns++;
        }
    }

    List<Move> moves() {
        List<Move> out = new ArrayList<>();
        if (over()) {
            return out;
        }
        if (tilePhase) {
            MagyarReference skip = copy();
            skip.finish(false);
            out.add(new Move("T:-", skip.fen()));
            tileMoves(out);
            return out;
        }
        // Section 3: captures, compulsory, maximal; routes with the same result are one move.
        Map<String, List<String>> captures = new LinkedHashMap<>();
        for (Map.Entry<Cell, String> e : tiles.entrySet()) {
            if (!e.getValue().isEmpty() && top(e.getValue()) == side) {
                MagyarReference lifted = copy();
                lifted.tiles.put(e.getKey(), "");
                lifted.jump(e.getKey(), e.getValue(), name(e.getKey(), false), java.util.Set.of(), captures);
            }
        }
        if (!captures.isEmpty()) {
            captures.forEach((after, texts) -> texts.forEach(t -> out.add(new Move(t, after))));
            return out;
        }
        for (Map.Entry<Cell, String> e : tiles.entrySet()) {
            if (!e.getValue().isEmpty() && top(e.getValue()) == side) {
                for (int d = 0; d < 6; d++) {
                    Cell to = e.getKey().step(d);
                    if ("".equals(tiles.get(to))) {
                        MagyarReference after = copy();
                        after.ko = null;
                        after.tiles.put(e.getKey(), "");
                        after.tiles.put(to, e.getValue());
                        after.finish(true);
                        out.add(new Move(name(e.getKey(), false) + "-" + name(to, false), after.fen()));
                    }
                }
            }
        }
        if (!twoPhase) {
            tileMoves(out);
        }
        return out;
    }

    /** One step of a capture sequence; {@code jumped} holds the columns already jumped, each jumped once at most. */
    private void jump(Cell at, String jumper, String text, java.util.Set<Cell> jumped, Map<String, List<String>> out) {
        boolean any = false;
        for (int d = 0; d < 6; d++) {
            Cell over = at.step(d);
            Cell to = over.step(d);
            String col = tiles.get(over);
            if (col == null || col.isEmpty() || top(col) != enemy() || !"".equals(tiles.get(to)) || jumped.contains(over)) {
                continue;
            }
            any = true;
            MagyarReference next = copy();
            next.tiles.put(over, col.substring(0, col.length() - 1));
            java.util.Set<Cell> nowJumped = new java.util.HashSet<>(jumped);
            nowJumped.add(over);
            next.jump(to, top(col) + jumper, text + "x" + name(to, false), nowJumped, out);
        }
        if (!any && text.contains("x")) {
            MagyarReference after = copy();
            after.ko = null;
            after.tiles.put(at, jumper);
            after.finish(true);
            out.computeIfAbsent(after.fen(), k -> new ArrayList<>()).add(text);
        }
    }

    /** The tiles present around {@code c} in cyclic order W, NW, NE, E, SE, SW, {@code ignore} left out. */
    boolean[] around(Cell c, Cell ignore) {
        boolean[] a = new boolean[6];
        for (int d = 0; d < 6; d++) {
            Cell n = c.step(d);
            a[d] = !n.equals(ignore) && tiles.containsKey(n);
        }
        return a;
    }

    /** Whether the present ones form one contiguous arc whose length is within [min, max]. */
    static boolean oneArc(boolean[] a, int min, int max) {
        int count = 0;
        int starts = 0;
        for (int d = 0; d < 6; d++) {
            if (a[d]) {
                count++;
                if (!a[(d + 5) % 6]) {
                    starts++;
                }
            }
        }
        boolean contiguous = count == 6 || starts == 1;
        return contiguous && count >= min && count <= max;
    }

    /** Section 4 (and 6: no tile moved by the opponent just before may move). */
    private void tileMoves(List<Move> out) {
        List<Cell> empties = new ArrayList<>();
        for (Cell c : tiles.keySet()) {
            for (int d = 0; d < 6; d++) {
                Cell n = c.step(d);
                if (!tiles.containsKey(n) && !empties.contains(n)) {
                    empties.add(n);
                }
            }
        }
        for (Map.Entry<Cell, String> e : new ArrayList<>(tiles.entrySet())) {
            Cell s = e.getKey();
            if (!e.getValue().isEmpty() || s.equals(ko) || !oneArc(around(s, null), 2, 4)) {
                continue;
            }
            boolean ok = true;
            for (int d = 0; d < 6 && ok; d++) {
                Cell n = s.step(d);
                if (tiles.containsKey(n)) {
                    ok = oneArc(around(n, s), 2, 5);
                }
            }
            if (!ok) {
                continue;
            }
            for (Cell dest : empties) {
                if (oneArc(around(dest, s), 2, 4)) {
                    MagyarReference after = copy();
                    after.tiles.remove(s);
                    after.tiles.put(dest, "");
                    after.ko = twoPhase ? null : dest;
                    after.finish(false);
                    out.add(new Move("T:" + name(s, true) + "-" + name(dest, true), after.fen()));
                }
            }
        }
    }
}
