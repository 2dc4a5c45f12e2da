package org.ansuz.variants.abalone;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * An evaluation weights table read once from a {@code .weights} resource beside this class
 * ({@code name = integer} lines), so tuning changes data, not code.
 */
final class EvalWeights {
    private final Properties table = new Properties();
    private final String resource;

    EvalWeights(String resource) {
        this.resource = resource;
        try (InputStream in = EvalWeights.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing evaluation weights " + resource);
            }
            table.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    int get(String name) {
        String v = table.getProperty(name);
        if (v == null) {
            throw new IllegalStateException(resource + " has no weight " + name);
        }
        return Integer.parseInt(v.trim());
    }
}
