/*
 * os/linux/user/dtrace_noprocctl.c -- the user host on a machine without
 * process control (dtrace_umachine.h: every machine but x86-64).  Built
 * instead of the tracer (dtrace_ptrace.c), the pid provider
 * (dtrace_pidprov.c), user stacks and samples (dtrace_ustack.c,
 * dtrace_usample.c) and the syscall provider (dtrace_syscall.c), whose
 * interfaces it answers:
 *   - starting (-c) or grabbing (-p, pid<N>) a process fails with
 *     ENOTSUP, which dtrace reports ("failed to execute CMD: process
 *     control is not built for this machine");
 *   - no probe context is a traced thread: probes fire in dtrace's own
 *     threads only (dtrace_uctx_current() is NULL);
 *   - profile-N fires in dtrace's timer thread, as with no process under
 *     control on x86-64; ustack() is empty;
 *   - the syscall provider has no probes (no system-call table for this
 *     machine, and nothing that could fire them).
 * The proc provider (dtrace_procprov.c) is built and lists its probes;
 * nothing fires them here.
 */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>

#include "dtrace_core.h"
#include "dtrace_uproc.h"
#include "dtrace_uprov.h"
#include "dtrace_pidprov.h"
#include "dtrace_usample.h"
#include "dtrace_ustack.h"

/* ---- processes: none can be controlled ---------------------------------- */

int
dtrace_uproc_createve(const char *file, char *const argv[],
    char *const envp[], dtrace_uproc_t **pp)
{
	(void)file;
	(void)argv;
	(void)envp;
	*pp = NULL;
	return (ENOTSUP);
}

int
dtrace_uproc_grab(pid_t pid, int flags, dtrace_uproc_t **pp)
{
	(void)pid;
	(void)flags;
	*pp = NULL;
	return (ENOTSUP);
}

/* The calls below take a process only dtrace_uproc_createve/_grab give. */
int
dtrace_uproc_continue(dtrace_uproc_t *p)
{
	(void)p;
	return (EINVAL);
}

void
dtrace_uproc_release(dtrace_uproc_t *p)
{
	(void)p;
}

int
dtrace_uproc_status(dtrace_uproc_t *p, int *wstatp)
{
	(void)p;
	*wstatp = 0;
	return (1);
}

int
dtrace_uproc_execerr(dtrace_uproc_t *p)
{
	(void)p;
	return (0);
}

pid_t
dtrace_uproc_pid(const dtrace_uproc_t *p)
{
	(void)p;
	return (0);
}

int
dtrace_uproc_read(dtrace_uproc_t *p, uintptr_t addr, void *buf, size_t len)
{
	(void)p;
	(void)addr;
	(void)buf;
	(void)len;
	return (-1);
}

int
dtrace_uproc_write(dtrace_uproc_t *p, uintptr_t addr, const void *buf,
    size_t len)
{
	(void)p;
	(void)addr;
	(void)buf;
	(void)len;
	return (-1);
}

int
dtrace_uproc_getregs(dtrace_uproc_t *p, pid_t tid, dtrace_uregs_t *regs)
{
	(void)p;
	(void)tid;
	(void)regs;
	return (-1);
}

void
dtrace_uproc_set_gone_hook(void (*fn)(pid_t))
{
	(void)fn;
}

void
dtrace_uproc_set_fork_hook(void (*fn)(pid_t, pid_t))
{
	(void)fn;
}

void
dtrace_uproc_mutex_enter(pthread_mutex_t *m)
{
	(void) pthread_mutex_lock(m);
}

const dtrace_uctx_t *
dtrace_uctx_current(void)
{
	return (NULL);
}

/* ---- the pid provider: no process, no site ------------------------------ */

int
dtrace_pidprov_create(const dtrace_pidspec_t *spec)
{
	(void)spec;
	return (ENOTSUP);
}

int
dtrace_pidprov_resolve(const dtrace_pidspec_t *spec)
{
	(void)spec;
	return (ENOTSUP);
}

int
dtrace_pidprov_prepare(pid_t pid)
{
	(void)pid;
	return (ENOTSUP);
}

int
dtrace_pidprov_watch_maps(pid_t pid, uint64_t addr)
{
	(void)pid;
	(void)addr;
	return (ENOTSUP);
}

int
dtrace_pidprov_watch_ifunc(pid_t pid, uint64_t resolver,
    const uint64_t *rets, uint32_t nrets)
{
	(void)pid;
	(void)resolver;
	(void)rets;
	(void)nrets;
	return (ENOTSUP);
}

void
dtrace_pidprov_set_mapped_hook(void (*fn)(pid_t))
{
	(void)fn;
}

void
dtrace_pidprov_set_ifunc_hook(void (*fn)(pid_t, uint64_t, uint64_t))
{
	(void)fn;
}

/* ---- user stacks and samples: no traced thread -------------------------- */

int
dtrace_ustack_get(const dtrace_uctx_t *uc, uint64_t *pcs, int depth)
{
	(void)uc;
	(void)pcs;
	(void)depth;
	return (0);
}

int
dtrace_ustack_depth(const dtrace_uctx_t *uc)
{
	(void)uc;
	return (0);
}

dtrace_usample_t *
dtrace_usample_create(uint64_t interval_ns)
{
	(void)interval_ns;
	return (NULL);
}

dtrace_usample_t *
dtrace_usample_create_systemwide(uint64_t interval_ns)
{
	(void)interval_ns;
	return (NULL);
}

void
dtrace_usample_destroy(dtrace_usample_t *s)
{
	(void)s;
}

void
dtrace_usample_fire(dtrace_usample_t *s, dtrace_id_t id, uint64_t late)
{
	(void)s;
	(void)id;
	(void)late;
}

const char *
dtrace_usample_how(const dtrace_usample_t *s)
{
	(void)s;
	return (NULL);
}

int
dtrace_usample_nthreads(const dtrace_usample_t *s)
{
	(void)s;
	return (0);
}

/* ---- the syscall provider: no probes ------------------------------------ */

int
dtrace_syscall_init(void)
{
	return (0);
}

void
dtrace_syscall_proc_want(long nr, int on)
{
	(void)nr;
	(void)on;
}

int
dtrace_syscall_bytracer(void)
{
	return (0);
}
