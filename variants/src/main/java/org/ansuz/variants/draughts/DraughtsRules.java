package org.ansuz.variants.draughts;

import java.util.List;

/**
 * Every rule switch of one draughts game, read inline by the one generator ({@link DraughtsPosition}).
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
     * A rules record from named fields; every switch not named keeps its default (an 8x8 board of dark
     * squares, diagonal men moving forward and capturing in all four directions, short non-flying kings,
     * free capture choice, White first, numeric notation with {@code x}). Name, start position and
     * weights have no default.
     */
    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** Named rule switches with defaults; {@link #build()} makes the record. */
    public static final class Builder {
        private final String name;
        private List<String> aliases = List.of();
        private int width = 8;
        private int height = 8;
        private DraughtsGeometry.SquareSet squares = DraughtsGeometry.SquareSet.A1_DARK;
        private boolean reversedNumbering = false;
        private int[][] dirs = DraughtsGeometry.DIAGONALS;
        private int firstColor = 0;
        private String startFen;
        private int[] manMoveDirs = new int[] {0, 1};
        private int[] manCaptureDirs = new int[] {0, 1, 2, 3};
        private int[] kingDirs = new int[] {0, 1, 2, 3};
        private int[] kingCaptureDirs = new int[] {0, 1, 2, 3};
        private boolean flyingKings = false;
        private KingCapture kingCapture = KingCapture.SHORT;
        private Promotion promotion = Promotion.AT_END;
        private boolean menCaptureKings = true;
        private boolean immediateRemoval = false;
        private boolean noReversal = false;
        private Precedence precedence = Precedence.FREE;
        private DrawRules draws = new DrawRules(3, 0, List.of());
        private DraughtsWeights weights;
        private boolean algebraicMoves = false;
        private boolean algebraicFen = false;
        private char captureSeparator = 'x';
        private String p1Name = "White";
        private String p2Name = "Black";
        private int typicalPlies = 90;
        private int kingMoveLimit = 0;
        private FarRank farRank = FarRank.PROMOTE;
        private int[] blackManDirs = null;
        private boolean countDecides = false;

        private Builder(String name) {
            this.name = name;
        }

        public Builder aliases(List<String> aliases) {
            this.aliases = aliases;
            return this;
        }

        public Builder width(int width) {
            this.width = width;
            return this;
        }

        public Builder height(int height) {
            this.height = height;
            return this;
        }

        public Builder squares(DraughtsGeometry.SquareSet squares) {
            this.squares = squares;
            return this;
        }

        public Builder reversedNumbering(boolean reversedNumbering) {
            this.reversedNumbering = reversedNumbering;
            return this;
        }

        public Builder dirs(int[][] dirs) {
            this.dirs = dirs;
            return this;
        }

        public Builder firstColor(int firstColor) {
            this.firstColor = firstColor;
            return this;
        }

        public Builder startFen(String startFen) {
            this.startFen = startFen;
            return this;
        }

        public Builder manMoveDirs(int[] manMoveDirs) {
            this.manMoveDirs = manMoveDirs;
            return this;
        }

        public Builder manCaptureDirs(int[] manCaptureDirs) {
            this.manCaptureDirs = manCaptureDirs;
            return this;
        }

        public Builder kingDirs(int[] kingDirs) {
            this.kingDirs = kingDirs;
            return this;
        }

        public Builder kingCaptureDirs(int[] kingCaptureDirs) {
            this.kingCaptureDirs = kingCaptureDirs;
            return this;
        }

        public Builder flyingKings(boolean flyingKings) {
            this.flyingKings = flyingKings;
            return this;
        }

        public Builder kingCapture(KingCapture kingCapture) {
            this.kingCapture = kingCapture;
            return this;
        }

        public Builder promotion(Promotion promotion) {
            this.promotion = promotion;
            return this;
        }

        public Builder menCaptureKings(boolean menCaptureKings) {
            this.menCaptureKings = menCaptureKings;
            return this;
        }

        public Builder immediateRemoval(boolean immediateRemoval) {
            this.immediateRemoval = immediateRemoval;
            return this;
        }

        public Builder noReversal(boolean noReversal) {
            this.noReversal = noReversal;
            return this;
        }

        public Builder precedence(Precedence precedence) {
            this.precedence = precedence;
            return this;
        }

        public Builder draws(DrawRules draws) {
            this.draws = draws;
            return this;
        }

        public Builder weights(DraughtsWeights weights) {
            this.weights = weights;
            return this;
        }

        public Builder algebraicMoves(boolean algebraicMoves) {
            this.algebraicMoves = algebraicMoves;
            return this;
        }

        public Builder algebraicFen(boolean algebraicFen) {
            this.algebraicFen = algebraicFen;
            return this;
        }

        public Builder captureSeparator(char captureSeparator) {
            this.captureSeparator = captureSeparator;
            return this;
        }

        public Builder p1Name(String p1Name) {
            this.p1Name = p1Name;
            return this;
        }

        public Builder p2Name(String p2Name) {
            this.p2Name = p2Name;
            return this;
        }

        public Builder typicalPlies(int typicalPlies) {
            this.typicalPlies = typicalPlies;
            return this;
        }

        public Builder kingMoveLimit(int kingMoveLimit) {
            this.kingMoveLimit = kingMoveLimit;
            return this;
        }

        public Builder farRank(FarRank farRank) {
            this.farRank = farRank;
            return this;
        }

        public Builder blackManDirs(int[] blackManDirs) {
            this.blackManDirs = blackManDirs;
            return this;
        }

        public Builder countDecides(boolean countDecides) {
            this.countDecides = countDecides;
            return this;
        }

        public DraughtsRules build() {
            if (startFen == null || weights == null) {
                throw new IllegalStateException(name + ": a draughts game needs a start position and weights");
            }
            return new DraughtsRules(name, aliases, width, height, squares, reversedNumbering, dirs, firstColor, startFen, manMoveDirs, manCaptureDirs, kingDirs, kingCaptureDirs, flyingKings, kingCapture, promotion, menCaptureKings, immediateRemoval, noReversal, precedence, draws, weights, algebraicMoves, algebraicFen, captureSeparator, p1Name, p2Name, typicalPlies, kingMoveLimit, farRank, blackManDirs, countDecides);
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
        LAND_BEHIND
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
        FRISIAN_VALUE
    }

    /**
     * Automatic draws. Counters are in plies.
     *
     * @param repetitions   occurrences of one position (same side to move) that draw; 0 = none
     * @param quietPlies    plies without a man move or a capture that draw; 0 = none
     * @param endgames      lone-king endings with a move limit, checked in order
     */
    public record DrawRules(int repetitions, int quietPlies, List<Endgame> endgames) {
    }

    /**
     * A lone enemy king against a stronger side of {@code minPieces..maxPieces} pieces with at least one
     * king ({@code kingsOnly}: all kings), drawn after {@code plies} plies in that ending.
     */
    public record Endgame(int minPieces, int maxPieces, boolean kingsOnly, int plies) {
    }
}
