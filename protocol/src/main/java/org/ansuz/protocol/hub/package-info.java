/**
 * Scan's Hub dialect for the games whose positions have {@link org.ansuz.engine.spi.HubNotation}; the
 * position and move forms are the game's, the line syntax is {@link org.ansuz.protocol.HubLine}.
 */
package org.ansuz.protocol.hub;
