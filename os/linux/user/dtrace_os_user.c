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
 *     deadlines with clock_nanosleep(2); control-path work
 *     (dtrace_os_work_*, the speculation cleaner) is such a thread too.
 *   - raise()/stop() of a probe in the dtrace process itself set a
 *     per-thread request, sent to this process (kill) when the outermost
 *     dtrace_os_interrupt_restore() leaves probe context.
 *   - Traced processes (dtrace -c / -p, dtrace_ptrace.c): while the
 *     tracer thread has entered the context of a stopped target thread
 *     (dtrace_uctx_current() != NULL), the context functions answer for
 *     that thread (pid, tid, ppid, uid, gid, execname, cwd, errno,
 *     uregs[], curthread), user loads and copyin/copyinstr read the
 *     target (process_vm_readv(2), else /proc/PID/mem), copyout writes
 *     it (/proc/PID/mem), and raise()/stop() are aimed at it (delivered
 *     by dtrace_uctx_exit(), see dtrace_uhost_take_target_signal()).
 *   - Kernel-captured events (os/linux/bpf/, uc_proc NULL): the context
 *     answers with what was captured at the probe site -- identity, the
 *     event's CPU (cpu, and the buffer written) and time (timestamp) --
 *     and user reads take the captured bytes (path strings) first, then
 *     read the process by pid, as it is afterwards; copyout and uregs[]
 *     fault (the event is past).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include <sys/uio.h>
#include <sys/socket.h>
#include <sys/utsname.h>

#include <dtrace/dif.h>
#include <dtrace/procinfo.h>

#include "dtrace_os.h"
#include "dtrace_uproc.h"
#include "dtrace_umachine.h"	/* uregs[] */
#include "dtrace_ustack.h"	/* user stacks (pid helper) */
#include "../dtrace_linux_errno.h"	/* DTRACE_E* -> errno */

/* ---- per-CPU blocks ------------------------------------------------------ */

typedef struct uhost_cpu {
	volatile uint16_t uc_flags;
	volatile uint64_t uc_illval;
	char uc_pad[48];
} uhost_cpu_t;

static uhost_cpu_t *uhost_cpus;
static uint32_t uhost_ncpus;
/* curcpu->cpu_info of each CPU, filled on first use (uhost_pinfo_of) */
static dtrace_processor_info_t *uhost_pinfo;
static pthread_once_t uhost_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t uhost_probe_lock;
static char uhost_execname[32];
static pid_t uhost_pid;

/*
 * Per-thread state, read on every probe-context call (dtrace_os_cpu_id()
 * several times per firing).  libdtrace is a shared library, so the
 * default TLS model would go through __tls_get_addr() on each access;
 * initial-exec makes it one %fs-relative load.  These 16 bytes come out
 * of the static TLS block (or glibc's surplus for a dlopen()ed library).
 */
#define UHOST_TLS	__thread __attribute__((tls_model("initial-exec")))

static UHOST_TLS uint32_t uhost_depth;		/* probe-context nesting */
static UHOST_TLS int32_t uhost_cpu = -1;	/* CPU while in probe context */
static UHOST_TLS int uhost_pending_sig;		/* raise()/stop() request */
static UHOST_TLS int uhost_target_sig;		/* the same, for a target */

static void uhost_deliver(void);

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
	uhost_pinfo = calloc(uhost_ncpus, sizeof (dtrace_processor_info_t));
	if (uhost_cpus == NULL || uhost_pinfo == NULL)
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

/*
 * The CPU of a thread outside probe context: where it runs now; for a
 * kernel-captured event (os/linux/bpf/), the CPU it happened on.
 */
static __attribute__((noinline)) uint32_t
uhost_cpu_sample(void)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();
	int c;

	uhost_ready();
	if (uc != NULL && uc->uc_cpuvalid)
		return (uc->uc_cpu % uhost_ncpus);
	c = sched_getcpu();
	if (c < 0)
		c = 0;
	return ((uint32_t)c % uhost_ncpus);
}

/*
 * dtrace_os_cpu_id() without the call: in probe context the CPU sampled
 * at entry (uhost_ready() has run then), else uhost_cpu_sample().
 */
static inline uint32_t
uhost_cpu_id(void)
{
	if (__builtin_expect(uhost_cpu >= 0, 1))
		return ((uint32_t)uhost_cpu);
	return (uhost_cpu_sample());
}

uint32_t
dtrace_os_cpu_id(void)
{
	return (uhost_cpu_id());
}

volatile uint16_t *
dtrace_os_cpu_flags(void)
{
	return (&uhost_cpus[uhost_cpu_id()].uc_flags);
}

volatile uint64_t *
dtrace_os_cpu_illval(void)
{
	return (&uhost_cpus[uhost_cpu_id()].uc_illval);
}

uint64_t
dtrace_os_interrupt_disable(void)
{
	uhost_ready();
	if (uhost_depth++ == 0) {
		dtrace_uproc_mutex_enter(&uhost_probe_lock);
		uhost_cpu = -1;
		uhost_cpu = (int32_t)uhost_cpu_sample();
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
		if (uhost_pending_sig != 0)
			uhost_deliver();
	}
}

/* ---- fault-safe memory ----------------------------------------------------- */

static void
uhost_badaddr(uintptr_t addr)
{
	volatile uhost_cpu_t *c = &uhost_cpus[uhost_cpu_id()];

	c->uc_flags |= DTRACE_CPUFLAG_BADADDR;
	c->uc_illval = addr;
}

/* process_vm_readv/writev(2) are missing: the pipe's way (uhost_copy_pipe) */
static volatile int uhost_novm;

/*
 * Copy @len bytes from @from to @to in our own address space through a
 * pipe: write(2) and read(2) fail (EFAULT) or come short on an unmapped
 * address instead of SIGSEGV.  For kernels built without
 * process_vm_readv(2) (CONFIG_CROSS_MEMORY_ATTACH=n) and for qemu-user,
 * which does not emulate it.  0 or -1.
 */
static int
uhost_copy_pipe(const void *from, void *to, size_t len)
{
	int fd[2], err = 0;
	size_t off, n;

	if (pipe2(fd, O_CLOEXEC) != 0)
		return (-1);
	/* a chunk at a time: never more than the pipe holds */
	for (off = 0; off < len && err == 0; off += n) {
		n = len - off > 4096 ? 4096 : len - off;
		if (write(fd[1], (const char *)from + off, n) != (ssize_t)n ||
		    read(fd[0], (char *)to + off, n) != (ssize_t)n)
			err = -1;
	}
	(void) close(fd[0]);
	(void) close(fd[1]);
	return (err);
}

/*
 * Copy @len bytes between @buf and @addr of our own address space
 * without faulting: from @addr into @buf, or with @towrite from @buf to
 * @addr.  process_vm_readv/writev(2), else a pipe.  0 or -1.
 */
static int
uhost_vmcopy(void *buf, uintptr_t addr, size_t len, int towrite)
{
	struct iovec local = { buf, len };
	struct iovec remote = { (void *)addr, len };
	ssize_t n;

	if (!uhost_novm) {
		n = towrite ?
		    process_vm_writev(uhost_pid, &local, 1, &remote, 1, 0) :
		    process_vm_readv(uhost_pid, &local, 1, &remote, 1, 0);
		if (n >= 0 || errno != ENOSYS)
			return (n == (ssize_t)len ? 0 : -1);
		uhost_novm = 1;
	}
	return (towrite ? uhost_copy_pipe(buf, (void *)addr, len) :
	    uhost_copy_pipe((const void *)addr, buf, len));
}

/* Read @len bytes at @addr of our own address space; 0 or -1. */
static int
uhost_read(uintptr_t addr, void *dst, size_t len)
{
	if (len == 0)
		return (0);
	if (addr + len < addr)
		return (-1);
	return (uhost_vmcopy(dst, addr, len, 0));
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
/*
 * The bytes captured with a kernel-captured event (uc_capture) from
 * @addr on: their address and count, or NULL when @addr is not in one.
 */
static const char *
uhost_captured(const dtrace_uctx_t *uc, uintptr_t addr, size_t *availp)
{
	uint32_t i;

	for (i = 0; i < uc->uc_ncapture; i++) {
		const dtrace_ucapture_t *c = &uc->uc_capture[i];

		if (addr >= c->ucc_addr && addr - c->ucc_addr < c->ucc_len) {
			*availp = c->ucc_len - (size_t)(addr - c->ucc_addr);
			return (c->ucc_data + (addr - c->ucc_addr));
		}
	}
	return (NULL);
}

/*
 * Read @len bytes at @addr of the context's thread: what was captured
 * with the event, else the process under control, else (kernel capture)
 * the process by pid, now.  0 or -1.
 */
/* Reads of a drained event's process not served from its capture. */
static uint64_t uhost_late_reads;

/*
 * The mappings of one process, as /proc/PID/maps gave them when last
 * read (per thread: the drain thread's), each with whether it is
 * read-only.  A late read there is as good as one at the event (text,
 * .rodata the process has not touched yet, which the capture program
 * cannot fault in).
 */
#define UHOST_MAPMAX	1024
static __thread struct {
	pid_t pid;
	int n;
	uintptr_t lo[UHOST_MAPMAX], hi[UHOST_MAPMAX];
	uint8_t ro[UHOST_MAPMAX];
} uhost_maps;

/* The cached mapping of @pid holding [@addr, @addr + @len), or -1. */
static int
uhost_map_find(pid_t pid, uintptr_t addr, size_t len)
{
	int i;

	for (i = 0; uhost_maps.pid == pid && i < uhost_maps.n; i++) {
		/* no addr + len: it wraps for an address near the top */
		if (addr >= uhost_maps.lo[i] && addr <= uhost_maps.hi[i] &&
		    len <= uhost_maps.hi[i] - addr)
			return (i);
	}
	return (-1);
}

/* Does [@addr, @addr + @len) lie in one read-only mapping of @pid? */
static int
uhost_readonly(pid_t pid, uintptr_t addr, size_t len)
{
	char path[64], line[512], perm[8];
	unsigned long lo, hi;
	FILE *fp;
	int i;

	/* not known (a new process, a new mapping): read the maps again */
	if ((i = uhost_map_find(pid, addr, len)) < 0) {
		uhost_maps.pid = pid;
		uhost_maps.n = 0;
		(void) snprintf(path, sizeof (path), "/proc/%d/maps", (int)pid);
		if ((fp = fopen(path, "re")) == NULL)
			return (0);
		while (uhost_maps.n < UHOST_MAPMAX &&
		    fgets(line, sizeof (line), fp) != NULL) {
			if (sscanf(line, "%lx-%lx %7s", &lo, &hi, perm) != 3)
				continue;
			uhost_maps.lo[uhost_maps.n] = lo;
			uhost_maps.hi[uhost_maps.n] = hi;
			uhost_maps.ro[uhost_maps.n++] = perm[0] == 'r' &&
			    perm[1] != 'w';
		}
		(void) fclose(fp);
		i = uhost_map_find(pid, addr, len);
	}
	return (i >= 0 && uhost_maps.ro[i]);
}

int
dtrace_uctx_read(const dtrace_uctx_t *uc, uintptr_t addr, void *dst, size_t len)
{
	struct iovec local = { dst, len };
	struct iovec remote = { (void *)addr, len };
	const char *cap;
	size_t avail;

	if (len == 0)
		return (0);
	if (uc->uc_ncapture != 0 &&
	    (cap = uhost_captured(uc, addr, &avail)) != NULL &&
	    avail >= len) {
		memcpy(dst, cap, len);
		return (0);
	}
	if (uc->uc_proc != NULL)
		return (dtrace_uproc_read(uc->uc_proc, addr, dst, len));
	if (addr + len < addr)
		return (-1);
	/* kernel capture took no copy: read as it is now, and counted */
	if (!uhost_readonly(uc->uc_pid, addr, len))
		__atomic_add_fetch(&uhost_late_reads, 1, __ATOMIC_RELAXED);
	return (process_vm_readv(uc->uc_pid, &local, 1, &remote, 1, 0) ==
	    (ssize_t)len ? 0 : -1);
}

uint64_t
dtrace_uctx_late_reads(void)
{
	return (__atomic_load_n(&uhost_late_reads, __ATOMIC_RELAXED));
}

/* Read @len bytes at user address @addr: the target's, else ours. */
static int
uhost_uread(uintptr_t addr, void *dst, size_t len)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	if (uc == NULL)
		return (uhost_read(addr, dst, len));
	return (dtrace_uctx_read(uc, addr, dst, len));
}

#define UHOST_ULOAD(name, type)						\
type									\
name(uintptr_t addr)							\
{									\
	type v;								\
									\
	if (uhost_uread(addr, &v, sizeof (v)) != 0) {			\
		uhost_badaddr(addr);					\
		return (0);						\
	}								\
	return (v);							\
}

UHOST_ULOAD(dtrace_os_uload8, uint8_t)
UHOST_ULOAD(dtrace_os_uload16, uint16_t)
UHOST_ULOAD(dtrace_os_uload32, uint32_t)
UHOST_ULOAD(dtrace_os_uload64, uint64_t)

/*
 * Copy @len bytes with @rd (host or user reads); on failure find the
 * first unreadable page for illval.
 */
static int
uhost_copy(int (*rd)(uintptr_t, void *, size_t), uintptr_t src, void *dst,
    size_t len)
{
	uintptr_t a;

	if (rd(src, dst, len) == 0)
		return (0);
	for (a = src; a < src + len; a = (a | 4095) + 1) {
		size_t chunk = ((a | 4095) + 1) - a;

		if (chunk > src + len - a)
			chunk = src + len - a;
		if (rd(a, (char *)dst + (a - src), chunk) != 0)
			break;
	}
	uhost_badaddr(a < src + len ? a : src);
	return (-1);
}

int
dtrace_os_copyin(uintptr_t uaddr, void *dst, size_t len)
{
	return (uhost_copy(uhost_uread, uaddr, dst, len));
}

int
dtrace_os_kcopy(uintptr_t src, void *dst, size_t len)
{
	return (uhost_copy(uhost_read, src, dst, len));
}

long
dtrace_os_copyinstr(uintptr_t uaddr, char *dst, size_t len)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();
	size_t done = 0;

	if (len == 0)
		return (0);
	/* a string captured with the event: as it was then */
	if (uc != NULL && uc->uc_ncapture != 0) {
		const char *cap;
		size_t avail, i;

		if ((cap = uhost_captured(uc, uaddr, &avail)) != NULL) {
			if (avail > len - 1)
				avail = len - 1;
			for (i = 0; i < avail; i++) {
				if ((dst[i] = cap[i]) == '\0')
					return ((long)i);
			}
			done = avail;	/* truncated capture: read on */
		}
	}
	while (done < len - 1) {
		uintptr_t a = uaddr + done;
		size_t chunk = ((a | 4095) + 1) - a;
		size_t i;

		if (chunk > len - 1 - done)
			chunk = len - 1 - done;
		if (uhost_uread(a, dst + done, chunk) != 0) {
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
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	if (len == 0)
		return (0);
	if (uc != NULL) {
		/* kernel capture (uc_proc NULL): the event is past */
		if (uaddr + len < uaddr || uc->uc_proc == NULL ||
		    dtrace_uproc_write(uc->uc_proc, uaddr, src, len) != 0) {
			uhost_badaddr(uaddr);
			return (-1);
		}
		return (0);
	}
	if (uhost_vmcopy((void *)(uintptr_t)src, uaddr, len, 1) != 0) {
		uhost_badaddr(uaddr);
		return (-1);
	}
	return (0);
}

/*
 * Device numbers as the Linux kernel's structures hold them (dev_t of
 * the kernel, not glibc's: a 12-bit major above a 20-bit minor), so a
 * script gives the same answer on both backends.
 */
uint64_t
dtrace_os_getmajor(uint64_t dev)
{
	return ((dev >> 20) & 0xfff);
}

uint64_t
dtrace_os_getminor(uint64_t dev)
{
	return (dev & 0xfffff);
}

/* AF_INET, AF_INET6, and the number illumos scripts give AF_INET6 (26) */
int
dtrace_os_inet_family(int af)
{
	if (af == AF_INET)
		return (4);
	if (af == AF_INET6 || af == 26)
		return (6);
	return (0);
}

/*
 * No deadman in the user host: the consumer and the framework are one
 * process, which stops and runs as a whole.
 */
int
dtrace_os_deadman(uint64_t *interval, uint64_t *user, uint64_t *timeout)
{
	*interval = *user = *timeout = 0;
	return (0);
}

/* The framework's error codes (DTRACE_E*): os/linux/dtrace_linux_errno.h */
int
dtrace_os_errno_of(int err)
{
	return (dtrace_linux_errno_of(err));
}

int
dtrace_os_ioctl_copyin(uint64_t uaddr, void *dst, size_t len)
{
	if (uaddr == 0 && len != 0)
		return (DTRACE_EFAULT);
	memcpy(dst, (const void *)(uintptr_t)uaddr, len);
	return (0);
}

int
dtrace_os_ioctl_copyout(const void *src, uint64_t uaddr, size_t len)
{
	if (uaddr == 0 && len != 0)
		return (DTRACE_EFAULT);
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
	const dtrace_uctx_t *uc = dtrace_uctx_current();
	uint64_t now = uhost_clock(CLOCK_MONOTONIC);

	/* a kernel-captured event: its time, running on from there */
	if (uc != NULL && uc->uc_time != 0) {
		if (uc->uc_timebase == 0)
			((dtrace_uctx_t *)(uintptr_t)uc)->uc_timebase = now;
		if (now >= uc->uc_timebase)
			return (uc->uc_time + (now - uc->uc_timebase));
	}
	return (now);
}

uint64_t
dtrace_os_getwalltime(void)
{
	return (uhost_clock(CLOCK_REALTIME));
}

/*
 * Fields 4 ... 3 + @n of /proc/PID/stat (of thread @tid's task directory
 * when @tid > 0) as numbers into @f (f[0] is field 4, the parent pid;
 * proc(5) numbers them), after the ")" that closes the command name.
 * Returns 0, or -1 when the process is gone.
 */
static int
uhost_stat(int pid, int tid, unsigned long long *f, int n)
{
	char path[80], buf[1024], *p, *end;
	FILE *fp;
	int i;

	if (tid > 0)
		snprintf(path, sizeof (path), "/proc/%d/task/%d/stat", pid, tid);
	else
		snprintf(path, sizeof (path), "/proc/%d/stat", pid);
	if ((fp = fopen(path, "re")) == NULL)
		return (-1);
	p = fgets(buf, sizeof (buf), fp);
	fclose(fp);
	if (p == NULL || (p = strrchr(buf, ')')) == NULL)
		return (-1);
	p += 2;				/* ") " */
	while (*p != '\0' && *p != ' ')	/* field 3, the state */
		p++;
	for (i = 0; i < n; i++) {
		f[i] = strtoull(p, &end, 10);
		if (end == p)
			return (-1);
		p = end;
	}
	return (0);
}

/*
 * vtimestamp of a traced thread: its time on CPU from
 * /proc/PID/task/TID/schedstat (ns), read once per probe.  The thread is
 * stopped while its probes fire, so DTrace's own time is never counted,
 * as the reference's vtimestamp excludes it.  Without schedstat (a kernel
 * without CONFIG_SCHED_INFO), utime + stime of its stat, in clock ticks.
 */
static uint64_t
uhost_target_vtime(dtrace_uctx_t *uc)
{
	char path[80];
	unsigned long long ns = 0, f[12];
	FILE *fp;

	if (uc->uc_vtimevalid)
		return (uc->uc_vtime);
	snprintf(path, sizeof (path), "/proc/%d/task/%d/schedstat",
	    (int)uc->uc_pid, (int)uc->uc_tid);
	if ((fp = fopen(path, "re")) != NULL) {
		if (fscanf(fp, "%llu", &ns) != 1)
			ns = 0;
		fclose(fp);
	} else if (uhost_stat(uc->uc_pid, uc->uc_tid, f, 12) == 0) {
		/* utime + stime: fields 14 and 15 */
		ns = (f[10] + f[11]) * (1000000000ULL /
		    (unsigned long long)sysconf(_SC_CLK_TCK));
	}
	uc->uc_vtime = ns;
	uc->uc_vtimevalid = 1;
	return (ns);
}

/*
 * The CPU a traced thread last ran on, "processor" (field 39) of its
 * stat, read once per probe: the thread is stopped in its probe, so that
 * is the CPU it ran the probed code on, while the probe fires on the
 * tracer's CPU.  A sample's CPU comes with the sample (uc_oncpu already
 * set).  A value beyond the CPUs the framework knows (a CPU onlined
 * since) would index per-CPU data out of range, so it is folded in.
 */
static uint32_t
uhost_target_cpu(dtrace_uctx_t *uc)
{
	unsigned long long f[36];
	uint32_t n = dtrace_os_ncpus();

	if (uc->uc_cpuvalid)		/* a kernel-captured event's CPU */
		return (uc->uc_cpu % n);
	if (uc->uc_oncpu < 0) {
		if (uhost_stat(uc->uc_pid, uc->uc_tid, f, 36) == 0)
			uc->uc_oncpu = (int32_t)(f[35] % n);
		else
			uc->uc_oncpu = (int32_t)uhost_cpu_id();
	}
	return ((uint32_t)uc->uc_oncpu % n);
}

uint32_t
dtrace_os_curcpu(void)
{
	dtrace_uctx_t *uc = (dtrace_uctx_t *)(uintptr_t)dtrace_uctx_current();

	if (uc != NULL)
		return (uhost_target_cpu(uc));
	return (uhost_cpu_id());
}

uint64_t
dtrace_os_getvtime(void)
{
	dtrace_uctx_t *uc = (dtrace_uctx_t *)(uintptr_t)dtrace_uctx_current();

	if (uc != NULL)
		return (uhost_target_vtime(uc));
	return (uhost_clock(CLOCK_THREAD_CPUTIME_ID));
}

/* ---- context ------------------------------------------------------------------- */

int32_t
dtrace_os_curpid(void)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	return (uc != NULL ? (int32_t)uc->uc_pid : (int32_t)getpid());
}

int32_t
dtrace_os_curppid(void)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	return (uc != NULL ? (int32_t)uc->uc_ppid : (int32_t)getppid());
}

int32_t
dtrace_os_curtid(void)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	return (uc != NULL ? (int32_t)uc->uc_tid :
	    (int32_t)syscall(SYS_gettid));
}

uint32_t
dtrace_os_curuid(void)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	return (uc != NULL ? (uint32_t)uc->uc_uid : (uint32_t)getuid());
}

uint32_t
dtrace_os_curgid(void)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	return (uc != NULL ? (uint32_t)uc->uc_gid : (uint32_t)getgid());
}

int
dtrace_os_progenyof(int32_t pid)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();
	int p = (int)dtrace_os_curpid(), depth;
	unsigned long long ppid;

	if (p == (int)pid)
		return (1);
	/*
	 * The first parent as the context has it: a process whose event
	 * kernel capture drained may have no /proc left by now.
	 */
	if (uc != NULL)
		p = (int)uc->uc_ppid;
	else if (uhost_stat(p, 0, &ppid, 1) == 0)
		p = (int)ppid;
	else
		return (0);
	/* up the parents to the first process (whose parent is 0) */
	for (depth = 0; depth < 4096; depth++) {
		if (p == (int)pid)
			return (1);
		if (p == 0 || uhost_stat(p, 0, &ppid, 1) != 0)
			break;
		p = (int)ppid;
	}
	return (0);
}

/* The effective id (second number) of line @key ("Uid:", "Gid:") of
 * /proc/PID/status, or 0. */
static uint64_t
uhost_status_id(int pid, const char *key)
{
	char path[64], buf[256];
	unsigned long long real, eff = 0;
	size_t klen = strlen(key);
	FILE *fp;

	snprintf(path, sizeof (path), "/proc/%d/status", pid);
	if ((fp = fopen(path, "re")) == NULL)
		return (0);
	while (fgets(buf, sizeof (buf), fp) != NULL) {
		if (strncmp(buf, key, klen) == 0) {
			if (sscanf(buf + klen, "%llu %llu", &real, &eff) != 2)
				eff = 0;
			break;
		}
	}
	fclose(fp);
	return (eff);
}

/*
 * The physical package (@node 0) or NUMA node (@node 1) of CPU @cpu, from
 * /sys/devices/system/cpu/cpuN (topology/physical_package_id; the nodeM
 * entry).  0 when sysfs does not say.
 */
static uint64_t
uhost_cpu_topology(int cpu, int node)
{
	char path[96], buf[32];
	unsigned long v = 0;
	FILE *fp;
	int i;

	if (!node) {
		snprintf(path, sizeof (path), "/sys/devices/system/cpu/cpu%d/"
		    "topology/physical_package_id", cpu);
		if ((fp = fopen(path, "re")) == NULL)
			return (0);
		if (fgets(buf, sizeof (buf), fp) != NULL)
			v = strtoul(buf, NULL, 10);
		fclose(fp);
		return (v);
	}
	for (i = 0; i < 1024; i++) {
		snprintf(path, sizeof (path),
		    "/sys/devices/system/cpu/cpu%d/node%d", cpu, i);
		if (access(path, F_OK) == 0)
			return ((uint64_t)i);
	}
	return (0);
}

/*
 * The processor_info_t of @cpu (< uhost_ncpus), as the module gives it:
 * online, uname's machine, the x86 FPU as the reference names it, and
 * the clock in MHz from the "cpu MHz" line of /proc/cpuinfo for that
 * processor (what the kernel's cpu_khz shows where no cpufreq driver
 * runs).  Filled once per CPU; two threads filling it at once write the
 * same bytes, and pi_state, set last, says it is complete.
 */
static uint64_t
uhost_pinfo_of(uint32_t cpu)
{
	dtrace_processor_info_t *pi = &uhost_pinfo[cpu];
	char line[256];
	struct utsname u;
	long cur = -1;
	double mhz;
	FILE *fp;

	if (__atomic_load_n(&pi->pi_state, __ATOMIC_ACQUIRE) != 0)
		return ((uint64_t)(uintptr_t)pi);
	if (uname(&u) == 0)
		snprintf(pi->pi_processor_type, sizeof (pi->pi_processor_type),
		    "%.15s", u.machine);
#if defined(__x86_64__) || defined(__i386__)
	snprintf(pi->pi_fputypes, sizeof (pi->pi_fputypes), "i387 compatible");
#endif
	if ((fp = fopen("/proc/cpuinfo", "re")) != NULL) {
		while (fgets(line, sizeof (line), fp) != NULL) {
			if (sscanf(line, "processor : %ld", &cur) == 1)
				continue;
			if (cur == (long)cpu &&
			    sscanf(line, "cpu MHz : %lf", &mhz) == 1) {
				pi->pi_clock = (int)mhz;
				break;
			}
		}
		fclose(fp);
	}
	__atomic_store_n(&pi->pi_state, DTRACE_P_ONLINE, __ATOMIC_RELEASE);
	return ((uint64_t)(uintptr_t)pi);
}

uint64_t
dtrace_os_procinfo(int which)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();
	volatile uhost_cpu_t *c;
	int pid = uc != NULL ? (int)uc->uc_pid : (int)getpid();
	int tid = (int)dtrace_os_curtid();
	unsigned long long f[38], argc = 0;

	switch (which) {
	case DIF_PROCINFO_EUID:
		return (uhost_status_id(pid, "Uid:"));
	case DIF_PROCINFO_EGID:
		return (uhost_status_id(pid, "Gid:"));
	case DIF_PROCINFO_PGID:
	case DIF_PROCINFO_SID:
		if (uhost_stat(pid, 0, f, 3) != 0)
			return (0);
		return (which == DIF_PROCINFO_PGID ? f[1] : f[2]);
	case DIF_PROCINFO_PRI:
		/* field 18 is prio - 100 (MAX_RT_PRIO) */
		if (uhost_stat(pid, tid, f, 15) != 0)
			return (0);
		return ((uint64_t)((long long)f[14] + 100));
	case DIF_PROCINFO_POLICY:
		/* field 41, the policy (SCHED_OTHER 0, SCHED_FIFO 1, ...) */
		if (uhost_stat(pid, tid, f, 38) != 0)
			return (0);
		return (f[37]);
	case DIF_PROCINFO_CHIP:
	case DIF_PROCINFO_LGRP:
		return (uhost_cpu_topology((int)dtrace_os_curcpu(),
		    which == DIF_PROCINFO_LGRP));
	case DIF_PROCINFO_CPUINFO:
		return (uhost_pinfo_of(dtrace_os_curcpu()));
	case DIF_PROCINFO_ARGC:
	case DIF_PROCINFO_ARGV:
	case DIF_PROCINFO_ENVP:
		/* startstack (field 28) holds argc, then argv[], envp[] */
		if (uhost_stat(pid, 0, f, 25) != 0 || f[24] == 0)
			return (0);
		if (which == DIF_PROCINFO_ARGV)
			return (f[24] + 8);
		if ((uc != NULL ? dtrace_uctx_read(uc,
		    (uintptr_t)f[24], &argc, 8) :
		    (memcpy(&argc, (void *)(uintptr_t)f[24], 8), 0)) != 0)
			return (0);
		return (which == DIF_PROCINFO_ARGC ? argc :
		    f[24] + 8 + 8 * (argc + 1));
	default:
		c = &uhost_cpus[uhost_cpu_id()];
		c->uc_flags |= DTRACE_CPUFLAG_ILLOP;
		c->uc_illval = (uint64_t)which;
		return (0);
	}
}

void
dtrace_os_execname(char *buf, size_t len)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();
	const char *name;

	uhost_ready();
	if (len == 0)
		return;
	name = uc != NULL ? uc->uc_execname : uhost_execname;
	strncpy(buf, name, len - 1);
	buf[len - 1] = '\0';
}

void
dtrace_os_cwd(char *buf, size_t len)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	if (len == 0)
		return;
	if (uc != NULL) {
		char path[64];
		ssize_t n;

		snprintf(path, sizeof (path), "/proc/%d/cwd", (int)uc->uc_pid);
		n = readlink(path, buf, len - 1);
		buf[n < 0 ? 0 : n] = '\0';
		return;
	}
	if (getcwd(buf, len) == NULL)
		buf[0] = '\0';
}

/*
 * /proc/PID/cmdline's NUL-separated arguments -- or the @ncap bytes of
 * them @cap captured with the event -- blank-separated in @buf
 */
static void
uhost_execargs(int pid, const char *cap, size_t ncap, char *buf, size_t len)
{
	char path[64];
	ssize_t n, i;
	int fd;

	buf[0] = '\0';
	if (cap != NULL) {
		n = (ssize_t)(ncap < len - 1 ? ncap : len - 1);
		memcpy(buf, cap, (size_t)n);
	} else {
		if (pid > 0)
			snprintf(path, sizeof (path), "/proc/%d/cmdline", pid);
		else
			snprintf(path, sizeof (path), "/proc/self/cmdline");
		if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
			return;
		n = read(fd, buf, len - 1);
		close(fd);
	}
	if (n <= 0) {
		buf[0] = '\0';
		return;
	}
	while (n > 0 && buf[n - 1] == '\0')
		n--;
	for (i = 0; i < n; i++) {
		if (buf[i] == '\0')
			buf[i] = ' ';
	}
	buf[n] = '\0';
}

void
dtrace_os_execargs(char *buf, size_t len)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	if (len == 0)
		return;
	uhost_execargs(uc != NULL ? (int)uc->uc_pid : 0,
	    uc != NULL ? uc->uc_execargs : NULL,
	    uc != NULL ? uc->uc_nexecargs : 0, buf, len);
}

uintptr_t
dtrace_os_curthread(void)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	/* a traced thread: its tid, tagged so no host pointer collides */
	if (uc != NULL)
		return ((uintptr_t)0x8000000000000000ULL | (uintptr_t)uc->uc_tid);
	return ((uintptr_t)pthread_self());
}

int32_t
dtrace_os_errno(void)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	return (uc != NULL ? uc->uc_errno : (int32_t)errno);
}

/* ---- stacks ------------------------------------------------------------------ */

/*
 * stack(): the kernel stack a profile sample captured with the context
 * (dtrace_usample.c); none elsewhere (the host's own frames are not
 * the traced program's).
 */
int
dtrace_os_getpcstack(uint64_t *pcs, int depth, int aframes)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();
	int n = 0;

	(void)aframes;
	if (uc == NULL || pcs == NULL)
		return (0);
	for (; n < depth && (uint32_t)n < uc->uc_nkpcs; n++)
		pcs[n] = uc->uc_kpcs[n];
	return (n);
}

int
dtrace_os_getustack(uint64_t *pcs, int depth)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	if (uc != NULL)		/* a traced thread: dtrace_ustack.c */
		return (dtrace_ustack_get(uc, pcs, depth));
	if (depth <= 0)
		return (0);
	pcs[0] = (uint64_t)dtrace_os_curpid();
	return (1);
}

int
dtrace_os_getstackdepth(int aframes)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	(void)aframes;
	return (uc != NULL ? (int)uc->uc_nkpcs : 0);
}

int
dtrace_os_getustackdepth(void)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	if (uc != NULL)		/* a traced thread: dtrace_ustack.c */
		return (dtrace_ustack_depth(uc));
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
	volatile uhost_cpu_t *c = &uhost_cpus[uhost_cpu_id()];
	dtrace_uctx_t *uc = (dtrace_uctx_t *)(uintptr_t)dtrace_uctx_current();
	uint64_t v;
	int slot;

	if (uc == NULL) {
		/* dtrace's own thread (BEGIN, END, tick-N) */
		if (dtrace_umachine_ownreg(reg, &v) == 0)
			return (v);
		goto bad;
	}
	/* uregs[N]: a word of the thread's register set, fetched once */
	if ((slot = dtrace_umachine_regslot(reg)) >= 0) {
		if (!uc->uc_regsvalid) {
			if (uc->uc_proc == NULL ||
			    dtrace_uproc_getregs(uc->uc_proc, uc->uc_tid,
			    &uc->uc_regs) != 0)
				goto bad;
			uc->uc_regsvalid = 1;
		}
		return (((const uint64_t *)&uc->uc_regs)[slot]);
	}
bad:
	c->uc_flags |= DTRACE_CPUFLAG_ILLOP;
	c->uc_illval = (uint64_t)reg;
	return (0);
}

/* ---- control ---------------------------------------------------------------------- */

/* The user host's CPUs are buffer slots, always "online": never fails. */
int
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
	return (0);
}

void
dtrace_os_yield(void)
{
	/* the consumer's threads are scheduled preemptively */
}

void
dtrace_os_sync(void)
{
	uhost_ready();
	dtrace_uproc_mutex_enter(&uhost_probe_lock);
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

/*
 * Bind the calling thread to the CPU it runs on, as a kernel binds a
 * cyclic to one CPU: tick-N then fires on one CPU (one buffer), so its
 * records come out in the order they were made.
 */
static void
uhost_bind_here(void)
{
	cpu_set_t set;
	int c = sched_getcpu();

	if (c < 0)
		return;
	CPU_ZERO(&set);
	CPU_SET(c, &set);
	(void) pthread_setaffinity_np(pthread_self(), sizeof (set), &set);
}

static void *
uhost_cyclic_thread(void *arg)
{
	dtrace_os_cyclic_t *cy = arg;
	uint64_t next = dtrace_os_gethrtime() + cy->cy_interval;
	sigset_t all;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL);
	uhost_bind_here();

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

/*
 * Control-path periodic work: a cyclic thread of the user host already
 * runs outside probe context and may sleep and cross-call.
 */
struct dtrace_os_work {
	dtrace_os_cyclic_t *w_cyclic;
};

dtrace_os_work_t *
dtrace_os_work_add(void (*func)(void *), void *arg, uint64_t interval_ns)
{
	dtrace_os_work_t *w = calloc(1, sizeof (*w));

	if (w == NULL)
		return (NULL);
	if ((w->w_cyclic = dtrace_os_cyclic_add(func, arg, interval_ns)) ==
	    NULL) {
		free(w);
		return (NULL);
	}
	return (w);
}

void
dtrace_os_work_remove(dtrace_os_work_t *w)
{
	if (w == NULL)
		return;
	dtrace_os_cyclic_remove(w->w_cyclic);
	free(w);
}

/*
 * raise() and stop(): the probes of the user host fire in the dtrace
 * process itself (BEGIN, END, profile), so the request is for this
 * process.  It is kept per thread and sent to the process (a cyclic
 * thread blocks every signal) once the thread leaves probe context.
 */
int
dtrace_os_raise(int sig)
{
	if (sig < 0 || sig >= NSIG)
		return (-1);
	if (dtrace_uctx_current() != NULL) {
		/* a traced thread: delivered by dtrace_uctx_exit() */
		if (uhost_target_sig == 0)
			uhost_target_sig = sig;
		return (0);
	}
	if (uhost_pending_sig == 0)
		uhost_pending_sig = sig;
	return (0);
}

void
dtrace_os_stop(void)
{
	if (dtrace_uctx_current() != NULL) {
		if (uhost_target_sig == 0)
			uhost_target_sig = SIGSTOP;
		return;
	}
	if (uhost_pending_sig == 0)
		uhost_pending_sig = SIGSTOP;
}

/*
 * The consumer waits in poll(2) on its open's eventfd (dtrace_uhost.c
 * dt_uhost_waitfd); @waker is the address of that descriptor.  write(2)
 * is safe wherever a probe fires, a signal handler included.
 */
void
dtrace_os_consumer_wake(void *waker)
{
	uint64_t one = 1;

	if (waker != NULL)
		(void) write(*(const int *)waker, &one, sizeof (one));
}

/*
 * breakpoint() and panic() are destructive to a whole kernel: the user
 * host, a process, has no kernel to stop or panic, so GO refuses them.
 */
int
dtrace_os_kdestructive(void)
{
	return (0);
}

void
dtrace_os_breakpoint(const char *probe, const void *ecb)
{
	(void)probe;
	(void)ecb;
}

void
dtrace_os_panic(const char *probe, const void *ecb)
{
	(void)probe;
	(void)ecb;
}

static void
uhost_deliver(void)
{
	int sig = uhost_pending_sig;

	uhost_pending_sig = 0;
	(void) kill(getpid(), sig);
}

/* ---- memory ----------------------------------------------------------------------- */

void *
dtrace_os_alloc(size_t size)
{
	return (calloc(1, size == 0 ? 1 : size));
}

void *
dtrace_os_alloc_try(size_t size)
{
	if ((uint64_t)size > dtrace_os_mem_avail())
		return (NULL);
	return (calloc(1, size == 0 ? 1 : size));
}

/*
 * Half of what the machine can give without swapping (MemAvailable, else
 * the free pages), and half of the address-space limit: calloc() of more
 * would "succeed" on an overcommitting kernel and the process would be
 * killed when it first touched the memory.
 */
uint64_t
dtrace_os_mem_avail(void)
{
	uint64_t avail = 0;
	unsigned long long kb;
	struct rlimit rl;
	char line[128];
	FILE *f;

	if ((f = fopen("/proc/meminfo", "re")) != NULL) {
		while (fgets(line, sizeof (line), f) != NULL) {
			if (sscanf(line, "MemAvailable: %llu kB", &kb) == 1) {
				avail = (uint64_t)kb * 1024;
				break;
			}
		}
		(void) fclose(f);
	}
	if (avail == 0) {
		long pages = sysconf(_SC_AVPHYS_PAGES);
		long psize = sysconf(_SC_PAGESIZE);

		if (pages > 0 && psize > 0)
			avail = (uint64_t)pages * (uint64_t)psize;
	}
	avail /= 2;
	if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
	    (uint64_t)rl.rlim_cur / 2 < avail)
		avail = (uint64_t)rl.rlim_cur / 2;
	return (avail);
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

/**
 * dtrace_uhost_take_target_signal - the raise()/stop() request (a signal;
 * SIGSTOP for stop()) that probes made in the traced thread's context
 * just left, or 0; clears it.  Called by dtrace_uctx_exit().
 */
int
dtrace_uhost_take_target_signal(void)
{
	int sig = uhost_target_sig;

	uhost_target_sig = 0;
	return (sig);
}
