/** The UGI/UCI dialect: the session, its {@code info} and {@code bestmove} lines and its argument parsing. */
package org.ansuz.protocol.ugi;
