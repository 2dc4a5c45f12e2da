package org.ansuz.protocol;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs {@code java -jar target/ansuz.jar} with piped standard streams (for the {@code *IT} tests). */
final class JarProcess {
    static final Path JAR = Path.of("target", "ansuz.jar");

    final int exitCode;
    final List<String> out;
    final String err;

    private JarProcess(int exitCode, List<String> out, String err) {
        this.exitCode = exitCode;
        this.out = out;
        this.err = err;
    }

    static boolean jarExists() {
        return Files.isRegularFile(JAR);
    }

    static List<String> command(List<String> jvmArgs, String... args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmArgs);
        cmd.add("-jar");
        cmd.add(JAR.toString());
        cmd.addAll(Arrays.asList(args));
        return cmd;
    }

    /** Feeds {@code input} (then end of input) and collects everything until the process exits (60 s guard). */
    static JarProcess run(String input, String... args) throws IOException, InterruptedException {
        return run(List.of(), input, args);
    }

    static JarProcess run(List<String> jvmArgs, String input, String... args) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command(jvmArgs, args)).directory(new File(".")).start();
        ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
        Thread errReader = drain(p.getErrorStream(), errBytes);
        ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
        Thread outReader = drain(p.getInputStream(), outBytes);
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("ansuz did not exit within 60 s; output so far: " + outBytes);
        }
        outReader.join();
        errReader.join();
        String text = outBytes.toString(StandardCharsets.UTF_8);
        return new JarProcess(p.exitValue(), text.isEmpty() ? List.of() : List.of(text.split("\n", -1)).subList(0,
                text.endsWith("\n") ? text.split("\n", -1).length - 1 : text.split("\n", -1).length),
                errBytes.toString(StandardCharsets.UTF_8));
    }

    private static Thread drain(InputStream in, ByteArrayOutputStream sink) {
        Thread t = new Thread(() -> {
            try {
                in.transferTo(sink);
            } catch (IOException e) {
                // the process went away
            }
        });
        t.start();
        return t;
    }

    /** The installed variants, from {@code ansuz variants}. */
    static List<String> variants() throws IOException, InterruptedException {
        List<String> names = new ArrayList<>();
        for (String l : run("", "variants").out) {
            if (!l.isBlank()) {
                names.add(l.trim().split("\\s+")[0]);
            }
        }
        return names;
    }
}
