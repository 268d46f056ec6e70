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
 * 100 ms, so new threads and children join within that delay.  A sample
 * is named as its thread was when it was taken: the name read when the
 * event is opened, then each PERF_RECORD_COMM (exec, prctl) of its ring,
 * in order with the samples.
 *
 * Limits: a thread running shorter than one interval between ticks is
 * not sampled; samples taken while a thread ran in the kernel are not
 * recorded (exclude_kernel), as arg0 (the kernel pc) would be.  When
 * perf_event_open is not permitted, targets are simply not sampled.
 *
 * System-wide (dtrace_usample_create_systemwide; kernel capture chosen:
 * no -x backend=ptrace, dtrace_bpf_systemwide()): one software event per
 * online CPU instead (perf_event_open with pid -1, PERF_COUNT_SW_CPU_CLOCK,
 * with the sample's CLOCK_MONOTONIC time), so every process is sampled,
 * dtrace included, on every CPU, in user mode and in the kernel: a
 * kernel-mode sample fires with arg0 the kernel pc, arg1 0 and its kernel
 * stack for stack() (PERF_SAMPLE_CALLCHAIN), kernel threads included;
 * where perf_event_paranoid refuses the kernel, user mode only.  The sampled
 * thread's name, ppid, uid and gid are taken with the sample: a BPF
 * program run at each sample (dtrace_bpf_profile_attach) writes them
 * just before it into the same ring (us_attach_ident).  Where that
 * cannot be loaded (no BPF), they are read from /proc when the sample is
 * read (kept for US_IDENT_NS per thread: a thread renamed or exec'd
 * shows its old name that long, and one already gone has none); memory
 * is read afterwards from the live process (process_vm_readv), ustack()
 * from the copied stack as above.  An idle
 * CPU is sampled in its idle task (pid 0, execname swapper/CPU, a kernel
 * sample), as the module's profile-N interrupts it.
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
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>

#include "dtrace_core.h"
#include "dtrace_uproc.h"
#include "dtrace_ustack.h"
#include "dtrace_usample.h"
#include "dtrace_pidprov.h"
#include "dtrace_bpf.h"
#include "dtrace_bpf_capture.h"

#define US_DATAPAGES	16		/* ring buffer: 64 KiB per thread */
#define US_STACK	8192		/* bytes of user stack per sample */
#define US_RESCAN_NS	100000000ULL	/* look for new threads every 100 ms */
#define US_CPUPAGES	128		/* system-wide: 512 KiB per CPU */
#define US_IDENT_NS	100000000ULL	/* keep a thread's /proc identity */
#define US_NIDENT	256		/* identities cached (by tid) */
#define US_MAXPID	(1U << 22)	/* PID_MAX_LIMIT on 64-bit Linux */
#define US_KFRAMES	128		/* kernel frames kept per sample */

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
	char ut_name[16];	/* its name as of the samples read so far */
	/* system-wide: the CPU's identities, taken with each sample */
	int ut_outfd;		/* BPF output event, -1: none */
	uint64_t ut_outid;	/* its records' PERF_SAMPLE_IDENTIFIER */
	int ut_idvalid;		/* ut_id is the next sample's */
	dtrace_bpf_hdr_t ut_id;
} us_thread_t;

/* A thread's identity read from /proc (system-wide samples). */
typedef struct us_ident {
	pid_t ui_tid;
	pid_t ui_pid, ui_ppid;
	uid_t ui_uid;
	gid_t ui_gid;
	uint64_t ui_when;		/* read at (ns); 0: empty */
	char ui_name[16];
} us_ident_t;

struct dtrace_usample {
	uint64_t us_interval;
	us_thread_t *us_threads;
	int us_nthreads, us_cap;
	uint64_t us_lastscan;
	pid_t us_self;
	int us_broken;			/* perf_event_open refused */
	int us_seen;			/* has had threads under control */
	int us_systemwide;		/* one event per CPU, every process */
	int us_kernel;			/* system-wide: kernel mode sampled
					 * too, with its stack (not refused) */
	us_ident_t *us_idents;		/* [US_NIDENT] (system-wide) */
	uint8_t *us_pidseen;		/* bitmap: maps notified (by pid) */
	uint64_t us_lost;		/* samples perf could not record */
	uint64_t us_lostsaid;		/* ... of which reported */
	uint64_t us_lostwhen;		/* us_now() of the last report */
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
	if (t->ut_outfd >= 0)
		close(t->ut_outfd);
	t->ut_map = NULL;
	t->ut_fd = -1;
	t->ut_outfd = -1;
}

/*
 * Every sample perf could not record is counted and said (DESIGN.md,
 * Safety): at most once a second while sampling, as the reference says
 * its drops at each status check, and the rest at the end (@last).
 */
static void
us_say_lost(dtrace_usample_t *s, int last)
{
	uint64_t now;

	if (s->us_lost == s->us_lostsaid)	/* the usual case: no clock read */
		return;
	now = us_now();
	if (!last && now - s->us_lostwhen < 1000000000ULL)
		return;
	fprintf(stderr, "dtrace: %llu profile sample%s dropped (perf ring "
	    "buffer full)\n", (unsigned long long)(s->us_lost - s->us_lostsaid),
	    s->us_lost - s->us_lostsaid == 1 ? "" : "s");
	s->us_lostsaid = s->us_lost;
	s->us_lostwhen = now;
}

void
dtrace_usample_destroy(dtrace_usample_t *s)
{
	int i;

	if (s == NULL)
		return;
	us_say_lost(s, 1);
	for (i = 0; i < s->us_nthreads; i++)
		us_close(&s->us_threads[i]);
	free(s->us_threads);
	free(s->us_idents);
	free(s->us_pidseen);
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

/*
 * Thread @t's own name (threads may be named apart from their process)
 * when its event is opened: from then on the COMM records in its ring
 * say each change, in order with its samples (us_fire).
 */
static void
us_thread_name(us_thread_t *t)
{
	char path[64];
	FILE *fp;

	snprintf(path, sizeof (path), "/proc/%d/task/%d/comm", (int)t->ut_pid,
	    (int)t->ut_tid);
	if ((fp = fopen(path, "re")) != NULL) {
		if (fgets(t->ut_name, sizeof (t->ut_name), fp) != NULL)
			t->ut_name[strcspn(t->ut_name, "\n")] = '\0';
		else
			t->ut_name[0] = '\0';
		fclose(fp);
	}
}

/*
 * System-wide: have CPU @cpu's samples (@t's event) named when they are
 * taken.  A BPF output event of that CPU writes into @t's ring
 * (PERF_EVENT_IOC_SET_OUTPUT), and the identity program
 * (dtrace_bpf_profile_attach) writes through it the sampled thread's
 * identity just before each sample.  If anything refuses, the samples
 * are named from /proc when read (us_ident_systemwide).
 */
static void
us_attach_ident(us_thread_t *t, int cpu)
{
	struct perf_event_attr a;
	int fd;

	memset(&a, 0, sizeof (a));
	a.size = sizeof (a);
	a.type = PERF_TYPE_SOFTWARE;
	a.config = PERF_COUNT_SW_BPF_OUTPUT;
	a.sample_period = 1;
	a.sample_type = PERF_SAMPLE_IDENTIFIER | PERF_SAMPLE_RAW;
	a.use_clockid = 1;		/* as the sampling event's: a ring */
	a.clockid = CLOCK_MONOTONIC;	/* has one clock */
	fd = (int)syscall(SYS_perf_event_open, &a, -1, cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return;
	if (ioctl(fd, PERF_EVENT_IOC_SET_OUTPUT, t->ut_fd) != 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ID, &t->ut_outid) != 0 ||
	    dtrace_bpf_profile_attach(cpu, t->ut_fd, fd) != 0) {
		close(fd);
		return;
	}
	t->ut_outfd = fd;
}

/*
 * Open the event of thread @tid of @pid (@cpu -1), or, system-wide, of
 * CPU @cpu (@pid and @tid -1), and add it to @s.  Returns 0, or -1 with
 * errno set (us_broken set when perf events are not permitted).
 */
static int
us_attach(dtrace_usample_t *s, pid_t pid, pid_t tid, int cpu)
{
	struct perf_event_attr a;
	us_thread_t *t;
	long pg = sysconf(_SC_PAGESIZE);
	int fd;

	memset(&a, 0, sizeof (a));
	a.size = sizeof (a);
	a.type = PERF_TYPE_SOFTWARE;
	a.config = s->us_systemwide ? PERF_COUNT_SW_CPU_CLOCK :
	    PERF_COUNT_SW_TASK_CLOCK;
	a.sample_period = s->us_interval;
	a.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_TID | PERF_SAMPLE_CPU |
	    PERF_SAMPLE_REGS_USER | PERF_SAMPLE_STACK_USER;
	if (s->us_systemwide) {
		/* first: which event wrote it (ours or us_attach_ident's) */
		a.sample_type |= PERF_SAMPLE_TIME | PERF_SAMPLE_IDENTIFIER;
		a.use_clockid = 1;
		a.clockid = CLOCK_MONOTONIC;
		a.disabled = 1;		/* until us_attach_ident is done */
	}
	/*
	 * Names set by exec or prctl, in order with the samples: a sample
	 * is named as its thread was named when it was taken.
	 */
	a.comm = 1;
	a.comm_exec = 1;
	a.sample_regs_user = US_REGMASK;
	a.sample_stack_user = US_STACK;
	a.exclude_kernel = 1;
	a.exclude_hv = 1;
	if (s->us_kernel) {
		/* the kernel pc and stack too (ustack: the copied stack) */
		a.sample_type |= PERF_SAMPLE_CALLCHAIN;
		a.exclude_callchain_user = 1;
		a.exclude_kernel = 0;
	}
	fd = (int)syscall(SYS_perf_event_open, &a, tid, cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (fd < 0 && s->us_kernel && (errno == EACCES || errno == EPERM)) {
		/* not allowed the kernel (perf_event_paranoid): user only */
		s->us_kernel = 0;
		return (us_attach(s, pid, tid, cpu));
	}
	if (fd < 0) {
		if (errno == EACCES || errno == EPERM || errno == ENOSYS)
			s->us_broken = 1;
		return (-1);
	}
	if (s->us_nthreads == s->us_cap) {
		int ncap = s->us_cap ? s->us_cap * 2 : 8;
		us_thread_t *n = realloc(s->us_threads,
		    (size_t)ncap * sizeof (*n));

		if (n == NULL) {
			close(fd);
			errno = ENOMEM;
			return (-1);
		}
		s->us_threads = n;
		s->us_cap = ncap;
	}
	t = &s->us_threads[s->us_nthreads];
	t->ut_pid = pid;
	t->ut_tid = tid;
	t->ut_fd = fd;
	t->ut_seen = 1;
	t->ut_name[0] = '\0';
	t->ut_outfd = -1;
	t->ut_idvalid = 0;
	if (!s->us_systemwide)
		us_thread_name(t);
	t->ut_maplen = (size_t)(1 + (s->us_systemwide ? US_CPUPAGES :
	    US_DATAPAGES)) * (size_t)pg;
	t->ut_map = mmap(NULL, t->ut_maplen, PROT_READ | PROT_WRITE,
	    MAP_SHARED, fd, 0);
	if (t->ut_map == MAP_FAILED) {
		int e = errno;

		close(fd);
		errno = e;
		return (-1);
	}
	s->us_nthreads++;
	if (s->us_systemwide) {
		us_attach_ident(t, cpu);
		(void) ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
	}
	return (0);
}

static void
us_open(dtrace_usample_t *s, pid_t pid, pid_t tid)
{
	int i;

	for (i = 0; i < s->us_nthreads; i++) {
		if (s->us_threads[i].ut_tid == tid) {
			s->us_threads[i].ut_seen = 1;
			return;
		}
	}
	(void) us_attach(s, pid, tid, -1);
}

dtrace_usample_t *
dtrace_usample_create_systemwide(uint64_t interval_ns)
{
	dtrace_usample_t *s = dtrace_usample_create(interval_ns);
	long ncpu = sysconf(_SC_NPROCESSORS_CONF);
	int cpu, opened = 0;

	if (s == NULL)
		return (NULL);
	s->us_systemwide = 1;
	s->us_kernel = 1;
	if ((s->us_idents = calloc(US_NIDENT, sizeof (us_ident_t))) == NULL)
		goto fail;
	for (cpu = 0; cpu < ncpu; cpu++) {
		if (us_attach(s, -1, -1, cpu) == 0)
			opened++;
		else if (errno != ENODEV && errno != EINVAL)
			goto fail;	/* not permitted, out of memory */
		/* ENODEV, EINVAL: that CPU is offline */
	}
	if (opened == 0)
		goto fail;
	s->us_seen = 1;
	return (s);
fail:
	dtrace_usample_destroy(s);
	return (NULL);
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
 * System-wide: fill @uc's identity for thread @tid of @pid: @taken, the
 * one taken with the sample, or else from /proc (its status: Name, PPid,
 * Uid, Gid), cached for US_IDENT_NS.  A thread already gone keeps what
 * the cache had, else no name and ppid 0.
 */
static void
us_ident_systemwide(dtrace_usample_t *s, pid_t pid, pid_t tid,
    const dtrace_bpf_hdr_t *taken, dtrace_uctx_t *uc)
{
	us_ident_t *ui = &s->us_idents[(unsigned int)tid % US_NIDENT];
	uint64_t now = us_now();
	char path[64], line[256];
	FILE *fp;

	if (taken != NULL) {
		/* taken with the sample: /proc is not read */
	} else if (ui->ui_when == 0 || ui->ui_tid != tid ||
	    ui->ui_pid != pid || now - ui->ui_when >= US_IDENT_NS) {
		snprintf(path, sizeof (path), "/proc/%d/task/%d/status",
		    (int)pid, (int)tid);
		if ((fp = fopen(path, "re")) != NULL) {
			memset(ui, 0, sizeof (*ui));
			ui->ui_tid = tid;
			ui->ui_pid = pid;
			ui->ui_when = now;
			while (fgets(line, sizeof (line), fp) != NULL) {
				unsigned long v;

				if (strncmp(line, "Name:\t", 6) == 0) {
					size_t n = strcspn(line + 6, "\n");

					if (n >= sizeof (ui->ui_name))
						n = sizeof (ui->ui_name) - 1;
					memcpy(ui->ui_name, line + 6, n);
					ui->ui_name[n] = '\0';
				} else if (sscanf(line, "PPid: %lu", &v) == 1) {
					ui->ui_ppid = (pid_t)v;
				} else if (sscanf(line, "Uid: %lu", &v) == 1) {
					ui->ui_uid = (uid_t)v;
				} else if (sscanf(line, "Gid: %lu", &v) == 1) {
					ui->ui_gid = (gid_t)v;
					break;
				}
			}
			fclose(fp);
		} else if (ui->ui_tid != tid || ui->ui_pid != pid) {
			memset(ui, 0, sizeof (*ui));	/* unknown */
		}
	}
	/*
	 * A process sampled for the first time: let libdtrace read its
	 * objects while it lives, so that usym/ufunc/umod(arg1) and
	 * ustack() of its samples print symbolised after it has exited.
	 */
	if (s->us_pidseen == NULL)
		s->us_pidseen = calloc(US_MAXPID / 8, 1);
	if (s->us_pidseen != NULL && (uint32_t)pid < US_MAXPID &&
	    !(s->us_pidseen[(uint32_t)pid / 8] & (1U << (pid % 8)))) {
		s->us_pidseen[(uint32_t)pid / 8] |= (uint8_t)(1U << (pid % 8));
		dtrace_pidprov_notify_maps(pid);
	}
	if (taken != NULL) {
		memcpy(uc->uc_execname, taken->dbh_comm,
		    sizeof (uc->uc_execname));
		uc->uc_execname[sizeof (uc->uc_execname) - 1] = '\0';
		uc->uc_ppid = (pid_t)taken->dbh_ppid;
		uc->uc_uid = (uid_t)taken->dbh_uid;
		uc->uc_gid = (gid_t)taken->dbh_gid;
	} else if (ui->ui_tid == tid && ui->ui_pid == pid &&
	    ui->ui_when != 0) {
		memcpy(uc->uc_execname, ui->ui_name, sizeof (uc->uc_execname));
		uc->uc_ppid = ui->ui_ppid;
		uc->uc_uid = ui->ui_uid;
		uc->uc_gid = ui->ui_gid;
	}
}

/*
 * System-wide: a PERF_RECORD_COMM (thread @ids: pid, tid; its new @name,
 * 16 bytes) -- a thread exec'd or was renamed: its cached name, kept also
 * for when its /proc entry is gone by the time its samples are read
 * (ui_when 1: read /proc again first).  After an exec (@isexec), the
 * process's objects are read again at its next sample.
 */
static void
us_comm(dtrace_usample_t *s, const uint32_t ids[2], const char *name,
    int isexec)
{
	us_ident_t *ui;

	/* a new image: its objects are to be read again */
	if (isexec && s->us_pidseen != NULL && ids[0] < US_MAXPID)
		s->us_pidseen[ids[0] / 8] &= (uint8_t)~(1U << (ids[0] % 8));
	ui = &s->us_idents[ids[1] % US_NIDENT];
	if (ui->ui_when == 0 || ui->ui_tid != (pid_t)ids[1] ||
	    ui->ui_pid != (pid_t)ids[0]) {
		memset(ui, 0, sizeof (*ui));
		ui->ui_pid = (pid_t)ids[0];
		ui->ui_tid = (pid_t)ids[1];
		ui->ui_when = 1;
	}
	memcpy(ui->ui_name, name, sizeof (ui->ui_name));
}

/*
 * A thread under control (@tid) exec'd or was renamed (its new @name, 16
 * bytes): a PERF_RECORD_COMM, in its own ring after the samples
 * it took under its old name, or in the ring of the thread that renamed
 * it through /proc (pthread_setname_np of another thread).
 */
static void
us_thread_comm(dtrace_usample_t *s, pid_t tid, const char *name)
{
	int i;

	for (i = 0; i < s->us_nthreads; i++) {
		if (s->us_threads[i].ut_tid == tid) {
			memcpy(s->us_threads[i].ut_name, name,
			    sizeof (s->us_threads[i].ut_name));
			return;
		}
	}
}

/*
 * Fire probe @id for one sample record @rec (@len bytes, header misc
 * @misc) of @s.  A sample taken in the kernel (system-wide) fires with
 * arg0 its kernel pc and arg1 0, and stack() is its kernel stack, as the
 * Guide's profile provider.  An idle CPU's sample is its idle task's
 * (pid 0, execname swapper/CPU), as profile-N on the module: the
 * reference fires on every CPU, busy or not.
 */
static void
us_fire(dtrace_usample_t *s, const us_thread_t *t, dtrace_id_t id,
    const char *rec, size_t len, int late, uint16_t misc)
{
	const uint64_t *w = (const uint64_t *)(const void *)rec;
	size_t nw = len / 8, k = 0;
	uint64_t ip, regs[US_NREGS], abi, ssize = 0, dyn = 0, time = 0;
	uint64_t kpcs[US_KFRAMES], nchain;
	const char *stk = NULL;
	dtrace_uproc_t *p;
	dtrace_uctx_t uc;
	uint32_t pid, tid, cpu, nk = 0;
	int i, inkernel = (misc & PERF_RECORD_MISC_CPUMODE_MASK) ==
	    PERF_RECORD_MISC_KERNEL;

	if (nw < 6)
		return;
	ip = w[k++];
	pid = (uint32_t)w[k];
	tid = (uint32_t)(w[k++] >> 32);
	if (s->us_systemwide)
		time = w[k++];		/* PERF_SAMPLE_TIME: CLOCK_MONOTONIC */
	cpu = (uint32_t)w[k++];		/* u32 cpu, u32 reserved */
	if (s->us_kernel) {
		/* PERF_SAMPLE_CALLCHAIN: context markers, then pcs */
		if (k >= nw)
			return;
		nchain = w[k++];
		if (nchain > nw - k)
			return;
		for (; nchain > 0; nchain--, k++) {
			if (w[k] >= (uint64_t)PERF_CONTEXT_MAX)
				continue;
			if (nk < US_KFRAMES)
				kpcs[nk++] = w[k];
		}
	}
	if (k >= nw)
		return;
	abi = w[k++];
	if (!inkernel)
		nk = 0;
	if (abi == PERF_SAMPLE_REGS_ABI_NONE && !inkernel)
		return;		/* no user state to report */
	if (pid == 0 && (!s->us_systemwide || !inkernel))
		return;		/* the idle task: only a kernel sample */
	memset(regs, 0, sizeof (regs));
	if (abi != PERF_SAMPLE_REGS_ABI_NONE) {
		if (k + US_NREGS + 1 > nw)
			return;
		for (i = 0; i < US_NREGS; i++)
			regs[i] = w[k++];
	}
	if (k < nw)
		ssize = w[k++];
	if (ssize != 0) {
		if (k * 8 + ssize + 8 > len)
			return;
		stk = rec + k * 8;
		memcpy(&dyn, rec + k * 8 + ssize, sizeof (dyn));
	}
	if (s->us_systemwide) {
		/* every process: kernel capture's context */
		memset(&uc, 0, sizeof (uc));
		uc.uc_pid = (pid_t)pid;
		uc.uc_tid = (pid_t)tid;
		uc.uc_cpuvalid = 1;
		uc.uc_cpu = cpu;
		uc.uc_time = time;
		if (pid == 0)	/* the CPU's idle task, as in the kernel */
			(void) snprintf(uc.uc_execname,
			    sizeof (uc.uc_execname), "swapper/%u", cpu);
		else
			us_ident_systemwide(s, (pid_t)pid, (pid_t)tid,
			    t->ut_idvalid && t->ut_id.dbh_pid == pid &&
			    t->ut_id.dbh_tid == tid ? &t->ut_id : NULL, &uc);
	} else if ((p = dtrace_uproc_byid((pid_t)pid)) != NULL) {
		/*
		 * The tracer's view of the process: samples are read after
		 * the fact, and a thread that has exited since has no /proc
		 * entry left to read; the thread's name as it was then.
		 */
		dtrace_uproc_ctx_init(p, (pid_t)tid, &uc);
		if (t->ut_name[0] != '\0')
			(void) snprintf(uc.uc_execname,
			    sizeof (uc.uc_execname), "%s", t->ut_name);
	} else {
		return;
	}
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
	uc.uc_regsvalid = abi != PERF_SAMPLE_REGS_ABI_NONE;	/* else a
						 * kernel thread's sample */
	uc.uc_kpcs = kpcs;
	uc.uc_nkpcs = nk;
	uc.uc_oncpu = (int32_t)cpu;	/* the CPU the sample interrupted */
	if (stk != NULL && dyn != 0)
		dtrace_ustack_snapshot(uc.uc_regs.rsp, stk, (size_t)dyn);
	dtrace_uctx_enter(&uc);
	if (inkernel)
		dtrace_probe(id, ip, 0, (uint64_t)late, 0, 0);
	else
		dtrace_probe(id, 0, ip, (uint64_t)late, 0, 0);
	dtrace_uctx_exit();
	dtrace_ustack_snapshot(0, NULL, 0);
}

/*
 * A PERF_RECORD_SAMPLE (@rec, @len bytes) of @t's ring.  System-wide it
 * starts with the identifier of the event that wrote it: the BPF output
 * event's is the identity of the sample that follows (a raw record: u32
 * size, a dtrace_bpf_hdr_t), the sampling event's a sample.
 */
static void
us_sample(dtrace_usample_t *s, us_thread_t *t, dtrace_id_t id,
    const char *rec, size_t len, int late, uint16_t misc)
{
	uint64_t sid;
	uint32_t rawlen;

	if (!s->us_systemwide) {
		us_fire(s, t, id, rec, len, late, misc);
		return;
	}
	if (len < sizeof (sid))
		return;
	memcpy(&sid, rec, sizeof (sid));
	if (t->ut_outfd >= 0 && sid == t->ut_outid) {
		t->ut_idvalid = 0;
		if (len < sizeof (sid) + sizeof (rawlen))
			return;
		memcpy(&rawlen, rec + sizeof (sid), sizeof (rawlen));
		if (rawlen >= sizeof (t->ut_id) &&
		    rawlen <= len - sizeof (sid) - sizeof (rawlen)) {
			memcpy(&t->ut_id, rec + sizeof (sid) + sizeof (rawlen),
			    sizeof (t->ut_id));
			t->ut_idvalid = t->ut_id.dbh_kind == DTRACE_BPF_PROFILE;
		}
		return;
	}
	us_fire(s, t, id, rec + sizeof (sid), len - sizeof (sid), late, misc);
	t->ut_idvalid = 0;
}

const char *
dtrace_usample_how(const dtrace_usample_t *s)
{
	static char how[160];
	char part[64];
	const char *named = part;
	int i, n = 0;

	if (s == NULL || !s->us_systemwide)
		return ("processes under control only");
	for (i = 0; i < s->us_nthreads; i++)
		n += s->us_threads[i].ut_outfd >= 0;
	if (n == s->us_nthreads)
		named = "named when taken (BPF)";
	else if (n == 0)
		named = "named from /proc when read";
	else
		(void) snprintf(part, sizeof (part), "named when taken (BPF) "
		    "on %d of %d CPUs", n, s->us_nthreads);
	(void) snprintf(how, sizeof (how), "every process on every CPU, %s, "
	    "%s", s->us_kernel ? "user and kernel mode" : "user mode only "
	    "(perf_event_paranoid refuses the kernel)", named);
	return (how);
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
	size_t size;
	char *rec = NULL;
	size_t reccap = 0;
	int i;

	if (s == NULL || s->us_broken)
		return;
	if (!s->us_systemwide && us_now() - s->us_lastscan >= US_RESCAN_NS)
		us_rescan(s);
	for (i = 0; i < s->us_nthreads; i++) {
		us_thread_t *t = &s->us_threads[i];
		struct perf_event_mmap_page *mp = t->ut_map;
		const char *data = (const char *)mp + pg;
		uint64_t head, tail;

		size = t->ut_maplen - (size_t)pg;
		head = __atomic_load_n(&mp->data_head, __ATOMIC_ACQUIRE);
		tail = mp->data_tail;
		while (tail + sizeof (struct perf_event_header) <= head) {
			struct perf_event_header h;

			us_ring_copy(data, size, tail, &h, sizeof (h));
			if (h.size < sizeof (h) || tail + h.size > head)
				break;
			if (h.type == PERF_RECORD_COMM &&
			    h.size - sizeof (h) > 8 &&
			    h.size - sizeof (h) <= 64) {
				/* u32 pid, tid, the name (NUL-padded) */
				char c[64], name[16];
				uint32_t ids[2];
				size_t n = h.size - sizeof (h) - sizeof (ids);

				us_ring_copy(data, size, tail + sizeof (h), c,
				    h.size - sizeof (h));
				memcpy(ids, c, sizeof (ids));
				n = strnlen(c + sizeof (ids), n);
				if (n >= sizeof (name))
					n = sizeof (name) - 1;
				memcpy(name, c + sizeof (ids), n);
				memset(name + n, 0, sizeof (name) - n);
				if (s->us_systemwide)
					us_comm(s, ids, name, (h.misc &
					    PERF_RECORD_MISC_COMM_EXEC) != 0);
				else
					us_thread_comm(s, (pid_t)ids[1], name);
			} else if (h.type == PERF_RECORD_LOST &&
			    h.size >= sizeof (h) + 16) {
				uint64_t lost[2];	/* id, lost */

				us_ring_copy(data, size, tail + sizeof (h),
				    lost, sizeof (lost));
				s->us_lost += lost[1];
				t->ut_idvalid = 0;	/* not the next one's */
			} else if (h.type == PERF_RECORD_SAMPLE) {
				if (reccap < h.size) {
					char *n = realloc(rec, h.size);

					if (n == NULL)
						break;
					rec = n;
					reccap = h.size;
				}
				us_ring_copy(data, size, tail + sizeof (h), rec,
				    h.size - sizeof (h));
				us_sample(s, t, id, rec, h.size - sizeof (h),
				    (int)(late > 0x7fffffff ? 0x7fffffff :
				    late), h.misc);
			}
			tail += h.size;
		}
		__atomic_store_n(&mp->data_tail, tail, __ATOMIC_RELEASE);
	}
	free(rec);
	us_say_lost(s, 0);
}
