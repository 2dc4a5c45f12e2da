package org.ansuz.protocol.cli;

/** Command-line entry point: {@code java -jar ansuz.jar [options] [command]}. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(AnsuzCommand.commandLine().execute(args));
    }
}
