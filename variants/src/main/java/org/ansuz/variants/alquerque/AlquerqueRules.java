package org.ansuz.variants.alquerque;

import java.util.function.Consumer;
import org.ansuz.engine.spi.SwitchReader;

/**
 * The rule switches of one point-and-line game (data, not code): which board, which pieces, how they
 * move and capture, and how the game ends. Built with {@link #of(defaults -> { })}; the shipped games set theirs in
 * the resource {@code builtins.toml} ({@link AlquerqueFamily}).
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

    /** The rules whose named fields {@code settings} changes from Alquerque's. */
    public static AlquerqueRules of(Consumer<Fields> settings) {
        Fields f = new Fields();
        settings.accept(f);
        return of(f);
    }

    /** The rules {@code f} holds. */
    static AlquerqueRules of(Fields f) {
        return new AlquerqueRules(f.board, f.letters, f.start, f.capture, f.menMove, f.backRowOnlyCaptures,
                f.flyingKings, f.promotion, f.majority, f.deferredRemoval, f.kingNoReverse, f.mandatory,
                f.multiCapture, f.chainOptional, f.ranked, f.hunt, f.royalType, f.lastPieceLoses, f.foxNeedsTrappers,
                f.noCaptureLimit, f.typicalPlies);
    }

    /** The switches by name, holding Alquerque's values until set. */
    public static final class Fields {
        public AlquerqueGeometry.Spec board = new AlquerqueGeometry.Spec(AlquerqueGeometry.Kind.STRONG_GRID, 5, 5);
        public String letters = "p";
        public String start = "ppppp/ppppp/pp1PP/PPPPP/PPPPP";
        public Capture capture = Capture.JUMP;
        public MenMove menMove = MenMove.ANY;
        public boolean backRowOnlyCaptures;
        public boolean flyingKings;
        public boolean promotion;
        public boolean majority;
        public boolean deferredRemoval;
        public boolean kingNoReverse;
        public Mandatory mandatory = Mandatory.ALWAYS;
        public boolean multiCapture = true;
        public boolean chainOptional;
        public boolean ranked;
        public boolean hunt;
        public int royalType;
        public boolean lastPieceLoses;
        public boolean foxNeedsTrappers;
        public int noCaptureLimit = 100;
        public int typicalPlies = 60;

        private Fields() {
        }

        /** Alquerque's switches: nothing set yet. */
        static Fields defaults() {
            return new Fields();
        }

        /** Every switch of {@code r} ({@code null}: the defaults), to be changed one by one (a variants file). */
        static Fields of(AlquerqueRules r) {
            return SwitchReader.fieldsOf(r, new Fields());
        }
    }
}
