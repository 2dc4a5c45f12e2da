package org.ansuz.protocol.gui;

/** Just enough JSON writing for the analysis board's replies: objects, arrays, strings, numbers. */
final class Json {
    private final StringBuilder sb = new StringBuilder();
    private boolean needComma;

    Json beginObject() {
        comma();
        sb.append('{');
        needComma = false;
        return this;
    }

    Json endObject() {
        sb.append('}');
        needComma = true;
        return this;
    }

    Json beginArray() {
        comma();
        sb.append('[');
        needComma = false;
        return this;
    }

    Json endArray() {
        sb.append(']');
        needComma = true;
        return this;
    }

    Json key(String name) {
        comma();
        string(name);
        sb.append(':');
        needComma = false;
        return this;
    }

    Json value(String s) {
        comma();
        if (s == null) {
            sb.append("null");
        } else {
            string(s);
        }
        needComma = true;
        return this;
    }

    Json value(long n) {
        comma();
        sb.append(n);
        needComma = true;
        return this;
    }

    Json value(double d) {
        comma();
        sb.append(Math.round(d * 10) / 10.0);
        needComma = true;
        return this;
    }

    Json value(boolean b) {
        comma();
        sb.append(b);
        needComma = true;
        return this;
    }

    Json nullValue() {
        comma();
        sb.append("null");
        needComma = true;
        return this;
    }

    Json field(String name, String s) {
        return key(name).value(s);
    }

    Json field(String name, long n) {
        return key(name).value(n);
    }

    Json field(String name, boolean b) {
        return key(name).value(b);
    }

    private void comma() {
        if (needComma) {
            sb.append(',');
        }
    }

    private void string(String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    @Override
    public String toString() {
        return sb.toString();
    }
}
