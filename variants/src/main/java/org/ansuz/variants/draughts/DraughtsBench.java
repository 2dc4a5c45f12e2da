package org.ansuz.variants.draughts;

import java.util.List;

/** Typical middlegame positions per game for {@code bench} (written by playing plausible moves). */
final class DraughtsBench {
    private DraughtsBench() {
    }

    static final List<String> RUSSIAN = List.of();
    static final List<String> INTERNATIONAL = List.of();
    static final List<String> ENGLISH = List.of();
    static final List<String> BRAZILIAN = List.of();
    static final List<String> POOL = List.of();
    static final List<String> ITALIAN = List.of();
    static final List<String> SPANISH = List.of();
    static final List<String> ARGENTINE = List.of();
    static final List<String> THAI = List.of();
    static final List<String> FILIPINO = List.of();
    static final List<String> FRISIAN = List.of();
}
