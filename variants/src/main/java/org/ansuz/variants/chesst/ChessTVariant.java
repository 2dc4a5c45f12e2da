package org.ansuz.variants.chesst;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;

/** One chess-T rule set; positions are {@link ChessTPosition}. */
public final class ChessTVariant implements Variant {
    private final String name;
    final ChessTRules rules;
    final ChessTWeights weights = ChessTWeights.DEFAULT;
    private final Board board;
    private final List<String> bench;

    ChessTVariant(String name, ChessTRules rules) {
        this.name = name;
        this.rules = rules;
        List<String> names = new ArrayList<>();
        for (int y = ChessTGeometry.RANKS - 1; y >= 0; y--) {
            for (int x = 0; x < ChessTGeometry.FILES; x++) {
                names.add(ChessTGeometry.name(y * ChessTGeometry.FILES + x));
            }
        }
        boolean[] all = new boolean[ChessTGeometry.SQUARES];
        java.util.Arrays.fill(all, true);
        board = Board.rectangular(ChessTGeometry.FILES, ChessTGeometry.RANKS, all, names);
        bench = rules.scouts()
                ? List.of(rules.startFen(),
                        "r1spkps1r/ii1iciii1/2i1i3i/9/2I6/4I1I2/II1ICI1II/R1SPKPS1R w - Pp 0 4",
                        "r2pkp2r/1i1ici1i1/2s1i1s2/i1i3i1i/I1I2S2I/4I4/1I1ICII2/R2PKP2R b c4g5 Pp 2 9")
                : List.of(rules.startFen(),
                        "r2pkp2r/1i1iciii1/4i4/i1i5i/I8/4I4/1IIICII1I/R2PKP2R w g4h5 Pp 0 4",
                        "r3kp2r/2iici1i1/1i2i1i2/i1p3R1i/I2P5/2I1I4/1I2CII1I/3PK4 b c4h5 Pp 1 12");
    }

    @Override
    public String name() {
        return name;
    }

    public ChessTRules rules() {
        return rules;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public String startFen() {
        return rules.startFen();
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return ChessTPosition.parse(this, fen);
    }

    @Override
    public GameInfo info() {
        return new GameInfo("White", "Black", true, "knecht", 140, "alphabeta", "chesst");
    }

    @Override
    public List<String> benchFens() {
        return bench;
    }
}
