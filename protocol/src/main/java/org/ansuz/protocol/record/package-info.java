/**
 * Game records shared by the browser board ({@code gui}) and the match runner ({@code match}): the
 * opening a game starts from, the record of a played game, its PDN-style writer and
 * {@link org.ansuz.protocol.record.GameText}, which reads records, PDN games and opening lines back. Neither front end
 * uses the other (LayeringTest).
 */
package org.ansuz.protocol.record;
