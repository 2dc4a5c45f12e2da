package org.ansuz.variants.cyvasse;

import java.util.List;

/** The fixed water maps (rules section 1.3) and the lesson boards of section 14, by their position-text id. */
final class CyvasseMaps {
    /** Ids in the order of {@link CyvasseRules#map()}, then the lesson boards. */
    static final List<String> IDS = List.of("0", "1", "2", "3", "4", "L6", "L7", "L9");
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
    private static final boolean[][] TABLES = new boolean[IDS.size()][];

    static {
        for (int i = 0; i < IDS.size(); i++) {
            TABLES[i] = new boolean[CyvasseGeometry.CELLS];
            for (String name : WATER[i].split(" ")) {
                if (!name.isEmpty()) {
                    TABLES[i][CyvasseGeometry.cell(name)] = true;
                }
            }
        }
    }

    private CyvasseMaps() {
    }

    /** Index of a map id (case-insensitive), -1 when unknown. */
    static int index(String id) {
        for (int i = 0; i < IDS.size(); i++) {
            if (IDS.get(i).equalsIgnoreCase(id)) {
                return i;
            }
        }
        return -1;
    }

    /** The water cells of map {@code index}; shared, never written. */
    static boolean[] water(int index) {
        return TABLES[index];
    }
}
