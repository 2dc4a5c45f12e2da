package org.ansuz.variants.ordo;

/**
 * Evaluation weights in centi-pieces, read from {@code ordo.weights} (tuning changes data, not code).
 *
 * @param piece     material, per piece
 * @param advance   per rank a piece has advanced from its own home row
 * @param leader    per rank of the most advanced piece (the race to the far row)
 * @param split     per sub-group beyond the first (a split army must spend moves to reconnect)
 * @param tempo     for the side to move
 * @param runner    per piece with an open straight or diagonal line to the enemy home row
 */
public record OrdoWeights(int piece, int advance, int leader, int split, int tempo, int runner) {
    /** The table in {@code ordo.weights}. */
    public static final OrdoWeights DEFAULT = load("ordo.weights");

    static OrdoWeights load(String resource) {
        java.util.Map<String, Integer> v = read(resource);
        return new OrdoWeights(get(v, "piece"), get(v, "advance"), get(v, "leader"), get(v, "split"), get(v, "tempo"),
                get(v, "runner"));
    }

    /** Reads {@code name = value} lines (and {@code #} comments) of a weights resource beside this class. */
    static java.util.Map<String, Integer> read(String resource) {
        java.util.Map<String, Integer> values = new java.util.HashMap<>();
        try (java.io.InputStream in = OrdoWeights.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing evaluation weights " + resource);
            }
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\\R")) {
                String t = line.strip();
                if (!t.isEmpty() && !t.startsWith("#")) {
                    int eq = t.indexOf('=');
                    values.put(t.substring(0, eq).strip(), Integer.parseInt(t.substring(eq + 1).strip()));
                }
            }
        } catch (java.io.IOException | RuntimeException e) {
            throw new IllegalStateException("bad evaluation weights " + resource + ": " + e.getMessage(), e);
        }
        return values;
    }

    private static int get(java.util.Map<String, Integer> values, String name) {
        Integer v = values.get(name);
        if (v == null) {
            throw new IllegalStateException("evaluation weight '" + name + "' missing");
        }
        return v;
    }
}
