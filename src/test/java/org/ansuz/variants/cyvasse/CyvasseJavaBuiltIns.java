package org.ansuz.variants.cyvasse;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.Variant;

/**
 * The shipped Cyvasse games as the Java code that defined them before they became data
 * ({@code org/ansuz/variants/cyvasse/builtins.toml}): the second derivation BuiltInVariantsAsDataTest
 * checks the resource against.
 */
public final class CyvasseJavaBuiltIns {
    private CyvasseJavaBuiltIns() {
    }

    /** Fisher's rules without water, Dagaz's four water maps, and Dagaz's deviations. */
    public static List<Variant> variants() {
        List<Variant> list = new ArrayList<>();
        list.add(CyvasseFamily.variant("cyvasse", List.of(), CyvasseRules.of(fisher -> { })));
        for (int map = 1; map < CyvasseMaps.DAGAZ_MAPS; map++) {
            List<String> water = CyvasseMaps.dagaz(map);
            list.add(CyvasseFamily.variant("cyvasse-map" + map, List.of(), CyvasseRules.of(r -> r.water = water)));
        }
        list.add(CyvasseFamily.variant("cyvasse-dagaz", List.of(), CyvasseRules.of(r -> {
            r.passWhenNoMove = true;
            r.rabbleSecondMove = CyvasseRules.RabbleSecondMove.FORCED_IF_LEGAL;
        })));
        return list;
    }
}
