package org.ansuz.variants.draughts;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.EndgameTableSet;
import org.ansuz.engine.spi.EndgameTables;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.GameResult;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.PdnGameType;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.SearchTrait;
import org.ansuz.engine.tune.CountedEvaluation;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** One draughts game: its rules record plus the tables derived from it once (geometry, Zobrist keys). */
public final class DraughtsVariant extends BaseVariant implements PdnGameType, Tunable, EndgameTables {
    private final DraughtsRules rules;
    private final DraughtsGeometry geometry;
    /**
     * Zobrist keys of a piece: {@code zobrist[(colour * 2 + (king ? 1 : 0)) * 64 + cell]}; on a wide board
     * ({@link #wide}) {@code * cells} instead of {@code * 64}.
     */
    final long[] zobrist;
    final long zobristSide;
    /** Direction lists per colour (index 0 = White as given by the rules, 1 = mirrored for Black). */
    final int[][] manMoveDirs = new int[2][];
    final int[][] manCaptureDirs = new int[2][];
    /** The board has more than 64 cells: its positions are {@link WideDraughtsPosition}s. */
    final boolean wide;
    /** The hand-set evaluation, shared by every position of this variant (null on a wide board). */
    private final ClassicEvaluation classic;
    /** The simple evaluation of a wide board (null on the others). */
    private final WideEvaluation wideEvaluation;
    /** The learnt evaluation where this variant has weights for it, else null. */
    private final PatternEvaluation patterns;
    /** A race's counts (Gauntlet: {@link RaceEvaluation#fits}), else null; its learnt weights where shipped, else null. */
    private final RaceEvaluation.Counter raceCounter;
    private final RaceEvaluation race;
    /** {@link #race} as the flat vector each position's evaluator reads (flattened once, not per position). */
    private final int[] raceWeights;
    /** Men of both sides in the start position (the pattern evaluation's phase runs from there to none). */
    private final int startMen;
    private int maxPieces;
    /**
     * Boards of more than 50 cells cannot hold the captured set as a bitboard in the move: it is stored
     * as a subset of the opponent's pieces instead (bit i = the i-th of them in cell order).
     */
    final boolean compressedCaptures;
    /** The longest lone-king ending limit: the count a change of ending class does not restart. */
    final int longestEndgamePlies;

    /**
     * The endgame tables every position of this variant probes, or null: the one thing about a variant
     * that changes after it is made (the {@code EGDB Path} option installs them).
     */
    volatile EndgameDatabase endgameTables;

    /** A side without a move loses. */
    static final GameResult NO_MOVE = GameResult.loss("no legal move");

    /**
     * The ends by the rules, made once so that {@code result()} allocates nothing: {@code results[rule]}
     * for rule 0 = no legal move (count-decided games), 1 = repetition, 2 = move counter, 3 = endgame
     * limit; index 0 the draw, 1 and 2 the win and loss by the count of pieces (Senegalese).
     */
    final GameResult[][] results = new GameResult[4][];

    public DraughtsVariant(DraughtsRules rules, List<String> benchFens) {
        this(rules, benchFens, new DraughtsGeometry(rules.width(), rules.height(), rules.squares(),
                rules.reversedNumbering(), rules.dirs(), rules.algebraicMoves()));
    }

    private DraughtsVariant(DraughtsRules rules, List<String> benchFens, DraughtsGeometry geometry) {
        super(rules.name(), rules.aliases(), geometry.board(), rules.startFen(),
                GameInfo.of("draughts").withPlayers(rules.p1Name(), rules.p2Name())
                        .withP1IsUpperCase(rules.firstColor() == 0)
                        .withMaterialUnit("man")
                        .withTypicalGamePlies(rules.typicalPlies())
                        .withPieceLegend("w white man, W white king, b black man, B black king, . empty")
                        .withSearchTraits(SearchTrait.PROBCUT, SearchTrait.QUIESCENCE_WITHOUT_TABLE,
                                SearchTrait.QUIESCENCE_THREATS, SearchTrait.REDUCTIONS_SPARE_THREATS), benchFens);
        this.rules = rules;
        this.geometry = geometry;
        String[] reasons = {"no legal move", "repetition", (rules.draws().quietPlies() / 2) + "-move rule",
            "endgame move limit"};
        for (int r = 0; r < 4; r++) {
            String counted = reasons[r] + ": more pieces win";
            results[r] = new GameResult[] {rules.countDecides() ? GameResult.draw(counted) : GameResult.draw(reasons[r]),
                GameResult.win(counted), GameResult.loss(counted)};
        }
        wide = !geometry.bitboards;
        zobrist = new long[4 * (wide ? geometry.cells : 64)];
        SplittableRandom random = new SplittableRandom(0x5EED_D2A6_0000L + rules.name().hashCode());
        for (int i = 0; i < zobrist.length; i++) {
            zobrist[i] = random.nextLong();
        }
        zobristSide = random.nextLong();
        int longest = 0;
        for (DraughtsRules.Endgame e : rules.draws().endgames()) {
            longest = Math.max(longest, e.plies());
        }
        longestEndgamePlies = longest;
        manMoveDirs[0] = rules.manMoveDirs();
        manCaptureDirs[0] = rules.manCaptureDirs();
        manMoveDirs[1] = rules.blackManDirs() != null ? rules.blackManDirs() : mirror(rules.manMoveDirs());
        manCaptureDirs[1] = rules.blackManDirs() != null ? rules.blackManDirs() : mirror(rules.manCaptureDirs());
        compressedCaptures = geometry.cells > DraughtsPosition.FROM_SHIFT;
        classic = wide ? null : new ClassicEvaluation(rules, geometry, manMoveDirs);
        wideEvaluation = wide ? new WideEvaluation(rules, geometry, manMoveDirs) : null;
        int most = 0;
        int men = 0;
        try {
            AbstractDraughtsPosition start = DraughtsNotation.parsePosition(this, rules.startFen());
            most = Math.max(start.pieceCount(0), start.pieceCount(1));
            for (int c = 0; c < geometry.cells; c++) {
                men += Character.isLowerCase(start.symbolAt(c)) ? 1 : 0;
            }
        } catch (NotationException e) {
            throw new IllegalStateException("start position of " + rules.name() + " does not parse", e);
        }
        // As many as the start has; on 8x8 at least the classic twelve (Thai perft uses the 12-men set-up).
        maxPieces = Math.max(most, 12 * geometry.cells / 32);
        if (wide) {
            if (most > WideDraughtsPosition.MAX_PIECES) {
                throw new IllegalStateException("start position of " + rules.name() + " does not fit",
                        new NotationException(most + " pieces of one side; a board of more than 64 squares takes at most "
                                + WideDraughtsPosition.MAX_PIECES));
            }
            maxPieces = Math.min(maxPieces, WideDraughtsPosition.MAX_PIECES);
        }
        startMen = Math.max(1, men);
        patterns = !wide && PatternEvaluation.hasWeights(rules.name()) ? patternLayout().load() : null;
        raceCounter = !wide && RaceEvaluation.fits(rules) ? new RaceEvaluation.Counter(rules, geometry) : null;
        race = raceCounter != null && RaceEvaluation.hasWeights(rules.name()) ? RaceEvaluation.load(rules.name()) : null;
        raceWeights = race != null ? race.flatFor(raceCounter) : null;
    }

    /** The evaluation a new position uses. */
    DraughtsEvaluation newEvaluation() {
        if (patterns != null) {
            return patterns.evaluator();
        }
        return race != null ? RaceEvaluation.evaluator(raceWeights, raceCounter) : classic;
    }

    /** The pattern evaluation's layout for this variant, weights 0 (a new instance: tuning sets its weights). */
    PatternEvaluation patternLayout() {
        return new PatternEvaluation(rules.name(), rules, geometry, manMoveDirs[0], startMen);
    }

    /**
     * A race's counts ({@link RaceEvaluation}: Gauntlet); else the pattern evaluation's tuning view on the boards
     * it fits (windows of two cells a row, numbered so that turning reverses it); elsewhere (a board without
     * corners) the hand-set table's, whose fitted lines go under the game's table name in {@code draughts.weights}.
     */
    @Override
    public LinearEvaluation linearEvaluation() {
        if (wide) {
            return null;
        }
        if (raceCounter != null) {
            return new CountedEvaluation(race != null ? race : RaceEvaluation.layout(geometry.height),
                    (p, x) -> raceCounter.count((DraughtsPosition) p, x), "runner", Map.of(), RACE_COMMENTS,
                    "variants/src/main/resources/org/ansuz/variants/draughts/" + rules.name() + ".race");
        }
        try {
            return new PatternTuning(this);
        } catch (IllegalArgumentException boardDoesNotFit) {
            return new CountedEvaluation(rules.weights(), (p, x) -> classic.count((DraughtsPosition) p, x), "man",
                    Map.of(), TABLE_COMMENTS, "variants/src/main/resources/org/ansuz/variants/draughts/draughts.weights");
        }
    }

    /** What each line of a race's weights counts (RaceEvaluation), from the runners' side. */
    private static final Map<String, String> RACE_COMMENTS = Map.of(
            "runner", "Per runner by its row (row 0: the unit).",
            "free", "Per runner no blocker can still reach, by its row.",
            "blocker", "Per blocker that can still reach a runner, by its row (from the runners' side: a cost).",
            "idle", "Per blocker that can reach no runner.",
            "runnerSteps", "Per free step of a runner.",
            "blockerSteps", "Per free step of a blocker.",
            "move", "For the side to move.",
            "runnersMove", "For the runners when they are to move.");

    /** What each line of a hand-set table counts, from the side to move's view less the opponent's. */
    private static final Map<String, String> TABLE_COMMENTS = Map.of(
            "man", "Per man: the unit.",
            "king", "Per king (Gauntlet: per right blocker).",
            "advance", "Per man by its row from its own back row (not for men that never change row).",
            "centre", "Per piece on the central squares.",
            "backRank", "Per man on its own back row while the opponent has men.",
            "tempo", "For the side to move.",
            "mobility", "Per free step of a man.",
            "kingMobility", "Per square a king reaches.",
            "endgameKing", "Per king while the opponent has none.");

    /** Most pieces one side may have; 0 while the start position is parsed. */
    int maxPieces() {
        return maxPieces;
    }

    private int[] mirror(int[] dirs) {
        int[] m = new int[dirs.length];
        for (int i = 0; i < dirs.length; i++) {
            m[i] = geometry.mirrored[dirs[i]];
        }
        return m;
    }

    public DraughtsRules rules() {
        return rules;
    }

    public DraughtsGeometry geometry() {
        return geometry;
    }

    /** An empty position of this board: bitboards up to 64 cells, a mailbox beyond. */
    AbstractDraughtsPosition emptyPosition() {
        return wide ? new WideDraughtsPosition(this) : new DraughtsPosition(this);
    }

    /** The evaluation of a wide board's positions. */
    WideEvaluation wideEvaluation() {
        return wideEvaluation;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return DraughtsNotation.parsePosition(this, fen);
    }

    private static final java.util.Map<String, Integer> GAME_TYPES = java.util.Map.of("international", 20,
            "english", 21, "italian", 22, "russian", 25, "brazilian", 26, "turkish", 30, "thai", 31, "frisian", 40);

    @Override
    public int pdnGameType() {
        return GAME_TYPES.getOrDefault(name(), 0);
    }

    /**
     * Tables need a board of bitboards and the rules of the solver: a side without a move loses (not Senegalese's count), a man on
     * the far row is crowned, no limit on a king's moves (Frisian), and the same rules for both colours
     * on the board turned half round.
     */
    @Override
    public String endgameTablesUnsupported() {
        if (wide) {
            return name() + ": endgame tables need a board of at most 64 squares";
        }
        if (rules.countDecides() || rules.farRank() != DraughtsRules.FarRank.PROMOTE) {
            return name() + " ends games by other rules than a side without a move losing";
        }
        if (rules.kingMoveLimit() > 0 || rules.blackManDirs() != null) {
            return name() + " has move rules the endgame tables do not model";
        }
        if (!turnedAlike(manMoveDirs) || !turnedAlike(manCaptureDirs)) {
            return name() + ": the men's moves are not the same for both colours on the turned board";
        }
        try {
            new EndgameIndex(geometry);
        } catch (IllegalArgumentException e) {
            return name() + ": " + e.getMessage();
        }
        return null;
    }

    /** Whether Black's directions are White's turned half round. */
    private boolean turnedAlike(int[][] dirs) {
        for (int d : dirs[0]) {
            if (java.util.Arrays.stream(dirs[1]).noneMatch(b -> b == geometry.opposite[d])) {
                return false;
            }
        }
        return dirs[0].length == dirs[1].length;
    }

    @Override
    public List<String> endgameTableNames(int pieces) {
        return EndgameDatabase.tableNames(pieces);
    }

    @Override
    public EndgameTableSet newEndgameTableSet() {
        String why = endgameTablesUnsupported();
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        return new EndgameDatabase(this);
    }

    @Override
    public void useEndgameTables(EndgameTableSet tables) {
        endgameTables = (EndgameDatabase) tables;
    }
}
