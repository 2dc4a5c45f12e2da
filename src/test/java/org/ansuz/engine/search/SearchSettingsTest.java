package org.ansuz.engine.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.ansuz.engine.Engine;
import org.ansuz.engine.spi.GameInfo;
import org.ansuz.engine.spi.SearchKind;
import org.junit.jupiter.api.Test;

/** The engine's settings are one value: replaced whole, each change touching one component. */
class SearchSettingsTest {

    @Test
    void aChangeReplacesTheValueAndKeepsTheOtherComponents() {
        Engine engine = new Engine();
        SearchSettings before = engine.settings();
        assertThat(before).isEqualTo(SearchSettings.DEFAULTS);
        engine.setMultiPv(3);
        engine.setSkillLevel(25);
        engine.update(s -> s.withRandomSeed(7));
        SearchSettings after = engine.settings();
        assertThat(before.multiPv()).as("the old value is untouched").isEqualTo(1);
        assertThat(after).isEqualTo(SearchSettings.DEFAULTS.withMultiPv(3).withSkillLevel(20).withRandomSeed(7));
    }

    @Test
    void autoFollowsTheGameAndOptionTextsStayOnTheWire() {
        GameInfo tree = GameInfo.of("test").withDefaultSearch(SearchKind.MCTS);
        assertThat(SearchSettings.DEFAULTS.effectiveSearchKind()).isEqualTo(SearchKind.ALPHABETA);
        assertThat(SearchSettings.DEFAULTS.withGame(tree).effectiveSearchKind()).isEqualTo(SearchKind.MCTS);
        assertThat(SearchSettings.DEFAULTS.withGame(tree).withSearchKind(SearchKind.ALPHABETA).effectiveSearchKind())
                .isEqualTo(SearchKind.ALPHABETA);
        assertThat(SearchKind.texts()).containsExactly("auto", "alphabeta", "mcts");
        assertThat(SearchKind.parse(" Mcts ")).isEqualTo(SearchKind.MCTS);
        assertThatThrownBy(() -> GameInfo.of("test").withDefaultSearch(SearchKind.AUTO))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
