package org.ansuz.variants.chesst;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.Board;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.spi.XboardVariant;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** One chess-T rule set; positions are {@link ChessTPosition}. */
public final class ChessTVariant extends BaseVariant implements XboardVariant, Tunable {
    private static final GameInfo INFO = GameInfo.of("chesst").withPlayers("White", "Black")
            .withMaterialUnit("knecht")
            .withTypicalGamePlies(140)
            .withPieceLegend("K king, C connet, P prince, R ritter, I knecht, V ver knecht, S scout, . empty; upper case White, lower case Black");
    final ChessTRules rules;
    final ChessTWeights weights = ChessTWeights.DEFAULT;

    ChessTVariant(String name, ChessTRules rules) {
        super(name, List.of(), drawing(), rules.startFen(), INFO, rules.scouts()
                ? List.of("r1spkps1r/ii1iciii1/2i1i3i/9/2I6/4I1I2/II1ICI1II/R1SPKPS1R w c4g5 Pp 0 4",
                        "r2pkp2r/1i1ici1i1/2s1i1s2/i1i3i1i/I1I2S2I/4I4/1I1ICII2/R2PKP2R b c4g5 Pp 2 9")
                : List.of("r2pkp2r/1i1iciii1/4i4/i1i5i/I8/4I4/1IIICII1I/R2PKP2R w g4h5 Pp 0 4",
                        "r3kp2r/2iici1i1/1i2i1i2/i1p3R1i/I2P5/2I1I4/1I2CII1I/3PK4 b c4h5 Pp 1 12"));
        this.rules = rules;
    }

    /** The 9 x 8 board, every square playable, named {@code a1}..{@code i8}. */
    private static Board drawing() {
        List<String> names = new ArrayList<>();
        for (int y = ChessTGeometry.RANKS - 1; y >= 0; y--) {
            for (int x = 0; x < ChessTGeometry.FILES; x++) {
                names.add(ChessTGeometry.name(y * ChessTGeometry.FILES + x));
            }
        }
        boolean[] all = new boolean[ChessTGeometry.SQUARES];
        java.util.Arrays.fill(all, true);
        return Board.rectangular(ChessTGeometry.FILES, ChessTGeometry.RANKS, all, names);
    }

    /** The family's weights as {@code ansuz tune} fits them (one table for every chess-T game). */
    @Override
    public LinearEvaluation linearEvaluation() {
        return new ChessTTuning(weights);
    }

    public ChessTRules rules() {
        return rules;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return ChessTNotation.parsePosition(this, fen);
    }

    // ---- XBoard (CECP engine-defined variant) ------------------------------------------------------

    /**
     * XBoard's piece types in table order are P N B R Q F E A C W M O H I J G D V L S U K. The Ver Knecht
     * takes the Pawn's place (XBoard then asks which piece it becomes on the far rank), the Scout the
     * Knight's, the Prince the Bishop's, the Connet the Chancellor's, the Knecht the I-piece's, and the King
     * the Man's: in XBoard's King slot it would be royal, and XBoard would then refuse moves that leave it
     * "in check", which chess-T allows.
     */
    @Override
    public String xboardBoard() {
        String white = "V" + (rules.scouts() ? "S" : ".") + "PR....C.K..I........";
        return "(" + white + white.toLowerCase(java.util.Locale.ROOT) + ") 9x8+0_fairy";
    }

    @Override
    public List<String> xboardPieces() {
        // "&": the definition holds for both colours (Black's moves mirrored)
        List<String> pieces = new ArrayList<>(List.of("K& K", "C& WDHB3", "P& WB3", "R& WDH", "V& WfD", "I& WfD"));
        if (rules.scouts()) {
            pieces.add("S& N");
        }
        return pieces;
    }

    @Override
    public String xboardFen(Position pos) {
        String[] f = pos.fen().split(" ");
        return f[0] + " " + f[1] + " - - " + f[4] + " " + f[5];
    }

    /** XBoard's FEN has castling and en-passant fields where ours has the impregnable squares and Prince rights. */
    @Override
    public String fromXboardFen(String fen) throws NotationException {
        String[] f = fen.trim().split("\\s+");
        if (f.length < 2) {
            throw new NotationException("expected at least the placement and the side to move");
        }
        String clock = f.length > 4 ? f[4] : "0";
        String move = f.length > 5 ? f[5] : "1";
        return f[0] + " " + f[1] + " - Pp " + clock + " " + move;
    }

    /** The Knecht's automatic transformation is written out ({@code g5g6v}) so that XBoard shows a Ver Knecht. */
    @Override
    public String xboardMoveText(Position pos, long move) {
        String text = pos.moveText(move);
        if (pos instanceof ChessTPosition p && ChessTNotation.becomesVerKnecht(p, move)) {
            return text + "v";
        }
        return text;
    }

    /** XBoard leaves the mover on the square after an exchange: the user is told that both pieces are gone. */
    @Override
    public String xboardNote(Position pos, long move) {
        if (ChessTPosition.KIND.of(move) == ChessTPosition.EXCHANGE) {
            String to = ChessTGeometry.name(ChessTPosition.TO.of(move));
            return "Exchange on " + to + ": both pieces leave the board (" + pos.moveText(move) + ")";
        }
        return null;
    }
}
