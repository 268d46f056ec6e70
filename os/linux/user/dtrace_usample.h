/*
 * os/linux/user/dtrace_usample.h -- sampling the threads of processes
 * under control for profile-N (dtrace_usample.c).
 */
#ifndef DTRACE_USAMPLE_H
#define DTRACE_USAMPLE_H

#include <stdint.h>
#include "dtrace_core.h"

typedef struct dtrace_usample dtrace_usample_t;

/**
 * dtrace_usample_create - a sampler of every traced thread, one sample per
 * @interval_ns of its CPU time.  Returns NULL when out of memory.
 */
dtrace_usample_t *dtrace_usample_create(uint64_t interval_ns);

/**
 * dtrace_usample_create_systemwide - a sampler of every process on every
 * CPU (one event per online CPU, user mode only), one sample per
 * @interval_ns of each CPU's time: for kernel capture (no process under
 * control).  Returns NULL when perf events cannot do it here (not
 * permitted: not root, perf_event_paranoid; out of memory): the caller
 * falls back to dtrace_usample_create().
 */
dtrace_usample_t *dtrace_usample_create_systemwide(uint64_t interval_ns);

/**
 * dtrace_usample_fire - fire probe @id once for each sample taken since
 * the last call, in the sampled thread's context: arg0 = 0 (no kernel
 * pc), arg1 = the user pc, arg2 = @late (ns).  System-wide, the context
 * is that of the sampled thread of any process (uc_proc NULL).  Called by the profile
 * probe's cyclic thread at every tick.
 */
void dtrace_usample_fire(dtrace_usample_t *s, dtrace_id_t id, uint64_t late);

/**
 * dtrace_usample_nthreads - how many threads of processes under control
 * @s samples (system-wide: how many CPUs) (0 for NULL; 1 once they have all exited, so that the end of
 * a run is not sampled in dtrace's own context either): profile-N fires
 * in them, not in dtrace's own context, when there are any.
 */
int dtrace_usample_nthreads(const dtrace_usample_t *s);

/**
 * dtrace_usample_how - what sampler @s samples, in words for dtrace -v:
 * "every process on every CPU, user and kernel mode", "... user mode
 * only" (the kernel refused), or "processes under control only"; when
 * system-wide, followed by where each sample's pid, tid, ids and name
 * come from: "named when taken (BPF)", "named from /proc when read", or
 * "named when taken (BPF) on N of M CPUs".  The string is static (the
 * last call's).
 */
const char *dtrace_usample_how(const dtrace_usample_t *s);

/** dtrace_usample_destroy - stop sampling and free @s (NULL is fine). */
void dtrace_usample_destroy(dtrace_usample_t *s);

#endif /* DTRACE_USAMPLE_H */
