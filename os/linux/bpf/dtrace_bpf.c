/*
 * os/linux/bpf/dtrace_bpf.c -- kernel capture for the user host
 * (DESIGN.md, "user host with kernel capture"): loads the capture
 * programs (dtrace_bpf_syscall.bpf.c; dtrace_bpf_uprobe.bpf.c for pid
 * sites; dtrace_bpf_proc.bpf.c for proc; _sdt, _sched and _fbt for those
 * providers; compiled at build time and embedded) with libbpf, steers
 * them through their global variables (mapped, written in place), and
 * drains their one ring buffer in a
 * thread of dtrace that turns every record into the context of the
 * thread it describes (dtrace_uctx_t: pid, tid, ppid, uid, gid,
 * execname, CPU, time, registers, captured strings and stack) and fires
 * the probe into the unchanged framework of common/.
 *
 * Where it sits: the syscall provider (os/linux/user/dtrace_syscall.c)
 * asks dtrace_bpf_syscall_enable() at each enable/disable, the pid
 * provider dtrace_bpf_usite_*() for its sites, the proc provider
 * dtrace_bpf_proc_enable(), sdt, sched and fbt their own attach or
 * enable; the tracer syncs the drain
 * (dtrace_bpf_sync) before events it fires itself; the user host glue
 * (dtrace_uhost.c) sets the mode (-x backend=) and flushes at
 * DTRACEIOC_STOP; libdtrace asks dtrace_bpf_serves() (through the glue)
 * to say which mechanism serves the program.
 *
 * Strings: at a system call's entry the program captures the strings of
 * the arguments whose prototype (tracefs events/syscalls/sys_enter_NAME/
 * format) is a path or name (const char *, not a data buffer), up to
 * DTRACE_BPF_STRMAX bytes each; copyinstr() of such an argument reads
 * them (os/linux/user/dtrace_os_user.c).  Anything else is read from the
 * process afterwards, as it is then.
 *
 * Invariants: the choice between kernel capture and the ptrace path is
 * made once per process, at the first enable of a served probe; the
 * kernel owns the probe sites (tracepoint and uprobe links), so when
 * dtrace exits for any reason, SIGKILL included, nothing is left
 * attached.  One thread consumes the ring buffer at a time (bpf_lock).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "dtrace_core.h"
#include "dtrace_uproc.h"
#include "dtrace_ustack.h"
#include "dtrace_uprov.h"		/* DT_PROC_*, dtrace_procprov_fire */
#include "dtrace_bpf.h"
#include "dtrace_bpf_capture.h"

/* The capture programs' objects, generated from their .bpf.o at build time. */
#include "dtrace_bpf_syscall.bpf.h"
#include "dtrace_bpf_uprobe.bpf.h"
#include "dtrace_bpf_proc.bpf.h"
#include "dtrace_bpf_sdt.bpf.h"
#include "dtrace_bpf_sched.bpf.h"
#include "dtrace_bpf_fbt.bpf.h"
#include "dtrace_bpf_profile.bpf.h"

/* The ring buffer's size in bytes (a power of two): ~18000 path records. */
#define BPF_RINGSIZE	(16U << 20)

/*
 * How long the drain thread sleeps at most (ms): records are submitted
 * without a wakeup until 256 KB wait (dtrace_bpf_syscall.bpf.c), so this
 * bounds the delay of a quiet stream.
 */
#define BPF_POLL_MS	10

/* How long dtrace_bpf_sync() waits for the drain thread at most (ms). */
#define BPF_SYNC_MS	100

enum { BPF_UNDECIDED, BPF_ACTIVE, BPF_NOTCHOSEN, BPF_FAILED };

static pthread_mutex_t bpf_lock = PTHREAD_MUTEX_INITIALIZER;
static int bpf_mode = DTRACE_BPF_MODE_AUTO;
static int bpf_state = BPF_UNDECIDED;
static char bpf_why[256];
static struct bpf_object *bpf_obj;
/*
 * The links of the syscall programs (dt_sys_enter, dt_sys_exit), held
 * for the life of the process (the kernel detaches them when it exits,
 * SIGKILL included); kept here so that they stay reachable, not leaked.
 */
#define BPF_MAXLINKS	8
static struct bpf_link *bpf_enter_link, *bpf_exit_link;
static struct ring_buffer *bpf_rb;
/* the program's dt_steer, mapped: written in place (dtrace_bpf_capture.h) */
static volatile dtrace_bpf_steer_t *bpf_steer;
static size_t bpf_steerlen;
static pthread_t bpf_thread;
static uint32_t bpf_want[DTRACE_BPF_NSYSCALL];	/* the map's values */
static uint32_t bpf_strbits[DTRACE_BPF_NSYSCALL]; /* its capture slots */
static uint8_t bpf_strdone[DTRACE_BPF_NSYSCALL]; /* string args looked up */
/* the syscall provider's filters, by entry (2 NR) and return (2 NR + 1) */
static dtrace_bpf_filter_t bpf_sysfilt[2 * DTRACE_BPF_NSYSCALL];
/*
 * What the proc provider needs of system call NR (DTRACE_BPF_WANT_ENTRY
 * with its strings, DTRACE_BPF_WANT_RETURN): exec and exec-failure from
 * execve's, start and lwp-start from the clone family's return in the
 * new task.  Merged with the syscall provider's wants (bpf_sys_store).
 */
static uint32_t bpf_pwant[DTRACE_BPF_NSYSCALL];
static uint32_t bpf_proc_on;		/* DT_PROC_* bits kernel capture serves
					 * and that are enabled */
static int bpf_proc_syscalls(void);
static void bpf_proc_sys(long, int, const uint64_t *, int64_t,
    const dtrace_uctx_t *);

/*
 * The pid provider's sites armed as uprobes (dtrace_bpf_usite_add), by
 * number: numbers are handed out in turn, so a record still in the ring
 * buffer for a removed site is not taken for a newer one's for the next
 * DTRACE_BPF_NUSITES sites.  usite_lock guards the table (taken under
 * the pid provider's lock, and by the drain thread alone).
 */
typedef struct bpf_usite {
	pid_t bu_pid;		/* 0: free */
	uint64_t bu_addr;
	struct bpf_link *bu_link;
} bpf_usite_t;

static pthread_mutex_t usite_lock = PTHREAD_MUTEX_INITIALIZER;
static bpf_usite_t *bpf_usites;		/* DTRACE_BPF_NUSITES of them */
static uint32_t bpf_usite_next;
static struct bpf_object *bpf_uobj;	/* dtrace_bpf_uprobe.bpf.c */
static struct bpf_program *bpf_uprog;
static volatile dtrace_bpf_usteer_t *bpf_usteer;	/* its .bss, mapped */
static int bpf_ufailed;

_Static_assert(DTRACE_BPF_USITE_NSTR == DTRACE_BPF_NSTR,
    "dtrace_bpf_usite_set's string registers are the program's slots");

/*
 * The sdt program (dtrace_bpf_sdt.bpf.c), loaded at its first probe
 * whatever serves the other providers: nothing else can serve sdt.
 */
static struct bpf_object *bpf_tobj;
static struct bpf_program *bpf_tprog;
static volatile dtrace_bpf_sdtsteer_t *bpf_tsteer;	/* its .bss, mapped */
static int bpf_tfailed, bpf_tasked;
static char bpf_twhy[256];

/*
 * The fbt program (dtrace_bpf_fbt.bpf.c), as the sdt program: its kprobe
 * and kretprobe programs, its steering, how many probes failed to attach
 * and the first reason.
 */
static struct bpf_object *bpf_kobj;
static struct bpf_program *bpf_kentry, *bpf_kreturn;
static volatile dtrace_bpf_fbtsteer_t *bpf_ksteer;	/* its .bss, mapped */
static int bpf_kfailed, bpf_kattached, bpf_knotattached;
static char bpf_kwhy[256], bpf_kmsg[320];

/* The sched program (dtrace_bpf_sched.bpf.c), as the sdt program. */
static struct bpf_object *bpf_sobj;
static volatile dtrace_bpf_ssteer_t *bpf_ssteer;	/* its .bss, mapped */
static int bpf_sfailed, bpf_sasked;
static char bpf_swhy[256];

_Static_assert(DTRACE_BPF_SCHED_NPROBES == DT_SCHED_NPROBES &&
    DTRACE_BPF_SCHED_CHANGE_PRI == DT_SCHED_CHANGE_PRI &&
    DTRACE_BPF_SCHED_OFF_CPU == DT_SCHED_OFF_CPU &&
    DTRACE_BPF_SCHED_ON_CPU == DT_SCHED_ON_CPU &&
    DTRACE_BPF_SCHED_PREEMPT == DT_SCHED_PREEMPT &&
    DTRACE_BPF_SCHED_SLEEP == DT_SCHED_SLEEP &&
    DTRACE_BPF_SCHED_SURRENDER == DT_SCHED_SURRENDER &&
    DTRACE_BPF_SCHED_WAKEUP == DT_SCHED_WAKEUP,
    "the sched program's probe numbers are the sched provider's");

/* The proc program (dtrace_bpf_proc.bpf.c), loaded at its first probe. */
static struct bpf_object *bpf_pobj;
static volatile dtrace_bpf_psteer_t *bpf_psteer;	/* its .bss, mapped */
static int bpf_pfailed;
static siginfo_t bpf_siginfo;		/* signal-handle's args[1] */

_Static_assert(DTRACE_BPF_PROC_CREATE == DT_PROC_CREATE &&
    DTRACE_BPF_PROC_EXEC_SUCCESS == DT_PROC_EXEC_SUCCESS &&
    DTRACE_BPF_PROC_EXIT == DT_PROC_EXIT &&
    DTRACE_BPF_PROC_LWP_CREATE == DT_PROC_LWP_CREATE &&
    DTRACE_BPF_PROC_LWP_EXIT == DT_PROC_LWP_EXIT &&
    DTRACE_BPF_PROC_SIGNAL_DISCARD == DT_PROC_SIGNAL_DISCARD &&
    DTRACE_BPF_PROC_SIGNAL_HANDLE == DT_PROC_SIGNAL_HANDLE &&
    DTRACE_BPF_PROC_SIGNAL_SEND == DT_PROC_SIGNAL_SEND,
    "the proc program's probe numbers are the proc provider's");

/*
 * Kernel capture serves every proc probe: these (DT_PROC_* bits) from the
 * syscall program's records of execve and of the clone family's return,
 * the others from the proc program's tracepoints.
 */
#define BPF_PROC_BYSYSCALL	((1U << DT_PROC_EXEC) | \
	(1U << DT_PROC_EXEC_FAILURE) | (1U << DT_PROC_START) | \
	(1U << DT_PROC_LWP_START))

/*
 * Stack records waiting for their event's record (the next of the same
 * thread), a slot per thread id modulo BPF_NSTACKS; drain thread only
 * (bpf_lock).
 */
#define BPF_NSTACKS	64
static struct bpf_stack {
	uint32_t bs_tid;
	uint32_t bs_isret;
	int64_t bs_nr;
	uint64_t bs_sp;
	uint32_t bs_len;	/* 0: none waiting */
	char *bs_data;		/* DTRACE_BPF_STACKMAX bytes */
} bpf_stacks[BPF_NSTACKS];

void
dtrace_bpf_set_mode(int mode)
{
	if (bpf_state == BPF_UNDECIDED)
		bpf_mode = mode;
}

/* libbpf's messages: the last warning is the reason a load failed. */
static int
bpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	char line[sizeof (bpf_why)];
	size_t n;

	if (level == LIBBPF_DEBUG)
		return (0);
	(void) vsnprintf(line, sizeof (line), fmt, ap);
	n = strlen(line);
	while (n > 0 && line[n - 1] == '\n')
		line[--n] = '\0';
	if (n > 0)
		(void) snprintf(bpf_why, sizeof (bpf_why), "%s", line);
	return (0);
}

/* ---- draining: records into probes ---------------------------------------- */

/*
 * execargs: the @n bytes of the process's arguments at @a (NUL-separated;
 * n < 0: not taken) into @uc, as /proc/PID/cmdline would give them.
 */
static void
bpf_psargs(const char *a, int32_t n, dtrace_uctx_t *uc)
{
	if (n < 0)
		return;
	uc->uc_execargs = a;
	uc->uc_nexecargs = (uint32_t)n;
}

/* uregs[]: the thread's user registers @r, pt_regs order, into @uc. */
static void
bpf_regs(const __u64 *r, dtrace_uctx_t *uc)
{
	struct user_regs_struct *u = &uc->uc_regs;

	if (r[16] == 0)
		return;		/* not read (ip 0) */
	u->r15 = r[0];
	u->r14 = r[1];
	u->r13 = r[2];
	u->r12 = r[3];
	u->rbp = r[4];
	u->rbx = r[5];
	u->r11 = r[6];
	u->r10 = r[7];
	u->r9 = r[8];
	u->r8 = r[9];
	u->rax = r[10];
	u->rcx = r[11];
	u->rdx = r[12];
	u->rsi = r[13];
	u->rdi = r[14];
	u->orig_rax = r[15];
	u->rip = r[16];
	u->cs = r[17];
	u->eflags = r[18];
	u->rsp = r[19];
	u->ss = r[20];
	uc->uc_regsvalid = 1;
}

/* Keep stack record @r (@size bytes) for its event's record. */
static void
bpf_stack_keep(const dtrace_bpf_ustack_t *r, size_t size)
{
	struct bpf_stack *s = &bpf_stacks[r->dbu_hdr.dbh_tid % BPF_NSTACKS];

	s->bs_len = 0;
	if (size < DTRACE_BPF_USTACK_SMALL || r->dbu_len >
	    DTRACE_BPF_STACKMAX || size < DTRACE_BPF_USTACK_SMALL + r->dbu_len)
		return;
	if (s->bs_data == NULL &&
	    (s->bs_data = malloc(DTRACE_BPF_STACKMAX)) == NULL)
		return;		/* ustack() reads the live process instead */
	s->bs_tid = r->dbu_hdr.dbh_tid;
	s->bs_isret = r->dbu_isret;
	s->bs_nr = r->dbu_nr;
	s->bs_sp = r->dbu_sp;
	memcpy(s->bs_data, r->dbu_stack, r->dbu_len);
	s->bs_len = r->dbu_len;
}

/*
 * ustack() of the event of thread @tid (system call @nr, @isret) unwinds
 * through its stack record, if one came: until bpf_stack_done().
 */
static void
bpf_stack_use(uint32_t tid, int64_t nr, uint32_t isret)
{
	struct bpf_stack *s = &bpf_stacks[tid % BPF_NSTACKS];

	if (s->bs_len != 0 && s->bs_tid == tid && s->bs_nr == nr &&
	    s->bs_isret == isret)
		dtrace_ustack_snapshot(s->bs_sp, s->bs_data, s->bs_len);
	s->bs_len = 0;
}

static void
bpf_stack_done(void)
{
	dtrace_ustack_snapshot(0, NULL, 0);
}

/* The context of the thread a record @h describes. */
static void
bpf_ctx(const dtrace_bpf_hdr_t *h, dtrace_uctx_t *uc)
{
	memset(uc, 0, sizeof (*uc));
	uc->uc_pid = (pid_t)h->dbh_pid;
	uc->uc_tid = (pid_t)h->dbh_tid;
	uc->uc_ppid = (pid_t)h->dbh_ppid;
	uc->uc_uid = (uid_t)h->dbh_uid;
	uc->uc_gid = (gid_t)h->dbh_gid;
	memcpy(uc->uc_execname, h->dbh_comm, sizeof (h->dbh_comm));
	uc->uc_execname[sizeof (uc->uc_execname) - 1] = '\0';
	uc->uc_cpuvalid = 1;
	uc->uc_cpu = h->dbh_cpu;
	/* uc_timebase: set by the first read of the time (none for count()) */
	uc->uc_time = h->dbh_time;
}

/* The process a thread @tid belongs to (/proc/TID/status), or @tid. */
static uint64_t
bpf_tgid(uint64_t tid)
{
	char path[64], line[128];
	unsigned long v = 0;
	FILE *fp;

	(void) snprintf(path, sizeof (path), "/proc/%llu/status",
	    (unsigned long long)tid);
	if ((fp = fopen(path, "re")) == NULL)
		return (tid);
	while (fgets(line, sizeof (line), fp) != NULL) {
		if (sscanf(line, "Tgid: %lu", &v) == 1)
			break;
	}
	(void) fclose(fp);
	return (v != 0 ? v : tid);
}

/* Fire the proc probe of record @r, in context @uc (filled). */
static void
bpf_proc_fire(const dtrace_bpf_proc_t *r, dtrace_uctx_t *uc)
{
	uint64_t a0 = r->dbq_args[0], a1 = r->dbq_args[1];

	switch (r->dbq_which) {
	case DT_PROC_SIGNAL_SEND:
	case DT_PROC_SIGNAL_DISCARD:
		a1 = bpf_tgid(a0);	/* the receiving thread's process */
		break;
	case DT_PROC_SIGNAL_HANDLE:
		/* what the tracepoint says of the siginfo: number, errno, code */
		memset(&bpf_siginfo, 0, sizeof (bpf_siginfo));
		bpf_siginfo.si_signo = (int)a0;
		bpf_siginfo.si_errno = (int)(uint32_t)a1;
		bpf_siginfo.si_code = (int)(uint32_t)(a1 >> 32);
		a1 = (uint64_t)(uintptr_t)&bpf_siginfo;
		break;
	default:
		break;
	}
	dtrace_uctx_enter(uc);
	dtrace_procprov_fire_captured((int)r->dbq_which, a0, a1,
	    r->dbq_args[2]);
	dtrace_uctx_exit();
}

/* ring_buffer__consume's callback: one record. */
static int
bpf_record(void *arg, void *data, size_t size)
{
	const dtrace_bpf_hdr_t *h = data;
	/* strings, the pointers in memory to them, a stack top */
	dtrace_ucapture_t cap[2 * DTRACE_BPF_NSTR + 1];
	dtrace_uctx_t uc;
	uint64_t args[6];

	(void)arg;
	if (size < sizeof (*h))
		return (0);
	bpf_ctx(h, &uc);
	switch (h->dbh_kind) {
	case DTRACE_BPF_SYS_ENTRY:
	case DTRACE_BPF_SYS_ENTRY_STR: {
		const dtrace_bpf_sysent_t *r = data;
		uint32_t s;

		if (size < DTRACE_BPF_SYSENT_SMALL)
			return (0);
		memcpy(args, r->dbs_args, sizeof (args));
		if (h->dbh_kind == DTRACE_BPF_SYS_ENTRY_STR &&
		    size >= sizeof (*r)) {
			for (s = 0; s < DTRACE_BPF_NSTR; s++) {
				int32_t n = r->dbs_strlen[s];

				if (r->dbs_strarg[s] >= 6 || n <= 0)
					continue;
				/* a full slot may be a truncated string */
				if (r->dbs_lenarg[s] >= 6 &&
				    n >= DTRACE_BPF_STRMAX)
					n = DTRACE_BPF_STRMAX - 1;
				cap[uc.uc_ncapture].ucc_addr =
				    args[r->dbs_strarg[s]];
				cap[uc.uc_ncapture].ucc_len = (uint32_t)n;
				cap[uc.uc_ncapture].ucc_data = r->dbs_str[s];
				uc.uc_ncapture++;
			}
			uc.uc_capture = cap;
			if (r->dbs_hasregs)
				bpf_regs(r->dbs_regs, &uc);
			bpf_psargs(r->dbs_psargs, r->dbs_psargslen, &uc);
		}
		bpf_stack_use(h->dbh_tid, r->dbs_nr, 0);
		dtrace_uctx_enter(&uc);
		/* proc:::exec first, as on the ptrace path */
		bpf_proc_sys((long)r->dbs_nr, 0, args, 0, &uc);
		dtrace_syscall_fire_captured((long)r->dbs_nr, 0, args, 0);
		dtrace_uctx_exit();
		bpf_stack_done();
		break;
	}
	case DTRACE_BPF_SYS_RETURN:
	case DTRACE_BPF_SYS_RETURN_REGS: {
		const dtrace_bpf_sysret_t *r = data;

		if (size < DTRACE_BPF_SYSRET_SMALL)
			return (0);
		if (h->dbh_kind == DTRACE_BPF_SYS_RETURN_REGS &&
		    size >= sizeof (*r)) {
			bpf_regs(r->dbr_regs, &uc);
			bpf_psargs(r->dbr_psargs, r->dbr_psargslen, &uc);
		}
		if (r->dbr_ret < 0 && r->dbr_ret >= -4095)
			uc.uc_errno = (int32_t)-r->dbr_ret;
		memset(args, 0, sizeof (args));
		bpf_stack_use(h->dbh_tid, r->dbr_nr, 1);
		dtrace_uctx_enter(&uc);
		bpf_proc_sys((long)r->dbr_nr, 1, args, r->dbr_ret, &uc);
		dtrace_syscall_fire_captured((long)r->dbr_nr, 1, args,
		    r->dbr_ret);
		dtrace_uctx_exit();
		bpf_stack_done();
		break;
	}
	case DTRACE_BPF_USTACK:
		bpf_stack_keep(data, size);
		break;
	case DTRACE_BPF_PROC:
		if (size >= sizeof (dtrace_bpf_proc_t))
			bpf_proc_fire(data, &uc);
		break;
	case DTRACE_BPF_SCHED: {
		const dtrace_bpf_sched_t *r = data;

		if (size < sizeof (*r))
			return (0);
		dtrace_uctx_enter(&uc);
		dtrace_schedprov_fire_captured((int)r->dbc_which, &r->dbc_task,
		    r->dbc_prio);
		dtrace_uctx_exit();
		break;
	}
	case DTRACE_BPF_SDT: {
		const dtrace_bpf_sdt_t *r = data;

		if (size < DTRACE_BPF_SDT_SMALL || r->dbt_len >
		    DTRACE_BPF_SDTMAX || size < DTRACE_BPF_SDT_SMALL +
		    (size_t)r->dbt_len)
			return (0);
		dtrace_uctx_enter(&uc);
		dtrace_sdtprov_fire_captured(r->dbt_probe, r->dbt_rec,
		    r->dbt_len);
		dtrace_uctx_exit();
		break;
	}
	case DTRACE_BPF_FBT: {
		const dtrace_bpf_fbt_t *r = data;

		if (size < sizeof (*r))
			return (0);
		dtrace_uctx_enter(&uc);
		dtrace_fbtprov_fire_captured(r->dbk_slot,
		    (const uint64_t *)r->dbk_regs);
		dtrace_uctx_exit();
		break;
	}
	case DTRACE_BPF_UPROBE: {
		const dtrace_bpf_uprobe_t *r = data;
		uint64_t addr = 0;
		pid_t pid = 0;
		uint32_t s;

		if (size < DTRACE_BPF_UPROBE_SMALL ||
		    r->dbp_site >= DTRACE_BPF_NUSITES)
			return (0);
		pthread_mutex_lock(&usite_lock);
		if (bpf_usites != NULL) {
			pid = bpf_usites[r->dbp_site].bu_pid;
			addr = bpf_usites[r->dbp_site].bu_addr;
		}
		pthread_mutex_unlock(&usite_lock);
		if (pid == 0 || (uint32_t)pid != h->dbh_pid)
			return (0);	/* removed since */
		bpf_regs(r->dbp_regs, &uc);
		if (r->dbp_stklen != 0 && r->dbp_stklen <= DTRACE_BPF_STKTOP &&
		    size >= DTRACE_BPF_UPROBE_STK) {
			cap[uc.uc_ncapture].ucc_addr = r->dbp_stkaddr;
			cap[uc.uc_ncapture].ucc_len = r->dbp_stklen;
			cap[uc.uc_ncapture].ucc_data = r->dbp_stk;
			uc.uc_ncapture++;
		}
		for (s = 0; size >= sizeof (*r) && s < DTRACE_BPF_NSTR; s++) {
			int32_t n = r->dbp_strlen[s];

			/* a USDT argument in memory: the pointer read */
			if (r->dbp_ptraddr[s] != 0) {
				cap[uc.uc_ncapture].ucc_addr =
				    r->dbp_ptraddr[s];
				cap[uc.uc_ncapture].ucc_len = 8;
				cap[uc.uc_ncapture].ucc_data =
				    (const char *)&r->dbp_ptr[s];
				uc.uc_ncapture++;
			}
			if (n <= 0)
				continue;
			/* a full slot may be a truncated string */
			if (n >= DTRACE_BPF_STRMAX)
				n = DTRACE_BPF_STRMAX - 1;
			cap[uc.uc_ncapture].ucc_addr = r->dbp_straddr[s];
			cap[uc.uc_ncapture].ucc_len = (uint32_t)n;
			cap[uc.uc_ncapture].ucc_data = r->dbp_str[s];
			uc.uc_ncapture++;
		}
		uc.uc_capture = uc.uc_ncapture != 0 ? cap : NULL;
		bpf_stack_use(h->dbh_tid, DTRACE_BPF_USTACK_SITE(r->dbp_site),
		    0);
		dtrace_uctx_enter(&uc);
		dtrace_pidprov_fire_captured(pid, addr, &uc.uc_regs);
		dtrace_uctx_exit();
		bpf_stack_done();
		break;
	}
	default:
		break;
	}
	return (0);
}

/*
 * Syncs asked of the drain thread (dtrace_bpf_sync): the last asked, and
 * the last whose records it has consumed; the eventfd that wakes it.
 */
static uint64_t bpf_sync_asked, bpf_sync_done;
static int bpf_kickfd = -1;

/* The drain thread: wait for records, consume them, for ever. */
static void *
bpf_drain(void *arg)
{
	struct pollfd pfd[2];
	uint64_t asked, n;

	(void)arg;
	pfd[0].fd = ring_buffer__epoll_fd(bpf_rb);
	pfd[0].events = POLLIN;
	pfd[1].fd = bpf_kickfd;
	pfd[1].events = POLLIN;
	for (;;) {
		/* records come without wakeups while few wait: poll often */
		pfd[0].revents = pfd[1].revents = 0;
		(void) poll(pfd, 2, BPF_POLL_MS);
		if (pfd[1].revents & POLLIN)
			(void) read(bpf_kickfd, &n, sizeof (n));
		asked = __atomic_load_n(&bpf_sync_asked, __ATOMIC_ACQUIRE);
		pthread_mutex_lock(&bpf_lock);
		(void) ring_buffer__consume(bpf_rb);
		pthread_mutex_unlock(&bpf_lock);
		__atomic_store_n(&bpf_sync_done, asked, __ATOMIC_RELEASE);
	}
	return (NULL);
}

void
dtrace_bpf_sync(void)
{
	uint64_t mine, one = 1;
	struct timespec ts = { 0, 200000 };	/* 200 us */
	int i;

	/*
	 * Anything captured of a process under control (pid sites, or the
	 * system calls' stacks, strings and registers that its clauses may
	 * still read in its memory and objects) must be fired first.
	 */
	if (bpf_state != BPF_ACTIVE)
		return;
	mine = __atomic_add_fetch(&bpf_sync_asked, 1, __ATOMIC_ACQ_REL);
	(void) write(bpf_kickfd, &one, sizeof (one));
	/* bounded: the drain may wait for a lock whose holder waits for us */
	for (i = 0; i < BPF_SYNC_MS * 5; i++) {
		if (__atomic_load_n(&bpf_sync_done, __ATOMIC_ACQUIRE) >= mine)
			return;
		(void) nanosleep(&ts, NULL);
	}
}

/* Records the programs could not write (ring buffer full), all CPUs. */
static uint64_t
bpf_drops(void)
{
	struct bpf_map *map = bpf_object__find_map_by_name(bpf_obj,
	    "dt_drops");
	int n = libbpf_num_possible_cpus(), i;
	uint64_t *v, sum = 0;
	uint32_t key = 0;

	if (map == NULL || n <= 0 || (v = calloc((size_t)n, 8)) == NULL)
		return (0);
	if (bpf_map_lookup_elem(bpf_map__fd(map), &key, v) == 0) {
		for (i = 0; i < n; i++)
			sum += v[i];
	}
	free(v);
	return (sum);
}

void
dtrace_bpf_flush(void)
{
	static uint64_t reported, reportedlate;
	uint64_t drops, late;

	if (bpf_rb == NULL)
		return;
	pthread_mutex_lock(&bpf_lock);
	(void) ring_buffer__consume(bpf_rb);
	/* every lost record is counted and said (DESIGN.md, Safety) */
	drops = bpf_drops();
	if (drops > reported) {
		fprintf(stderr, "dtrace: %llu events dropped by "
		    "kernel capture (ring buffer full)\n",
		    (unsigned long long)(drops - reported));
		reported = drops;
	}
	/* and what was read afterwards, not as it was at the event */
	late = dtrace_uctx_late_reads();
	if (late > reportedlate) {
		fprintf(stderr, "dtrace: %llu reads of process memory made "
		    "once drained, after the event (kernel capture took no "
		    "copy of it)\n", (unsigned long long)(late - reportedlate));
		reportedlate = late;
	}
	pthread_mutex_unlock(&bpf_lock);
}

/* ---- loading ------------------------------------------------------------ */

/*
 * Map the .bss of @obj (its global variables, written in place from
 * here), of at least @size bytes: its address, or NULL.
 */
static void *
bpf_map_bss(struct bpf_object *obj, size_t size, size_t *lenp)
{
	struct bpf_map *m;
	size_t pg = (size_t)getpagesize(), len;
	void *p;

	bpf_object__for_each_map(m, obj) {
		const char *n = bpf_map__name(m);

		if (bpf_map__is_internal(m) && strlen(n) >= 4 &&
		    strcmp(n + strlen(n) - 4, ".bss") == 0)
			break;
	}
	if (m == NULL || bpf_map__value_size(m) < size)
		return (NULL);
	len = (bpf_map__value_size(m) + pg - 1) & ~(pg - 1);
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED,
	    bpf_map__fd(m), 0);
	if (p == MAP_FAILED)
		return (NULL);
	*lenp = len;
	return (p);
}

/*
 * Load the syscall program (attached at its first probe), its ring
 * buffer and the drain thread; 0, or -1 with bpf_why set.
 */
static int
bpf_load(void)
{
	struct bpf_map *map;
	void *steer;
	size_t len;
	int err;

	if (bpf_obj != NULL)
		return (0);	/* loaded already, for sdt */
	libbpf_set_print(bpf_print);
	bpf_why[0] = '\0';
	bpf_obj = bpf_object__open_mem(dtrace_bpf_syscall_obj,
	    sizeof (dtrace_bpf_syscall_obj), NULL);
	if (bpf_obj == NULL) {
		if (bpf_why[0] == '\0')
			(void) snprintf(bpf_why, sizeof (bpf_why),
			    "cannot open the capture program: %s",
			    strerror(errno));
		return (-1);
	}
	if ((map = bpf_object__find_map_by_name(bpf_obj, "dt_events")) ==
	    NULL || bpf_map__set_max_entries(map, BPF_RINGSIZE) != 0)
		goto fail;
	if ((err = bpf_object__load(bpf_obj)) != 0) {
		if (err == -EPERM || err == -EACCES)
			(void) snprintf(bpf_why, sizeof (bpf_why),
			    "loading BPF programs is not permitted (%s)",
			    strerror(-err));
		goto fail;
	}
	/* dt_steer: the one variable of the object's .bss, mapped */
	if ((steer = bpf_map_bss(bpf_obj, sizeof (dtrace_bpf_steer_t),
	    &len)) == NULL)
		goto fail;
	bpf_steer = steer;
	bpf_steerlen = len;
	bpf_steer->dbs_self = (uint32_t)getpid();
	bpf_rb = ring_buffer__new(bpf_map__fd(map), bpf_record, NULL, NULL);
	if (bpf_rb == NULL ||
	    (bpf_kickfd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)) < 0)
		goto fail;
	if ((err = pthread_create(&bpf_thread, NULL, bpf_drain, NULL)) != 0) {
		errno = err;
		goto fail;
	}
	(void) pthread_detach(bpf_thread);
	return (0);
fail:
	if (bpf_why[0] == '\0')
		(void) snprintf(bpf_why, sizeof (bpf_why),
		    "cannot load the capture program: %s", strerror(errno));
	if (bpf_rb != NULL)
		ring_buffer__free(bpf_rb);
	bpf_rb = NULL;
	if (bpf_kickfd >= 0)
		(void) close(bpf_kickfd);
	bpf_kickfd = -1;
	bpf_object__close(bpf_obj);
	bpf_obj = NULL;
	if (bpf_steer != NULL)
		(void) munmap((void *)bpf_steer, bpf_steerlen);
	bpf_steer = NULL;
	return (-1);
}

/*
 * The kernel detaches a tracepoint program only after an RCU grace
 * period (tens of ms, one detach at a time): 1,600 of them (`dtrace -n
 * 'sdt:::'`) would take a minute, the proc program's five a third of a
 * second.  So links are held until exit (a disabled sdt probe's captures
 * nothing: its filter says no thread passes), and at exit a process of
 * its own holds them while dtrace goes (bpf_handoff).
 */
#define BPF_MAXHELD	(DTRACE_BPF_SDT_NPROBES + 4 * BPF_MAXLINKS)
static struct bpf_link *bpf_held[BPF_MAXHELD];	/* reachable till exit */
static int bpf_nheld;
static pid_t bpf_tpid;		/* the process that holds them */

static void bpf_handoff(void);

/* Hand link @l over at exit (bpf_handoff), with the others. */
static void
bpf_hold(struct bpf_link *l)
{
	if (bpf_nheld == 0) {
		bpf_tpid = getpid();
		(void) atexit(bpf_handoff);
	}
	if (bpf_nheld < BPF_MAXHELD)	/* else its detach waits at exit */
		bpf_held[bpf_nheld++] = l;
}

/*
 * At exit: stop every program capturing (its steering off), and when
 * links are held, fork a process that keeps them (and nothing else:
 * no descriptor of dtrace's output) until dtrace has exited, so that it
 * is that process's exit, not dtrace's, that waits for the kernel to
 * detach them one by one.  Without pidfd_open (Linux < 5.3), dtrace's
 * exit waits.
 */
static void
bpf_handoff(void)
{
	static int keep[BPF_MAXHELD + 1];
	int pfd, n, i, lo;
	uint32_t p;
	pid_t a;

	/* a child of dtrace's that exits (the tracer): none of its business */
	if (getpid() != bpf_tpid)
		return;
	if (bpf_steer != NULL) {
		memset((void *)bpf_steer->dbs_want, 0,
		    sizeof (bpf_steer->dbs_want));
	}
	if (bpf_psteer != NULL)
		bpf_psteer->dbq_want = 0;
	if (bpf_ssteer != NULL)
		bpf_ssteer->dbc_want = 0;
	if (bpf_usteer != NULL)
		memset((void *)bpf_usteer, 0, sizeof (*bpf_usteer));
	for (p = 0; bpf_tsteer != NULL && p < DTRACE_BPF_SDT_NPROBES; p++)
		bpf_tsteer->dbt_filter[p].dbf_var = DTRACE_BPF_FILTER_NEVER;
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	if (bpf_nheld == 0 ||
	    (pfd = (int)syscall(SYS_pidfd_open, getpid(), 0)) < 0)
		return;
	/* the descriptors to keep, sorted, the pidfd among them */
	n = 0;
	for (i = 0; i < bpf_nheld; i++)
		keep[n++] = bpf_link__fd(bpf_held[i]);
	keep[n++] = pfd;
	for (i = 1; i < n; i++) {
		int k = keep[i], j = i;

		while (j > 0 && keep[j - 1] > k) {
			keep[j] = keep[j - 1];
			j--;
		}
		keep[j] = k;
	}
	if ((a = fork()) == 0) {
		if (fork() == 0) {
			struct pollfd pf = { pfd, POLLIN, 0 };

			for (lo = 0, i = 0; i < n; lo = keep[i++] + 1) {
				if (keep[i] > lo)
					(void) close_range((unsigned)lo,
					    (unsigned)keep[i] - 1, 0);
			}
			(void) close_range((unsigned)lo, ~0U, 0);
			while (poll(&pf, 1, -1) < 0 && errno == EINTR)
				continue;
			_exit(0);	/* the links go now, in this exit */
		}
		_exit(0);
	}
	if (a > 0)
		(void) waitpid(a, NULL, 0);
	(void) close(pfd);
}

/*
 * Attach syscall program @name to its tracepoint into *@linkp, once: the
 * entry program at the first syscall probe enabled (not before: pid
 * sites alone cost the system's calls nothing), the exit program at the
 * first that needs it (a return probe, or an entry probe whose strings
 * may have to wait for the call's exit), so that entry probes alone cost
 * no program at every call's exit.  0, or -1 with bpf_why set.
 */
static int
bpf_syscall_attach(const char *name, struct bpf_link **linkp)
{
	struct bpf_program *prog;

	if (*linkp != NULL)
		return (0);
	if ((prog = bpf_object__find_program_by_name(bpf_obj, name)) ==
	    NULL || (*linkp = bpf_program__attach(prog)) == NULL) {
		(void) snprintf(bpf_why, sizeof (bpf_why),
		    "cannot attach the syscall program %s: %s", name,
		    strerror(errno));
		*linkp = NULL;
		return (-1);
	}
	bpf_hold(*linkp);
	return (0);
}

/* Decide, once, whether kernel capture serves; 1 if it does. */
static int
bpf_decide(void)
{
	if (bpf_state == BPF_UNDECIDED) {
		if (bpf_mode == DTRACE_BPF_MODE_PTRACE) {
			bpf_state = BPF_NOTCHOSEN;
			(void) snprintf(bpf_why, sizeof (bpf_why), "%s",
			    "-x backend=ptrace");
		} else {
			bpf_state = bpf_load() == 0 ? BPF_ACTIVE : BPF_FAILED;
		}
	}
	return (bpf_state == BPF_ACTIVE);
}

/* ---- the syscall provider's strings --------------------------------------- */

/* Is argument @name of C type @type a string worth capturing at entry? */
static int
bpf_strarg(const char *type, const char *name)
{
	static const char *const data[] = {
		"buf", "ubuf", "u_msg_ptr", "_callout_info", "list",
		"shmaddr", "optval",
	};
	static const char *const outnames[] = {
		"filename", "dev_name", "dir_name", "type",
	};
	size_t i;

	if (strcmp(type, "const char *") == 0) {
		for (i = 0; i < sizeof (data) / sizeof (data[0]); i++) {
			if (strcmp(name, data[i]) == 0)
				return (0);
		}
		return (1);
	}
	if (strcmp(type, "char *") == 0) {
		for (i = 0; i < sizeof (outnames) / sizeof (outnames[0]); i++) {
			if (strcmp(name, outnames[i]) == 0)
				return (1);
		}
	}
	return (0);
}

/*
 * Is argument @name of C type @type the data a call takes in (write's
 * buf, sendto's buff, setxattr's value, setsockopt's optval), whose
 * length the next argument gives?
 */
static int
bpf_bufarg(const char *type, const char *name)
{
	static const char *const names[] = {
		"buf", "ubuf", "buff", "value", "optval",
	};
	size_t i;

	if (strcmp(type, "const char *") != 0 &&
	    strcmp(type, "const void *") != 0 &&
	    strcmp(type, "void *") != 0 && strcmp(type, "char *") != 0)
		return (0);
	for (i = 0; i < sizeof (names) / sizeof (names[0]); i++) {
		if (strcmp(name, names[i]) == 0)
			/* read's char *buf is filled by the call: not input */
			return (strncmp(type, "const ", 6) == 0 ||
			    strcmp(name, "buff") == 0 ||
			    strcmp(name, "optval") == 0);
	}
	return (0);
}

/* Is argument @name of C type @type a length, in bytes, of the previous? */
static int
bpf_lenarg(const char *type, const char *name)
{
	return ((strcmp(type, "size_t") == 0 || strcmp(type, "int") == 0 ||
	    strcmp(type, "unsigned int") == 0) &&
	    (strcmp(name, "count") == 0 || strcmp(name, "len") == 0 ||
	    strcmp(name, "size") == 0 || strcmp(name, "optlen") == 0));
}

/*
 * The capture slots of system call @name: from its entry event's format
 * (fields "TYPE NAME" at offset 16 + 8 * ARG), the want bits naming the
 * arguments whose strings, or data with its length (bpf_bufarg), to
 * capture.  No format (no tracefs, a kernel without syscall events):
 * none.
 */
static uint32_t
bpf_strings(const char *name)
{
	dtrace_syscall_arg_t a[6];
	uint32_t bits = DTRACE_BPF_WANT_NOSTR;
	int n = dtrace_syscall_format(name, a), i, slot = 0;

	for (i = 0; i < n && slot < DTRACE_BPF_NSTR; i++) {
		if (a[i].dsa_type[0] == '\0')
			continue;
		if (bpf_bufarg(a[i].dsa_type, a[i].dsa_name) && i + 1 < n &&
		    bpf_lenarg(a[i + 1].dsa_type, a[i + 1].dsa_name)) {
			bits &= ~(DTRACE_BPF_WANT_STR(slot, 0xf) |
			    DTRACE_BPF_WANT_LEN(slot, 0xf));
			bits |= DTRACE_BPF_WANT_STR(slot, i) |
			    DTRACE_BPF_WANT_LEN(slot, i + 1);
			slot++;
			i++;		/* the length is no string */
			continue;
		}
		if (!bpf_strarg(a[i].dsa_type, a[i].dsa_name))
			continue;
		bits &= ~DTRACE_BPF_WANT_STR(slot, 0xf);
		bits |= DTRACE_BPF_WANT_STR(slot, i);
		slot++;
	}
	return (bits);
}

/* The filter of a probe for @f (NULL or dpf_var 0: none). */
static void
bpf_filter(const dtrace_probe_filter_t *f, dtrace_bpf_filter_t *bf)
{
	memset(bf, 0, sizeof (*bf));
	if (f == NULL || f->dpf_var == 0)
		return;
	bf->dbf_value = f->dpf_value;
	switch (f->dpf_var) {
	case DIF_VAR_PID: bf->dbf_var = DTRACE_BPF_FILTER_PID; break;
	case DIF_VAR_TID: bf->dbf_var = DTRACE_BPF_FILTER_TID; break;
	case DIF_VAR_UID: bf->dbf_var = DTRACE_BPF_FILTER_UID; break;
	case DIF_VAR_GID: bf->dbf_var = DTRACE_BPF_FILTER_GID; break;
	case DIF_VAR_EXECNAME:
		bf->dbf_var = DTRACE_BPF_FILTER_COMM;
		memcpy(bf->dbf_comm, f->dpf_str, sizeof (bf->dbf_comm));
		break;
	default:
		return;
	}
	if (f->dpf_never)
		bf->dbf_var = DTRACE_BPF_FILTER_NEVER;
}

/* The capture slots of system call @nr, named @name, looked up once. */
static void
bpf_strslots(long nr, const char *name)
{
	if (!bpf_strdone[nr]) {
		bpf_strbits[nr] = name != NULL ? bpf_strings(name) :
		    DTRACE_BPF_WANT_NOSTR;
		bpf_strdone[nr] = 1;
	}
}

/*
 * Steer the syscall program for system call @nr: the syscall provider's
 * wants and filters (bpf_want, bpf_sysfilt) with the proc provider's
 * (bpf_pwant: the entry with its strings, the return, and no filter,
 * which would hide from proc the threads the syscall probes' predicates
 * leave out: they are tested again in the D engine anyway).  0, or -1
 * when the exit program cannot be attached.
 */
static int
bpf_sys_store(long nr)
{
	uint32_t w = bpf_want[nr], p = bpf_pwant[nr], key = (uint32_t)nr * 2;
	dtrace_bpf_filter_t none;

	memset(&none, 0, sizeof (none));
	if (p & DTRACE_BPF_WANT_ENTRY)
		w = (w & ~DTRACE_BPF_WANT_NOSTR) | DTRACE_BPF_WANT_ENTRY |
		    bpf_strbits[nr];
	w |= p & DTRACE_BPF_WANT_RETURN;
	/* before the want bits: never a moment with a stale filter */
	bpf_steer->dbs_filter[key] = (p & DTRACE_BPF_WANT_ENTRY) ? none :
	    bpf_sysfilt[key];
	bpf_steer->dbs_filter[key + 1] = (p & DTRACE_BPF_WANT_RETURN) ? none :
	    bpf_sysfilt[key + 1];
	__atomic_thread_fence(__ATOMIC_RELEASE);
	/* the exit program: for a return, or strings read late */
	if ((w & DTRACE_BPF_WANT_RETURN) || ((w & DTRACE_BPF_WANT_ENTRY) &&
	    (w & DTRACE_BPF_WANT_NOSTR) != DTRACE_BPF_WANT_NOSTR)) {
		if (bpf_syscall_attach("dt_sys_exit", &bpf_exit_link) != 0)
			return (-1);
	}
	/* no probe of this call enabled: 0, the program's quick test */
	if (!(w & (DTRACE_BPF_WANT_ENTRY | DTRACE_BPF_WANT_RETURN)))
		w = 0;
	__atomic_store_n(&bpf_steer->dbs_want[nr], w, __ATOMIC_RELEASE);
	return (0);
}

int
dtrace_bpf_syscall_enable(long nr, const char *name, int isret, int on,
    uint32_t uctx, const dtrace_probe_filter_t *f)
{
	uint32_t key, bit = isret ? DTRACE_BPF_WANT_RETURN :
	    DTRACE_BPF_WANT_ENTRY, w, rbit, abit, sbit;
	dtrace_bpf_filter_t bf;

	if (!bpf_decide() || bpf_syscall_attach("dt_sys_enter",
	    &bpf_enter_link) != 0)
		return (0);
	if (nr < 0 || nr >= DTRACE_BPF_NSYSCALL)
		return (1);
	bpf_filter(on ? f : NULL, &bf);
	key = (uint32_t)nr * 2 + (isret ? 1 : 0);
	bpf_sysfilt[key] = bf;
	bpf_strslots(nr, name);
	w = on ? bpf_want[nr] | bit : bpf_want[nr] & ~bit;
	/* registers, arguments only for a probe whose clauses read them */
	rbit = isret ? DTRACE_BPF_WANT_RREGS : DTRACE_BPF_WANT_EREGS;
	w = on && (uctx & (DTRACE_UCTX_REGS | DTRACE_UCTX_USTACK)) ?
	    w | rbit : w & ~rbit;
	/* the stack (and the registers to unwind it from) for ustack() */
	sbit = isret ? DTRACE_BPF_WANT_RSTACK : DTRACE_BPF_WANT_ESTACK;
	w = on && (uctx & DTRACE_UCTX_USTACK) ? w | sbit : w & ~sbit;
	abit = isret ? DTRACE_BPF_WANT_RARGS : DTRACE_BPF_WANT_EARGS;
	w = on && (uctx & DTRACE_UCTX_EXECARGS) ? w | abit : w & ~abit;
	/* memory only for an entry whose clauses read the process's */
	if (!isret && on)
		w = (w & ~DTRACE_BPF_WANT_NOSTR) |
		    ((uctx & DTRACE_UCTX_MEM) ? bpf_strbits[nr] :
		    DTRACE_BPF_WANT_NOSTR);
	else if (!(w & DTRACE_BPF_WANT_ENTRY))
		w |= DTRACE_BPF_WANT_NOSTR;
	bpf_want[nr] = w;
	return (bpf_sys_store(nr) == 0);
}

int
dtrace_bpf_systemwide(void)
{
	return (bpf_mode != DTRACE_BPF_MODE_PTRACE);
}

int
dtrace_bpf_serves(const char *prov, const char **whyp)
{
	if (strcmp(prov, "proc") == 0) {
		/* every proc probe, once one was enabled here */
		if (whyp != NULL)
			*whyp = NULL;
		return (bpf_state == BPF_ACTIVE && bpf_pobj != NULL);
	}
	if (strcmp(prov, "sdt") == 0) {
		/* asked only once an sdt probe was enabled */
		if (whyp != NULL)
			*whyp = bpf_tfailed ? bpf_twhy : NULL;
		return (bpf_tasked && !bpf_tfailed);
	}
	if (strcmp(prov, "fbt") == 0) {
		/* refusals, fatal only when nothing was attached */
		if (!bpf_kfailed && bpf_knotattached != 0)
			(void) snprintf(bpf_kmsg, sizeof (bpf_kmsg),
			    "%d of %d refused, the first: %s", bpf_knotattached,
			    bpf_knotattached + bpf_kattached, bpf_kwhy);
		if (whyp != NULL)
			*whyp = bpf_kfailed ? bpf_kwhy :
			    bpf_knotattached != 0 ? bpf_kmsg : NULL;
		return (bpf_kattached != 0);
	}
	if (strcmp(prov, "sched") == 0) {
		if (whyp != NULL)
			*whyp = bpf_sfailed ? bpf_swhy : NULL;
		return (bpf_sasked && !bpf_sfailed);
	}
	if (strcmp(prov, "pid") == 0) {
		/* asked only once a pid probe was enabled */
		if (whyp != NULL)
			*whyp = bpf_ufailed ? (bpf_why[0] != '\0' ? bpf_why :
			    "cannot load the uprobe program") : NULL;
		return (bpf_state == BPF_ACTIVE && bpf_uprog != NULL);
	}
	if (whyp != NULL)
		*whyp = bpf_state == BPF_UNDECIDED ? NULL : bpf_why;
	return (strcmp(prov, "syscall") == 0 && bpf_state == BPF_ACTIVE);
}

/* ---- the programs loaded beside the syscall program --------------------- */

/*
 * Open the capture object of @size bytes at @obj, on the syscall
 * program's ring buffer and drop counter (one order for every record),
 * and load it: the object, or NULL.
 */
static struct bpf_object *
bpf_open_shared(const unsigned char *obj, size_t size)
{
	struct bpf_object *o = bpf_object__open_mem(obj, size, NULL);
	static const char *const shared[] = { "dt_events", "dt_drops" };
	struct bpf_map *m;
	size_t i;

	if (o == NULL)
		return (NULL);
	for (i = 0; i < sizeof (shared) / sizeof (shared[0]); i++) {
		if ((m = bpf_object__find_map_by_name(o, shared[i])) == NULL ||
		    bpf_map__reuse_fd(m, bpf_map__fd(
		    bpf_object__find_map_by_name(bpf_obj, shared[i]))) != 0) {
			bpf_object__close(o);
			return (NULL);
		}
	}
	if (bpf_object__load(o) != 0) {
		bpf_object__close(o);
		return (NULL);
	}
	return (o);
}

/* ---- the pid provider's sites ------------------------------------------- */

/*
 * Load the uprobe program (dtrace_bpf_uprobe.bpf.c) on the syscall
 * program's ring buffer and drop counter, once; 0 or -1.
 */
static int
bpf_uprobe_load(void)
{
	size_t len;
	void *steer;

	if (bpf_uprog != NULL)
		return (0);
	if (bpf_ufailed)
		return (-1);
	bpf_ufailed = 1;		/* until it loads */
	bpf_why[0] = '\0';
	if ((bpf_usites = calloc(DTRACE_BPF_NUSITES,
	    sizeof (*bpf_usites))) == NULL)
		return (-1);
	bpf_uobj = bpf_open_shared(dtrace_bpf_uprobe_obj,
	    sizeof (dtrace_bpf_uprobe_obj));
	if (bpf_uobj == NULL)
		return (-1);
	if ((bpf_uprog = bpf_object__find_program_by_name(bpf_uobj,
	    "dt_uprobe")) == NULL ||
	    (steer = bpf_map_bss(bpf_uobj, sizeof (dtrace_bpf_usteer_t),
	    &len)) == NULL) {
		bpf_object__close(bpf_uobj);
		bpf_uobj = NULL;
		bpf_uprog = NULL;
		return (-1);
	}
	bpf_usteer = steer;
	bpf_ufailed = 0;
	return (0);
}

/*
 * The mapping of process @pid holding @addr, as a path the kernel can
 * resolve however the process sees its files (/proc/PID/map_files/...)
 * and the offset of @addr in that file; 0, or -1 (not a file's).
 */
static int
bpf_usite_file(pid_t pid, uint64_t addr, char *path, size_t n,
    uint64_t *offp)
{
	char line[512], maps[64];
	unsigned long long lo, hi, off, ino;
	FILE *fp;
	int ok = -1;

	(void) snprintf(maps, sizeof (maps), "/proc/%d/maps", (int)pid);
	if ((fp = fopen(maps, "re")) == NULL)
		return (-1);
	while (fgets(line, sizeof (line), fp) != NULL) {
		if (sscanf(line, "%llx-%llx %*s %llx %*s %llu", &lo, &hi, &off,
		    &ino) != 4 || addr < lo || addr >= hi)
			continue;
		if (ino != 0) {
			(void) snprintf(path, n, "/proc/%d/map_files/%llx-%llx",
			    (int)pid, lo, hi);
			*offp = addr - lo + off;
			ok = 0;
		}
		break;
	}
	(void) fclose(fp);
	return (ok);
}

void
dtrace_bpf_usite_prepare(void)
{
	if (bpf_mode != DTRACE_BPF_MODE_PTRACE && bpf_decide())
		(void) bpf_uprobe_load();
}

int
dtrace_bpf_usite_fits(uint32_t uctx)
{
	return (!(uctx & DTRACE_UCTX_INPLACE));
}

int
dtrace_bpf_usite_add(pid_t pid, uint64_t addr, uint32_t uctx)
{
	LIBBPF_OPTS(bpf_uprobe_opts, o);
	struct bpf_link *link;
	char path[96];
	uint64_t off;
	uint32_t i, site;

	/* loaded beforehand (dtrace_bpf_usite_prepare): never here */
	if (bpf_uprog == NULL || !dtrace_bpf_usite_fits(uctx) ||
	    bpf_usite_file(pid, addr, path, sizeof (path), &off) != 0)
		return (-1);
	pthread_mutex_lock(&usite_lock);
	for (i = 0; i < DTRACE_BPF_NUSITES; i++) {
		site = (bpf_usite_next + i) % DTRACE_BPF_NUSITES;
		if (bpf_usites[site].bu_pid == 0)
			break;
	}
	if (i == DTRACE_BPF_NUSITES) {
		pthread_mutex_unlock(&usite_lock);
		return (-1);
	}
	bpf_usite_next = site + 1;
	bpf_usites[site].bu_pid = pid;		/* taken */
	bpf_usites[site].bu_addr = addr;
	pthread_mutex_unlock(&usite_lock);
	__atomic_store_n(&bpf_usteer->dbu_flags[site], 0, __ATOMIC_RELEASE);
	o.bpf_cookie = ((uint64_t)(uint32_t)pid << 32) | site;
	link = bpf_program__attach_uprobe_opts(bpf_uprog, pid, path,
	    (size_t)off, &o);
	pthread_mutex_lock(&usite_lock);
	if (link == NULL)
		bpf_usites[site].bu_pid = 0;
	else
		bpf_usites[site].bu_link = link;
	pthread_mutex_unlock(&usite_lock);
	return (link == NULL ? -1 : (int)site);
}

void
dtrace_bpf_usite_set(int site, int on, uint32_t uctx,
    const dtrace_bpf_utake_t *src, int nsrc)
{
	uint8_t f = 0;
	int i;

	if (site < 0 || site >= DTRACE_BPF_NUSITES || bpf_usteer == NULL)
		return;
	for (i = 0; i < DTRACE_BPF_NSTR; i++) {
		volatile dtrace_bpf_utakeslot_t *u =
		    &bpf_usteer->dbu_take[site][i];
		const dtrace_bpf_utake_t *s;

		u->dbut_flags = 0;
		if (!on || i >= nsrc)
			continue;
		s = &src[i];
		if (s->but_base >= DTRACE_BPF_NREGS ||
		    s->but_index >= DTRACE_BPF_NREGS)
			continue;
		u->dbut_base = (uint8_t)(s->but_base + 1);
		u->dbut_index = (uint8_t)(s->but_index + 1);
		u->dbut_scale = s->but_scale;
		u->dbut_disp = s->but_disp;
		u->dbut_flags = DTRACE_BPF_TAKE_ON |
		    (s->but_mem ? DTRACE_BPF_TAKE_MEM : 0) |
		    (s->but_str ? DTRACE_BPF_TAKE_STR : 0);
	}
	if (on)
		f = DTRACE_BPF_USITE_ON | ((uctx & DTRACE_UCTX_USTACK) ?
		    DTRACE_BPF_USITE_STACK : 0) | ((uctx & DTRACE_UCTX_MEM) ?
		    DTRACE_BPF_USITE_MEM : 0);
	__atomic_store_n(&bpf_usteer->dbu_flags[site], f, __ATOMIC_RELEASE);
}

void
dtrace_bpf_usite_remove(int site)
{
	struct bpf_link *link;

	if (site < 0 || site >= DTRACE_BPF_NUSITES || bpf_usites == NULL)
		return;
	dtrace_bpf_usite_set(site, 0, 0, NULL, 0);
	pthread_mutex_lock(&usite_lock);
	link = bpf_usites[site].bu_link;
	bpf_usites[site].bu_pid = 0;
	bpf_usites[site].bu_link = NULL;
	pthread_mutex_unlock(&usite_lock);
	if (link != NULL)
		(void) bpf_link__destroy(link);
}

/* ---- the proc provider's probes ------------------------------------------ */

/*
 * Load the capture object @img (@size bytes) on the syscall program's ring
 * buffer and drop counter and attach every program of it, once: into
 * *@objp, with its .bss (at least @bss bytes) mapped into *@bssp, its
 * second word (dbq_self, dbc_self: the steering's second __u32) set to
 * dtrace's tgid.  *@failedp remembers a failure.  0, or -1 when it
 * failed, now or before (or was loaded before: the caller asks first).
 */
static int
bpf_load_attached(const unsigned char *img, size_t size, size_t bss,
    struct bpf_object **objp, void **bssp, int *failedp)
{
	struct bpf_link *links[BPF_MAXLINKS];
	struct bpf_program *prog;
	size_t len;
	void *steer;
	int n = 0;

	if (*objp != NULL || *failedp)
		return (-1);		/* the caller keeps what loaded */
	*failedp = 1;			/* until it loads */
	if ((*objp = bpf_open_shared(img, size)) == NULL)
		return (-1);
	if ((steer = bpf_map_bss(*objp, bss, &len)) == NULL)
		goto fail;
	((volatile uint32_t *)steer)[1] = (uint32_t)getpid();
	bpf_object__for_each_program(prog, *objp) {
		/*
		 * Held until dtrace exits, as the syscall program's links
		 * (the kernel detaches them then, SIGKILL included).
		 */
		if (n == BPF_MAXLINKS ||
		    (links[n] = bpf_program__attach(prog)) == NULL)
			goto fail;
		n++;
	}
	while (n > 0)
		bpf_hold(links[--n]);
	*bssp = steer;
	*failedp = 0;
	return (0);
fail:
	while (n > 0)
		(void) bpf_link__destroy(links[--n]);
	bpf_object__close(*objp);
	*objp = NULL;
	return (-1);
}

/* Load and attach the proc program, once; 0 or -1. */
static int
bpf_proc_load(void)
{
	void *steer;

	if (bpf_psteer != NULL)
		return (0);
	if (bpf_load_attached(dtrace_bpf_proc_obj, sizeof (dtrace_bpf_proc_obj),
	    sizeof (dtrace_bpf_psteer_t), &bpf_pobj, &steer, &bpf_pfailed) != 0)
		return (-1);
	bpf_psteer = steer;
	return (0);
}

int
dtrace_bpf_proc_enable(int which, int on)
{
	uint32_t w;

	/*
	 * Not beside processes under control (-x backend=bpf with -c or
	 * -p): there the tracer fires the proc probes of their events as
	 * they happen, in step with its other stops, which records fired
	 * once drained would trail.
	 */
	if (which < 0 || which >= DT_PROC_NPROBES ||
	    dtrace_uproc_controlled() || !bpf_decide() ||
	    bpf_proc_load() != 0)
		return (0);
	w = bpf_psteer->dbq_want;
	w = on ? w | (1U << which) : w & ~(1U << which);
	__atomic_store_n(&bpf_psteer->dbq_want, w, __ATOMIC_RELEASE);
	bpf_proc_on = on ? bpf_proc_on | (1U << which) :
	    bpf_proc_on & ~(1U << which);
	if ((1U << which) & BPF_PROC_BYSYSCALL)
		return (bpf_proc_syscalls() == 0);
	return (1);
}

/* The system calls whose records give proc probes (bpf_pwant). */
static const struct {
	long nr;
	const char *name;
	uint32_t probes;	/* DT_PROC_* bits it gives at entry */
	uint32_t rprobes;	/* and at its return */
} bpf_proc_calls[] = {
	{ SYS_execve, "execve", 1U << DT_PROC_EXEC,
	    1U << DT_PROC_EXEC_FAILURE },
	{ SYS_execveat, "execveat", 1U << DT_PROC_EXEC,
	    1U << DT_PROC_EXEC_FAILURE },
	{ SYS_clone, "clone", 0, (1U << DT_PROC_START) |
	    (1U << DT_PROC_LWP_START) },
	{ SYS_clone3, "clone3", 0, (1U << DT_PROC_START) |
	    (1U << DT_PROC_LWP_START) },
	{ SYS_fork, "fork", 0, (1U << DT_PROC_START) |
	    (1U << DT_PROC_LWP_START) },
	{ SYS_vfork, "vfork", 0, (1U << DT_PROC_START) |
	    (1U << DT_PROC_LWP_START) },
};

/* Steer the syscall program for what the enabled proc probes need. */
static int
bpf_proc_syscalls(void)
{
	size_t i;
	long nr;

	if (bpf_syscall_attach("dt_sys_enter", &bpf_enter_link) != 0)
		return (-1);
	for (i = 0; i < sizeof (bpf_proc_calls) / sizeof (bpf_proc_calls[0]);
	    i++) {
		nr = bpf_proc_calls[i].nr;
		if (nr < 0 || nr >= DTRACE_BPF_NSYSCALL)
			continue;
		bpf_strslots(nr, bpf_proc_calls[i].name);
		bpf_pwant[nr] = ((bpf_proc_on & bpf_proc_calls[i].probes) ?
		    DTRACE_BPF_WANT_ENTRY : 0) |
		    ((bpf_proc_on & bpf_proc_calls[i].rprobes) ?
		    DTRACE_BPF_WANT_RETURN : 0);
		if (bpf_sys_store(nr) != 0)
			return (-1);
	}
	return (0);
}

/*
 * Fire the proc probes that system call @nr's entry (@isret 0, arguments
 * @args) or return (@rval) gives, in context @uc (entered): exec with the
 * path (captured with the entry), exec-failure with the errno, and in a
 * task new from the clone family start (a new process) and lwp-start.
 */
static void
bpf_proc_sys(long nr, int isret, const uint64_t *args, int64_t rval,
    const dtrace_uctx_t *uc)
{
	static char path[DTRACE_BPF_STRMAX];
	size_t n;

	if (nr < 0 || nr >= DTRACE_BPF_NSYSCALL || bpf_pwant[nr] == 0)
		return;
	if (nr == SYS_execve || nr == SYS_execveat) {
		if (!isret) {
			uintptr_t a = (uintptr_t)(nr == SYS_execve ? args[0] :
			    args[1]);

			for (n = 0; n < sizeof (path) - 1; n++) {
				if (dtrace_uctx_read(uc, a + n, &path[n],
				    1) != 0 || path[n] == '\0')
					break;
			}
			path[n] = '\0';
			dtrace_procprov_fire_captured(DT_PROC_EXEC,
			    (uint64_t)(uintptr_t)path, 0, 0);
		} else if (rval < 0 && rval >= -4095) {
			dtrace_procprov_fire_captured(DT_PROC_EXEC_FAILURE,
			    (uint64_t)-rval, 0, 0);
		}
		return;
	}
	/* the clone family returns 0 in the new task */
	if (isret && rval == 0) {
		if (uc->uc_pid == uc->uc_tid)
			dtrace_procprov_fire_captured(DT_PROC_START, 0, 0, 0);
		dtrace_procprov_fire_captured(DT_PROC_LWP_START, 0, 0, 0);
	}
}

/* ---- the providers only kernel capture serves: sdt, sched ---------------- */

/*
 * The ring buffer and drain thread for a provider nothing else serves,
 * whatever serves the others (-c/-p or not), unless -x backend=ptrace
 * said no: 0, or -1 with the reason in @why (@n bytes).
 */
static int
bpf_base(char *why, size_t n)
{
	if (bpf_mode == DTRACE_BPF_MODE_PTRACE) {
		(void) snprintf(why, n, "not chosen (-x backend=ptrace)");
		return (-1);
	}
	if (bpf_load() != 0) {
		(void) snprintf(why, n, "%s", bpf_why);
		return (-1);
	}
	return (0);
}

int
dtrace_bpf_sched_enable(int which, int on, const dtrace_probe_filter_t *f)
{
	dtrace_bpf_filter_t bf;
	void *steer;
	uint32_t w;

	if (which < 0 || which >= DT_SCHED_NPROBES)
		return (0);
	bpf_sasked = 1;
	if (bpf_ssteer == NULL) {
		if (bpf_sfailed)
			return (0);
		if (bpf_base(bpf_swhy, sizeof (bpf_swhy)) != 0) {
			bpf_sfailed = 1;
			return (0);
		}
		bpf_why[0] = '\0';
		if (bpf_load_attached(dtrace_bpf_sched_obj,
		    sizeof (dtrace_bpf_sched_obj), sizeof (dtrace_bpf_ssteer_t),
		    &bpf_sobj, &steer, &bpf_sfailed) != 0) {
			/* libbpf's last word, if it said one */
			(void) snprintf(bpf_swhy, sizeof (bpf_swhy),
			    "cannot load the sched program: %s",
			    bpf_why[0] != '\0' ? bpf_why : strerror(errno));
			return (0);
		}
		bpf_ssteer = steer;
	}
	/* the filter before the want bit that enables its probe */
	bpf_filter(on ? f : NULL, &bf);
	memcpy((void *)&bpf_ssteer->dbc_filter[which], &bf, sizeof (bf));
	__atomic_thread_fence(__ATOMIC_RELEASE);
	w = bpf_ssteer->dbc_want;
	w = on ? w | (1U << which) : w & ~(1U << which);
	__atomic_store_n(&bpf_ssteer->dbc_want, w, __ATOMIC_RELEASE);
	return (1);
}

/*
 * Load the capture object @img (@size bytes) of a provider only kernel
 * capture serves on the syscall program's ring buffer (loading that, and
 * the drain thread, if no other provider has), once, with its .bss
 * steering (@bss bytes, the tgid of dtrace first, whose events it skips)
 * mapped at *@steerp; @what names the program in the reason.  0, or -1
 * with *@failedp set and the reason in @why (@n bytes).
 */
static int
bpf_load_steered(const unsigned char *img, size_t size, size_t bss,
    const char *what, struct bpf_object **objp, volatile void **steerp,
    int *failedp, char *why, size_t n)
{
	size_t len;
	void *steer;

	if (*steerp != NULL)
		return (0);
	if (*failedp)
		return (-1);
	*failedp = 1;			/* until it loads */
	if (bpf_base(why, n) != 0)
		return (-1);
	if ((*objp = bpf_open_shared(img, size)) == NULL ||
	    (steer = bpf_map_bss(*objp, bss, &len)) == NULL) {
		(void) snprintf(why, n, "cannot load the %s program: %s", what,
		    strerror(errno));
		if (*objp != NULL)
			bpf_object__close(*objp);
		*objp = NULL;
		return (-1);
	}
	*(volatile uint32_t *)steer = (uint32_t)getpid();
	*steerp = steer;
	*failedp = 0;
	return (0);
}

/*
 * Store the filter of an attached probe at @dst: @f (NULL: every thread
 * passes), or none passes when it is disabled (!@on).
 */
static void
bpf_filter_put(volatile dtrace_bpf_filter_t *dst, int on,
    const dtrace_probe_filter_t *f)
{
	dtrace_bpf_filter_t bf;

	bpf_filter(f, &bf);
	if (!on)
		bf.dbf_var = DTRACE_BPF_FILTER_NEVER;
	memcpy((void *)dst, &bf, sizeof (bf));
	__atomic_thread_fence(__ATOMIC_RELEASE);
}

/* Load the sdt program, once (bpf_load_steered); 0, or -1. */
static int
bpf_sdt_load(void)
{
	if (bpf_load_steered(dtrace_bpf_sdt_obj, sizeof (dtrace_bpf_sdt_obj),
	    sizeof (dtrace_bpf_sdtsteer_t), "tracepoint", &bpf_tobj,
	    (volatile void **)&bpf_tsteer, &bpf_tfailed, bpf_twhy,
	    sizeof (bpf_twhy)) != 0)
		return (-1);
	if (bpf_tprog == NULL && (bpf_tprog =
	    bpf_object__find_program_by_name(bpf_tobj, "dt_sdt")) == NULL) {
		(void) snprintf(bpf_twhy, sizeof (bpf_twhy),
		    "no program dt_sdt in the tracepoint object");
		bpf_tfailed = 1;
		return (-1);
	}
	return (0);
}

void
dtrace_bpf_sdt_set(uint32_t probe, int on, const dtrace_probe_filter_t *f)
{
	if (bpf_tsteer != NULL && probe < DTRACE_BPF_SDT_NPROBES)
		bpf_filter_put(&bpf_tsteer->dbt_filter[probe], on, f);
}

void *
dtrace_bpf_sdt_attach(const char *group, const char *event, uint32_t probe,
    uint32_t len, const dtrace_probe_filter_t *f)
{
	LIBBPF_OPTS(bpf_tracepoint_opts, opts);
	struct bpf_link *l;

	bpf_tasked = 1;
	if (bpf_sdt_load() != 0)
		return (NULL);
	dtrace_bpf_sdt_set(probe, 1, f);
	opts.bpf_cookie = (uint64_t)len << 32 | probe;
	if ((l = bpf_program__attach_tracepoint_opts(bpf_tprog, group, event,
	    &opts)) == NULL) {
		/* said, and the consumer fails (dt_capture_check) */
		(void) snprintf(bpf_twhy, sizeof (bpf_twhy),
		    "cannot attach to tracepoint %s:%s: %s", group, event,
		    strerror(errno));
		bpf_tfailed = 1;
		return (NULL);
	}
	bpf_hold(l);
	return (l);
}

/* ---- fbt: kprobes ------------------------------------------------------- */

/* Load the fbt program, once (bpf_load_steered); 0, or -1. */
static int
bpf_fbt_load(void)
{
	if (bpf_load_steered(dtrace_bpf_fbt_obj, sizeof (dtrace_bpf_fbt_obj),
	    sizeof (dtrace_bpf_fbtsteer_t), "kprobe", &bpf_kobj,
	    (volatile void **)&bpf_ksteer, &bpf_kfailed, bpf_kwhy,
	    sizeof (bpf_kwhy)) != 0)
		return (-1);
	if (bpf_kentry == NULL && ((bpf_kentry =
	    bpf_object__find_program_by_name(bpf_kobj, "dt_kprobe")) == NULL ||
	    (bpf_kreturn = bpf_object__find_program_by_name(bpf_kobj,
	    "dt_kretprobe")) == NULL)) {
		(void) snprintf(bpf_kwhy, sizeof (bpf_kwhy),
		    "no programs dt_kprobe, dt_kretprobe in the kprobe object");
		bpf_kentry = NULL;
		bpf_kfailed = 1;
		return (-1);
	}
	return (0);
}

void
dtrace_bpf_fbt_set(uint32_t slot, int on, const dtrace_probe_filter_t *f)
{
	if (bpf_ksteer != NULL && slot < DTRACE_BPF_FBT_NSLOTS)
		bpf_filter_put(&bpf_ksteer->dbk_filter[slot], on, f);
}

void *
dtrace_bpf_fbt_attach(const char *func, int isret, uint32_t slot,
    const dtrace_probe_filter_t *f)
{
	LIBBPF_OPTS(bpf_kprobe_opts, opts);
	struct bpf_link *l;

	if (bpf_fbt_load() != 0)
		return (NULL);
	if (slot >= DTRACE_BPF_FBT_NSLOTS) {
		if (bpf_knotattached++ == 0)
			(void) snprintf(bpf_kwhy, sizeof (bpf_kwhy),
			    "more than %d fbt probes enabled",
			    DTRACE_BPF_FBT_NSLOTS);
		return (NULL);
	}
	dtrace_bpf_fbt_set(slot, 1, f);
	opts.bpf_cookie = slot;
	opts.retprobe = isret != 0;
	if ((l = bpf_program__attach_kprobe_opts(isret ? bpf_kreturn :
	    bpf_kentry, func, &opts)) == NULL) {
		if (bpf_knotattached++ == 0)
			(void) snprintf(bpf_kwhy, sizeof (bpf_kwhy),
			    "cannot put a %s on %s: %s", isret ? "kretprobe" :
			    "kprobe", func, strerror(errno));
		return (NULL);
	}
	bpf_kattached++;
	bpf_hold(l);
	return (l);
}

/* ---- profile-N: the identity of each system-wide sample ----------------- */

static struct bpf_object *bpf_profobj;
static int bpf_proffailed;

int
dtrace_bpf_profile_attach(int cpu, int sample_fd, int out_fd)
{
	struct bpf_program *prog;
	struct bpf_map *map;
	uint32_t key = (uint32_t)cpu, val = (uint32_t)out_fd;
	char why[sizeof (bpf_why)];

	if (bpf_profobj == NULL) {
		if (bpf_proffailed || bpf_base(why, sizeof (why)) != 0)
			return (-1);
		bpf_proffailed = 1;	/* until it loads */
		if ((bpf_profobj = bpf_open_shared(dtrace_bpf_profile_obj,
		    sizeof (dtrace_bpf_profile_obj))) == NULL)
			return (-1);
		bpf_proffailed = 0;
	}
	if ((prog = bpf_object__find_program_by_name(bpf_profobj,
	    "dt_profile")) == NULL ||
	    (map = bpf_object__find_map_by_name(bpf_profobj,
	    "dt_prof_out")) == NULL ||
	    bpf_map_update_elem(bpf_map__fd(map), &key, &val, BPF_ANY) != 0 ||
	    ioctl(sample_fd, PERF_EVENT_IOC_SET_BPF, bpf_program__fd(prog)) !=
	    0)
		return (-1);
	return (0);
}
