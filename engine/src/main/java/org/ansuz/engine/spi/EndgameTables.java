package org.ansuz.engine.spi;

import java.util.List;

/**
 * Capability of a variant whose endings can be solved into win/draw/loss tables (draughts). The variant
 * builds and reads tables as bytes; where they are kept (files) is the protocol's business.
 */
public interface EndgameTables {

    /** Why this variant has no tables (a rule the solver does not model), or {@code null}. */
    String endgameTablesUnsupported();

    /**
     * The names of the tables of up to {@code pieces} pieces in the order they must be built: every
     * table after the ones its captures and promotions lead to.
     */
    List<String> endgameTableNames(int pieces);

    /** An empty set of this variant's tables, to build or load into. */
    EndgameTableSet newEndgameTableSet();

    /** Makes every position of this variant probe {@code tables} from now on ({@code null}: none). */
    void useEndgameTables(EndgameTableSet tables);
}
