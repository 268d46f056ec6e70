/*
 * os/linux/user/dtrace_os_user.c -- the user host's implementation of the
 * OS interface (common/dtrace_os.h) for a framework running inside the
 * dtrace process itself (DESIGN.md: the embedded default backend).
 *
 * Where it sits: common/ calls these; the user-host glue (dtrace_uhost.c)
 * and the profile provider (dtrace_profile.c) sit beside it.
 *
 * Model:
 *   - "Interrupts disabled" is a process-wide recursive lock, taken by the
 *     outermost dtrace_os_interrupt_disable() of a thread, so two threads
 *     are never in probe context at once and never write the same per-CPU
 *     buffer.  The CPU of a thread in probe context is sampled once
 *     (sched_getcpu) at entry and stays fixed until the outermost restore,
 *     so per-CPU fault flags and buffers stay consistent if it migrates.
 *   - Fault-safe loads use process_vm_readv(2) on our own pid: an
 *     unmapped address makes the call fail (EFAULT) instead of SIGSEGV.
 *   - dtrace_os_sync() takes and drops the probe-context lock: on return
 *     no thread is still in probe context.
 *   - dtrace_os_xcall() runs the function under the probe-context lock
 *     with the thread's CPU set to the target (each CPU in turn for
 *     DTRACE_CPUALL).
 *   - Cyclics are one thread each, sleeping to absolute CLOCK_MONOTONIC
 *     deadlines with clock_nanosleep(2).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <sys/uio.h>

#include "dtrace_os.h"

/* ---- per-CPU blocks ------------------------------------------------------ */

typedef struct uhost_cpu {
	volatile uint16_t uc_flags;
	volatile uint64_t uc_illval;
	char uc_pad[48];
} uhost_cpu_t;

static uhost_cpu_t *uhost_cpus;
static uint32_t uhost_ncpus;
static pthread_once_t uhost_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t uhost_probe_lock;
static char uhost_execname[32];
static pid_t uhost_pid;

static __thread uint32_t uhost_depth;		/* probe-context nesting */
static __thread int32_t uhost_cpu = -1;		/* CPU while in probe context */

static void
uhost_init(void)
{
	pthread_mutexattr_t attr;
	long n = get_nprocs_conf();
	FILE *fp;

	if (n < 1)
		n = 1;
	uhost_ncpus = (uint32_t)n;
	uhost_cpus = calloc(uhost_ncpus, sizeof (uhost_cpu_t));
	if (uhost_cpus == NULL)
		abort();
	pthread_mutexattr_init(&attr);
	pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
	pthread_mutex_init(&uhost_probe_lock, &attr);
	pthread_mutexattr_destroy(&attr);
	uhost_pid = getpid();
	if ((fp = fopen("/proc/self/comm", "r")) != NULL) {
		if (fgets(uhost_execname, sizeof (uhost_execname), fp) != NULL)
			uhost_execname[strcspn(uhost_execname, "\n")] = '\0';
		fclose(fp);
	}
}

static inline void
uhost_ready(void)
{
	if (uhost_cpus == NULL)
		pthread_once(&uhost_once, uhost_init);
}

uint32_t
dtrace_os_ncpus(void)
{
	uhost_ready();
	return (uhost_ncpus);
}

uint32_t
dtrace_os_cpu_id(void)
{
	int c;

	uhost_ready();
	if (uhost_cpu >= 0)
		return ((uint32_t)uhost_cpu);
	c = sched_getcpu();
	if (c < 0)
		c = 0;
	return ((uint32_t)c % uhost_ncpus);
}

volatile uint16_t *
dtrace_os_cpu_flags(void)
{
	return (&uhost_cpus[dtrace_os_cpu_id()].uc_flags);
}

volatile uint64_t *
dtrace_os_cpu_illval(void)
{
	return (&uhost_cpus[dtrace_os_cpu_id()].uc_illval);
}

uint64_t
dtrace_os_interrupt_disable(void)
{
	uhost_ready();
	if (uhost_depth++ == 0) {
		pthread_mutex_lock(&uhost_probe_lock);
		uhost_cpu = -1;
		uhost_cpu = (int32_t)dtrace_os_cpu_id();
	}
	return (0);
}

void
dtrace_os_interrupt_restore(uint64_t cookie)
{
	(void)cookie;
	if (uhost_depth == 0)
		return;
	if (--uhost_depth == 0) {
		uhost_cpu = -1;
		pthread_mutex_unlock(&uhost_probe_lock);
	}
}

/* ---- fault-safe memory ----------------------------------------------------- */

static void
uhost_badaddr(uintptr_t addr)
{
	volatile uhost_cpu_t *c = &uhost_cpus[dtrace_os_cpu_id()];

	c->uc_flags |= DTRACE_CPUFLAG_BADADDR;
	c->uc_illval = addr;
}

/* Read @len bytes at @addr of our own address space; 0 or -1. */
static int
uhost_read(uintptr_t addr, void *dst, size_t len)
{
	struct iovec local = { dst, len };
	struct iovec remote = { (void *)addr, len };
	ssize_t n;

	if (len == 0)
		return (0);
	if (addr + len < addr)
		return (-1);
	n = process_vm_readv(uhost_pid, &local, 1, &remote, 1, 0);
	return (n == (ssize_t)len ? 0 : -1);
}

#define UHOST_LOAD(name, type)						\
type									\
name(uintptr_t addr)							\
{									\
	type v;								\
									\
	if (uhost_read(addr, &v, sizeof (v)) != 0) {			\
		uhost_badaddr(addr);					\
		return (0);						\
	}								\
	return (v);							\
}

UHOST_LOAD(dtrace_os_load8, uint8_t)
UHOST_LOAD(dtrace_os_load16, uint16_t)
UHOST_LOAD(dtrace_os_load32, uint32_t)
UHOST_LOAD(dtrace_os_load64, uint64_t)
UHOST_LOAD(dtrace_os_uload8, uint8_t)
UHOST_LOAD(dtrace_os_uload16, uint16_t)
UHOST_LOAD(dtrace_os_uload32, uint32_t)
UHOST_LOAD(dtrace_os_uload64, uint64_t)

/* Copy @len bytes; on failure find the first unreadable page for illval. */
static int
uhost_copy(uintptr_t src, void *dst, size_t len)
{
	uintptr_t a;

	if (uhost_read(src, dst, len) == 0)
		return (0);
	for (a = src; a < src + len; a = (a | 4095) + 1) {
		size_t chunk = ((a | 4095) + 1) - a;

		if (chunk > src + len - a)
			chunk = src + len - a;
		if (uhost_read(a, (char *)dst + (a - src), chunk) != 0)
			break;
	}
	uhost_badaddr(a < src + len ? a : src);
	return (-1);
}

int
dtrace_os_copyin(uintptr_t uaddr, void *dst, size_t len)
{
	return (uhost_copy(uaddr, dst, len));
}

int
dtrace_os_kcopy(uintptr_t src, void *dst, size_t len)
{
	return (uhost_copy(src, dst, len));
}

long
dtrace_os_copyinstr(uintptr_t uaddr, char *dst, size_t len)
{
	size_t done = 0;

	if (len == 0)
		return (0);
	while (done < len - 1) {
		uintptr_t a = uaddr + done;
		size_t chunk = ((a | 4095) + 1) - a;
		size_t i;

		if (chunk > len - 1 - done)
			chunk = len - 1 - done;
		if (uhost_read(a, dst + done, chunk) != 0) {
			dst[done] = '\0';
			uhost_badaddr(a);
			return (-1);
		}
		for (i = 0; i < chunk; i++) {
			if (dst[done + i] == '\0')
				return ((long)(done + i));
		}
		done += chunk;
	}
	dst[done] = '\0';
	return ((long)done);
}

int
dtrace_os_copyout(const void *src, uintptr_t uaddr, size_t len)
{
	struct iovec local = { (void *)(uintptr_t)src, len };
	struct iovec remote = { (void *)uaddr, len };

	if (len == 0)
		return (0);
	if (process_vm_writev(uhost_pid, &local, 1, &remote, 1, 0) !=
	    (ssize_t)len) {
		uhost_badaddr(uaddr);
		return (-1);
	}
	return (0);
}

int
dtrace_os_ioctl_copyin(uint64_t uaddr, void *dst, size_t len)
{
	if (uaddr == 0 && len != 0)
		return (EFAULT);
	memcpy(dst, (const void *)(uintptr_t)uaddr, len);
	return (0);
}

int
dtrace_os_ioctl_copyout(const void *src, uint64_t uaddr, size_t len)
{
	if (uaddr == 0 && len != 0)
		return (EFAULT);
	memcpy((void *)(uintptr_t)uaddr, src, len);
	return (0);
}

/* ---- atomics ----------------------------------------------------------------- */

uint32_t
dtrace_os_cas32(volatile uint32_t *target, uint32_t cmp, uint32_t nv)
{
	__atomic_compare_exchange_n(target, &cmp, nv, 0, __ATOMIC_SEQ_CST,
	    __ATOMIC_SEQ_CST);
	return (cmp);
}

void *
dtrace_os_casptr(void *volatile *target, void *cmp, void *nv)
{
	__atomic_compare_exchange_n(target, &cmp, nv, 0, __ATOMIC_SEQ_CST,
	    __ATOMIC_SEQ_CST);
	return (cmp);
}

void
dtrace_os_add64(volatile uint64_t *target, int64_t delta)
{
	__atomic_fetch_add(target, (uint64_t)delta, __ATOMIC_SEQ_CST);
}

void
dtrace_os_membar_producer(void)
{
	__atomic_thread_fence(__ATOMIC_RELEASE);
}

void
dtrace_os_membar_consumer(void)
{
	__atomic_thread_fence(__ATOMIC_ACQUIRE);
}

/* ---- time ---------------------------------------------------------------------- */

static uint64_t
uhost_clock(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec);
}

uint64_t
dtrace_os_gethrtime(void)
{
	return (uhost_clock(CLOCK_MONOTONIC));
}

uint64_t
dtrace_os_getwalltime(void)
{
	return (uhost_clock(CLOCK_REALTIME));
}

uint64_t
dtrace_os_getvtime(void)
{
	return (uhost_clock(CLOCK_THREAD_CPUTIME_ID));
}

/* ---- context ------------------------------------------------------------------- */

int32_t
dtrace_os_curpid(void)
{
	return ((int32_t)getpid());
}

int32_t
dtrace_os_curppid(void)
{
	return ((int32_t)getppid());
}

int32_t
dtrace_os_curtid(void)
{
	return ((int32_t)syscall(SYS_gettid));
}

uint32_t
dtrace_os_curuid(void)
{
	return ((uint32_t)getuid());
}

uint32_t
dtrace_os_curgid(void)
{
	return ((uint32_t)getgid());
}

void
dtrace_os_execname(char *buf, size_t len)
{
	uhost_ready();
	if (len == 0)
		return;
	strncpy(buf, uhost_execname, len - 1);
	buf[len - 1] = '\0';
}

void
dtrace_os_cwd(char *buf, size_t len)
{
	if (len == 0)
		return;
	if (getcwd(buf, len) == NULL)
		buf[0] = '\0';
}

uintptr_t
dtrace_os_curthread(void)
{
	return ((uintptr_t)pthread_self());
}

int32_t
dtrace_os_errno(void)
{
	return ((int32_t)errno);
}

/* ---- stacks (not available in the user host yet) ------------------------------- */

int
dtrace_os_getpcstack(uint64_t *pcs, int depth, int aframes)
{
	(void)pcs;
	(void)depth;
	(void)aframes;
	return (0);
}

int
dtrace_os_getustack(uint64_t *pcs, int depth)
{
	if (depth <= 0)
		return (0);
	pcs[0] = (uint64_t)getpid();
	return (1);
}

int
dtrace_os_getstackdepth(int aframes)
{
	(void)aframes;
	return (0);
}

int
dtrace_os_getustackdepth(void)
{
	return (0);
}

uint64_t
dtrace_os_getarg(int argno, int aframes)
{
	(void)argno;
	(void)aframes;
	return (0);
}

uint64_t
dtrace_os_getreg(int reg)
{
	volatile uhost_cpu_t *c = &uhost_cpus[dtrace_os_cpu_id()];

	c->uc_flags |= DTRACE_CPUFLAG_ILLOP;
	c->uc_illval = (uint64_t)reg;
	return (0);
}

/* ---- control ---------------------------------------------------------------------- */

void
dtrace_os_xcall(int32_t cpu, void (*func)(void *), void *arg)
{
	uint32_t c;
	int32_t saved;

	uhost_ready();
	dtrace_os_interrupt_disable();
	saved = uhost_cpu;
	if (cpu == DTRACE_CPUALL) {
		for (c = 0; c < uhost_ncpus; c++) {
			uhost_cpu = (int32_t)c;
			func(arg);
		}
	} else {
		uhost_cpu = (int32_t)((uint32_t)cpu % uhost_ncpus);
		func(arg);
	}
	uhost_cpu = saved;
	dtrace_os_interrupt_restore(0);
}

void
dtrace_os_sync(void)
{
	uhost_ready();
	pthread_mutex_lock(&uhost_probe_lock);
	pthread_mutex_unlock(&uhost_probe_lock);
}

struct dtrace_os_mutex {
	pthread_mutex_t m;
};

dtrace_os_mutex_t *
dtrace_os_mutex_create(void)
{
	dtrace_os_mutex_t *m = calloc(1, sizeof (*m));

	if (m != NULL)
		pthread_mutex_init(&m->m, NULL);
	return (m);
}

void
dtrace_os_mutex_destroy(dtrace_os_mutex_t *m)
{
	pthread_mutex_destroy(&m->m);
	free(m);
}

void
dtrace_os_mutex_enter(dtrace_os_mutex_t *m)
{
	pthread_mutex_lock(&m->m);
}

void
dtrace_os_mutex_exit(dtrace_os_mutex_t *m)
{
	pthread_mutex_unlock(&m->m);
}

struct dtrace_os_cyclic {
	pthread_t cy_thread;
	void (*cy_func)(void *);
	void *cy_arg;
	uint64_t cy_interval;
	volatile int cy_stop;
	pthread_mutex_t cy_lock;
	pthread_cond_t cy_cv;
};

static void
ts_from_ns(struct timespec *ts, uint64_t ns)
{
	ts->tv_sec = (time_t)(ns / 1000000000ULL);
	ts->tv_nsec = (long)(ns % 1000000000ULL);
}

static void *
uhost_cyclic_thread(void *arg)
{
	dtrace_os_cyclic_t *cy = arg;
	uint64_t next = dtrace_os_gethrtime() + cy->cy_interval;
	sigset_t all;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL);

	pthread_mutex_lock(&cy->cy_lock);
	while (!cy->cy_stop) {
		struct timespec ts;
		uint64_t now;

		ts_from_ns(&ts, next);
		/* wait until the deadline, or until told to stop */
		while (!cy->cy_stop &&
		    pthread_cond_timedwait(&cy->cy_cv, &cy->cy_lock, &ts) == 0)
			;
		if (cy->cy_stop)
			break;
		pthread_mutex_unlock(&cy->cy_lock);
		cy->cy_func(cy->cy_arg);
		pthread_mutex_lock(&cy->cy_lock);
		next += cy->cy_interval;
		now = dtrace_os_gethrtime();
		if (now > next + cy->cy_interval) {
			/* fell far behind (stopped, swapped): do not burst */
			next = now + cy->cy_interval;
		}
	}
	pthread_mutex_unlock(&cy->cy_lock);
	return (NULL);
}

dtrace_os_cyclic_t *
dtrace_os_cyclic_add(void (*func)(void *), void *arg, uint64_t interval_ns)
{
	dtrace_os_cyclic_t *cy;
	pthread_condattr_t ca;

	if (interval_ns == 0)
		return (NULL);
	cy = calloc(1, sizeof (*cy));
	if (cy == NULL)
		return (NULL);
	cy->cy_func = func;
	cy->cy_arg = arg;
	cy->cy_interval = interval_ns;
	pthread_mutex_init(&cy->cy_lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&cy->cy_cv, &ca);
	pthread_condattr_destroy(&ca);
	if (pthread_create(&cy->cy_thread, NULL, uhost_cyclic_thread, cy) != 0) {
		pthread_cond_destroy(&cy->cy_cv);
		pthread_mutex_destroy(&cy->cy_lock);
		free(cy);
		return (NULL);
	}
	return (cy);
}

void
dtrace_os_cyclic_remove(dtrace_os_cyclic_t *cy)
{
	if (cy == NULL)
		return;
	pthread_mutex_lock(&cy->cy_lock);
	cy->cy_stop = 1;
	pthread_cond_signal(&cy->cy_cv);
	pthread_mutex_unlock(&cy->cy_lock);
	pthread_join(cy->cy_thread, NULL);
	pthread_cond_destroy(&cy->cy_cv);
	pthread_mutex_destroy(&cy->cy_lock);
	free(cy);
}

/* ---- memory ----------------------------------------------------------------------- */

void *
dtrace_os_alloc(size_t size)
{
	return (calloc(1, size == 0 ? 1 : size));
}

void *
dtrace_os_alloc_nosleep(size_t size)
{
	return (calloc(1, size == 0 ? 1 : size));
}

void
dtrace_os_free(void *ptr, size_t size)
{
	(void)size;
	free(ptr);
}

/* ---- privileges and diagnostics ------------------------------------------------------ */

uint32_t
dtrace_os_priv(uint32_t *uidp)
{
	uid_t uid = geteuid();

	if (uidp != NULL)
		*uidp = (uint32_t)getuid();
	if (uid == 0)
		return (DTRACE_PRIV_ALL);
	return (DTRACE_PRIV_ALL & ~DTRACE_PRIV_KERNEL);
}

void
dtrace_os_printf(const char *fmt, ...)
{
	va_list ap;

	if (getenv("DTRACE_DEBUG") == NULL)
		return;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}
