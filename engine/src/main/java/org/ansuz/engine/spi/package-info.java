/**
 * What a game writer implements and uses: {@link org.ansuz.engine.spi.Variant} and its
 * {@link org.ansuz.engine.spi.VariantProvider} (one services line per family), the
 * {@link org.ansuz.engine.spi.Position} with its {@link org.ansuz.engine.spi.MoveList} and
 * {@link org.ansuz.engine.spi.GameResult}, the game's facts ({@link org.ansuz.engine.spi.GameInfo},
 * {@link org.ansuz.engine.spi.SearchKind}, {@link org.ansuz.engine.spi.SearchTrait}), the drawing
 * ({@link org.ansuz.engine.spi.Board}), scores ({@link org.ansuz.engine.spi.Score}), weights files
 * ({@link org.ansuz.engine.spi.WeightTable}) and the capabilities a protocol looks for
 * ({@link org.ansuz.engine.spi.HubNotation}, {@link org.ansuz.engine.spi.XboardVariant},
 * {@link org.ansuz.engine.spi.PdnGameType}, {@link org.ansuz.engine.spi.ChanceEvents},
 * {@link org.ansuz.engine.spi.CellMarks}). Depends on the JDK only: a family sees this package, the
 * board kit and the tuner, never the search or the facade (LayeringTest).
 */
package org.ansuz.engine.spi;
