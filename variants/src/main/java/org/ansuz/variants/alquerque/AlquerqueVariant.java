package org.ansuz.variants.alquerque;

import java.util.List;
import org.ansuz.engine.board.RowCodec;
import org.ansuz.engine.spi.BaseVariant;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.NotationException;
import org.ansuz.engine.spi.Position;
import org.ansuz.engine.spi.SearchKind;
import org.ansuz.engine.tune.LinearEvaluation;
import org.ansuz.engine.tune.Tunable;

/** One point-and-line game with its rule switches; positions are {@link AlquerquePosition}. */
public final class AlquerqueVariant extends BaseVariant implements Tunable {
    final String game;
    final AlquerqueRules rules;
    final AlquerqueGeometry geometry;
    final AlquerqueWeights weights;
    /** The evaluation's terms and weights, shared by the positions. */
    final AlquerqueTerms terms;
    /** The fewest geese that can hold the fox on some point (Fox and Geese), from the board's lines. */
    final int trapMinimum;
    final RowCodec codec;

    AlquerqueVariant(String name, String game, AlquerqueRules rules, List<String> aliases, String boardText,
                     String what, SearchKind defaultSearch) {
        this(name, game, rules, aliases, new AlquerqueGeometry(rules.board(), boardText + " (" + what + ")"),
                defaultSearch);
    }

    private AlquerqueVariant(String name, String game, AlquerqueRules rules, List<String> aliases,
                             AlquerqueGeometry geometry, SearchKind defaultSearch) {
        super(name, aliases, geometry.kit.board(), rules.start() + " w", info(game, rules, defaultSearch), List.of());
        this.game = game;
        this.rules = rules;
        this.geometry = geometry;
        weights = AlquerqueWeights.load(game);
        terms = new AlquerqueTerms(game, rules, geometry, weights);
        codec = new RowCodec(geometry.kit);
        int min = Integer.MAX_VALUE;
        for (int p = 0; p < geometry.size; p++) {
            int need = 0;
            for (int d = 0; d < 8; d++) {
                int q = geometry.step[d][p];
                if (q >= 0) {
                    need += geometry.step[d][q] >= 0 ? 2 : 1;
                }
            }
            min = Math.min(min, need);
        }
        trapMinimum = min;
    }

    @Override
    public Position newPosition(String fen) throws NotationException {
        return AlquerqueNotation.parsePosition(this, fen);
    }

    @Override
    public LinearEvaluation linearEvaluation() {
        return new AlquerqueTuning(this);
    }

    private static GameInfo info(String game, AlquerqueRules rules, SearchKind defaultSearch) {
        boolean fox = rules.hunt();
        // Dagaz calls the first player of Zamma, Kharbaga and Dablot "Black" (colour naming only)
        boolean blackFirst = game.equals("zamma") || game.equals("kharbaga") || game.equals("dablot");
        return GameInfo.of("alquerque").withPlayers(fox ? "Geese" : blackFirst ? "Black" : "White", fox ? "Fox" : blackFirst ? "White" : "Black")
                .withMaterialUnit(fox ? "goose" : "man")
                .withTypicalGamePlies(rules.typicalPlies())
                .withDefaultSearch(defaultSearch)
                .withContempt(AlquerqueWeights.load(game).contempt());
    }

    /** The letters by their names; {@code p} is a prince beside men ({@code mpk}, Dablot), a piece otherwise. */
    @Override
    public String pieceLegend() {
        StringBuilder sb = new StringBuilder();
        for (char c : rules.letters().toCharArray()) {
            String name = switch (c) {
                case 'm' -> "man";
                case 'p' -> rules.letters().indexOf('m') >= 0 ? "prince" : "piece";
                case 'k' -> "king";
                case 'g' -> "goose";
                case 'f' -> "fox";
                default -> "piece";
            };
            sb.append(Character.toUpperCase(c)).append(' ').append(name).append(", ");
        }
        return sb.append(". empty; upper case ").append(info().p1Name()).append(", lower case ").append(info().p2Name()).toString();
    }
}
