/**
 * The search: alpha-beta ({@link org.ansuz.engine.search.Search}) and Monte Carlo tree search
 * ({@link org.ansuz.engine.search.MonteCarloSearch}), their shared table, time manager and latency
 * reserve, the engine's threads ({@link org.ansuz.engine.search.Worker}), what a {@code go} asks for
 * ({@link org.ansuz.engine.search.SearchLimits}), the settings a search runs with
 * ({@link org.ansuz.engine.search.SearchSettings}) and what it reports
 * ({@link org.ansuz.engine.search.SearchListener}, {@link org.ansuz.engine.search.SearchInfo}). Built on
 * {@code engine.spi}; driven by the {@code org.ansuz.engine} facade, which it never calls back (LayeringTest).
 */
package org.ansuz.engine.search;
