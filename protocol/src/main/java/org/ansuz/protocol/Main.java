package org.ansuz.protocol;

import org.ansuz.engine.Variant;
import org.ansuz.engine.Variants;

/** Command-line entry point. PLACEHOLDER until the protocol lands. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        for (Variant v : Variants.registry().all()) {
            System.out.println(v.name());
        }
    }
}
