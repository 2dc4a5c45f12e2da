/**
 * The facade the protocol drives: {@link org.ansuz.engine.Engine} (go, stop, ponderhit, the settings
 * value), {@link org.ansuz.engine.EngineSession} (the game, the position and its history, the option
 * registry of {@link org.ansuz.engine.Option}), the variant registry ({@link org.ansuz.engine.Variants}),
 * {@link org.ansuz.engine.Perft} and {@link org.ansuz.engine.Bench}. It knows no game and does no I/O.
 */
package org.ansuz.engine;
