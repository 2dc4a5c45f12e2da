package org.ansuz.variants.magyar;

import static org.ansuz.variants.magyar.MagyarPosition.ARC;
import static org.ansuz.variants.magyar.MagyarPosition.FROM;
import static org.ansuz.variants.magyar.MagyarPosition.JUMPS;
import static org.ansuz.variants.magyar.MagyarPosition.JUMP_SIG;
import static org.ansuz.variants.magyar.MagyarPosition.KIND_JUMP;
import static org.ansuz.variants.magyar.MagyarPosition.KIND_STEP;
import static org.ansuz.variants.magyar.MagyarPosition.KIND_TILE;
import static org.ansuz.variants.magyar.MagyarPosition.NB;
import static org.ansuz.variants.magyar.MagyarPosition.SIZE;
import static org.ansuz.variants.magyar.MagyarPosition.SKIP;
import static org.ansuz.variants.magyar.MagyarPosition.STEP_DIR;
import static org.ansuz.variants.magyar.MagyarPosition.TILE_TO;
import static org.ansuz.variants.magyar.MagyarPosition.height;
import static org.ansuz.variants.magyar.MagyarPosition.top;

import java.util.Arrays;
import org.ansuz.engine.spi.MoveList;

/**
 * The move generator of one {@link MagyarPosition}: column steps, maximal captures (one move per
 * distinct result) and tile moves (section 4), with its own scratch buffers (no allocation per node).
 */
final class MagyarMoveGenerator {
    private final MagyarPosition pos;
    private final MagyarRules rules;
    private final boolean[] tile;
    private final int[] stack;
    private final int[] path = new int[32];
    /** Columns jumped by the sequence being built: each at most once (docs/rules/magyar.md#decisions). */
    private final boolean[] jumped = new boolean[SIZE];
    private long[] jumpSigs = new long[64];
    private final int[] mark = new int[SIZE];
    private int stamp;
    private final int[] candidates = new int[SIZE];

    /** The generator of {@code pos}, reading its tiles and columns in place. */
    MagyarMoveGenerator(MagyarPosition pos) {
        this.pos = pos;
        rules = pos.rules;
        tile = pos.tile;
        stack = pos.stack;
    }

    /** The moves of a position whose game goes on, added to {@code out}. */
    int generate(MoveList out) {
        int side = pos.sideToMove();
        if (pos.phase() == 1) {
            out.add(SKIP);
            tileMoves(out);
            return out.size;
        }
        captures(out, side);
        if (out.size > 0) {
            return out.size;
        }
        for (int i = 0; i < pos.tileCount; i++) {
            int c = pos.tiles[i];
            int code = stack[c];
            if (code == 0 || top(code) != side) {
                continue;
            }
            for (int d = 0; d < 6; d++) {
                int to = NB[d][c];
                if (tile[to] && stack[to] == 0) {
                    out.add(KIND_STEP | FROM.put(c) | STEP_DIR.put(d));
                }
            }
        }
        if (!rules.twoPhase()) {
            tileMoves(out);
        }
        return out.size;
    }

    /** Every maximal capture sequence, one per distinct result (routes over the same columns merged). */
    private void captures(MoveList out, int side) {
        int enemy = side ^ 1;
        int first = out.size;
        for (int i = 0; i < pos.tileCount; i++) {
            int c = pos.tiles[i];
            int code = stack[c];
            if (code == 0 || top(code) != side) {
                continue;
            }
            stack[c] = 0;
            jump(out, c, c, code, enemy, 0, 0, first);
            stack[c] = code;
        }
    }

    private void jump(MoveList out, int start, int at, int jumper, int enemy, int depth, long sig, int first) {
        boolean any = false;
        for (int d = 0; d < 6; d++) {
            int over = NB[d][at];
            int code = stack[over];
            if (code == 0 || top(code) != enemy || jumped[over]) {
                continue;
            }
            int to = NB[d][over];
            if (!tile[to] || stack[to] != 0 || depth == 15) {
                continue;
            }
            any = true;
            int h = height(code);
            stack[over] = h == 1 ? 0 : (h - 1) << 24 | code & ((1 << (h - 1)) - 1);
            path[depth] = d;
            int jh = height(jumper);
            int next = (jh + 1) << 24 | (jumper & 0xffffff) << 1 | enemy;
            jumped[over] = true;
            jump(out, start, to, next, enemy, depth + 1, sig + JUMP_SIG[over], first);
            jumped[over] = false;
            stack[over] = code;
        }
        if (!any && depth > 0) {
            long s = sig * 31 + at * 0x9E3779B97F4A7C15L + start;
            for (int i = first; i < out.size; i++) {
                if (jumpSigs[i] == s) {
                    return;
                }
            }
            long m = KIND_JUMP | FROM.put(start) | JUMPS.put(depth);
            for (int i = 0; i < depth; i++) {
                m |= (long) path[i] << (16 + 3 * i);
            }
            if (out.size >= jumpSigs.length) {
                jumpSigs = Arrays.copyOf(jumpSigs, out.size * 2 + 2);
            }
            jumpSigs[out.size] = s;
            out.add(m);
        }
    }

    /** Whether a tile can leave {@code s} (section 4, rule 2): one arc of 2-4 neighbours, each keeping one arc of 2-5. */
    private boolean removable(int s) {
        int len = ARC[neighbourMask(s, -1)];
        if (len < 2 || len > 4) {
            return false;
        }
        for (int d = 0; d < 6; d++) {
            int n = NB[d][s];
            if (tile[n]) {
                int l = ARC[neighbourMask(n, s)];
                if (l < 2 || l > 5) {
                    return false;
                }
            }
        }
        return true;
    }

    private int neighbourMask(int cell, int ignore) {
        int m = 0;
        for (int d = 0; d < 6; d++) {
            int n = NB[d][cell];
            if (tile[n] && n != ignore) {
                m |= 1 << d;
            }
        }
        return m;
    }

    private void tileMoves(MoveList out) {
        stamp++;
        int nc = 0;
        for (int i = 0; i < pos.tileCount; i++) {
            for (int d = 0; d < 6; d++) {
                int e = NB[d][pos.tiles[i]];
                if (!tile[e] && mark[e] != stamp) {
                    mark[e] = stamp;
                    candidates[nc++] = e;
                }
            }
        }
        for (int i = 0; i < pos.tileCount; i++) {
            int s = pos.tiles[i];
            if (stack[s] != 0 || s == pos.ko || !removable(s)) {
                continue;
            }
            for (int j = 0; j < nc; j++) {
                int e = candidates[j];
                int len = ARC[neighbourMask(e, s)];
                if (len >= 2 && len <= 4) {
                    out.add(KIND_TILE | FROM.put(s) | TILE_TO.put(e));
                }
            }
        }
    }
}
