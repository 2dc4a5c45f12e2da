package org.ansuz.variants.draughts;

import java.util.List;
import java.util.SplittableRandom;
import org.ansuz.engine.BaseVariant;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.GameResult;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.PdnGameType;
import org.ansuz.engine.Position;

/** One draughts game: its rules record plus the tables derived from it once (geometry, Zobrist keys). */
public final class DraughtsVariant extends BaseVariant implements PdnGameType {
    private final DraughtsRules rules;
    private final DraughtsGeometry geometry;
    final long[][][] zobrist = new long[2][2][64];
    final long zobristSide;
    /** Direction lists per colour (index 0 = White as given by the rules, 1 = mirrored for Black). */
    final int[][] manMoveDirs = new int[2][];
    final int[][] manCaptureDirs = new int[2][];
    /** The static evaluation, shared by every position of this variant. */
    final DraughtsEvaluation evaluation;
    private int maxPieces;
    /**
     * Boards of more than 50 cells cannot hold the captured set as a bitboard in the move: it is stored
     * as a subset of the opponent's pieces instead (bit i = the i-th of them in cell order).
     */
    final boolean compressedCaptures;
    /** The longest lone-king ending limit: the count a change of ending class does not restart. */
    final int longestEndgamePlies;

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
                rules.reversedNumbering(), rules.dirs()));
    }

    private DraughtsVariant(DraughtsRules rules, List<String> benchFens, DraughtsGeometry geometry) {
        super(rules.name(), rules.aliases(), geometry.board(rules.algebraicMoves()), rules.startFen(),
                new GameInfo(rules.p1Name(), rules.p2Name(), rules.firstColor() == 0, "man",
                        rules.typicalPlies(), "alphabeta", "draughts"), benchFens);
        this.rules = rules;
        this.geometry = geometry;
        String[] reasons = {"no legal move", "repetition", (rules.draws().quietPlies() / 2) + "-move rule",
            "endgame move limit"};
        for (int r = 0; r < 4; r++) {
            String counted = reasons[r] + ": more pieces win";
            results[r] = new GameResult[] {rules.countDecides() ? GameResult.draw(counted) : GameResult.draw(reasons[r]),
                GameResult.win(counted), GameResult.loss(counted)};
        }
        SplittableRandom random = new SplittableRandom(0x5EED_D2A6_0000L + rules.name().hashCode());
        for (long[][] byColor : zobrist) {
            for (long[] byType : byColor) {
                for (int i = 0; i < byType.length; i++) {
                    byType[i] = random.nextLong();
                }
            }
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
        evaluation = new DraughtsEvaluation(rules, geometry, manMoveDirs);
        int most = 0;
        try {
            DraughtsPosition start = DraughtsNotation.parseFen(this, rules.startFen());
            most = Math.max(Long.bitCount(start.pieces[0]), Long.bitCount(start.pieces[1]));
        } catch (NotationException e) {
            throw new IllegalStateException("start position of " + rules.name() + " does not parse", e);
        }
        // As many as the start has; on 8x8 at least the classic twelve (Thai perft uses the 12-men set-up).
        maxPieces = Math.max(most, 12 * geometry.cells / 32);
    }

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

    @Override
    public Position newPosition(String fen) throws NotationException {
        return DraughtsNotation.parseFen(this, fen);
    }

    private static final java.util.Map<String, Integer> GAME_TYPES = java.util.Map.of("international", 20,
            "english", 21, "italian", 22, "russian", 25, "brazilian", 26, "turkish", 30, "thai", 31, "frisian", 40);

    @Override
    public int pdnGameType() {
        return GAME_TYPES.getOrDefault(name(), 0);
    }
}
