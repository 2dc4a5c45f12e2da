package org.ansuz.protocol;

/** The program's version, from the jar manifest ({@code dev} when run from classes). */
public final class Version {
    private Version() {
    }

    public static String get() {
        String v = Version.class.getPackage().getImplementationVersion();
        return v == null || v.isBlank() ? "dev" : v;
    }
}
