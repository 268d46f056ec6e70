/*
 * os/template/dtrace_os_template.c -- where a new port starts: every
 * function of common/dtrace_os.h, none of them ported.
 *
 * It builds freestanding, together with common/, for any target
 * (test/unit/portability.sh builds and checks both for every target it
 * knows), so a porter starts from a tree that compiles and links and then
 * replaces these bodies one group at a time, in the order os/README.md
 * gives.  Each function here fails the way its contract allows: an error
 * code, NULL, a fault flag (BADADDR for memory, ILLOP otherwise), or, for
 * a function that cannot fail, the most harmless answer (one CPU, time
 * 0).  Every call records its name; dtrace_template_unported() returns the
 * first, which the port's device glue can print ("not ported: NAME") while
 * the port is being brought up.
 *
 * Nothing here is specific to an OS, and nothing here is a working
 * implementation: a port that still calls any of these is not done.
 */
#include "dtrace_impl.h"

/* the first function called that is not ported yet, and how many calls */
static const char *template_first;
static uint64_t template_calls;

/* per-CPU core block of the single CPU this template pretends to have */
static volatile uint16_t template_flags;
static volatile uint64_t template_illval;

static void
not_ported(const char *fn)
{
	if (template_first == NULL)
		template_first = fn;
	template_calls++;
}

/* a fault for the clause that called @fn: illegal operation */
static void
not_ported_fault(const char *fn, uint16_t flag, uint64_t illval)
{
	not_ported(fn);
	template_flags |= flag;
	template_illval = illval;
}

/**
 * dtrace_template_unported - the name of the first function of
 * common/dtrace_os.h called while it was still this template's, or NULL
 * when none was.  @calls (if not NULL) receives how many such calls were
 * made.  For the port's device glue to report during bring-up; it is not
 * part of the OS interface.
 */
const char *
dtrace_template_unported(uint64_t *calls)
{
	if (calls != NULL)
		*calls = template_calls;
	return (template_first);
}

int
dtrace_os_errno_of(int err)
{
	not_ported(__func__);
	return (err);	/* the framework's own number: no errno table yet */
}

/* ---- fault-safe memory access [P]: every address is unreadable ---------- */

#define	LOAD_NOT_PORTED(type)	\
	not_ported_fault(__func__, DTRACE_CPUFLAG_BADADDR, addr); \
	return ((type)0)

uint8_t dtrace_os_load8(uintptr_t addr) { LOAD_NOT_PORTED(uint8_t); }
uint16_t dtrace_os_load16(uintptr_t addr) { LOAD_NOT_PORTED(uint16_t); }
uint32_t dtrace_os_load32(uintptr_t addr) { LOAD_NOT_PORTED(uint32_t); }
uint64_t dtrace_os_load64(uintptr_t addr) { LOAD_NOT_PORTED(uint64_t); }
uint8_t dtrace_os_uload8(uintptr_t addr) { LOAD_NOT_PORTED(uint8_t); }
uint16_t dtrace_os_uload16(uintptr_t addr) { LOAD_NOT_PORTED(uint16_t); }
uint32_t dtrace_os_uload32(uintptr_t addr) { LOAD_NOT_PORTED(uint32_t); }
uint64_t dtrace_os_uload64(uintptr_t addr) { LOAD_NOT_PORTED(uint64_t); }

int
dtrace_os_copyin(uintptr_t uaddr, void *dst, size_t len)
{
	(void) dst; (void) len;
	not_ported_fault(__func__, DTRACE_CPUFLAG_BADADDR, uaddr);
	return (-1);
}

long
dtrace_os_copyinstr(uintptr_t uaddr, char *dst, size_t len)
{
	if (len > 0)
		dst[0] = '\0';
	not_ported_fault(__func__, DTRACE_CPUFLAG_BADADDR, uaddr);
	return (-1);
}

int
dtrace_os_kcopy(uintptr_t src, void *dst, size_t len)
{
	(void) dst; (void) len;
	not_ported_fault(__func__, DTRACE_CPUFLAG_BADADDR, src);
	return (-1);
}

int
dtrace_os_copyout(const void *src, uintptr_t uaddr, size_t len)
{
	(void) src; (void) len;
	not_ported_fault(__func__, DTRACE_CPUFLAG_BADADDR, uaddr);
	return (-1);
}

int
dtrace_os_ioctl_copyin(uint64_t uaddr, void *dst, size_t len)
{
	(void) uaddr; (void) dst; (void) len;
	not_ported(__func__);
	return (DTRACE_EFAULT);
}

int
dtrace_os_ioctl_copyout(const void *src, uint64_t uaddr, size_t len)
{
	(void) src; (void) uaddr; (void) len;
	not_ported(__func__);
	return (DTRACE_EFAULT);
}

/* ---- per-CPU state [P]: one CPU, no interrupts to disable ---------------- */

uint32_t dtrace_os_cpu_id(void) { not_ported(__func__); return (0); }
uint32_t dtrace_os_ncpus(void) { not_ported(__func__); return (1); }
volatile uint16_t *dtrace_os_cpu_flags(void) { return (&template_flags); }
volatile uint64_t *dtrace_os_cpu_illval(void) { return (&template_illval); }

uint64_t
dtrace_os_interrupt_disable(void)
{
	not_ported(__func__);
	return (0);
}

void
dtrace_os_interrupt_restore(uint64_t cookie)
{
	(void) cookie;
	not_ported(__func__);
}

/* ---- atomics [P]: correct on one CPU only -------------------------------- */

uint32_t
dtrace_os_cas32(volatile uint32_t *target, uint32_t cmp, uint32_t nv)
{
	uint32_t old = *target;

	not_ported(__func__);
	if (old == cmp)
		*target = nv;
	return (old);
}

void *
dtrace_os_casptr(void *volatile *target, void *cmp, void *nv)
{
	void *old = *target;

	not_ported(__func__);
	if (old == cmp)
		*target = nv;
	return (old);
}

void
dtrace_os_add64(volatile uint64_t *target, int64_t delta)
{
	not_ported(__func__);
	*target += (uint64_t)delta;
}

void dtrace_os_membar_producer(void) { not_ported(__func__); }
void dtrace_os_membar_consumer(void) { not_ported(__func__); }

/* ---- time [P]: no clock ------------------------------------------------- */

uint64_t dtrace_os_gethrtime(void) { not_ported(__func__); return (0); }
uint64_t dtrace_os_getwalltime(void) { not_ported(__func__); return (0); }
uint64_t dtrace_os_getvtime(void) { not_ported(__func__); return (0); }

/* ---- current context [P]: no process ------------------------------------ */

int32_t dtrace_os_curpid(void) { not_ported(__func__); return (0); }
int32_t dtrace_os_curppid(void) { not_ported(__func__); return (0); }
int32_t dtrace_os_curtid(void) { not_ported(__func__); return (0); }
uint32_t dtrace_os_curuid(void) { not_ported(__func__); return (0); }
uint32_t dtrace_os_curgid(void) { not_ported(__func__); return (0); }
uint32_t dtrace_os_curcpu(void) { not_ported(__func__); return (0); }

void
dtrace_os_execname(char *buf, size_t len)
{
	not_ported(__func__);
	if (len > 0)
		buf[0] = '\0';
}

void
dtrace_os_cwd(char *buf, size_t len)
{
	not_ported(__func__);
	if (len > 0)
		buf[0] = '\0';
}

uint64_t
dtrace_os_procinfo(int which)
{
	not_ported_fault(__func__, DTRACE_CPUFLAG_ILLOP, (uint64_t)which);
	return (0);
}

int
dtrace_os_progenyof(int32_t pid)
{
	(void) pid;
	not_ported(__func__);
	return (0);
}

void
dtrace_os_execargs(char *buf, size_t len)
{
	not_ported(__func__);
	if (len > 0)
		buf[0] = '\0';
}

uintptr_t dtrace_os_curthread(void) { not_ported(__func__); return (0); }
int32_t dtrace_os_errno(void) { not_ported(__func__); return (0); }

uint64_t
dtrace_os_getmajor(uint64_t dev)
{
	not_ported_fault(__func__, DTRACE_CPUFLAG_ILLOP, dev);
	return (0);
}

uint64_t
dtrace_os_getminor(uint64_t dev)
{
	not_ported_fault(__func__, DTRACE_CPUFLAG_ILLOP, dev);
	return (0);
}

int
dtrace_os_inet_family(int af)
{
	(void) af;
	not_ported(__func__);
	return (0);	/* no family known: inet_ntop() faults */
}

/* ---- stacks [P]: none --------------------------------------------------- */

int
dtrace_os_getpcstack(uint64_t *pcs, int depth, int aframes)
{
	(void) pcs; (void) depth; (void) aframes;
	not_ported(__func__);
	return (0);
}

int
dtrace_os_getustack(uint64_t *pcs, int depth)
{
	(void) pcs; (void) depth;
	not_ported(__func__);
	return (0);
}

int
dtrace_os_getstackdepth(int aframes)
{
	(void) aframes;
	not_ported(__func__);
	return (0);
}

int dtrace_os_getustackdepth(void) { not_ported(__func__); return (0); }

uint64_t
dtrace_os_getarg(int argno, int aframes)
{
	(void) argno; (void) aframes;
	not_ported(__func__);
	return (0);
}

uint64_t
dtrace_os_getreg(int reg)
{
	not_ported_fault(__func__, DTRACE_CPUFLAG_ILLOP, (uint64_t)reg);
	return (0);
}

/* ---- control: nothing to call, lock or schedule ------------------------- */

int
dtrace_os_xcall(int32_t cpu, void (*func)(void *), void *arg)
{
	(void) cpu; (void) func; (void) arg;
	not_ported(__func__);
	return (DTRACE_ENOENT);	/* no CPU ran @func */
}

void dtrace_os_sync(void) { not_ported(__func__); }
void dtrace_os_yield(void) { not_ported(__func__); }

dtrace_os_mutex_t *
dtrace_os_mutex_create(void)
{
	not_ported(__func__);
	return (NULL);
}

void
dtrace_os_mutex_destroy(dtrace_os_mutex_t *m)
{
	(void) m;
	not_ported(__func__);
}

void
dtrace_os_mutex_enter(dtrace_os_mutex_t *m)
{
	(void) m;
	not_ported(__func__);
}

void
dtrace_os_mutex_exit(dtrace_os_mutex_t *m)
{
	(void) m;
	not_ported(__func__);
}

dtrace_os_cyclic_t *
dtrace_os_cyclic_add(void (*func)(void *), void *arg, uint64_t interval_ns)
{
	(void) func; (void) arg; (void) interval_ns;
	not_ported(__func__);
	return (NULL);
}

dtrace_os_cyclic_t *
dtrace_os_cyclic_add_omni(void (*func)(void *), void *arg,
    uint64_t interval_ns)
{
	(void) func; (void) arg; (void) interval_ns;
	not_ported(__func__);
	return (NULL);
}

void
dtrace_os_cyclic_remove(dtrace_os_cyclic_t *cyc)
{
	(void) cyc;
	not_ported(__func__);
}

void
dtrace_os_interrupted_pc(uint64_t *kpc, uint64_t *upc)
{
	not_ported(__func__);
	*kpc = 0;
	*upc = 0;
}

dtrace_os_work_t *
dtrace_os_work_add(void (*func)(void *), void *arg, uint64_t interval_ns)
{
	(void) func; (void) arg; (void) interval_ns;
	not_ported(__func__);
	return (NULL);
}

void
dtrace_os_work_remove(dtrace_os_work_t *work)
{
	(void) work;
	not_ported(__func__);
}

int
dtrace_os_deadman(uint64_t *interval, uint64_t *user, uint64_t *timeout)
{
	(void) interval; (void) user; (void) timeout;
	not_ported(__func__);
	return (0);	/* no deadman */
}

/* ---- destructive actions [P]: refused ----------------------------------- */

int
dtrace_os_raise(int sig)
{
	(void) sig;
	not_ported(__func__);
	return (-1);
}

void dtrace_os_stop(void) { not_ported(__func__); }

/* Queue something that wakes the consumer blocked in its wait (poll). */
void dtrace_os_consumer_wake(void *waker) { (void) waker; not_ported(__func__); }
int dtrace_os_kdestructive(void) { not_ported(__func__); return (0); }

void
dtrace_os_breakpoint(const char *probe, const void *ecb)
{
	(void) probe; (void) ecb;
	not_ported(__func__);
}

void
dtrace_os_panic(const char *probe, const void *ecb)
{
	(void) probe; (void) ecb;
	not_ported(__func__);	/* declines, as the contract allows */
}

/* ---- memory: none to give ------------------------------------------------ */

void *
dtrace_os_alloc(size_t size)
{
	(void) size;
	not_ported(__func__);
	return (NULL);
}

void *
dtrace_os_alloc_try(size_t size)
{
	(void) size;
	not_ported(__func__);
	return (NULL);
}

void *
dtrace_os_alloc_nosleep(size_t size)
{
	(void) size;
	not_ported(__func__);
	return (NULL);
}

uint64_t dtrace_os_mem_avail(void) { not_ported(__func__); return (0); }

void
dtrace_os_free(void *ptr, size_t size)
{
	(void) ptr; (void) size;
	not_ported(__func__);
}

/* ---- privileges and diagnostics ----------------------------------------- */

uint32_t
dtrace_os_priv(uint32_t *uidp)
{
	not_ported(__func__);
	if (uidp != NULL)
		*uidp = 0;
	return (0);	/* no privilege: every enabling is refused */
}

void
dtrace_os_printf(const char *fmt, ...)
{
	(void) fmt;
	not_ported(__func__);
}
