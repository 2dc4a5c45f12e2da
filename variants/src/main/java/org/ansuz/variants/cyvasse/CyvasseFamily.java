package org.ansuz.variants.cyvasse;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.Variant;
import org.ansuz.engine.spi.VariantProvider;

/**
 * Nine-Tile Cyvasse: Fisher's rules without water ({@code cyvasse}), the four Zillions water maps
 * ({@code cyvasse-map1} .. {@code cyvasse-map4}) and the Zillions deviations ({@code cyvasse-dagaz}:
 * pass when stuck, forced Rabble double move).
 */
public final class CyvasseFamily implements VariantProvider {
    /** Middle games for bench and playout tests (map 0 boards; the map field is replaced per variant). */
    static final List<String> MIDDLE_GAMES = List.of(
            "2h1Mles/swt1lMk2/M1d2sce1h/w2r2cM3/2L6l2/1RM1M2LCCM/D5E1ST/1WLH1WK2/HR2SS1M w 0 - play 30",
            "hw2seMr/s3hk1Ml/HMs2wr2M/6t4/7L4/MW3e5/C5HE2/1M1M1R1RS/EMRRKLS1 w 0 - play 30");

    @Override
    public List<Variant> variants() {
        List<Variant> list = new ArrayList<>();
        list.add(new CyvasseVariant("cyvasse", CyvasseRules.FISHER, middleGames(0)));
        for (int map = 1; map <= 4; map++) {
            int water = map;
            list.add(new CyvasseVariant("cyvasse-map" + map, CyvasseRules.of(r -> r.map = water), middleGames(map)));
        }
        list.add(new CyvasseVariant("cyvasse-dagaz", CyvasseRules.DAGAZ, middleGames(0)));
        return list;
    }

    private static List<String> middleGames(int map) {
        return MIDDLE_GAMES.stream().map(f -> f.replace(" w 0 ", " w " + map + " ").replace(" b 0 ", " b " + map + " "))
                .toList();
    }
}
