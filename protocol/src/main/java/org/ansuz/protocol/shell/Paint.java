package org.ansuz.protocol.shell;

/** Colours for a terminal that shows them (ANSI escapes), plain text for a dumb one or a pipe. */
record Paint(boolean on) {
    static final Paint PLAIN = new Paint(false);

    String good(String s) {
        return wrap("32", s);
    }

    String bad(String s) {
        return wrap("31", s);
    }

    String bold(String s) {
        return wrap("1", s);
    }

    String dim(String s) {
        return wrap("2", s);
    }

    private String wrap(String code, String s) {
        return on && !s.isEmpty() ? "\u001b[" + code + "m" + s + "\u001b[0m" : s;
    }
}
