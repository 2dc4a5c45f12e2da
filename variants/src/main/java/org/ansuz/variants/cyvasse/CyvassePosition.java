package org.ansuz.variants.cyvasse;

import static org.ansuz.variants.cyvasse.CyvasseGeometry.CELLS;

import org.ansuz.engine.board.BoardPosition;
import org.ansuz.engine.board.GameHistory;
import org.ansuz.engine.board.MoveField;
import org.ansuz.engine.board.Zobrist;
import org.ansuz.engine.spi.CellMarks;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.MoveList;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Piece;
import org.ansuz.engine.spi.PieceView;
import org.ansuz.engine.spi.SetupPhase;

/**
 * A mutable Cyvasse position: 88 cells of piece codes, the setup counter, the pending Rabble second
 * move of a split turn, and the undo stack. Move generation is {@link CyvasseMoveGenerator}, texts
 * {@link CyvasseNotation}, the score {@link CyvasseEvaluation}; see {@code package-info} for the codes.
 */
public final class CyvassePosition extends BoardPosition implements CellMarks, PieceView, SetupPhase {
    /** Piece kinds (rules section 2), numbered as {@link #LETTERS} lists them. */
    static final int KING = 1, RABBLE = 2, SPEARS = 3, LIGHT_HORSE = 4, HEAVY_HORSE = 5, ELEPHANT = 6, CROSSBOWS = 7,
            TREBUCHET = 8, DRAGON = 9, TOWER = 10, MOUNTAIN_KIND = 11;
    static final String LETTERS = ".KRSLHECTDWM";
    /** Pieces of each kind in an army; 4 mountains per player. */
    static final int[] ARMY = {0, 1, 6, 3, 3, 2, 2, 2, 1, 1, 2, 4};
    /** 0 unarmoured, 1 light, 2 heavy. */
    static final int[] ARMOUR = {0, 1, 1, 1, 1, 2, 2, 0, 0, 2, 2, 0};

    // cell codes: 0 empty, kind for White, kind | BLACK for Black, MOUNTAIN
    static final byte EMPTY = 0;
    static final int BLACK = 16;
    static final byte MOUNTAIN = 32;

    /** Setup drops in a game; {@code setup == SETUP_DROPS} means the game is in its play phase. */
    static final int SETUP_DROPS = 54;
    static final int DROPS_PER_SIDE = 27;

    // solo goals (lesson mode, rules section 14): White plays, Black can only pass
    static final int SOLO_NONE = -3;
    static final int SOLO_ALL = -2;
    static final int SOLO_KING = -1;

    /** Move types ({@link #TYPE}): a setup drop, a move, a capture, an overrun, a shot, a Rabble's double move, a pass. */
    static final int DROP = 1, QUIET = 2, CAPTURE = 3, OVERRUN = 4, SHOT = 5, DOUBLE = 6, PASS = 7;

    private static final GameResult.Decisive LESSON = GameResult.decisive("lesson goal reached");
    private static final GameResult KING_LOST = GameResult.loss("King captured");
    private static final GameResult REPETITION = GameResult.draw("threefold repetition");
    private static final GameResult PLY_LIMIT = GameResult.draw("ply limit");
    private static final Zobrist RANDOM = new Zobrist(0x43595641L);
    /** Keys per cell code and cell, {@code code * CELLS + cell}. */
    private static final long[] ZOBRIST = RANDOM.table(33 * CELLS);
    private static final long[] PENDING_KEY = RANDOM.table(CELLS);
    private static final long SIDE_KEY = RANDOM.next();
    private static final long PLAY_KEY = RANDOM.next();
    private static final long SOLO_KEY = RANDOM.next();

    final CyvasseVariant variant;
    final CyvasseRules rules;
    final byte[] sq = new byte[CELLS];
    boolean[] water;
    /** The map's id in the position text ({@link CyvasseMaps}). */
    String mapId;
    /** Setup drops made, {@link #SETUP_DROPS} in the play phase. */
    int setup;
    /** Cell of the Rabble whose turn is split (field 3 of the position text), -1 normally. */
    int pending = -1;
    /** Plies of the play phase, for the ply limit. */
    int playPlies;
    int solo = SOLO_NONE;
    /** Changes with every cell written, so that what was computed from the cells can be kept until then. */
    long boardVersion;
    /** The pieces' cells as bit sets. */
    final CyvassePieceSets sets = new CyvassePieceSets();
    /** {@code count[colour][kind]}, mountains under kind 11 of colour 0. */
    final int[][] count = new int[2][12];

    final CyvasseMoveGenerator generator;
    private final CyvasseEvaluation evaluation;

    CyvassePosition(CyvasseVariant variant) {
        this(variant, new GameHistory(128));
    }

    /** Each ply's undo word in {@code history}: captured code (8 bits), pending + 1 (8 bits), side (1 bit). */
    private CyvassePosition(CyvasseVariant variant, GameHistory history) {
        super(history);
        this.variant = variant;
        this.rules = variant.rules;
        this.generator = new CyvasseMoveGenerator(this);
        this.evaluation = new CyvasseEvaluation(variant.weights);
        this.mapId = variant.mapId;
        this.water = variant.water;
    }

    // ---- cell codes -----------------------------------------------------------------------------

    static int kind(int code) {
        return code & 15;
    }

    static int colour(int code) {
        return (code >> 4) & 1;
    }

    static boolean isPiece(int code) {
        return code != EMPTY && code != MOUNTAIN;
    }

    static byte code(int colour, int kind) {
        return (byte) (kind == MOUNTAIN_KIND ? MOUNTAIN : kind | colour << 4);
    }

    boolean inSetup() {
        return setup < SETUP_DROPS;
    }

    /** White drops all 27 pieces, then Black: the side to move's drops still to make. */
    @Override
    public int setupTurnsLeft() {
        if (!inSetup()) {
            return 0;
        }
        return setup < DROPS_PER_SIDE ? DROPS_PER_SIDE - setup : SETUP_DROPS - setup;
    }

    // ---- moves ----------------------------------------------------------------------------------

    /** {@link #DROP} to {@link #PASS}. */
    static final MoveField TYPE = new MoveField(0, 3);
    /** The cells a move names, in its text's order (see {@code package-info}). */
    static final MoveField CELL_A = TYPE.next(7);
    static final MoveField CELL_B = CELL_A.next(7);
    static final MoveField CELL_C = CELL_B.next(7);
    static final MoveField CELL_D = CELL_C.next(7);
    /** The kind of piece a setup drop places (the mover's kind on other moves). */
    static final MoveField DROP_KIND = CELL_D.next(5);

    static long move(int type, int a, int b, int c, int d, int kind) {
        return TYPE.put(type) | CELL_A.put(a) | CELL_B.put(b) | CELL_C.put(c) | CELL_D.put(d) | DROP_KIND.put(kind);
    }

    // ---- board updates --------------------------------------------------------------------------

    void put(int cell, byte code) {
        sq[cell] = code;
        boardVersion++;
        key ^= ZOBRIST[code * CELLS + cell];
        if (code == MOUNTAIN) {
            count[0][MOUNTAIN_KIND]++;
        } else {
            count[colour(code)][kind(code)]++;
            sets.flip(cell, code);
        }
    }

    byte remove(int cell) {
        byte code = sq[cell];
        sq[cell] = EMPTY;
        boardVersion++;
        key ^= ZOBRIST[code * CELLS + cell];
        if (code == MOUNTAIN) {
            count[0][MOUNTAIN_KIND]--;
        } else {
            count[colour(code)][kind(code)]--;
            sets.flip(cell, code);
        }
        return code;
    }

    private void setPending(int cell) {
        if (pending >= 0) {
            key ^= PENDING_KEY[pending];
        }
        pending = cell;
        if (cell >= 0) {
            key ^= PENDING_KEY[cell];
        }
    }

    void setSide(int s) {
        if (s != side) {
            side = s;
            key ^= SIDE_KEY;
        }
    }

    /** Recomputes the key from scratch (parsing). */
    void rekey() {
        key = 0;
        for (int i = 0; i < CELLS; i++) {
            if (sq[i] != EMPTY) {
                key ^= ZOBRIST[sq[i] * CELLS + i];
            }
        }
        if (side == 1) {
            key ^= SIDE_KEY;
        }
        if (!inSetup()) {
            key ^= PLAY_KEY;
        }
        if (pending >= 0) {
            key ^= PENDING_KEY[pending];
        }
        if (solo != SOLO_NONE) {
            key ^= SOLO_KEY ^ solo;
        }
    }

    @Override
    public void play(long m) {
        int type = TYPE.of(m);
        int me = side;
        int captured = switch (type) {
            case CAPTURE, OVERRUN -> sq[CELL_B.of(m)];
            case SHOT -> sq[CELL_C.of(m)];
            default -> 0;
        };
        pushMove(m, type == DROP || type == CAPTURE || type == OVERRUN || type == SHOT, (pending + 1) << 8 | side << 16 | (captured & 0xff));
        switch (type) {
            case DROP -> {
                put(CELL_A.of(m), code(me, DROP_KIND.of(m)));
                setup++;
                if (setup == DROPS_PER_SIDE) {
                    setSide(1);
                } else if (setup == SETUP_DROPS) {
                    key ^= PLAY_KEY;
                    setSide(0);
                }
                return;
            }
            case QUIET -> put(CELL_B.of(m), remove(CELL_A.of(m)));
            case CAPTURE -> {
                remove(CELL_B.of(m));
                put(CELL_B.of(m), remove(CELL_A.of(m)));
            }
            case OVERRUN -> {
                remove(CELL_B.of(m));
                put(CELL_C.of(m), remove(CELL_A.of(m)));
            }
            case SHOT -> {
                remove(CELL_C.of(m));
                put(CELL_B.of(m), remove(CELL_A.of(m)));
            }
            case DOUBLE -> {
                byte r = remove(CELL_A.of(m));
                remove(CELL_C.of(m));
                put(CELL_B.of(m), r);
                put(CELL_D.of(m), r);
            }
            default -> {
                // PASS
            }
        }
        setPending(-1);
        playPlies++;
        setSide(me ^ 1);
    }

    @Override
    public void undo() {
        int info = (int) lastState();
        long m = history.pop();
        byte captured = (byte) (info & 0xff);
        switch (TYPE.of(m)) {
            case DROP -> {
                remove(CELL_A.of(m));
                setup--;
            }
            case QUIET -> put(CELL_A.of(m), remove(CELL_B.of(m)));
            case CAPTURE -> {
                put(CELL_A.of(m), remove(CELL_B.of(m)));
                put(CELL_B.of(m), captured);
            }
            case OVERRUN -> {
                put(CELL_A.of(m), remove(CELL_C.of(m)));
                put(CELL_B.of(m), captured);
            }
            case SHOT -> {
                put(CELL_A.of(m), remove(CELL_B.of(m)));
                put(CELL_C.of(m), captured);
            }
            case DOUBLE -> {
                byte r = remove(CELL_B.of(m));
                remove(CELL_D.of(m));
                put(CELL_A.of(m), r);
                put(CELL_C.of(m), r);
            }
            default -> {
            }
        }
        if (TYPE.of(m) != DROP) {
            playPlies--;
        }
        side = (info >> 16) & 1;
        pending = ((info >> 8) & 0xff) - 1;
        key = history.key(history.plies());
    }

    // ---- generation and end of game -------------------------------------------------------------

    @Override
    public int generate(MoveList out) {
        out.clear();
        if (result().isOver()) {
            return 0;
        }
        return generator.generate(out);
    }

    @Override
    public int generateNoisy(MoveList out) {
        out.clear();
        if (result().isOver()) {
            return 0;
        }
        return generator.generateNoisy(out);
    }

    /** The end of the game by its own rules, without generating moves (no-move losses are the caller's). */
    @Override
    public GameResult result() {
        if (inSetup()) {
            return GameResult.ONGOING;
        }
        if (solo != SOLO_NONE) {
            return !soloGoalReached() ? GameResult.ONGOING : LESSON.forMover(side == 0);
        }
        if (count[side][KING] == 0 && count[side ^ 1][KING] > 0) {
            return KING_LOST;
        }
        if (rules.repetitionDraw() && repetitions() >= 3) {
            return REPETITION;
        }
        if (rules.pastPlyLimit(playPlies)) {
            return PLY_LIMIT;
        }
        return GameResult.ONGOING;
    }

    /** The lesson's goal, always White's: Black's pieces (or King) gone, or a White piece on the goal cell. */
    private boolean soloGoalReached() {
        if (solo == SOLO_KING) {
            return count[1][KING] == 0;
        }
        if (solo == SOLO_ALL) {
            int n = 0;
            for (int k = KING; k <= TOWER; k++) {
                n += count[1][k];
            }
            return n == 0;
        }
        return isPiece(sq[solo]) && colour(sq[solo]) == 0;
    }


    // ---- evaluation -----------------------------------------------------------------------------

    @Override
    public int evaluate() {
        return evaluation.evaluate(this);
    }

    @Override
    public boolean isNoisy(long m) {
        int t = TYPE.of(m);
        return t == CAPTURE || t == OVERRUN || t == SHOT;
    }

    // ---- text -----------------------------------------------------------------------------------

    @Override
    public String fen() {
        return CyvasseNotation.fen(this);
    }

    @Override
    public String moveText(long m) {
        return CyvasseNotation.moveText(this, m);
    }

    @Override
    public long parseMove(String text) throws NotationException {
        return CyvasseNotation.parseMove(this, text);
    }

    /** The pieces' names as the rules give them ({@link #LETTERS} order); mountains are terrain. */
    private static final String[] KIND_NAMES = {"", "king", "rabble", "spears", "light horse", "heavy horse",
        "elephant", "crossbows", "trebuchet", "dragon", "tower"};

    @Override
    public Piece pieceAt(int cell) {
        int code = sq[cell];
        if (code == EMPTY) {
            return null;
        }
        return code == MOUNTAIN ? Piece.terrain("mountain") : Piece.of(KIND_NAMES[kind(code)], colour(code));
    }

    @Override
    public char symbolAt(int cell) {
        int code = sq[cell];
        if (code == EMPTY) {
            return '.';
        }
        if (code == MOUNTAIN) {
            return 'M';
        }
        char ch = LETTERS.charAt(kind(code));
        return colour(code) == 0 ? ch : Character.toLowerCase(ch);
    }

    /** Water is drawn as {@code ~} after the cell's symbol, a lesson's goal cell as {@code *}. */
    @Override
    public char markAt(int cell) {
        return water[cell] ? '~' : cell == solo ? '*' : ' ';
    }

    @Override
    public String markLegend() {
        boolean wet = !mapId.equals("0");
        return solo >= 0 ? (wet ? "~ water, * lesson goal" : "* lesson goal") : wet ? "~ water" : "";
    }

    // ---- misc -----------------------------------------------------------------------------------

    @Override
    public CyvassePosition copy() {
        CyvassePosition p = startCopy(new CyvassePosition(variant, history.copy()));
        System.arraycopy(sq, 0, p.sq, 0, CELLS);
        p.water = water;
        p.mapId = mapId;
        p.setup = setup;
        p.pending = pending;
        p.playPlies = playPlies;
        p.solo = solo;
        for (int c = 0; c < 2; c++) {
            System.arraycopy(count[c], 0, p.count[c], 0, count[c].length);
        }
        p.sets.copyFrom(sets);
        return p;
    }
}
