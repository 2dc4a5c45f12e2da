package org.ansuz.engine.spi;

import java.util.List;

/** A variant definition the family refuses: one {@link Problem} per bad key. */
public final class VariantDefinitionException extends Exception {
    private static final long serialVersionUID = 1L;

    /** One bad key ({@code null}: the definition as a whole) and why. */
    public record Problem(String key, String reason) {
    }

    private final transient List<Problem> problems;

    public VariantDefinitionException(List<Problem> problems) {
        super(problems.isEmpty() ? "bad definition" : describe(problems.get(0)));
        this.problems = List.copyOf(problems);
    }

    public List<Problem> problems() {
        return problems;
    }

    private static String describe(Problem p) {
        return p.key() == null ? p.reason() : p.key() + ": " + p.reason();
    }
}
