package org.ansuz.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.ansuz.engine.Option;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** One declaration makes an option: every dialect lists it and sets it through the registry. */
class OptionRegistryTest {
    private final Transcript t = new Transcript("tictactoe");

    @AfterEach
    void quit() {
        t.feed("quit");
    }

    @Test
    void anOptionIsOneDeclaration() {
        List<String> seen = new ArrayList<>();
        t.loop.engineSession().options().add(Option.spin("Test Knob", 3, 0, 9).onChange(o -> seen.add(o.value())));
        assertThat(t.send("ugi")).contains("option name Test Knob type spin default 3 min 0 max 9");
        assertThat(t.send("setoption name test   knob value 7")).isEmpty();
        assertThat(seen).containsExactly("7");
        assertThat(t.send("setoption name Test Knob value 10"))
                .containsExactly("info string error bad value for Test Knob: 10");
        assertThat(seen).containsExactly("7");
    }

    @Test
    void aSecondHandshakeListsTheCurrentValues() {
        t.send("ugi", "setoption name Hash value 32", "setoption name UCI_Variant value mini",
                "setoption name Ponder value true", "setoption name Search value MCTS");
        assertThat(t.send("uci")).contains("option name Hash type spin default 32 min 1 max 4096",
                "option name UCI_Variant type combo default mini var mini var tictactoe var tictactoe-o",
                "option name Ponder type check default true",
                "option name Search type combo default mcts var auto var alphabeta var mcts");
    }

    @Test
    void aRefusedEffectKeepsTheOldValue() {
        t.loop.engineSession().options().add(Option.string("Picky", "a").onChange(o -> {
            if (!o.value().equals("a") && !o.value().equals("b")) {
                throw new IllegalArgumentException("bad value for Picky: only a or b");
            }
        }));
        assertThat(t.send("setoption name Picky value c")).containsExactly("info string error bad value for Picky: only a or b");
        assertThat(t.send("ugi")).contains("option name Picky type string default a");
    }

    @Test
    void hubListsAndSetsTheSameRegistry() {
        t.send("hub", "set-param name=hash value=64");
        assertThat(t.send("hub")).contains("param name=hash value=64 type=int min=1 max=4096");
        assertThat(t.send("set-param name=hash value=0")).containsExactly("error message=\"bad value for hash: 0\"");
        assertThat(t.loop.engineSession().options().get("Hash").value()).isEqualTo("64");
    }

    @Test
    void theShellsNewGameKeepsTheVariantOptionTrue() {
        t.send("setoption name UCI_Variant value mini");
        assertThat(t.loop.engineSession().options().get("uci_variant").value()).isEqualTo("mini");
        t.loop.engineSession().selectVariant(Transcript.TTT);
        assertThat(t.send("ugi")).contains(
                "option name UCI_Variant type combo default tictactoe var mini var tictactoe var tictactoe-o");
    }
}
