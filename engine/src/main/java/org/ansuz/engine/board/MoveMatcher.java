package org.ansuz.engine.board;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;

/**
 * Finds the legal move a user or GUI meant by comparing the typed text with the canonical texts of
 * the legal moves, both passed through the family's normaliser (case, other separators, aliases).
 * The legal moves and their texts are cached for the last position asked about (parsing a line of
 * moves asks several times per position). Not a hot path. One matcher per position object: it is
 * not shared between threads.
 */
public final class MoveMatcher {

    /** Turns a move text into the form in which texts are compared. */
    @FunctionalInterface
    public interface Normaliser {
        String normalise(String text);
    }

    /** Case-insensitive, spaces ignored. */
    public static final Normaliser PLAIN = t -> t.strip().toLowerCase(Locale.ROOT).replace(" ", "");

    private final Normaliser normaliser;
    private final MoveList list = new MoveList();
    private Position cachedFor;
    private long cachedKey;
    private int cachedPlies = -1;
    private long[] legal = new long[0];
    private Map<String, Long> byText = new HashMap<>();

    public MoveMatcher(Normaliser normaliser) {
        this.normaliser = normaliser;
    }

    /** The legal move whose normalised canonical text equals the normalised {@code text}, or 0. */
    public long find(Position pos, String text) {
        refresh(pos);
        Long m = byText.get(normaliser.normalise(text));
        return m == null ? 0 : m;
    }

    /**
     * Like {@link #find}, failing with a reason a person can act on.
     *
     * @throws NotationException "illegal or unknown move: ..." when no legal move has that text
     */
    public long parse(Position pos, String text) throws NotationException {
        long m = find(pos, text);
        if (m == 0) {
            throw new NotationException("illegal or unknown move: " + text.strip());
        }
        return m;
    }

    /** The legal moves of {@code pos} (cached; do not modify). */
    public long[] legal(Position pos) {
        refresh(pos);
        return legal;
    }

    private void refresh(Position pos) {
        if (pos == cachedFor && pos.key() == cachedKey && pos.plies() == cachedPlies) {
            return;
        }
        int n = pos.generate(list);
        legal = Arrays.copyOf(list.moves, n);
        byText = new HashMap<>();
        for (long m : legal) {
            byText.putIfAbsent(normaliser.normalise(pos.moveText(m)), m);
        }
        cachedFor = pos;
        cachedKey = pos.key();
        cachedPlies = pos.plies();
    }
}
