/** The CECP (xboard) dialect: the session, its clock and its output lines. */
package org.ansuz.protocol.cecp;
