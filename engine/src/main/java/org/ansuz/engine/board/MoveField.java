package org.ansuz.engine.board;

/**
 * One field of a move's {@code long}: {@code width} bits from bit {@code shift}. A family declares its
 * move layout once, as a chain of constants ({@code FROM = new MoveField(0, 7)}, {@code TO = FROM.next(7)}),
 * packs a move with {@link #put} and reads it back with {@link #of}; the layout then stands in one
 * place instead of in shifts and masks spread over the generator, the notation and {@code play}.
 * As {@code static final} constants the fields fold into the same shift and mask a hand-written
 * accessor would compile to.
 */
public record MoveField(int shift, int width) {

    public MoveField {
        if (shift < 0 || width < 1 || width > 31 || shift + width > 64) {
            throw new IllegalArgumentException("a move field is 1..31 bits inside the long, not " + width
                    + " bits from bit " + shift);
        }
    }

    /** The field of {@code bits} bits right above this one. */
    public MoveField next(int bits) {
        return new MoveField(shift + width, bits);
    }

    /** The value of this field in {@code move}. */
    public int of(long move) {
        return (int) (move >>> shift) & (1 << width) - 1;
    }

    /** {@code value} placed in this field (the caller keeps it within {@code width} bits). */
    public long put(int value) {
        return (long) value << shift;
    }
}
