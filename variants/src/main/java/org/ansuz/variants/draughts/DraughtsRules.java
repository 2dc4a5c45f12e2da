package org.ansuz.variants.draughts;

import java.util.List;
import java.util.function.Consumer;
import org.ansuz.engine.spi.SwitchReader;

/**
 * Every rule switch of one draughts game, read inline by both generators (the bitboard {@link DraughtsPosition}
 * and the mailbox {@link WideDraughtsPosition} of boards of more than 64 squares).
 * Directions are indices into {@link DraughtsGeometry#dirs}, given for White (Black's are mirrored).
 *
 * @param name            variant id
 * @param aliases         other accepted names
 * @param width           board files
 * @param height          board ranks
 * @param squares         which squares are played on
 * @param reversedNumbering square 1 is White's near-right corner (Spanish numbering)
 * @param dirs            the direction table of the board
 * @param firstColor      0 = White moves first, 1 = Black
 * @param startFen        standard start position
 * @param manMoveDirs     White's quiet man steps
 * @param manCaptureDirs  White's man jumps
 * @param kingDirs        king quiet directions
 * @param kingCaptureDirs king capture directions
 * @param flyingKings     kings move any distance (else one step)
 * @param kingCapture     how far a king may stand from its victim and where it lands
 * @param promotion       what a man reaching the last row during a capture does
 * @param menCaptureKings false in Italian
 * @param immediateRemoval captured pieces vanish at once (Thai); otherwise Turkish strike
 * @param noReversal      a capture may not turn back 180 degrees
 * @param precedence      which capture sequences are compulsory
 * @param draws           automatic draw rules
 * @param weights         evaluation table
 * @param algebraicMoves  print moves as {@code c3-d4} (else numeric)
 * @param algebraicFen    print FEN squares as {@code c3} (else numeric)
 * @param captureSeparator {@code x} or {@code :}
 * @param p1Name          the first player's name
 * @param p2Name          the other player's name
 * @param typicalPlies    expected game length
 * @param kingMoveLimit   successive quiet moves one king may make while its side has men (0 = none)
 * @param farRank         what a man whose move ends on the far row does: promote, leave the board, win
 * @param blackManDirs    Black's man steps and jumps when they are not White's mirrored (Gauntlet), else null
 * @param countDecides    stalemate and repetition end the game, the side with more pieces winning (Senegalese)
 */
public record DraughtsRules(String name, List<String> aliases, int width, int height,
                            DraughtsGeometry.SquareSet squares, boolean reversedNumbering, int[][] dirs,
                            int firstColor, String startFen, int[] manMoveDirs, int[] manCaptureDirs,
                            int[] kingDirs, int[] kingCaptureDirs, boolean flyingKings, KingCapture kingCapture,
                            Promotion promotion, boolean menCaptureKings, boolean immediateRemoval,
                            boolean noReversal, Precedence precedence, DrawRules draws, DraughtsWeights weights,
                            boolean algebraicMoves, boolean algebraicFen, char captureSeparator,
                            String p1Name, String p2Name, int typicalPlies, int kingMoveLimit,
                            FarRank farRank, int[] blackManDirs, boolean countDecides) {

    /**
     * The rules whose named fields {@code settings} sets; every switch not named keeps its default (an 8x8
     * board of dark squares, diagonal men moving forward and capturing in all four directions, short
     * non-flying kings, free capture choice, White first, numeric notation with {@code x}). Name, start
     * position and weights have no default.
     */
    public static DraughtsRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return of(f);
    }

    /** The rules {@code f} holds. */
    static DraughtsRules of(Fields f) {
        if (f.name == null || f.startFen == null || f.weights == null) {
            throw new IllegalStateException(f.name + ": a draughts game needs a name, a start position and weights");
        }
        return new DraughtsRules(f.name, f.aliases, f.width, f.height, f.squares, f.reversedNumbering, f.dirs,
                f.firstColor, f.startFen, f.manMoveDirs, f.manCaptureDirs, f.kingDirs, f.kingCaptureDirs,
                f.flyingKings, f.kingCapture, f.promotion, f.menCaptureKings, f.immediateRemoval, f.noReversal,
                f.precedence, f.draws, f.weights, f.algebraicMoves, f.algebraicFen, f.captureSeparator, f.p1Name,
                f.p2Name, f.typicalPlies, f.kingMoveLimit, f.farRank, f.blackManDirs, f.countDecides);
    }

    /** The switches by name, holding the defaults until set. */
    public static final class Fields {
        public String name;
        public List<String> aliases = List.of();
        public int width = 8;
        public int height = 8;
        public DraughtsGeometry.SquareSet squares = DraughtsGeometry.SquareSet.A1_DARK;
        public boolean reversedNumbering;
        public int[][] dirs = DraughtsGeometry.DIAGONALS;
        public int firstColor;
        public String startFen;
        public int[] manMoveDirs = {0, 1};
        public int[] manCaptureDirs = {0, 1, 2, 3};
        public int[] kingDirs = {0, 1, 2, 3};
        public int[] kingCaptureDirs = {0, 1, 2, 3};
        public boolean flyingKings;
        public KingCapture kingCapture = KingCapture.SHORT;
        public Promotion promotion = Promotion.AT_END;
        public boolean menCaptureKings = true;
        public boolean immediateRemoval;
        public boolean noReversal;
        public Precedence precedence = Precedence.FREE;
        public DrawRules draws = new DrawRules(3, 0, List.of());
        public DraughtsWeights weights;
        public boolean algebraicMoves;
        public boolean algebraicFen;
        public char captureSeparator = 'x';
        public String p1Name = "White";
        public String p2Name = "Black";
        public int typicalPlies = 90;
        public int kingMoveLimit;
        public FarRank farRank = FarRank.PROMOTE;
        public int[] blackManDirs;
        public boolean countDecides;

        private Fields() {
        }

        /** The defaults of {@link DraughtsRules#of}: nothing set yet. */
        static Fields defaults() {
            return new Fields();
        }

        /** Every switch of {@code r} ({@code null}: the defaults), to be changed one by one (a variants file). */
        static Fields of(DraughtsRules r) {
            return SwitchReader.fieldsOf(r, new Fields());
        }
    }

    /** A man's move that ends on its far row (the promotion flag of the move marks it). */
    public enum FarRank {
        /** It becomes a king. */
        PROMOTE,
        /** It leaves the board (Senegalese). */
        REMOVE,
        /** Its side wins: the opponent has no move (Gauntlet's runners). */
        WIN
    }

    /** How a king captures. */
    public enum KingCapture {
        /** Adjacent victim, land directly behind (English, Italian). */
        SHORT,
        /** Victim at any distance, land on any free square beyond (Russian, International). */
        FLYING,
        /** Victim at any distance, land directly behind it (Thai, Argentine). */
        LAND_BEHIND,
        /** As {@link #FLYING}, but a king captured last stops the captor directly behind it (Killer draughts). */
        KILLER;

        /** The king may land on any free square beyond a victim it goes on capturing from. */
        public boolean landsAnywhere() {
            return this == FLYING || this == KILLER;
        }
    }

    /** A man reaching the promotion row in the middle of a capture. */
    public enum Promotion {
        /** Promotes only if the move ends there; otherwise continues as a man (International). */
        AT_END,
        /** Promotes at once and continues capturing as a king (Russian). */
        ON_THE_FLY,
        /** Promotes and the move ends (English, Italian). */
        ENDS_MOVE
    }

    /** Which of the possible capture sequences are legal. */
    public enum Precedence {
        /** Any complete sequence (Russian, English, Pool, Thai). */
        FREE,
        /** Most pieces (International, Brazilian). */
        QUANTITY,
        /** Most pieces, then with a king (Filipino). */
        QUANTITY_THEN_KING,
        /** Most pieces, then most kings (Spanish). */
        QUANTITY_THEN_KINGS,
        /** Most pieces, then with a king, then most kings (Argentine). */
        QUANTITY_KING_KINGS,
        /** Most pieces, with a king, most kings, earliest kings (Italian, FID art. 6). */
        ITALIAN,
        /** Highest value (king = two men less a little), then with a king (Frisian). */
        FRISIAN_VALUE,
        /** A king captures when one can, else any man's sequence, long or short (Czech). */
        KING_FIRST
    }

    /**
     * Automatic draws. Counters are in plies.
     *
     * @param repetitions   occurrences of one position (same side to move) that draw; 0 = none
     * @param quietPlies    plies without a man move or a capture that draw; 0 = none
     * @param endgames      lone-king endings with a move limit, checked in order
     */
    public record DrawRules(int repetitions, int quietPlies, List<Endgame> endgames) {
        /**
         * Index of the lone-king ending rule that applies to these pieces (bitboards by colour) and kings,
         * or -1. Called when a capture or promotion changes the material, not per node.
         */
        int endgameClass(long[] pieces, long kings) {
            if (endgames.isEmpty()) {
                return -1;
            }
            return endgameClass(Long.bitCount(pieces[0]), Long.bitCount(pieces[0] & kings),
                    Long.bitCount(pieces[1]), Long.bitCount(pieces[1] & kings));
        }

        /** As above, from the pieces and kings per colour (boards of more than 64 cells). */
        int endgameClass(int[] pieces, int[] kings) {
            return endgames.isEmpty() ? -1 : endgameClass(pieces[0], kings[0], pieces[1], kings[1]);
        }

        private int endgameClass(int whitePieces, int whiteKings, int blackPieces, int blackKings) {
            for (int weak = 0; weak < 2; weak++) {
                int w = weak == 0 ? whitePieces : blackPieces;
                int wk = weak == 0 ? whiteKings : blackKings;
                int n = weak == 0 ? blackPieces : whitePieces;
                int nk = weak == 0 ? blackKings : whiteKings;
                if (w != 1 || wk != 1 || nk == 0) {
                    continue;
                }
                boolean allKings = nk == n;
                for (int i = 0; i < endgames.size(); i++) {
                    Endgame e = endgames.get(i);
                    if (n >= e.minPieces() && n <= e.maxPieces() && (allKings || !e.kingsOnly())) {
                        return i;
                    }
                }
            }
            return -1;
        }
    }

    /**
     * A lone enemy king against a stronger side of {@code minPieces..maxPieces} pieces with at least one
     * king ({@code kingsOnly}: all kings), drawn after {@code plies} plies in that ending.
     */
    public record Endgame(int minPieces, int maxPieces, boolean kingsOnly, int plies) {
    }
}
