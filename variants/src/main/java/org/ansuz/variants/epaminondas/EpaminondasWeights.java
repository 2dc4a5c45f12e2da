package org.ansuz.variants.epaminondas;

/**
 * Evaluation weights in centi-stones, read from {@code epaminondas.weights} (tuning changes data, not code).
 *
 * @param stone        material, per stone
 * @param advance      per rank a stone has advanced from its own home row
 * @param pair         per pair of adjacent own stones on one line (phalanx strength)
 * @param farRow       per stone standing on the enemy home row (a crossing threat)
 * @param nearFarRow   per stone one rank short of the enemy home row
 * @param crossingLead per stone of lead in the crossing count when it is the side to move's turn next
 */
public record EpaminondasWeights(int stone, int advance, int pair, int farRow, int nearFarRow, int crossingLead) {
    /** The table in {@code epaminondas.weights}. */
    public static final EpaminondasWeights DEFAULT = load("epaminondas.weights");

    static EpaminondasWeights load(String resource) {
        java.util.Map<String, Integer> v = read(resource);
        return new EpaminondasWeights(get(v, "stone"), get(v, "advance"), get(v, "pair"), get(v, "farRow"),
                get(v, "nearFarRow"), get(v, "crossingLead"));
    }

    /** Reads {@code name = value} lines (and {@code #} comments) of a weights resource beside this class. */
    static java.util.Map<String, Integer> read(String resource) {
        java.util.Map<String, Integer> values = new java.util.HashMap<>();
        try (java.io.InputStream in = EpaminondasWeights.class.getResourceAsStream(resource)) {
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
