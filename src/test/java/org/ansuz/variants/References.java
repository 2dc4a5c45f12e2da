package org.ansuz.variants;

import java.util.Optional;
import org.ansuz.engine.spi.Variant;
import org.ansuz.variants.abalone.AbaloneReference;
import org.ansuz.variants.alquerque.AlquerqueReference;
import org.ansuz.variants.breakthrough.BreakthroughReference;
import org.ansuz.variants.chesst.ChessTReference;
import org.ansuz.variants.cyvasse.CyvasseReference;
import org.ansuz.variants.draughts.DraughtsReferenceRules;
import org.ansuz.variants.epaminondas.EpaminondasReference;
import org.ansuz.variants.gess.GessReference;
import org.ansuz.variants.magyar.MagyarReference;
import org.ansuz.variants.ordo.OrdoReference;
import org.ansuz.variants.thud.ThudReference;

/** The reference generator of each family, by the family a variant belongs to. */
public final class References {
    private References() {
    }

    /** The family of {@code v}: the last part of its package name ({@code draughts}, {@code thud} ...). */
    public static String family(Variant v) {
        String p = v.getClass().getPackageName();
        return p.substring(p.lastIndexOf('.') + 1);
    }

    /** The reference of {@code v}'s family under {@code v}'s rules; empty for a family without one. */
    public static Optional<ReferenceRules> of(Variant v) {
        return Optional.ofNullable(switch (family(v)) {
            // the references leave out draw rules and the rule switches of the other Abalone and Chess-T variants
            case "abalone" -> v.name().equals("abalone-draws") ? null : AbaloneReference.rules(v);
            case "alquerque" -> AlquerqueReference.rules(v);
            case "breakthrough" -> BreakthroughReference.rules(v);
            case "chesst" -> v.name().equals("chess-t") || v.name().equals("chess-t2") ? ChessTReference.rules(v) : null;
            case "cyvasse" -> CyvasseReference.rules(v);
            case "draughts" -> DraughtsReferenceRules.rules(v);
            case "epaminondas" -> EpaminondasReference.rules(v);
            case "gess" -> GessReference.rules(v);
            case "magyar" -> MagyarReference.rules(v);
            case "ordo" -> OrdoReference.rules(v);
            case "thud" -> ThudReference.rules(v);
            default -> null;
        });
    }
}
