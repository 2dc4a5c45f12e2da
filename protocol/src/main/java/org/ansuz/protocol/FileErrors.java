package org.ansuz.protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * What a person reads when a file cannot be read or written: the file and the reason in words
 * ({@code /proc/nope/x: no such file or directory}), never a Java exception's class name or trace.
 */
public final class FileErrors {
    private FileErrors() {
    }

    /** {@code <file>: <reason>} for {@code e}, naming {@code file} when the exception names none. */
    public static String describe(Object file, IOException e) {
        String named = e instanceof FileSystemException fs && fs.getFile() != null ? fs.getFile() : String.valueOf(file);
        String what = named.equals(String.valueOf(file)) ? named : file + " (" + named + ")";
        return what + ": " + reason(e);
    }

    /** The reason alone, in lower case words. */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            return e.getClass().getSimpleName();
        }
        // java.io's messages read "<path> (<reason>)": keep the reason
        int open = m.lastIndexOf(" (");
        return open >= 0 && m.endsWith(")") ? m.substring(open + 2, m.length() - 1).toLowerCase(java.util.Locale.ROOT) : m;
    }

    /** The I/O error inside {@code e}, if it is one. */
    public static IOException ioCause(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof IOException io) {
                return io;
            }
            if (t instanceof UncheckedIOException u) {
                return u.getCause();
            }
        }
        return null;
    }
}
