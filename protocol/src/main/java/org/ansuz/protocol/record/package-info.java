/**
 * Game records shared by the browser board ({@code gui}) and the match runner ({@code match}): the
 * opening a game starts from, the record of a played game and its PDN-style writer. Neither front end
 * uses the other (LayeringTest).
 */
package org.ansuz.protocol.record;
