/*
 * common/dtrace_uret.h -- when a return site of a pid return probe
 * returns, for the backends that plant them (os/linux/user/
 * dtrace_pidprov.c, os/linux/kernel/dtrace_pid.c, and any port's).
 *
 * Where it sits: libdtrace gives a pid<N>:::return probe a site at every
 * way out of the function, as the reference does (Dynamic Tracing Guide,
 * "pid Provider"): each ret, and each relative jmp or jcc whose target
 * lies outside the function (a tail call; arg0 is then the jump's
 * offset).  A backend fires the probe when the thread reaches the site,
 * before the instruction runs: always for a ret or a jmp, only when the
 * branch will be taken for a jcc.  These two calls say which (x86-64
 * encodings; the condition is the jcc's low opcode nibble).
 *
 * Freestanding: no libc, no OS header (common/ rules).
 */
#ifndef DTRACE_URET_H
#define DTRACE_URET_H

#include <stddef.h>
#include <stdint.h>

#define DTRACE_URET_ALWAYS	(-1)	/* a ret or a jmp: always returns */

/**
 * dtrace_uret_cond - how the return site whose instruction starts with
 * the @len bytes at @insn returns: the condition code (0..15) of a jcc
 * rel8 or rel32 (after any segment, branch-hint or bnd prefixes), else
 * DTRACE_URET_ALWAYS (also when @len is too short to tell).
 */
int dtrace_uret_cond(const uint8_t *insn, size_t len);

/**
 * dtrace_uret_taken - does condition @cond (dtrace_uret_cond) hold for
 * the flags register @flags (RFLAGS: CF bit 0, PF 2, ZF 6, SF 7, OF 11)?
 * 1 or 0; 1 for DTRACE_URET_ALWAYS.  Probe context safe.
 */
int dtrace_uret_taken(int cond, uint64_t flags);

#endif /* DTRACE_URET_H */
