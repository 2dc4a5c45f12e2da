package org.ansuz.variants.cyvasse;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.ansuz.engine.spi.NotationException;

/**
 * The water maps: Dagaz's fixed ones (rules section 1.3), the lesson boards of section 14, and any other
 * set of water cells (a variants file's own map). A position text names a map by its id: a fixed map's
 * ({@code 0}..{@code 4}, {@code L6}, {@code L7}, {@code L9}), or any other map's water cells in
 * position-text order joined by commas ({@code e4,f4,e5}).
 */
final class CyvasseMaps {
    /** Ids of the fixed maps: Dagaz's 0 (no water) to 4, then the lesson boards. */
    static final List<String> IDS = List.of("0", "1", "2", "3", "4", "L6", "L7", "L9");
    /** Dagaz's maps are the first five ids. */
    static final int DAGAZ_MAPS = 5;
    /** Water cells a home zone may hold at most: its 38 cells less room for the side's 4 mountains. */
    static final int MAX_WET_HOME = 38 - 4;
    private static final String[] WATER = {
        "",
        "b1 c1 d3 d6 e6 i7",
        "f2 g2 c3 i6 f8 g8",
        "c2 g1 h3 i3 e6 j7 e8",
        "f2 g2 d4 f8 g8 j8",
        "e3 f3 e4 f4 e5",
        "e6",
        "g5",
    };
    private static final List<List<String>> CELLS = new ArrayList<>();
    private static final boolean[][] TABLES = new boolean[IDS.size()][];

    static {
        for (int i = 0; i < IDS.size(); i++) {
            List<String> names = WATER[i].isEmpty() ? List.of() : List.of(WATER[i].split(" "));
            TABLES[i] = table(names);
            CELLS.add(inBoardOrder(TABLES[i]));
        }
    }

    private CyvasseMaps() {
    }

    /** The water cells of Dagaz's map {@code n} (0..4), in position-text order. */
    static List<String> dagaz(int n) {
        return CELLS.get(n);
    }

    /** The water table of {@code cells} (each a cell name); shared by every position of a variant, never written. */
    static boolean[] table(List<String> cells) {
        boolean[] wet = new boolean[CyvasseGeometry.CELLS];
        for (String name : cells) {
            wet[CyvasseGeometry.cell(name.toLowerCase(Locale.ROOT))] = true;
        }
        return wet;
    }

    /** The names of the wet cells of {@code table}, in position-text order. */
    static List<String> inBoardOrder(boolean[] table) {
        List<String> names = new ArrayList<>();
        for (int cell = 0; cell < CyvasseGeometry.CELLS; cell++) {
            if (table[cell]) {
                names.add(CyvasseGeometry.NAME[cell]);
            }
        }
        return List.copyOf(names);
    }

    /** The id a position text writes for the map whose water is {@code table}: a fixed map's, else the cells. */
    static String id(boolean[] table) {
        for (int i = 0; i < IDS.size(); i++) {
            if (Arrays.equals(TABLES[i], table)) {
                return IDS.get(i);
            }
        }
        return String.join(",", inBoardOrder(table));
    }

    /**
     * The water table a position text's map field names: a fixed id (case-insensitive) or water cells joined
     * by commas, in any order.
     */
    static boolean[] parse(String field) throws NotationException {
        for (int i = 0; i < IDS.size(); i++) {
            if (IDS.get(i).equalsIgnoreCase(field)) {
                return TABLES[i];
            }
        }
        boolean[] wet = new boolean[CyvasseGeometry.CELLS];
        for (String name : field.split(",", -1)) {
            int cell = CyvasseGeometry.cell(name.toLowerCase(Locale.ROOT));
            if (cell < 0) {
                throw new NotationException("map must be 0-4, L6, L7, L9 or water cells joined by commas (e4,f4),"
                        + " not '" + field + "'");
            }
            wet[cell] = true;
        }
        return wet;
    }

    /**
     * Why {@code cells} makes no map, or {@code null} when it does: each must name a cell once, and each home
     * zone must keep four dry cells for its side's mountains.
     */
    static String problem(List<String> cells) {
        List<String> unknown = new ArrayList<>();
        List<String> twice = new ArrayList<>();
        boolean[] wet = new boolean[CyvasseGeometry.CELLS];
        for (String name : cells) {
            int cell = CyvasseGeometry.cell(name.toLowerCase(Locale.ROOT));
            if (cell < 0) {
                unknown.add("'" + name + "'");
            } else if (wet[cell]) {
                twice.add(name);
            } else {
                wet[cell] = true;
            }
        }
        if (!unknown.isEmpty()) {
            return String.join(", ", unknown) + (unknown.size() == 1 ? " is not a cell" : " are not cells")
                    + " of the board (files a-l, ranks 1-9, e.g. e5)";
        }
        if (!twice.isEmpty()) {
            return String.join(", ", twice) + " listed twice";
        }
        for (int side = 0; side < 2; side++) {
            int wetHome = 0;
            for (int cell = 0; cell < CyvasseGeometry.CELLS; cell++) {
                if (wet[cell] && CyvasseGeometry.home(side, cell)) {
                    wetHome++;
                }
            }
            if (wetHome > MAX_WET_HOME) {
                return wetHome + " water cells in " + (side == 0 ? "White" : "Black") + "'s home (ranks "
                        + (side == 0 ? "6-9" : "1-4") + ") leave no room for its 4 mountains (at most " + MAX_WET_HOME + ")";
            }
        }
        return null;
    }
}
