package org.ansuz.variants.epaminondas;

import java.util.List;
import org.ansuz.engine.Board;
import org.ansuz.engine.GameInfo;
import org.ansuz.engine.NotationException;
import org.ansuz.engine.Position;
import org.ansuz.engine.Variant;
import org.ansuz.engine.board.Geometry;
import org.ansuz.engine.board.Mailbox;
import org.ansuz.engine.board.RowCodec;

/** One Epaminondas board with its rule switches; positions are {@link EpaminondasPosition}. */
public final class EpaminondasVariant implements Variant {
    private final String name;
    final EpaminondasRules rules;
    final EpaminondasWeights weights = EpaminondasWeights.DEFAULT;
    final Geometry geometry;
    final Mailbox mailbox;
    final RowCodec codec;
    private final String startFen;
    private final List<String> bench;

    EpaminondasVariant(String name, EpaminondasRules rules) {
        this.name = name;
        this.rules = rules;
        int f = rules.files();
        int r = rules.ranks();
        geometry = Geometry.rectangle(f, r, Geometry.Links.EIGHT);
        mailbox = new Mailbox(geometry, f + 1, (r + 3) * (f + 1));
        codec = new RowCodec(geometry);
        String black = "b".repeat(f);
        String white = "w".repeat(f);
        StringBuilder s = new StringBuilder(black).append('/').append(black);
        for (int i = 0; i < r - 4; i++) {
            s.append('/').append(f);
        }
        startFen = s.append('/').append(white).append('/').append(white).append(" w").toString();
        bench = f == 14
                ? List.of(startFen,
                        "bbbbbbbbbbbbbb/bbbbb2bbbbbbb/5bb7/14/14/4w9/14/14/14/3ww9/www2wwwwwwwww/wwwwww1wwwwwww b",
                        "b1bb2bbbbbbb1/bbbb3bb1bbb1/2b3b7/4b9/14/5w4b3/14/2ww10/14/6w7/www1ww2wwwwww/1wwwwwwwwwwww1 w")
                : List.of(startFen,
                        "bbbb1bbb/bb2bbb1/2b5/8/3w4/8/ww1wwwww/wwww1www w",
                        "b1bb1bbb/bb3bb1/2bb4/8/3ww3/1w6/w3ww1w/ww1w1www b");
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Board board() {
        return geometry.board();
    }

    @Override
    public String startFen() {
        return startFen;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return EpaminondasPosition.parse(this, fen);
    }

    @Override
    public GameInfo info() {
        return new GameInfo("White", "Black", true, "stone", rules.files() == 14 ? 120 : 70, "alphabeta",
                "epaminondas");
    }

    @Override
    public List<String> benchFens() {
        return bench;
    }
}
