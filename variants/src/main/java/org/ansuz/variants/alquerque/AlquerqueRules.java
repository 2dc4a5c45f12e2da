package org.ansuz.variants.alquerque;

/**
 * The rule switches of one point-and-line game (data, not code): which board, which pieces, how they
 * move and capture, and how the game ends. Built with {@link #builder()}; the spec defaults of each game
 * are the constants below, the alternatives are further named variants in {@link AlquerqueFamily}.
 *
 * @param board              the point graph ({@link AlquerqueGeometry.Kind} and its size)
 * @param letters            the piece letters by type (index 0 = type 1), lower case; upper case is the
 *                           first player
 * @param start              the start position's placement text
 * @param capture            short jumps over an adjacent piece, or Fanorona's approach and withdrawal
 * @param menMove            where a man (type 1) may step: any line, forward only, or not backward
 * @param backRowOnlyCaptures a man on the enemy back row may move only by capturing (Bell's rule)
 * @param flyingKings        type 2 pieces move and capture any distance along a line
 * @param promotion          a man ending its move on the far rank becomes type 2
 * @param majority           the capture of the most pieces is compulsory
 * @param deferredRemoval    captured pieces stay on the board until the move ends (Turkish strike)
 * @param kingNoReverse      a flying king may not turn back 180 degrees between two captures
 * @param mandatory          when a capture must be played
 * @param multiCapture       a capture may go on with further captures by the same piece
 * @param chainOptional      the chain may stop after any capture (Fanorona) rather than run to its end
 * @param ranked             a piece captures only pieces of the same or a lower type (Dablot)
 * @param hunt               Fox and Geese: the first player (geese) never captures
 * @param royalType          losing the piece of this type loses the game (Dablot's king); 0 = none
 * @param lastPieceLoses     a player left with one piece loses (Dablot)
 * @param foxNeedsTrappers   the fox wins when fewer geese remain than the smallest trap needs
 * @param noCaptureLimit     plies without a capture after which the game is drawn (0 = no limit)
 * @param typicalPlies       expected game length, for the time manager
 */
public record AlquerqueRules(AlquerqueGeometry.Spec board, String letters, String start, Capture capture,
                             MenMove menMove, boolean backRowOnlyCaptures, boolean flyingKings, boolean promotion,
                             boolean majority, boolean deferredRemoval, boolean kingNoReverse, Mandatory mandatory,
                             boolean multiCapture, boolean chainOptional, boolean ranked, boolean hunt,
                             int royalType, boolean lastPieceLoses, boolean foxNeedsTrappers, int noCaptureLimit,
                             int typicalPlies) {

    /** How pieces capture. */
    public enum Capture { JUMP, APPROACH_WITHDRAWAL }

    /** Where a man may step without capturing. */
    public enum MenMove { ANY, FORWARD, NOT_BACKWARD }

    /** When a capture must be played. */
    public enum Mandatory { ALWAYS, NEVER, IF_A_MAN_CAN }

    static final String FOX_START_13 = "**3**/**3**/7/3f3/GGGGGGG/**GGG**/**GGG**";

    /** Alquerque, Dagaz = Murray's rules: any direction, compulsory multiple captures, no majority. */
    public static final AlquerqueRules ALQUERQUE = builder().build();
    /** Alfonso X: a capture is optional and a single jump. */
    public static final AlquerqueRules ALQUERQUE_ALFONSO =
            builder().mandatory(Mandatory.NEVER).multiCapture(false).build();
    /** R. C. Bell's reconstruction: no backward steps, a man on the enemy back row only captures. */
    public static final AlquerqueRules ALQUERQUE_BELL =
            builder().menMove(MenMove.NOT_BACKWARD).backRowOnlyCaptures(true).build();
    /** Zamma: 9x9 Alquerque board, forward men, flying kings, majority with Turkish strike. */
    public static final AlquerqueRules ZAMMA = builder()
            .board(new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.STRONG_GRID, 9, 9))
            .letters("pk")
            .start("ppppppppp/ppppppppp/ppppppppp/ppppppppp/pppp1PPPP/PPPPPPPPP/PPPPPPPPP/PPPPPPPPP/PPPPPPPPP")
            .menMove(MenMove.FORWARD).flyingKings(true).promotion(true).majority(true).deferredRemoval(true)
            .typicalPlies(160).build();
    /** Kharbaga: 41 points, forward men, flying kings that never turn back, majority, immediate removal. */
    public static final AlquerqueRules KHARBAGA = builder()
            .board(new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.SQUARES, 4, 4))
            .letters("pk")
            .start("p*p*p*p*p/*p*p*p*p*/p*p*p*p*p/*p*p*p*p*/p*p*1*P*P/*P*P*P*P*/P*P*P*P*P/*P*P*P*P*/P*P*P*P*P")
            .menMove(MenMove.FORWARD).flyingKings(true).promotion(true).majority(true).kingNoReverse(true)
            .typicalPlies(100).build();
    /** Fanorona: approach and withdrawal, optional chains. */
    public static final AlquerqueRules FANORONA = builder()
            .board(new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.STRONG_GRID, 9, 5))
            .start("ppppppppp/ppppppppp/pPpP1pPpP/PPPPPPPPP/PPPPPPPPP")
            .capture(Capture.APPROACH_WITHDRAWAL).chainOptional(true).typicalPlies(60).build();
    /** Fanorona with the older texts' rule: a chain must go on while it can. */
    public static final AlquerqueRules FANORONA_FULL_CHAIN = FANORONA.toBuilder().chainOptional(false).build();
    /** Dablot Prejjesne: men, prince, king on 72 points; ranked captures, compulsory only for men. */
    public static final AlquerqueRules DABLOT = builder()
            .board(new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.SQUARES, 5, 6))
            .letters("mpk")
            .start("m*m*m*m*m*m/*m*m*m*m*m*/m*m*m*m*m*m/*m*m*m*m*m*/m*m*m*m*m*m/*p*1*1*1*1*/k*1*1*1*1*K/"
                    + "*1*1*1*1*P*/M*M*M*M*M*M/*M*M*M*M*M*/M*M*M*M*M*M/*M*M*M*M*M*/M*M*M*M*M*M")
            .mandatory(Mandatory.IF_A_MAN_CAN).ranked(true).royalType(3).lastPieceLoses(true)
            .typicalPlies(140).build();
    /** Fox and Geese with 13 geese on the Dagaz board (every point has diagonals). */
    public static final AlquerqueRules FOXGEESE = builder()
            .board(new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.CROSS_ALL_DIAGONALS, 7, 7))
            .letters("gf").start(FOX_START_13).mandatory(Mandatory.NEVER).multiCapture(false).hunt(true)
            .foxNeedsTrappers(true).noCaptureLimit(200).typicalPlies(150).build();

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.board = board;
        b.letters = letters;
        b.start = start;
        b.capture = capture;
        b.menMove = menMove;
        b.backRowOnlyCaptures = backRowOnlyCaptures;
        b.flyingKings = flyingKings;
        b.promotion = promotion;
        b.majority = majority;
        b.deferredRemoval = deferredRemoval;
        b.kingNoReverse = kingNoReverse;
        b.mandatory = mandatory;
        b.multiCapture = multiCapture;
        b.chainOptional = chainOptional;
        b.ranked = ranked;
        b.hunt = hunt;
        b.royalType = royalType;
        b.lastPieceLoses = lastPieceLoses;
        b.foxNeedsTrappers = foxNeedsTrappers;
        b.noCaptureLimit = noCaptureLimit;
        b.typicalPlies = typicalPlies;
        return b;
    }

    /** Named fields with Alquerque's values as defaults. */
    public static final class Builder {
        private AlquerqueGeometry.Spec board = new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.STRONG_GRID, 5, 5);
        private String letters = "p";
        private String start = "ppppp/ppppp/pp1PP/PPPPP/PPPPP";
        private Capture capture = Capture.JUMP;
        private MenMove menMove = MenMove.ANY;
        private boolean backRowOnlyCaptures;
        private boolean flyingKings;
        private boolean promotion;
        private boolean majority;
        private boolean deferredRemoval;
        private boolean kingNoReverse;
        private Mandatory mandatory = Mandatory.ALWAYS;
        private boolean multiCapture = true;
        private boolean chainOptional;
        private boolean ranked;
        private boolean hunt;
        private int royalType;
        private boolean lastPieceLoses;
        private boolean foxNeedsTrappers;
        private int noCaptureLimit = 100;
        private int typicalPlies = 60;

        public AlquerqueRules build() {
            return new AlquerqueRules(board, letters, start, capture, menMove, backRowOnlyCaptures, flyingKings,
                    promotion, majority, deferredRemoval, kingNoReverse, mandatory, multiCapture, chainOptional,
                    ranked, hunt, royalType, lastPieceLoses, foxNeedsTrappers, noCaptureLimit, typicalPlies);
        }

        public Builder board(AlquerqueGeometry.Spec v) {
            board = v;
            return this;
        }

        public Builder letters(String v) {
            letters = v;
            return this;
        }

        public Builder start(String v) {
            start = v;
            return this;
        }

        public Builder capture(Capture v) {
            capture = v;
            return this;
        }

        public Builder menMove(MenMove v) {
            menMove = v;
            return this;
        }

        public Builder backRowOnlyCaptures(boolean v) {
            backRowOnlyCaptures = v;
            return this;
        }

        public Builder flyingKings(boolean v) {
            flyingKings = v;
            return this;
        }

        public Builder promotion(boolean v) {
            promotion = v;
            return this;
        }

        public Builder majority(boolean v) {
            majority = v;
            return this;
        }

        public Builder deferredRemoval(boolean v) {
            deferredRemoval = v;
            return this;
        }

        public Builder kingNoReverse(boolean v) {
            kingNoReverse = v;
            return this;
        }

        public Builder mandatory(Mandatory v) {
            mandatory = v;
            return this;
        }

        public Builder multiCapture(boolean v) {
            multiCapture = v;
            return this;
        }

        public Builder chainOptional(boolean v) {
            chainOptional = v;
            return this;
        }

        public Builder ranked(boolean v) {
            ranked = v;
            return this;
        }

        public Builder hunt(boolean v) {
            hunt = v;
            return this;
        }

        public Builder royalType(int v) {
            royalType = v;
            return this;
        }

        public Builder lastPieceLoses(boolean v) {
            lastPieceLoses = v;
            return this;
        }

        public Builder foxNeedsTrappers(boolean v) {
            foxNeedsTrappers = v;
            return this;
        }

        public Builder noCaptureLimit(int v) {
            noCaptureLimit = v;
            return this;
        }

        public Builder typicalPlies(int v) {
            typicalPlies = v;
            return this;
        }
    }
}
