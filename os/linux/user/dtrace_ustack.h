/*
 * os/linux/user/dtrace_ustack.h -- user stacks of traced threads for the
 * user host (dtrace_ustack.c): ustack(), ustackdepth, ucaller.
 */
#ifndef DTRACE_USTACK_H
#define DTRACE_USTACK_H

#include <stdint.h>
#include "dtrace_uproc.h"

/**
 * dtrace_ustack_get - [P, tracer thread] unwind the stopped thread of
 * context @uc: @pcs[0] = its pid, then up to @depth - 1 pcs, innermost
 * first (the pc of the probe, then return addresses).  Unwinds with the
 * CFI of every mapped object (elfutils libdwfl), reading the live stack.
 * Returns the number of words stored (at least 1 when @depth > 0).
 */
int dtrace_ustack_get(const dtrace_uctx_t *uc, uint64_t *pcs, int depth);

/** dtrace_ustack_depth - [P] the number of frames of @uc's stack. */
int dtrace_ustack_depth(const dtrace_uctx_t *uc);

/**
 * dtrace_ustack_forget - drop the unwinder state of process @pid (it
 * exec'd, mapped new code or is gone).  Tracer thread.
 */
void dtrace_ustack_forget(pid_t pid);

/**
 * dtrace_ustack_snapshot - until called again with @data NULL, the
 * calling thread's unwinds read the @len bytes of user stack at @sp from
 * @data (a copy taken with the sample) instead of the live process.
 */
void dtrace_ustack_snapshot(uint64_t sp, const void *data, size_t len);

#endif /* DTRACE_USTACK_H */
