package org.ansuz.variants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BiFunction;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.Position;

/**
 * A family's reference generator as {@link ReferenceAgreementTest} sees it: rules transcribed plainly from the
 * specification, slow and obvious, against which the fast generator is checked. Positions and moves are texts:
 * a reference speaks its own position text (by default the engine's FEN) and says how to read an engine position
 * and an engine move in it.
 *
 * <p>A move's text is either its notation (where the reference writes the engine's notation) or, where only the
 * effect is comparable, the position it leaves ({@link #effect}): then "one effect, one move" is checked too.
 */
public interface ReferenceRules {
    /** Every legal move at {@code position} (this reference's position text): its text to the position text after it. */
    Map<String, String> moves(String position);

    /** The engine's position in this reference's position text. */
    default String positionText(Position p) {
        return p.fen();
    }

    /** The engine's {@code move} at {@code p} in this reference's move text. */
    default String moveText(Position p, long move) {
        return p.moveText(move);
    }

    /** False where the reference leaves a rule out (e.g. draw rules), so that its answer there means nothing. */
    default boolean covers(Position p) {
        return true;
    }

    /** Further agreement a reference can check at an engine position (another view of the same moves). */
    default void alsoAgrees(Position p) {
    }

    /**
     * Asserts that the engine's and the reference's moves at {@code p} are the same texts leading to the same
     * positions, and whatever {@link #alsoAgrees} checks; returns the number of moves.
     */
    static int assertAgrees(ReferenceRules rules, Position p, String variant) {
        MoveList list = new MoveList();
        int n = p.generate(list);
        Map<String, String> engine = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            long m = list.move(i);
            String text = rules.moveText(p, m);
            p.play(m);
            String after = rules.positionText(p);
            p.undo();
            assertThat(engine.put(text, after)).as("%s at %s: two moves are %s", variant, p.fen(), text).isNull();
        }
        Map<String, String> reference = new TreeMap<>(rules.moves(rules.positionText(p)));
        if (!engine.equals(reference)) {
            Map<String, String> missing = new TreeMap<>(reference);
            missing.keySet().removeAll(engine.keySet());
            Map<String, String> extra = new TreeMap<>(engine);
            extra.keySet().removeAll(reference.keySet());
            assertThat(engine).as("%s at %s: the engine's moves (missing %s, extra %s)", variant, p.fen(),
                    missing.keySet(), extra.keySet()).isEqualTo(reference);
        }
        rules.alsoAgrees(p);
        return n;
    }

    /**
     * A reference that compares moves by their effect: a move's text is the position it leaves, so the engine
     * must also list each effect once.
     */
    interface ByEffect extends ReferenceRules {
        /** The positions one move can leave {@code position} in. */
        Collection<String> results(String position);

        @Override
        default Map<String, String> moves(String position) {
            Map<String, String> out = new TreeMap<>();
            results(position).forEach(after -> out.put(after, after));
            return out;
        }

        @Override
        default String moveText(Position p, long move) {
            return effect(this, p, move);
        }
    }

    /**
     * A reference whose position text is a FEN's board and side fields, for boards held as {@code b[x][y]}:
     * {@code moves} gives each move's text and the board after it, the turn passing to the other side.
     */
    static ReferenceRules ofBoardAndSide(BiFunction<String, Character, Map<String, char[][]>> moves) {
        return new ReferenceRules() {
            @Override
            public Map<String, String> moves(String position) {
                char me = position.split(" ")[1].charAt(0);
                String next = me == 'w' ? " b" : " w";
                Map<String, String> out = new TreeMap<>();
                moves.apply(position, me).forEach((text, after) -> out.put(text, ranks(after) + next));
                return out;
            }

            @Override
            public String positionText(Position p) {
                String[] f = p.fen().split(" ");
                return f[0] + " " + f[1];
            }
        };
    }

    /**
     * Perft of a reference that holds boards as {@code b[x][y]} with sides {@code 'w'} and {@code 'b'}
     * taking turns: {@code after} gives the boards after each of {@code me}'s moves.
     */
    /** Leaves below {@code position} by the reference alone. */
    static long perft(ReferenceRules rules, String position, int depth) {
        Map<String, String> moves = rules.moves(position);
        if (depth <= 1) {
            return moves.size();
        }
        long n = 0;
        for (String after : moves.values()) {
            n += perft(rules, after, depth - 1);
        }
        return n;
    }

    static long perft(char[][] b, char me, int depth, BiFunction<char[][], Character, List<char[][]>> after) {
        List<char[][]> next = after.apply(b, me);
        if (depth == 1) {
            return next.size();
        }
        long n = 0;
        for (char[][] child : next) {
            n += perft(child, me == 'w' ? 'b' : 'w', depth - 1, after);
        }
        return n;
    }

    /** The position text after {@code move}, as a move text for references that compare effects. */
    static String effect(ReferenceRules rules, Position p, long move) {
        p.play(move);
        String after = rules.positionText(p);
        p.undo();
        return after;
    }

    /**
     * The board field of a FEN-like text (top rank first, runs of empty squares as numbers) as
     * {@code b[x][y]}, '.' empty and pieces in lower case: the inverse of {@link #ranks}.
     */
    static char[][] board(String fen, int files, int ranks) {
        char[][] b = new char[files][ranks];
        String[] rows = fen.trim().split("\\s+")[0].split("/");
        for (int r = 0; r < ranks; r++) {
            int y = ranks - 1 - r;
            int x = 0;
            String row = rows[r];
            for (int i = 0; i < row.length(); i++) {
                int j = i;
                while (j < row.length() && Character.isDigit(row.charAt(j))) {
                    j++;
                }
                if (j > i) {
                    for (int e = Integer.parseInt(row.substring(i, j)); e > 0; e--) {
                        b[x++][y] = '.';
                    }
                    i = j - 1;
                } else {
                    b[x++][y] = Character.toLowerCase(row.charAt(i));
                }
            }
        }
        return b;
    }

    /**
     * Ranks of a board held as {@code b[x][y]} ('.' empty), top rank first, runs of empty squares as numbers:
     * the board field of the FEN-like texts of the square-board families.
     */
    static String ranks(char[][] b) {
        StringBuilder f = new StringBuilder();
        int files = b.length;
        for (int y = b[0].length - 1; y >= 0; y--) {
            int run = 0;
            for (int x = 0; x < files; x++) {
                if (b[x][y] == '.') {
                    run++;
                } else {
                    f.append(run > 0 ? String.valueOf(run) : "").append(b[x][y]);
                    run = 0;
                }
            }
            f.append(run > 0 ? String.valueOf(run) : "").append(y > 0 ? "/" : "");
        }
        return f.toString();
    }
}
