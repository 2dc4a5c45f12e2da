package org.ansuz.protocol;

import java.util.List;

/** Commands a front end adds to a dialect's table: the interactive shell's {@code new}, {@code play}, {@code undo}, {@code hint}. */
public interface ExtraCommands {

    /** Runs {@code words} (the command lower-cased first) when it is one of these; {@code false} otherwise. */
    boolean handle(String[] words);

    /** The command names, for completion and {@code help}. */
    List<String> names();

    /** Lines {@code help} adds. */
    default List<String> help() {
        return List.of();
    }
}
