package org.ansuz.protocol.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.PdnGameType;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.Variant;

/**
 * Appends finished games to a PGN-style record file (PDN for draughts: same tag syntax, plus
 * {@code GameType}). Each game is written with one append and the file is closed again, so a match
 * that is interrupted keeps every game that finished.
 *
 * <p>Player tags use the game's own player names ({@code White}/{@code Black} for draughts and
 * Abalone); {@code Result} is from the {@code White} player's point of view as in PGN and PDN
 * ({@code 1-0} = White won), and from p1's point of view when the players have other names.
 */
public final class GameRecordWriter {
    /** PDN GameType numbers (pdn.fmjd.org/gametype.html) of the draughts variants. */
    private final Path file;
    private final Variant variant;
    private final String event;
    private final String timeControl;

    public GameRecordWriter(Path file, Variant variant, String event, String timeControl) {
        this.file = file;
        this.variant = variant;
        this.event = event;
        this.timeControl = timeControl;
    }

    /** Opens the file for appending (creating it when missing) and closes it: fails as an append would. */
    public synchronized void checkWritable() throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException("it is a directory");
        }
        Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND,
                StandardOpenOption.WRITE).close();
    }

    public synchronized void append(GameRecord game) throws IOException {
        Files.writeString(file, format(game), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND, StandardOpenOption.WRITE);
    }

    /** The record of one game: tags, a blank line, numbered moves ending with the result, a blank line. */
    public String format(GameRecord game) {
        GameInfo info = variant.info();
        String p1Tag = tagName(info.p1Name(), "P1");
        String p2Tag = tagName(info.p2Name(), "P2");
        boolean p1IsBlack = p1Tag.equals("Black");
        String result = resultText(game.result(), p1IsBlack);
        StringBuilder sb = new StringBuilder();
        tag(sb, "Event", event);
        tag(sb, "Site", "?");
        tag(sb, "Date", LocalDate.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        tag(sb, "Round", Integer.toString(game.round()));
        if (p1IsBlack) {
            tag(sb, p2Tag, game.names()[1]);
            tag(sb, p1Tag, game.names()[0]);
        } else {
            tag(sb, p1Tag, game.names()[0]);
            tag(sb, p2Tag, game.names()[1]);
        }
        tag(sb, "Result", result);
        tag(sb, "Variant", variant.name());
        if (variant instanceof PdnGameType pdn && pdn.pdnGameType() > 0) {
            tag(sb, "GameType", Integer.toString(pdn.pdnGameType()));
        }
        if (game.opening().rootFen() != null) {
            tag(sb, "SetUp", "1");
            tag(sb, "FEN", game.opening().rootFen());
        }
        tag(sb, "Opening", game.opening().toString());
        tag(sb, "TimeControl", timeControl);
        tag(sb, "PlyCount", Integer.toString(game.moves().size()));
        tag(sb, "Termination", game.termination());
        for (String d : game.disagreements()) {
            tag(sb, "ResultDisagreement", d);
        }
        sb.append('\n');
        appendMoves(sb, game);
        sb.append(result).append("\n\n");
        return sb.toString();
    }

    private void appendMoves(StringBuilder sb, GameRecord game) {
        Position pos;
        try {
            pos = game.opening().rootPosition(variant);
        } catch (Exception e) {
            throw new IllegalStateException("opening was checked when it was read", e);
        }
        int number = 1;
        boolean p1Moved = false;
        int lineStart = sb.length();
        for (String text : game.moves()) {
            StringBuilder token = new StringBuilder();
            if (pos.sideToMove() == Position.CHANCE) {
                // a chance outcome (Chess-T's impregnable squares) is nobody's move: no number
            } else if (pos.sideToMove() == 0) {
                token.append(number).append(". ");
                p1Moved = true;
            } else {
                if (!p1Moved) {
                    token.append(number).append("... ");
                }
                number++;
                p1Moved = false;
            }
            token.append(text).append(' ');
            if (sb.length() > lineStart && sb.length() - lineStart + token.length() > 80) {
                sb.setLength(sb.length() - 1);
                sb.append('\n');
                lineStart = sb.length();
            }
            sb.append(token);
            try {
                pos.play(pos.parseMove(text));
            } catch (Exception e) {
                throw new IllegalStateException("recorded move " + text + " no longer parses", e);
            }
        }
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    /** {@code White}, {@code Black}, ... : a player name that is one word; otherwise the fallback. */
    static String tagName(String playerName, String fallback) {
        if (playerName == null || !playerName.matches("[A-Za-z]+")) {
            return fallback;
        }
        return playerName.substring(0, 1).toUpperCase(Locale.ROOT) + playerName.substring(1).toLowerCase(Locale.ROOT);
    }

    static String resultText(String result, boolean p1IsBlack) {
        if (!result.equals(GameRecord.P1_WIN) && !result.equals(GameRecord.P2_WIN) && !result.equals(GameRecord.DRAW)) {
            return "*"; // a game still going on (the analysis board's export)
        }
        if (result.equals(GameRecord.DRAW)) {
            return "1/2-1/2";
        }
        boolean p1Won = result.equals(GameRecord.P1_WIN);
        return p1Won != p1IsBlack ? "1-0" : "0-1";
    }
}
