/**
 * Matches and labelling on several machines: an embedded Hazelcast member per process ({@code ansuz worker}
 * plays the games, {@code ansuz match --cluster} coordinates). Only {@code protocol} does I/O, and the
 * library is loaded only when a command asks for a cluster: the local runner never touches this package.
 */
package org.ansuz.protocol.cluster;
