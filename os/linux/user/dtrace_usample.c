/*
 * os/linux/user/dtrace_usample.c -- profile-N on the processes under
 * control (Dynamic Tracing Guide, "profile Provider"): the user host's
 * profile provider (dtrace_profile.c) fires profile-N once per interval
 * for the dtrace process itself; with this sampler it also fires once for
 * every interval a traced thread spent running on a CPU, in that thread's
 * context: arg1 is the user pc it was sampled at, pid/tid/execname are
 * its own, and ustack() unwinds the stack it had then.
 *
 * How: one perf_event_open(2) software event per traced thread
 * (PERF_COUNT_SW_TASK_CLOCK, user mode only, one sample per interval of
 * the thread's CPU time) recording the pc, the registers and a copy of
 * the top of the user stack (PERF_SAMPLE_REGS_USER, _STACK_USER); no
 * ptrace stop is needed.  At each tick of the profile probe the ring
 * buffers are drained and each sample fires the probe; ustack() unwinds
 * from the copied stack (dtrace_ustack_snapshot) so the frames are those
 * of the sample even though the thread has run on.  The traced threads
 * are those whose TracerPid is this process (/proc), rescanned every
 * 100 ms, so new threads and children join within that delay.
 *
 * Limits: a thread running shorter than one interval between ticks is
 * not sampled; samples taken while a thread ran in the kernel are not
 * recorded (exclude_kernel), as arg0 (the kernel pc) would be.  When
 * perf_event_open is not permitted, targets are simply not sampled.
 *
 * Invariants: a sampler is used by one profile probe's cyclic thread;
 * its thread table changes only there.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#include "dtrace_core.h"
#include "dtrace_uproc.h"
#include "dtrace_ustack.h"
#include "dtrace_usample.h"
#include "dtrace_pidprov.h"

#define US_DATAPAGES	16		/* ring buffer: 64 KiB per thread */
#define US_STACK	8192		/* bytes of user stack per sample */
#define US_RESCAN_NS	100000000ULL	/* look for new threads every 100 ms */

/* perf's x86 register numbers (asm/perf_regs.h) */
enum {
	US_AX, US_BX, US_CX, US_DX, US_SI, US_DI, US_BP, US_SP, US_IP,
	US_FLAGS, US_R8 = 16, US_R9, US_R10, US_R11, US_R12, US_R13, US_R14,
	US_R15
};
#define US_REGMASK	(0x3ffULL | (0xffULL << 16))
#define US_NREGS	18

typedef struct us_thread {
	pid_t ut_pid, ut_tid;
	int ut_fd;
	void *ut_map;
	size_t ut_maplen;
	int ut_seen;
} us_thread_t;

struct dtrace_usample {
	uint64_t us_interval;
	us_thread_t *us_threads;
	int us_nthreads, us_cap;
	uint64_t us_lastscan;
	pid_t us_self;
	int us_broken;			/* perf_event_open refused */
	int us_seen;			/* has had threads under control */
};

static uint64_t
us_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec);
}

dtrace_usample_t *
dtrace_usample_create(uint64_t interval_ns)
{
	dtrace_usample_t *s = calloc(1, sizeof (*s));

	if (s == NULL)
		return (NULL);
	s->us_interval = interval_ns;
	s->us_self = getpid();
	return (s);
}

static void
us_close(us_thread_t *t)
{
	if (t->ut_map != NULL)
		munmap(t->ut_map, t->ut_maplen);
	if (t->ut_fd >= 0)
		close(t->ut_fd);
	t->ut_map = NULL;
	t->ut_fd = -1;
}

void
dtrace_usample_destroy(dtrace_usample_t *s)
{
	int i;

	if (s == NULL)
		return;
	for (i = 0; i < s->us_nthreads; i++)
		us_close(&s->us_threads[i]);
	free(s->us_threads);
	free(s);
}

/* Is @pid traced by us?  (TracerPid of /proc/@pid/status) */
static int
us_traced_by_us(dtrace_usample_t *s, const char *pid)
{
	char path[300], line[128];
	int ours = 0;
	FILE *fp;

	snprintf(path, sizeof (path), "/proc/%s/status", pid);
	if ((fp = fopen(path, "re")) == NULL)
		return (0);
	while (fgets(line, sizeof (line), fp) != NULL) {
		long t;

		if (sscanf(line, "TracerPid: %ld", &t) == 1) {
			/*
			 * the tracer is ours: the tracer process (a child
			 * sharing our memory: dtrace_uproc_tracer), or a
			 * thread of this process
			 */
			char tp[64];

			snprintf(tp, sizeof (tp), "/proc/%d/task/%ld",
			    (int)s->us_self, t);
			ours = t > 0 && ((pid_t)t == dtrace_uproc_tracer() ||
			    access(tp, F_OK) == 0);
			break;
		}
	}
	fclose(fp);
	return (ours);
}

static void
us_open(dtrace_usample_t *s, pid_t pid, pid_t tid)
{
	struct perf_event_attr a;
	us_thread_t *t;
	long pg = sysconf(_SC_PAGESIZE);
	int i, fd;

	for (i = 0; i < s->us_nthreads; i++) {
		if (s->us_threads[i].ut_tid == tid) {
			s->us_threads[i].ut_seen = 1;
			return;
		}
	}
	memset(&a, 0, sizeof (a));
	a.size = sizeof (a);
	a.type = PERF_TYPE_SOFTWARE;
	a.config = PERF_COUNT_SW_TASK_CLOCK;
	a.sample_period = s->us_interval;
	a.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_CPU |
	    PERF_SAMPLE_REGS_USER | PERF_SAMPLE_STACK_USER;
	a.sample_regs_user = US_REGMASK;
	a.sample_stack_user = US_STACK;
	a.exclude_kernel = 1;
	a.exclude_hv = 1;
	fd = (int)syscall(SYS_perf_event_open, &a, tid, -1, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (fd < 0) {
		if (errno == EACCES || errno == EPERM || errno == ENOSYS)
			s->us_broken = 1;
		return;
	}
	if (s->us_nthreads == s->us_cap) {
		int ncap = s->us_cap ? s->us_cap * 2 : 8;
		us_thread_t *n = realloc(s->us_threads,
		    (size_t)ncap * sizeof (*n));

		if (n == NULL) {
			close(fd);
			return;
		}
		s->us_threads = n;
		s->us_cap = ncap;
	}
	t = &s->us_threads[s->us_nthreads];
	t->ut_pid = pid;
	t->ut_tid = tid;
	t->ut_fd = fd;
	t->ut_seen = 1;
	t->ut_maplen = (size_t)(1 + US_DATAPAGES) * (size_t)pg;
	t->ut_map = mmap(NULL, t->ut_maplen, PROT_READ | PROT_WRITE,
	    MAP_SHARED, fd, 0);
	if (t->ut_map == MAP_FAILED) {
		close(fd);
		return;
	}
	s->us_nthreads++;
}

/* Find the threads of the processes under control; drop the dead. */
static void
us_rescan(dtrace_usample_t *s)
{
	DIR *d, *td;
	struct dirent *e, *te;
	char path[300];
	int i, j;

	for (i = 0; i < s->us_nthreads; i++)
		s->us_threads[i].ut_seen = 0;
	if ((d = opendir("/proc")) == NULL)
		return;
	while ((e = readdir(d)) != NULL && !s->us_broken) {
		if (e->d_name[0] < '1' || e->d_name[0] > '9' ||
		    atoi(e->d_name) == (int)s->us_self ||
		    !us_traced_by_us(s, e->d_name))
			continue;
		for (j = 0; j < s->us_nthreads; j++) {
			if (s->us_threads[j].ut_pid == (pid_t)atoi(e->d_name))
				break;
		}
		if (j == s->us_nthreads)	/* new: let libdtrace read it */
			dtrace_pidprov_notify_maps((pid_t)atoi(e->d_name));
		snprintf(path, sizeof (path), "/proc/%s/task", e->d_name);
		if ((td = opendir(path)) == NULL)
			continue;
		while ((te = readdir(td)) != NULL) {
			if (te->d_name[0] >= '1' && te->d_name[0] <= '9')
				us_open(s, (pid_t)atoi(e->d_name),
				    (pid_t)atoi(te->d_name));
		}
		closedir(td);
	}
	closedir(d);
	for (i = j = 0; i < s->us_nthreads; i++) {
		if (!s->us_threads[i].ut_seen) {
			us_close(&s->us_threads[i]);
			continue;
		}
		s->us_threads[j++] = s->us_threads[i];
	}
	s->us_nthreads = j;
	if (j > 0)
		s->us_seen = 1;
	s->us_lastscan = us_now();
}

/* Copy @len bytes at ring offset @off (wrapping) to @dst. */
static void
us_ring_copy(const char *data, size_t size, uint64_t off, void *dst,
    size_t len)
{
	size_t o = (size_t)(off % size), first = size - o;

	if (first >= len) {
		memcpy(dst, data + o, len);
	} else {
		memcpy(dst, data + o, first);
		memcpy((char *)dst + first, data, len - first);
	}
}

/*
 * The sampled thread's own name (threads may be named apart from their
 * process); the process's ids are the tracer's (dtrace_uproc_ctx_init),
 * as for every other probe of a target.
 */
static void
us_ident(dtrace_uctx_t *uc)
{
	char path[64];
	FILE *fp;

	snprintf(path, sizeof (path), "/proc/%d/task/%d/comm", (int)uc->uc_pid,
	    (int)uc->uc_tid);
	if ((fp = fopen(path, "re")) != NULL) {
		if (fgets(uc->uc_execname, sizeof (uc->uc_execname), fp) !=
		    NULL)
			uc->uc_execname[strcspn(uc->uc_execname, "\n")] = '\0';
		fclose(fp);
	}
}

/* Fire probe @id for one sample record @rec (@len bytes). */
static void
us_fire(dtrace_id_t id, const char *rec, size_t len, int late)
{
	const uint64_t *w = (const uint64_t *)(const void *)rec;
	size_t nw = len / 8, k = 0;
	uint64_t ip, regs[US_NREGS], abi, ssize, dyn = 0;
	const char *stk = NULL;
	dtrace_uproc_t *p;
	dtrace_uctx_t uc;
	uint32_t pid, tid, cpu;
	int i;

	if (nw < 5)
		return;
	ip = w[k++];
	pid = (uint32_t)w[k];
	tid = (uint32_t)(w[k++] >> 32);
	cpu = (uint32_t)w[k++];		/* u32 cpu, u32 reserved */
	abi = w[k++];
	if (abi == PERF_SAMPLE_REGS_ABI_NONE || k + US_NREGS + 1 > nw)
		return;
	for (i = 0; i < US_NREGS; i++)
		regs[i] = w[k++];
	ssize = w[k++];
	if (ssize != 0) {
		if (k * 8 + ssize + 8 > len)
			return;
		stk = rec + k * 8;
		memcpy(&dyn, rec + k * 8 + ssize, sizeof (dyn));
	}
	if ((p = dtrace_uproc_byid((pid_t)pid)) == NULL)
		return;
	/*
	 * The tracer's view of the process: samples are read after the
	 * fact, and a thread that has exited since has no /proc entry left
	 * for us_ident() to read its name from.
	 */
	dtrace_uproc_ctx_init(p, (pid_t)tid, &uc);
	/* perf order: ax bx cx dx si di bp sp ip flags (cs ss ds es fs gs) */
	uc.uc_regs.rax = regs[0];
	uc.uc_regs.rbx = regs[1];
	uc.uc_regs.rcx = regs[2];
	uc.uc_regs.rdx = regs[3];
	uc.uc_regs.rsi = regs[4];
	uc.uc_regs.rdi = regs[5];
	uc.uc_regs.rbp = regs[6];
	uc.uc_regs.rsp = regs[7];
	uc.uc_regs.rip = regs[8];
	uc.uc_regs.eflags = regs[9];
	uc.uc_regs.r8 = regs[10];
	uc.uc_regs.r9 = regs[11];
	uc.uc_regs.r10 = regs[12];
	uc.uc_regs.r11 = regs[13];
	uc.uc_regs.r12 = regs[14];
	uc.uc_regs.r13 = regs[15];
	uc.uc_regs.r14 = regs[16];
	uc.uc_regs.r15 = regs[17];
	uc.uc_regsvalid = 1;
	uc.uc_oncpu = (int32_t)cpu;	/* the CPU the sample interrupted */
	us_ident(&uc);
	if (stk != NULL && dyn != 0)
		dtrace_ustack_snapshot(uc.uc_regs.rsp, stk, (size_t)dyn);
	dtrace_uctx_enter(&uc);
	dtrace_probe(id, 0, ip, (uint64_t)late, 0, 0);
	dtrace_uctx_exit();
	dtrace_ustack_snapshot(0, NULL, 0);
}

int
dtrace_usample_nthreads(const dtrace_usample_t *s)
{
	if (s == NULL || s->us_broken)
		return (0);
	/* after the processes under control exited: still theirs, none */
	return (s->us_nthreads > 0 ? s->us_nthreads : s->us_seen);
}

void
dtrace_usample_fire(dtrace_usample_t *s, dtrace_id_t id, uint64_t late)
{
	long pg = sysconf(_SC_PAGESIZE);
	size_t size = (size_t)US_DATAPAGES * (size_t)pg;
	char *rec = NULL;
	size_t reccap = 0;
	int i;

	if (s == NULL || s->us_broken)
		return;
	if (us_now() - s->us_lastscan >= US_RESCAN_NS)
		us_rescan(s);
	for (i = 0; i < s->us_nthreads; i++) {
		struct perf_event_mmap_page *mp = s->us_threads[i].ut_map;
		const char *data = (const char *)mp + pg;
		uint64_t head, tail;

		head = __atomic_load_n(&mp->data_head, __ATOMIC_ACQUIRE);
		tail = mp->data_tail;
		while (tail + sizeof (struct perf_event_header) <= head) {
			struct perf_event_header h;

			us_ring_copy(data, size, tail, &h, sizeof (h));
			if (h.size < sizeof (h) || tail + h.size > head)
				break;
			if (h.type == PERF_RECORD_SAMPLE) {
				if (reccap < h.size) {
					char *n = realloc(rec, h.size);

					if (n == NULL)
						break;
					rec = n;
					reccap = h.size;
				}
				us_ring_copy(data, size, tail + sizeof (h), rec,
				    h.size - sizeof (h));
				us_fire(id, rec, h.size - sizeof (h),
				    (int)(late > 0x7fffffff ? 0x7fffffff :
				    late));
			}
			tail += h.size;
		}
		__atomic_store_n(&mp->data_tail, tail, __ATOMIC_RELEASE);
	}
	free(rec);
}
