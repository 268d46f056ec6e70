/*
 * os/linux/user/dtrace_ptrace.c -- the tracer of the user host: process
 * control for dtrace -c and -p with ptrace(2), no kernel module.
 *
 * Where it sits: libdtrace's process control (lib/libdtrace/dt_proc.c)
 * calls dtrace_uproc_create/grab/continue/release/status; the providers
 * of the user host (syscall, proc, pid) are driven from here: every stop
 * of a traced thread is handled by ONE tracer thread inside the dtrace
 * process, which fills a dtrace_uctx_t for the stopped thread, enters it,
 * fires the probes, leaves it, and resumes the thread (dtrace_uproc.h).
 *
 * Mechanism and cost:
 *   - Every thread is attached with PTRACE_SEIZE and the options
 *     TRACESYSGOOD, TRACEFORK, TRACEVFORK, TRACECLONE, TRACEEXEC,
 *     TRACEEXIT (and EXITKILL for processes we created), so forks, vforks,
 *     clones and threads are followed, and execs and exits reported.
 *   - System-call stops cost two context switches to the tracer per
 *     system call (entry and exit stops, PTRACE_GET_SYSCALL_INFO for
 *     number, arguments and return value).  They are taken only while
 *     some system call is wanted (dtrace_syscall_nstops > 0: a syscall
 *     probe, or proc:::exec / exec-failure / signal-send, is enabled):
 *     threads are resumed with PTRACE_SYSCALL then, with PTRACE_CONT
 *     otherwise, so a process whose enabled set is empty runs at full
 *     speed.  When the wanted set turns on or off while threads run,
 *     they are interrupted (PTRACE_INTERRUPT) and resumed in the new mode.
 *   - Without system-call stops, a traced process only stops for
 *     fork/clone/exec/exit events, signals, and pid-provider breakpoints.
 *
 * Created processes (-c) are forked by the tracer thread (a raw clone with
 * CLONE_PARENT: dtrace's child, not the tracer process's, so their ppid is
 * dtrace's; the tracer reaps their status as their tracer); the child stops
 * itself (SIGSTOP) BEFORE execve(2), is seized there, and stays stopped
 * until dtrace_uproc_continue() (after dtrace_go()), so the whole life of
 * the command -- execve, the dynamic loader, exit -- is traced, as strace
 * -f sees it.  dtrace_uproc_advance() runs it, before tracing, to the
 * entry point of the executable (a breakpoint at AT_ENTRY), for the pid
 * provider, which needs the libraries mapped to create its probes.
 *
 * Grabbed processes (-p) are seized thread by thread and interrupted;
 * they stay stopped until continued.  On release every breakpoint is
 * removed and every thread detached: the process runs on as it was found
 * (stopped if it was stopped).  A created process is killed on release
 * if it still lives (the reference does the same).
 *
 * Destructive actions: raise(sig) and stop() made by probes are sent to
 * the traced thread (tgkill, SIGSTOP for stop()) by dtrace_uctx_exit(),
 * after the probes ran and before the thread is resumed.  A stopped
 * process is left in its group-stop (PTRACE_LISTEN) and stays stopped when
 * released.  copyout()/copyoutstr() write through /proc/PID/mem.
 *
 * Seccomp (created processes only): the child, stopped before its execve,
 * is given a BPF program returning SECCOMP_RET_TRACE for the system calls
 * enabled when it is continued (it installs it and stops once more; see
 * uproc_install_filter); from then on it runs under PTRACE_CONT and stops
 * at PTRACE_EVENT_SECCOMP only for those calls, plus their exit stop when
 * a :return (or proc:::exec-failure / signal-send) needs it.  The filter
 * cannot be removed, so processes under it are killed, not detached, on
 * release; system calls enabled later (another enabling while it runs)
 * are not seen in it.  DTRACE_NOSECCOMP=1 in the environment disables it.
 *
 * Waiting: the tracer waits for SIGCHLD (blocked in every thread of the
 * dtrace process that libdtrace controls: the tracer, the thread that
 * first created or grabbed a process, the timer threads) and for a
 * thread-directed "kick" signal with sigtimedwait(2), then reaps the
 * events of the threads it knows with waitpid(tid, WNOHANG | __WALL) --
 * never waitpid(-1), so children of the dtrace process that are not
 * traced (cpp for -C) are left to their owners.  Requests from other
 * threads are queued and the tracer is kicked; the caller sleeps on a
 * condition variable until the tracer has carried them out.
 *
 * The tracer is a process (DESIGN.md, "Process safety"): "the tracer
 * thread" below runs in a process of its own cloned with CLONE_VM,
 * CLONE_FILES and CLONE_FS but not CLONE_THREAD (uproc_anchor), so it
 * shares every table with dtrace yet is not killed with it: when dtrace
 * dies however it dies, the tracer (told by PR_SET_PDEATHSIG, checked
 * with getppid() wherever it waits) puts the original code back, undoes
 * breakpoint hits in flight, detaches every thread and ends
 * (uproc_orphan_cleanup).  Kicks are tgkill(tracer, tracer); SIGCHLD of
 * the targets reaches the tracer process, the -c children are its own.
 *
 * Invariants: ptrace requests for traced threads are made only from the
 * tracer thread; the process list is changed only by the tracer thread,
 * under uproc_lock; a probe fires only while its thread is stopped; the
 * tracer takes a lock it shares with dtrace's threads only through
 * dtrace_uproc_mutex_enter; an orphan cleanup starts only where the tracer
 * waits (uproc_wait, a lock), never in the middle of a change of state.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <elf.h>
#include <linux/filter.h>
#include <linux/ptrace.h>
#include <linux/seccomp.h>
#include <linux/audit.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sched.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>

#include "dtrace_core.h"
#include "dtrace_uproc.h"
#include "dtrace_uprov.h"
#include "dtrace_bpf.h"		/* dtrace_bpf_sync */

/* <sys/ptrace.h> and <linux/ptrace.h> do not mix; declare what we use. */
extern long ptrace(int request, ...);
extern char **environ;

#define T_RUNNING	0	/* resumed by us */
#define T_STOPPED	1	/* in a ptrace stop, held by us */
#define T_LISTEN	2	/* in group-stop (PTRACE_LISTEN) */
#define T_NEW		3	/* attached, first stop not seen yet */
#define T_DYING		4	/* gone from the process (exec): reap only */

typedef struct uthread {
	pid_t t_tid;
	dtrace_uproc_t *t_proc;
	int t_state;
	int t_pendsig;		/* signal to deliver when resumed */
	int t_sigstep;		/* caught signal stepped into its handler */
	siginfo_t t_siginfo;	/* its siginfo, for proc:::signal-handle */
	int t_interrupt;	/* PTRACE_INTERRUPT sent, stop not seen */
	int t_sysmode;		/* resumed with PTRACE_SYSCALL */
	int t_wantexit;		/* seccomp mode: take this call's exit stop */
	int t_exiting;		/* PTRACE_EVENT_EXIT seen */
	int t_intrap;		/* stopped at a breakpoint, pc not fixed yet */
	long t_sysnr;		/* system call in progress, or -1 */
	uint64_t t_sysargs[6];
	struct uthread *t_next;
} uthread_t;

struct dtrace_uproc {
	pid_t p_pid;
	int p_created;		/* -c: we forked it */
	int p_toplevel;		/* created or grabbed by the consumer */
	dtrace_uproc_t *p_root;	/* the top-level process it descends from */
	int p_held;		/* keep every thread stopped */
	int p_preexec;		/* created, stopped before its execve */
	int p_advancing;	/* running to the entry point */
	int p_pastentry;	/* the image's entry point was reached */
	int p_attached;		/* dtrace_pidprov_attach() done */
	int p_gone;
	int p_wstat;
	int p_live;		/* threads without PTRACE_EVENT_EXIT yet */
	int p_nthreads;		/* threads not reaped */
	int p_memfd;		/* /proc/PID/mem, O_RDWR, or -1 */
	int p_execfd;		/* created: its execve's errno comes here */
	int p_execerr;		/* why its execve failed, or 0 */
	int p_seccomp;		/* a filter of ours picks its syscall stops */
	int p_filterwait;	/* waiting for the child to install it */
	pid_t p_ppid;
	uid_t p_uid;
	gid_t p_gid;
	char p_comm[16];
	uint64_t p_entry;	/* AT_ENTRY, 0 if no breakpoint planted */
	uint8_t p_entrysave;	/* the byte under the breakpoint */
	char p_execpath[PATH_MAX];
	uthread_t *p_threads;
	struct dtrace_uproc *p_next;
};

#define REQ_CREATE	1
#define REQ_GRAB	2
#define REQ_CONTINUE	3
#define REQ_RELEASE	4
#define REQ_ADVANCE	5

typedef struct ureq {
	int r_op;
	const char *r_file;
	char *const *r_argv;
	char *const *r_envp;	/* NULL: environ */
	pid_t r_pid;
	dtrace_uproc_t *r_proc;
	int r_err;
	int r_done;
	struct ureq *r_next;
} ureq_t;

static pthread_mutex_t uproc_lock = PTHREAD_MUTEX_INITIALIZER;
static pid_t uproc_dtrace_pid;	/* the dtrace process the tracer serves */
static void *uproc_stack;	/* the tracer process's stack */
/* 1 in the tracer process (its thread-local slot is its anchor's) */
static __thread __attribute__((tls_model("initial-exec"))) int uproc_self;
static pthread_cond_t uproc_cv = PTHREAD_COND_INITIALIZER;
static pthread_once_t uproc_once = PTHREAD_ONCE_INIT;
static volatile pid_t uproc_tid;
static volatile int uproc_controlled;	/* dtrace_uproc_controlled() */
static int uproc_start_err;
static dtrace_uproc_t *uproc_list;
static ureq_t *uproc_reqs;
static volatile int uproc_modegen;
static int uproc_modeapplied;

/* initial-exec: libdtrace is a shared object; avoid __tls_get_addr */
static __thread __attribute__((tls_model("initial-exec")))
    const dtrace_uctx_t *uproc_cur;

/*
 * The seccomp filter of a created process.  The child is a fork of this
 * process, stopped before its execve: the tracer writes the program into
 * the CHILD's copy of these variables (same addresses), the child
 * installs it, sets uproc_filter_ok and stops again (SIGSTOP).  In the
 * dtrace process itself they stay zero.
 */
#define UPROC_FILTER_MAX	(2 * DTRACE_SYSCALL_MAX + 8)
static struct sock_filter uproc_filter[UPROC_FILTER_MAX];
static volatile unsigned short uproc_filter_len;
static volatile int uproc_filter_ok;

#define UPROC_KICK	(SIGRTMIN + 7)

static void uproc_handle(uthread_t *t, int st);
static void uproc_orphan_check(void);
static int uproc_all_stopped(void *arg);

pid_t
dtrace_uproc_tracer(void)
{
	return (uproc_tid);
}

int
dtrace_uproc_controlled(void)
{
	return (uproc_controlled);
}

/* ---- locks shared with the dtrace process ------------------------------ */

void
dtrace_uproc_mutex_enter(pthread_mutex_t *m)
{
	struct timespec ts;

	if (!uproc_self) {
		pthread_mutex_lock(m);
		return;
	}
	/*
	 * The tracer process: never block for ever on a lock a dead dtrace
	 * thread may hold; every 20 ms, check whether dtrace still lives.
	 */
	for (;;) {
		clock_gettime(CLOCK_REALTIME, &ts);
		ts.tv_nsec += 20 * 1000 * 1000;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		if (pthread_mutex_timedlock(m, &ts) == 0)
			return;
		uproc_orphan_check();
	}
}

/* ---- contexts ----------------------------------------------------------- */

void
dtrace_uctx_enter(const dtrace_uctx_t *uc)
{
	uproc_cur = uc;
}

void
dtrace_uctx_exit(void)
{
	const dtrace_uctx_t *uc = uproc_cur;
	int sig;

	uproc_cur = NULL;
	/* raise() / stop() in the probes just run: aim them at the thread */
	if (uc != NULL && (sig = dtrace_uhost_take_target_signal()) != 0)
		(void) syscall(SYS_tgkill, uc->uc_pid, uc->uc_tid, sig);
}

int
dtrace_uproc_getregs(dtrace_uproc_t *p, pid_t tid,
    struct user_regs_struct *regs)
{
	(void)p;
	return (ptrace(PTRACE_GETREGS, tid, 0, regs) == 0 ? 0 : -1);
}

const dtrace_uctx_t *
dtrace_uctx_current(void)
{
	return (uproc_cur);
}

pid_t
dtrace_uproc_pid(const dtrace_uproc_t *p)
{
	return (p->p_pid);
}

void
dtrace_uproc_ctx_init(dtrace_uproc_t *p, pid_t tid, dtrace_uctx_t *uc)
{
	memset(uc, 0, sizeof (*uc));
	uc->uc_oncpu = -1;
	uc->uc_proc = p;
	uc->uc_pid = p->p_pid;
	uc->uc_tid = tid;
	uc->uc_ppid = p->p_ppid;
	uc->uc_uid = p->p_uid;
	uc->uc_gid = p->p_gid;
	memcpy(uc->uc_execname, p->p_comm, sizeof (uc->uc_execname));
}

/* ---- memory of a traced process ------------------------------------------- */

static int
uproc_memfd(dtrace_uproc_t *p)
{
	char path[64];

	if (p->p_memfd < 0) {
		snprintf(path, sizeof (path), "/proc/%d/mem", (int)p->p_pid);
		p->p_memfd = open(path, O_RDWR | O_CLOEXEC);
	}
	return (p->p_memfd);
}

int
dtrace_uproc_read(dtrace_uproc_t *p, uintptr_t addr, void *buf, size_t len)
{
	struct iovec local = { buf, len };
	struct iovec remote = { (void *)addr, len };
	int fd;

	if (len == 0)
		return (0);
	if (addr + len < addr)
		return (-1);
	if (process_vm_readv(p->p_pid, &local, 1, &remote, 1, 0) ==
	    (ssize_t)len)
		return (0);
	if ((fd = uproc_memfd(p)) < 0)
		return (-1);
	return (pread(fd, buf, len, (off_t)addr) == (ssize_t)len ? 0 : -1);
}

int
dtrace_uproc_write(dtrace_uproc_t *p, uintptr_t addr, const void *buf,
    size_t len)
{
	int fd;

	if (len == 0)
		return (0);
	if (addr + len < addr || (fd = uproc_memfd(p)) < 0)
		return (-1);
	return (pwrite(fd, buf, len, (off_t)addr) == (ssize_t)len ? 0 : -1);
}

/* ---- weak defaults of the pid provider's hooks ---------------------------- */

__attribute__((weak)) int
dtrace_pidprov_trap(dtrace_uproc_t *p, pid_t tid, struct user_regs_struct *r)
{
	(void)p;
	(void)tid;
	(void)r;
	return (0);
}

__attribute__((weak)) void
dtrace_pidprov_attach(dtrace_uproc_t *p)
{
	(void)p;
}

__attribute__((weak)) void
dtrace_pidprov_detach(dtrace_uproc_t *p, int gone)
{
	(void)p;
	(void)gone;
}

__attribute__((weak)) void
dtrace_pidprov_exec(dtrace_uproc_t *p)
{
	(void)p;
}

__attribute__((weak)) void
dtrace_pidprov_fork(dtrace_uproc_t *parent, dtrace_uproc_t *child)
{
	(void)parent;
	(void)child;
}

__attribute__((weak)) void
dtrace_pidprov_mapped(dtrace_uproc_t *p)
{
	(void)p;
}

/* ---- the process table (tracer thread; changes under uproc_lock) --------- */

static void
uproc_refresh(dtrace_uproc_t *p)
{
	char path[64], buf[512];
	FILE *fp;

	snprintf(path, sizeof (path), "/proc/%d/comm", (int)p->p_pid);
	if ((fp = fopen(path, "re")) != NULL) {
		if (fgets(p->p_comm, sizeof (p->p_comm), fp) != NULL)
			p->p_comm[strcspn(p->p_comm, "\n")] = '\0';
		fclose(fp);
	}
	snprintf(path, sizeof (path), "/proc/%d/status", (int)p->p_pid);
	if ((fp = fopen(path, "re")) != NULL) {
		while (fgets(buf, sizeof (buf), fp) != NULL) {
			unsigned long v;

			if (sscanf(buf, "PPid: %lu", &v) == 1)
				p->p_ppid = (pid_t)v;
			else if (sscanf(buf, "Uid: %lu", &v) == 1)
				p->p_uid = (uid_t)v;
			else if (sscanf(buf, "Gid: %lu", &v) == 1)
				p->p_gid = (gid_t)v;
		}
		fclose(fp);
	}
}

static dtrace_uproc_t *
uproc_new(pid_t pid)
{
	dtrace_uproc_t *p = calloc(1, sizeof (*p));

	if (p == NULL)
		return (NULL);
	p->p_pid = pid;
	p->p_memfd = -1;
	p->p_execfd = -1;
	p->p_root = p;
	dtrace_uproc_mutex_enter(&uproc_lock);
	p->p_next = uproc_list;
	uproc_list = p;
	pthread_mutex_unlock(&uproc_lock);
	return (p);
}

static uthread_t *
uthread_new(dtrace_uproc_t *p, pid_t tid, int state)
{
	uthread_t *t = calloc(1, sizeof (*t));

	if (t == NULL)
		return (NULL);
	t->t_tid = tid;
	t->t_proc = p;
	t->t_state = state;
	t->t_sysnr = -1;
	dtrace_uproc_mutex_enter(&uproc_lock);
	t->t_next = p->p_threads;
	p->p_threads = t;
	p->p_nthreads++;
	p->p_live++;
	pthread_mutex_unlock(&uproc_lock);
	return (t);
}

static uthread_t *
uthread_find(dtrace_uproc_t *p, pid_t tid)
{
	uthread_t *t;

	for (t = p->p_threads; t != NULL; t = t->t_next) {
		if (t->t_tid == tid)
			return (t);
	}
	return (NULL);
}

static void (*uproc_gone_hook)(pid_t);
static void (*uproc_fork_hook)(pid_t, pid_t);

void
dtrace_uproc_set_fork_hook(void (*fn)(pid_t, pid_t))
{
	uproc_fork_hook = fn;
}

void
dtrace_uproc_set_gone_hook(void (*fn)(pid_t))
{
	uproc_gone_hook = fn;
}

/* Tell the consumer when @p's status turns to gone (dtrace_uproc_status). */
static void
uproc_note_gone(dtrace_uproc_t *p)
{
	void (*fn)(pid_t) = uproc_gone_hook;

	if (p->p_gone && p->p_nthreads == 0 && fn != NULL)
		fn(p->p_pid);
}

static void
uthread_free(uthread_t *t)
{
	dtrace_uproc_t *p = t->t_proc;
	uthread_t **tp;
	int last;

	dtrace_uproc_mutex_enter(&uproc_lock);
	for (tp = &p->p_threads; *tp != NULL; tp = &(*tp)->t_next) {
		if (*tp == t) {
			*tp = t->t_next;
			break;
		}
	}
	p->p_nthreads--;
	last = p->p_nthreads == 0;
	if (!t->t_exiting && t->t_state != T_DYING)
		p->p_live--;
	pthread_mutex_unlock(&uproc_lock);
	free(t);
	if (last)
		uproc_note_gone(p);
}

/* Forget @p (its threads are all gone or detached). */
static void
uproc_free(dtrace_uproc_t *p)
{
	dtrace_uproc_t **pp;

	while (p->p_threads != NULL) {
		uthread_t *t = p->p_threads;

		p->p_threads = t->t_next;
		free(t);
	}
	dtrace_uproc_mutex_enter(&uproc_lock);
	for (pp = &uproc_list; *pp != NULL; pp = &(*pp)->p_next) {
		if (*pp == p) {
			*pp = p->p_next;
			break;
		}
	}
	pthread_mutex_unlock(&uproc_lock);
	if (p->p_memfd >= 0)
		close(p->p_memfd);
	if (p->p_execfd >= 0)
		close(p->p_execfd);
	free(p);
}

dtrace_uproc_t *
dtrace_uproc_byid(pid_t pid)
{
	dtrace_uproc_t *p;

	dtrace_uproc_mutex_enter(&uproc_lock);
	for (p = uproc_list; p != NULL; p = p->p_next) {
		if (p->p_pid == pid && !p->p_gone)
			break;
	}
	pthread_mutex_unlock(&uproc_lock);
	return (p);
}

/* ---- firing probes ------------------------------------------------------- */

static void
uproc_enter(uthread_t *t, dtrace_uctx_t *uc)
{
	dtrace_uproc_ctx_init(t->t_proc, t->t_tid, uc);
	dtrace_uctx_enter(uc);
}

static void
uproc_fire_proc(uthread_t *t, int which, uint64_t a0, uint64_t a1,
    uint64_t a2)
{
	dtrace_uctx_t uc;

	if (!dtrace_procprov_enabled(which))
		return;
	/* the hits of kernel-planted pid sites before it, in order */
	dtrace_bpf_sync();
	uproc_enter(t, &uc);
	dtrace_procprov_fire(which, a0, a1, a2);
	dtrace_uctx_exit();
}

/* ---- resuming ------------------------------------------------------------ */

static int
uproc_wantsys(void)
{
	return (dtrace_syscall_nstops > 0);
}

/*
 * Resume stopped thread @t with signal @sig, unless its process is held
 * (then the signal is kept for later).
 */
static void
uproc_resume(uthread_t *t, int sig)
{
	dtrace_uproc_t *p = t->t_proc;
	int req;

	if (sig != 0)
		t->t_pendsig = sig;
	if (p->p_held)
		return;
	if (p->p_seccomp) {
		/*
		 * The filter stops the wanted system calls at entry; take
		 * the exit stop only when its return is wanted.
		 */
		req = t->t_wantexit ? PTRACE_SYSCALL : PTRACE_CONT;
	} else {
		req = uproc_wantsys() ? PTRACE_SYSCALL : PTRACE_CONT;
	}
	sig = t->t_pendsig;
	t->t_pendsig = 0;
	if (t->t_sigstep != 0 && sig == t->t_sigstep)
		req = PTRACE_SINGLESTEP;	/* stop at the handler */
	t->t_state = T_RUNNING;
	t->t_sysmode = req == PTRACE_SYSCALL;
	(void) ptrace(req, t->t_tid, 0, (void *)(uintptr_t)sig);
}

static void
uproc_resume_all(dtrace_uproc_t *p)
{
	uthread_t *t;

	for (t = p->p_threads; t != NULL; t = t->t_next) {
		if (t->t_state == T_STOPPED)
			uproc_resume(t, 0);
	}
}

/* ---- events -------------------------------------------------------------- */

static int
uproc_is_kill(long nr)
{
	return (nr == SYS_kill || nr == SYS_tkill || nr == SYS_tgkill ||
	    nr == SYS_rt_sigqueueinfo || nr == SYS_rt_tgsigqueueinfo);
}

static void
uproc_syscall_stop(uthread_t *t)
{
	struct ptrace_syscall_info si;
	dtrace_uproc_t *p = t->t_proc;
	dtrace_uctx_t uc;
	long nr;
	int i;

	memset(&si, 0, sizeof (si));
	if (ptrace(PTRACE_GET_SYSCALL_INFO, t->t_tid, sizeof (si), &si) <= 0)
		return;

	if (si.op == PTRACE_SYSCALL_INFO_ENTRY ||
	    si.op == PTRACE_SYSCALL_INFO_SECCOMP) {
		nr = (long)si.entry.nr;
		t->t_sysnr = nr;
		for (i = 0; i < 6; i++)
			t->t_sysargs[i] = si.entry.args[i];
		if (nr < 0 || nr >= DTRACE_SYSCALL_MAX ||
		    dtrace_syscall_want[nr] == 0)
			return;
		/* the exit stop, through any exec stop on the way */
		t->t_wantexit = si.op == PTRACE_SYSCALL_INFO_SECCOMP &&
		    (dtrace_syscall_want[nr] & (DTRACE_SYSWANT_RETURN |
		    DTRACE_SYSWANT_PROC)) != 0;
		/* the child's own steps before its execve are not traced */
		if (p->p_filterwait)
			return;
		/* what the kernel captured before this stop fires first */
		dtrace_bpf_sync();
		uproc_enter(t, &uc);
		if ((nr == SYS_execve || nr == SYS_execveat) &&
		    dtrace_procprov_enabled(DT_PROC_EXEC)) {
			uintptr_t a = (uintptr_t)(nr == SYS_execve ?
			    si.entry.args[0] : si.entry.args[1]);
			size_t n;

			p->p_execpath[0] = '\0';
			for (n = 0; n < sizeof (p->p_execpath) - 1; n++) {
				if (dtrace_uproc_read(p, a + n,
				    &p->p_execpath[n], 1) != 0 ||
				    p->p_execpath[n] == '\0')
					break;
			}
			p->p_execpath[n] = '\0';
			dtrace_procprov_fire(DT_PROC_EXEC,
			    (uint64_t)(uintptr_t)p->p_execpath, 0, 0);
		}
		dtrace_syscall_fire_entry(nr, t->t_sysargs);
		dtrace_uctx_exit();
		return;
	}

	if (si.op != PTRACE_SYSCALL_INFO_EXIT)
		return;
	nr = t->t_sysnr;
	t->t_sysnr = -1;
	t->t_wantexit = 0;
	if (p->p_filterwait)
		return;
	if (nr < 0 || nr >= DTRACE_SYSCALL_MAX || dtrace_syscall_want[nr] == 0)
		return;
	dtrace_bpf_sync();
	uproc_enter(t, &uc);
	if (si.exit.is_error)
		uc.uc_errno = (int32_t)-si.exit.rval;
	if ((nr == SYS_execve || nr == SYS_execveat) && si.exit.is_error)
		dtrace_procprov_fire(DT_PROC_EXEC_FAILURE,
		    (uint64_t)-si.exit.rval, 0, 0);
	if (uproc_is_kill(nr) && !si.exit.is_error &&
	    (dtrace_procprov_enabled(DT_PROC_SIGNAL_SEND) ||
	    dtrace_procprov_enabled(DT_PROC_SIGNAL_DISCARD))) {
		uint64_t *a = t->t_sysargs;
		uint64_t who = a[0], pid = a[0], sig = a[1];

		if (nr == SYS_tkill) {
			char path[64], buf[256];
			FILE *fp;

			snprintf(path, sizeof (path), "/proc/%d/status",
			    (int)a[0]);
			if ((fp = fopen(path, "re")) != NULL) {
				unsigned long v;

				while (fgets(buf, sizeof (buf), fp) != NULL) {
					if (sscanf(buf, "Tgid: %lu", &v) == 1)
						pid = v;
				}
				fclose(fp);
			}
		} else if (nr == SYS_tgkill || nr == SYS_rt_tgsigqueueinfo) {
			who = a[1];
			sig = a[2];
		}
		if (sig != 0) {
			dtrace_procprov_fire(DT_PROC_SIGNAL_SEND, who, pid,
			    sig);
			dtrace_procprov_fire(DT_PROC_SIGNAL_DISCARD, who, pid,
			    sig);
		}
	}
	dtrace_syscall_fire_return(nr, si.exit.rval);
	dtrace_uctx_exit();
}

static int
uproc_tgid(pid_t tid)
{
	char path[64], buf[256];
	unsigned long v;
	int tgid = -1;
	FILE *fp;

	snprintf(path, sizeof (path), "/proc/%d/status", (int)tid);
	if ((fp = fopen(path, "re")) == NULL)
		return (-1);
	while (fgets(buf, sizeof (buf), fp) != NULL) {
		if (sscanf(buf, "Tgid: %lu", &v) == 1) {
			tgid = (int)v;
			break;
		}
	}
	fclose(fp);
	return (tgid);
}

/* Plant a breakpoint at the entry point of @p's new image. */
static void
uproc_plant_entry(dtrace_uproc_t *p)
{
	char path[64];
	Elf64_auxv_t av;
	uint8_t bp = 0xcc;
	int fd;

	p->p_entry = 0;
	snprintf(path, sizeof (path), "/proc/%d/auxv", (int)p->p_pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return;
	while (read(fd, &av, sizeof (av)) == sizeof (av)) {
		if (av.a_type == AT_NULL)
			break;
		if (av.a_type == AT_ENTRY) {
			p->p_entry = av.a_un.a_val;
			break;
		}
	}
	close(fd);
	if (p->p_entry == 0 ||
	    dtrace_uproc_read(p, p->p_entry, &p->p_entrysave, 1) != 0 ||
	    dtrace_uproc_write(p, p->p_entry, &bp, 1) != 0)
		p->p_entry = 0;
}

/*
 * Thread @t of its process ends with wait(2) status @st: fire lwp-exit,
 * and exit after it for the last live thread of the process.  Called at
 * its PTRACE_EVENT_EXIT stop, or, when the kernel reported none, when its
 * death status is reaped: a thread killed by SIGKILL may exit without
 * that stop (ptrace(2): the stop is not guaranteed under SIGKILL; the
 * kernel does not stop a task with a fatal signal pending), and proc:::exit
 * must fire all the same.  Once per thread (t_exiting).
 */
static void
uproc_thread_exits(uthread_t *t, int st)
{
	dtrace_uproc_t *p = t->t_proc;
	int why = CLD_EXITED;

	if (t->t_exiting || t->t_state == T_DYING)
		return;
	t->t_exiting = 1;
	p->p_live--;
	uproc_fire_proc(t, DT_PROC_LWP_EXIT, 0, 0, 0);
	if (p->p_live > 0)
		return;
	/* the last thread: lwp-exit, then exit */
	if (WIFSIGNALED(st))
		why = WCOREDUMP(st) ? CLD_DUMPED : CLD_KILLED;
	uproc_fire_proc(t, DT_PROC_EXIT, (uint64_t)why, 0, 0);
}

static void
uproc_event(uthread_t *t, int ev)
{
	dtrace_uproc_t *p = t->t_proc, *c;
	unsigned long msg = 0;
	uthread_t *nt, *o, *next;

	(void) ptrace(PTRACE_GETEVENTMSG, t->t_tid, 0, &msg);

	switch (ev) {
	case PTRACE_EVENT_FORK:
	case PTRACE_EVENT_VFORK:
	case PTRACE_EVENT_CLONE:
		if (ev == PTRACE_EVENT_CLONE &&
		    uproc_tgid((pid_t)msg) == p->p_pid) {
			nt = uthread_new(p, (pid_t)msg, T_NEW);
			(void)nt;
			uproc_fire_proc(t, DT_PROC_LWP_CREATE, msg,
			    (uint64_t)p->p_pid, 0);
			break;
		}
		if ((c = uproc_new((pid_t)msg)) == NULL)
			break;
		c->p_root = p->p_root;
		c->p_ppid = p->p_pid;
		c->p_uid = p->p_uid;
		c->p_gid = p->p_gid;
		c->p_pastentry = p->p_pastentry;
		c->p_attached = p->p_attached;
		c->p_seccomp = p->p_seccomp;	/* filters are inherited */
		memcpy(c->p_comm, p->p_comm, sizeof (c->p_comm));
		(void) uthread_new(c, (pid_t)msg, T_NEW);
		uproc_fire_proc(t, DT_PROC_CREATE, msg, 0, 0);
		break;

	case PTRACE_EVENT_EXEC:
		/* every other thread is gone; the execing one is the leader */
		for (o = p->p_threads; o != NULL; o = next) {
			next = o->t_next;
			if (o == t)
				continue;
			if (o->t_tid == (pid_t)msg) {
				/* the execing thread: its execve goes on in t */
				t->t_sysnr = o->t_sysnr;
				memcpy(t->t_sysargs, o->t_sysargs,
				    sizeof (t->t_sysargs));
				t->t_wantexit = o->t_wantexit;
				uthread_free(o);
				continue;
			}
			if (!o->t_exiting && o->t_state != T_DYING)
				p->p_live--;
			o->t_state = T_DYING;
		}
		t->t_tid = p->p_pid;
		/* whatever the old threads reported, one thread lives now */
		t->t_exiting = 0;
		p->p_live = 1;
		if (p->p_memfd >= 0) {
			close(p->p_memfd);
			p->p_memfd = -1;
		}
		p->p_preexec = 0;
		p->p_pastentry = 0;
		if (p->p_execfd >= 0) {	/* its execve succeeded */
			close(p->p_execfd);
			p->p_execfd = -1;
		}
		uproc_refresh(p);
		uproc_fire_proc(t, DT_PROC_EXEC_SUCCESS, 0, 0, 0);
		uproc_plant_entry(p);
		if (p->p_entry == 0) {
			p->p_pastentry = 1;
			if (p->p_attached)
				dtrace_pidprov_exec(p);
		}
		break;

	case PTRACE_EVENT_EXIT:
		/* its hits of kernel-planted sites: while its memory lasts */
		dtrace_bpf_sync();
		uproc_thread_exits(t, (int)msg);
		/* an exiting thread must not be held: let it go */
		t->t_state = T_RUNNING;
		(void) ptrace(PTRACE_CONT, t->t_tid, 0, 0);
		return;

	default:
		break;
	}
	uproc_resume(t, 0);
}

static void
uproc_trap(uthread_t *t)
{
	dtrace_uproc_t *p = t->t_proc;
	struct user_regs_struct regs;

	if (ptrace(PTRACE_GETREGS, t->t_tid, 0, &regs) != 0) {
		uproc_resume(t, SIGTRAP);
		return;
	}
	if (p->p_entry != 0 && regs.rip - 1 == p->p_entry) {
		regs.rip--;
		(void) dtrace_uproc_write(p, p->p_entry, &p->p_entrysave, 1);
		(void) ptrace(PTRACE_SETREGS, t->t_tid, 0, &regs);
		p->p_entry = 0;
		p->p_pastentry = 1;
		if (!p->p_attached) {
			p->p_attached = 1;
			dtrace_pidprov_attach(p);
		} else {
			dtrace_pidprov_exec(p);
		}
		if (p->p_advancing) {
			p->p_advancing = 0;
			p->p_held = 1;
		}
		uproc_resume(t, 0);
		return;
	}
	/* until its pc is fixed, an orphan cleanup must rewind it */
	t->t_intrap = 1;
	if (dtrace_pidprov_trap(p, t->t_tid, &regs)) {
		t->t_intrap = 0;
		uproc_resume(t, 0);
	} else {
		t->t_intrap = 0;
		uproc_resume(t, SIGTRAP);
	}
}

/* Is signal @sig caught by a handler in @p? */
static int
uproc_caught(dtrace_uproc_t *p, int sig)
{
	char path[64], buf[256];
	unsigned long long mask = 0;
	FILE *fp;

	snprintf(path, sizeof (path), "/proc/%d/status", (int)p->p_pid);
	if ((fp = fopen(path, "re")) == NULL)
		return (0);
	while (fgets(buf, sizeof (buf), fp) != NULL) {
		if (sscanf(buf, "SigCgt: %llx", &mask) == 1)
			break;
	}
	fclose(fp);
	return (sig >= 1 && sig <= 64 && (mask >> (sig - 1)) & 1);
}

/*
 * The single-step into a caught signal's handler (uproc_handle) stopped:
 * the kernel reports the step as soon as the signal frame is built, with
 * the thread at the handler's first instruction and the x86-64 handler
 * arguments set (rdi the signal, rsi the frame's siginfo, rdx its
 * ucontext just above the return address at rsp).  Fire signal-handle
 * there with the siginfo read at the delivery stop; a thread found
 * anywhere else (the handler was reset meanwhile) fires nothing.
 */
static void
uproc_sigstep_done(uthread_t *t)
{
	struct user_regs_struct regs;
	int sig = t->t_sigstep;

	t->t_sigstep = 0;
	if (ptrace(PTRACE_GETREGS, t->t_tid, 0, &regs) == 0 &&
	    regs.rdi == (unsigned long long)sig && regs.rdx == regs.rsp + 8)
		uproc_fire_proc(t, DT_PROC_SIGNAL_HANDLE, (uint64_t)sig,
		    (uint64_t)(uintptr_t)&t->t_siginfo, regs.rip);
	uproc_resume(t, 0);
}

static void
uproc_handle(uthread_t *t, int st)
{
	dtrace_uproc_t *p = t->t_proc;
	int sig, ev;

	if (WIFEXITED(st) || WIFSIGNALED(st)) {
		/* dead without its exit stop (SIGKILL): fire the exit now */
		uproc_thread_exits(t, st);
		if (t->t_tid == p->p_pid && t->t_state != T_DYING) {
			p->p_wstat = st;
			p->p_gone = 1;
			/* gone before its program ran: did execve fail? */
			if (p->p_execfd >= 0) {
				int e = 0;

				if (read(p->p_execfd, &e, sizeof (e)) ==
				    (ssize_t)sizeof (e))
					p->p_execerr = e;
				close(p->p_execfd);
				p->p_execfd = -1;
			}
		}
		uthread_free(t);
		if (p->p_nthreads == 0) {
			p->p_gone = 1;
			uproc_note_gone(p);
			if (p->p_attached)
				dtrace_pidprov_detach(p, 1);
			p->p_attached = 0;
			if (!p->p_toplevel)
				uproc_free(p);
			pthread_cond_broadcast(&uproc_cv);
		}
		return;
	}
	if (!WIFSTOPPED(st))
		return;
	sig = WSTOPSIG(st);
	ev = (unsigned)st >> 16;
	t->t_state = T_STOPPED;

	if (sig == (SIGTRAP | 0x80)) {
		uproc_syscall_stop(t);
		uproc_resume(t, 0);
		return;
	}
	if (ev == PTRACE_EVENT_STOP) {
		if (t->t_interrupt) {
			t->t_interrupt = 0;
			uproc_resume(t, 0);
			return;
		}
		if (sig == SIGTRAP || (sig == SIGSTOP && t->t_state == T_NEW)) {
			uproc_resume(t, 0);
			return;
		}
		/*
		 * The stop a created child raised before its execve, seen
		 * late (after uproc_do_create stopped waiting): not a job
		 * control stop; hold it or let it go on to its execve.
		 */
		if (p->p_created && p->p_preexec && t->t_tid == p->p_pid) {
			uproc_resume(t, 0);
			return;
		}
		/* group-stop: stay stopped until SIGCONT */
		if (!p->p_held) {
			t->t_state = T_LISTEN;
			(void) ptrace(PTRACE_LISTEN, t->t_tid, 0, 0);
		}
		return;
	}
	if (sig == SIGTRAP && ev == PTRACE_EVENT_SECCOMP) {
		uproc_syscall_stop(t);
		uproc_resume(t, 0);
		return;
	}
	if (sig == SIGTRAP && ev != 0) {
		uproc_event(t, ev);
		return;
	}
	if (sig == SIGTRAP && t->t_sigstep != 0) {
		uproc_sigstep_done(t);
		return;
	}
	if (sig == SIGTRAP) {
		uproc_trap(t);
		return;
	}
	if (sig == SIGSTOP && p->p_created && p->p_preexec &&
	    t->t_tid == p->p_pid) {
		int ok = 0;

		/*
		 * The child's own SIGSTOP after its seccomp attempt (the
		 * first one was taken before the seize).  It is never
		 * delivered: delivered late (after uproc_install_filter gave
		 * up waiting) it would leave the child in a group-stop
		 * before its execve, and dtrace waiting for it forever.
		 */
		if (dtrace_uproc_read(p, (uintptr_t)&uproc_filter_ok, &ok,
		    sizeof (ok)) == 0 && ok)
			p->p_seccomp = 1;
		if (p->p_filterwait) {
			/* uproc_install_filter waits for it: keep it */
			p->p_filterwait = 0;
			return;
		}
		uproc_resume(t, 0);
		return;
	}
	/*
	 * A caught signal is about to be delivered: step into its handler,
	 * whose address is only known once the kernel has built the frame
	 * (uproc_sigstep_done fires signal-handle there).
	 */
	t->t_sigstep = 0;
	if (dtrace_procprov_enabled(DT_PROC_SIGNAL_HANDLE) &&
	    uproc_caught(p, sig) &&
	    ptrace(PTRACE_GETSIGINFO, t->t_tid, 0, &t->t_siginfo) == 0)
		t->t_sigstep = sig;
	uproc_resume(t, sig);
}

/*
 * The first stop of a new thread: lwp-start, preceded by start for the
 * first thread of a new process (the Guide's order, and the reference's).
 */
static void
uproc_first_stop(uthread_t *t, int st)
{
	dtrace_uproc_t *p = t->t_proc, *par;

	t->t_state = T_STOPPED;
	if (!WIFSTOPPED(st)) {
		uproc_handle(t, st);
		return;
	}
	if (t->t_tid == p->p_pid) {
		for (par = uproc_list; par != NULL; par = par->p_next) {
			if (par->p_pid == p->p_ppid && !par->p_gone)
				break;
		}
		if (par != NULL && par->p_attached) {
			void (*fn)(pid_t, pid_t) = uproc_fork_hook;

			dtrace_pidprov_fork(par, p);
			if (fn != NULL)
				fn(par->p_pid, p->p_pid);
		}
		uproc_fire_proc(t, DT_PROC_START, 0, 0, 0);
	}
	uproc_fire_proc(t, DT_PROC_LWP_START, 0, 0, 0);
	if (((unsigned)st >> 16) == PTRACE_EVENT_STOP ||
	    WSTOPSIG(st) == SIGSTOP)
		uproc_resume(t, 0);
	else
		uproc_handle(t, st);
}

/*
 * Reap every pending event of the threads we know.  Returns the number
 * of events handled.
 */
static int
uproc_reap(void)
{
	dtrace_uproc_t *p, *pnext;
	uthread_t *t, *tnext;
	int n = 0, st;
	pid_t r;

	for (p = uproc_list; p != NULL; p = pnext) {
		pnext = p->p_next;
		for (t = p->p_threads; t != NULL; t = tnext) {
			tnext = t->t_next;
			/* held threads too: they may be killed meanwhile */
			r = waitpid(t->t_tid, &st, WNOHANG | __WALL);
			if (r == 0)
				continue;
			if (r < 0) {
				if (errno == ECHILD &&
				    (t->t_state == T_DYING || t->t_exiting)) {
					int last = p->p_nthreads == 1;

					uthread_free(t);
					if (last) {
						p->p_gone = 1;
						uproc_note_gone(p);
						if (!p->p_toplevel) {
							uproc_free(p);
							break;
						}
					}
				}
				continue;
			}
			n++;
			if (t->t_state == T_NEW)
				uproc_first_stop(t, st);
			else
				uproc_handle(t, st);
			/*
			 * t and p may have been freed (the thread's exit, the
			 * last one of a process not the consumer's) and the
			 * lists changed: touch neither, start over.
			 */
			return (n);
		}
	}
	return (n);
}

/* Interrupt running threads resumed in the wrong system-call mode. */
static void
uproc_apply_mode(void)
{
	dtrace_uproc_t *p;
	uthread_t *t;
	int want = uproc_wantsys();

	for (p = uproc_list; p != NULL; p = p->p_next) {
		if (p->p_seccomp)
			continue;	/* its filter was fixed at continue */
		for (t = p->p_threads; t != NULL; t = t->t_next) {
			if (t->t_state == T_RUNNING && !t->t_interrupt &&
			    t->t_sysmode != want && !t->t_exiting) {
				if (ptrace(PTRACE_INTERRUPT, t->t_tid, 0, 0) == 0)
					t->t_interrupt = 1;
			}
		}
	}
}

/* ---- breakpoints hit just as a thread is stopped ------------------------- */

/*
 * Read /proc/@pid/@file into @buf (@size bytes, NUL-terminated) with one
 * read(2): no allocation, so the orphan cleanup may call it too.  The
 * length read, or -1.
 */
static ssize_t
uproc_read_procfile(pid_t pid, const char *file, char *buf, size_t size)
{
	char path[64];
	ssize_t n;
	int fd;

	snprintf(path, sizeof (path), "/proc/%d/%s", (int)pid, file);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return (-1);
	n = read(fd, buf, size - 1);
	close(fd);
	if (n <= 0)
		return (-1);
	buf[n] = '\0';
	return (n);
}

/* Has thread @tid a SIGTRAP queued, not taken yet?  (read(2) of /proc) */
static int
uproc_trap_pending(pid_t tid)
{
	char buf[2048], *q;
	unsigned long long pnd;

	if (uproc_read_procfile(tid, "status", buf, sizeof (buf)) < 0 ||
	    (q = strstr(buf, "\nSigPnd:")) == NULL)
		return (0);
	pnd = strtoull(q + 8, NULL, 16);
	return ((pnd >> (SIGTRAP - 1)) & 1);
}

static int uproc_orphan_ours(pid_t pid, uint64_t addr);

/*
 * Thread @tid of process @pid is in a ptrace stop and about to be
 * detached.  If it hit one of our breakpoints just as it was stopped (an
 * interrupt is reported before the SIGTRAP of an int3 it just executed is
 * taken), the SIGTRAP is still queued and, once detached, would kill the
 * process: let the thread take it now (PTRACE_CONT, its signal-delivery
 * stop comes at once) and undo the breakpoint hit (pc back on the
 * instruction).  Returns a signal the thread took meanwhile that must be
 * delivered on detach, or 0.  Tracer process only.
 */
static int
uproc_take_trap(pid_t pid, pid_t tid)
{
	struct user_regs_struct regs;
	int i, n, st, sig = 0;
	struct timespec nap = { 0, 1000 * 1000 };

	for (i = 0; i < 8 && uproc_trap_pending(tid); i++) {
		pid_t r = 0;

		if (ptrace(PTRACE_CONT, tid, 0, 0) != 0)
			break;
		for (n = 0; n < 1000 &&
		    (r = waitpid(tid, &st, WNOHANG | __WALL)) == 0; n++)
			(void) nanosleep(&nap, NULL);
		if (r != tid || !WIFSTOPPED(st))
			return (0);		/* gone */
		if (((unsigned)st >> 16) != 0 ||
		    WSTOPSIG(st) == (SIGTRAP | 0x80))
			continue;		/* an event or syscall stop */
		if (WSTOPSIG(st) != SIGTRAP) {
			sig = WSTOPSIG(st);	/* another signal first */
			continue;
		}
		if (ptrace(PTRACE_GETREGS, tid, 0, &regs) == 0 &&
		    uproc_orphan_ours(pid, regs.rip - 1)) {
			regs.rip--;
			(void) ptrace(PTRACE_SETREGS, tid, 0, &regs);
		} else {
			sig = SIGTRAP;		/* the program's own */
		}
	}
	return (sig);
}

/* ---- when dtrace dies: the orphan cleanup (tracer process) --------------- */

/*
 * Every thread the cleanup must leave: known to the tracer, found in
 * /proc/PID/task, or reported by a fork/clone event meanwhile.  Static:
 * the cleanup allocates nothing (a dead dtrace thread may have died
 * holding the allocator's lock).
 */
#define UPROC_ORPHAN_MAX	4096

static struct uproc_orphan {
	pid_t o_tid;
	pid_t o_pid;		/* its process */
	pid_t o_owner;		/* whose breakpoints it may hold: -1 none */
	int o_done;
	int o_sigstep;
} uproc_o[UPROC_ORPHAN_MAX];
static int uproc_on;
static int uproc_draining;

/* The thread group of @tid from /proc (read(2): no allocation), or -1. */
static pid_t
uproc_orphan_tgid(pid_t tid)
{
	char buf[1024], *q;

	if (uproc_read_procfile(tid, "status", buf, sizeof (buf)) < 0 ||
	    (q = strstr(buf, "\nTgid:")) == NULL)
		return (-1);
	return ((pid_t)strtol(q + 6, NULL, 10));
}

static struct uproc_orphan *
uproc_orphan_add(pid_t tid, pid_t pid, pid_t owner)
{
	int i;

	for (i = 0; i < uproc_on; i++) {
		if (uproc_o[i].o_tid == tid)
			return (&uproc_o[i]);
	}
	if (uproc_on == UPROC_ORPHAN_MAX)
		return (NULL);
	/* found while draining (a clone, a fork's child): stop it too */
	if (uproc_draining)
		(void) ptrace(PTRACE_INTERRUPT, tid, 0, 0);
	uproc_o[uproc_on].o_tid = tid;
	uproc_o[uproc_on].o_pid = pid;
	uproc_o[uproc_on].o_owner = owner;
	uproc_o[uproc_on].o_done = 0;
	uproc_o[uproc_on].o_sigstep = 0;
	return (&uproc_o[uproc_on++]);
}

/* Is @addr a breakpoint of ours in @pid (planted now or before)? */
static int
uproc_orphan_ours(pid_t pid, uint64_t addr)
{
	dtrace_uproc_t *p;

	for (p = uproc_list; p != NULL; p = p->p_next) {
		if (p->p_pid == pid && p->p_entry != 0 && p->p_entry == addr)
			return (1);
	}
	return (dtrace_pidprov_orphan_ours(pid, addr));
}

/*
 * Put back in process @pid the original bytes of the breakpoints of
 * @owner (its own, or its parent's for a child forked with them).
 */
static void
uproc_orphan_restore(pid_t pid, pid_t owner)
{
	char path[64];
	int fd;

	snprintf(path, sizeof (path), "/proc/%d/mem", (int)pid);
	if ((fd = open(path, O_RDWR | O_CLOEXEC)) < 0)
		return;
	dtrace_pidprov_orphan_restore(owner, fd);
	close(fd);
}

/* Add the threads of @pid listed in /proc (getdents64: no allocation). */
static void
uproc_orphan_scan(pid_t pid, pid_t owner)
{
	char path[64], buf[4096];
	long n, off;
	int fd;

	snprintf(path, sizeof (path), "/proc/%d/task", (int)pid);
	if ((fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return;
	while ((n = syscall(SYS_getdents64, fd, buf, sizeof (buf))) > 0) {
		for (off = 0; off < n; ) {
			struct {
				uint64_t d_ino;
				int64_t d_off;
				unsigned short d_reclen;
				unsigned char d_type;
				char d_name[];
			} *d = (void *)(buf + off);
			long tid = strtol(d->d_name, NULL, 10);

			if (tid > 0)
				(void) uproc_orphan_add((pid_t)tid, pid, owner);
			off += d->d_reclen;
		}
	}
	close(fd);
}

/*
 * Thread @o reported stop @st during the cleanup: fix it up and detach
 * it.  A breakpoint hit before the original bytes were back is undone
 * (pc back on the instruction, no SIGTRAP); a fork's child gets its
 * parent's original bytes back and is left too; a signal about to be
 * delivered is delivered; system-call and event stops simply go on.
 */
static void
uproc_orphan_stopped(struct uproc_orphan *o, int st)
{
	int sig = WSTOPSIG(st), ev = (unsigned)st >> 16, dsig = 0;
	struct user_regs_struct regs;
	unsigned long msg = 0;

	if (ev == PTRACE_EVENT_FORK || ev == PTRACE_EVENT_VFORK ||
	    ev == PTRACE_EVENT_CLONE) {
		(void) ptrace(PTRACE_GETEVENTMSG, o->o_tid, 0, &msg);
		if (ev == PTRACE_EVENT_CLONE &&
		    uproc_orphan_tgid((pid_t)msg) == o->o_pid) {
			(void) uproc_orphan_add((pid_t)msg, o->o_pid,
			    o->o_owner);
		} else if (msg != 0) {
			if (o->o_owner > 0)
				uproc_orphan_restore((pid_t)msg, o->o_owner);
			(void) uproc_orphan_add((pid_t)msg, (pid_t)msg, -1);
		}
	} else if (ev == 0 && sig == SIGTRAP) {
		if (ptrace(PTRACE_GETREGS, o->o_tid, 0, &regs) == 0 &&
		    uproc_orphan_ours(o->o_pid, regs.rip - 1)) {
			regs.rip--;
			(void) ptrace(PTRACE_SETREGS, o->o_tid, 0, &regs);
		} else if (!o->o_sigstep) {
			dsig = SIGTRAP;		/* the program's own */
		}
	} else if (ev == 0 && sig != (SIGTRAP | 0x80)) {
		dsig = sig;			/* a signal to deliver */
	}
	if ((sig = uproc_take_trap(o->o_pid, o->o_tid)) != 0 && dsig == 0)
		dsig = sig;
	(void) ptrace(PTRACE_DETACH, o->o_tid, 0, (void *)(uintptr_t)dsig);
	o->o_done = 1;
}

/*
 * dtrace is gone (killed, crashed, or exited without releasing): leave
 * every process as dtrace_uproc_release() would, with no help from the
 * dtrace process.  Only the tracer process runs now: no other thread
 * of dtrace executes any more, so the tables are read without locks
 * (they were changed only by the tracer, or consistently at the points
 * where a dtrace thread could die).  In order:
 *   1. created processes (and processes under our seccomp filter) are
 *      killed, as on release;
 *   2. the original bytes go back under every breakpoint (pid sites, the
 *      entry-point breakpoint), in each process and in children forked
 *      before their first stop was seen, so no thread traps any more;
 *   3. threads held stopped by the tracer are fixed (one stopped in the
 *      middle of a breakpoint has its pc rewound onto the instruction)
 *      and detached, with the signal they were to get;
 *   4. every other thread is interrupted; each stop it reports (a
 *      breakpoint hit before step 2: rewound; a fork: the child is
 *      cleaned too; a signal: delivered) ends in PTRACE_DETACH.
 * A process in a group-stop stays stopped (the kernel keeps the stop).
 * The out-of-line page of the pid provider stays mapped (no thread is in
 * it: steps there are synchronous in the tracer).
 */
static void
uproc_orphan_cleanup(void)
{
	struct timespec t0, t1, nap = { 0, 1000 * 1000 };
	dtrace_uproc_t *p;
	uthread_t *t;
	int i, left, st, sig;
	pid_t r;

	for (p = uproc_list; p != NULL; p = p->p_next) {
		if (!p->p_gone && (p->p_root->p_created || p->p_seccomp))
			(void) kill(p->p_pid, SIGKILL);
	}
	for (p = uproc_list; p != NULL; p = p->p_next) {
		pid_t owner = -1;

		if (p->p_gone || p->p_root->p_created || p->p_seccomp)
			continue;
		if (p->p_entry != 0)
			(void) dtrace_uproc_write(p, p->p_entry,
			    &p->p_entrysave, 1);
		/* sites may be planted before the process is attached */
		owner = p->p_pid;
		uproc_orphan_restore(p->p_pid, p->p_pid);
		/* forked with its parent's breakpoints, first stop unseen */
		if (p != p->p_root && (t = uthread_find(p, p->p_pid)) != NULL &&
		    t->t_state == T_NEW) {
			dtrace_uproc_t *par;

			for (par = uproc_list; par != NULL; par = par->p_next) {
				if (par->p_pid == p->p_ppid && par->p_attached)
					uproc_orphan_restore(p->p_pid,
					    par->p_pid);
			}
		}
		for (t = p->p_threads; t != NULL; t = t->t_next) {
			struct uproc_orphan *o;
			struct user_regs_struct regs;

			if (t->t_state == T_DYING ||
			    (o = uproc_orphan_add(t->t_tid, p->p_pid,
			    owner)) == NULL)
				continue;
			o->o_sigstep = t->t_sigstep;
			if (t->t_state != T_STOPPED && t->t_state != T_LISTEN)
				continue;
			if (t->t_intrap &&
			    ptrace(PTRACE_GETREGS, t->t_tid, 0, &regs) == 0 &&
			    uproc_orphan_ours(p->p_pid, regs.rip - 1)) {
				regs.rip--;
				(void) ptrace(PTRACE_SETREGS, t->t_tid, 0,
				    &regs);
			}
			sig = uproc_take_trap(p->p_pid, t->t_tid);
			if (ptrace(PTRACE_DETACH, t->t_tid, 0,
			    (void *)(uintptr_t)(sig != 0 ? sig :
			    t->t_pendsig)) == 0)
				o->o_done = 1;
		}
		uproc_orphan_scan(p->p_pid, owner);
	}
	for (i = 0; i < uproc_on; i++) {
		if (!uproc_o[i].o_done)
			(void) ptrace(PTRACE_INTERRUPT, uproc_o[i].o_tid, 0, 0);
	}
	uproc_draining = 1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	do {
		left = 0;
		for (i = 0; i < uproc_on; i++) {
			struct uproc_orphan *o = &uproc_o[i];

			if (o->o_done)
				continue;
			r = waitpid(o->o_tid, &st, WNOHANG | __WALL);
			if (r == 0) {
				left++;
				continue;
			}
			if (r < 0 || !WIFSTOPPED(st)) {
				o->o_done = 1;	/* gone, or not ours */
				continue;
			}
			uproc_orphan_stopped(o, st);
			left++;
		}
		if (left == 0)
			break;
		(void) nanosleep(&nap, NULL);
		clock_gettime(CLOCK_MONOTONIC, &t1);
	} while ((t1.tv_sec - t0.tv_sec) * 1000 +
	    (t1.tv_nsec - t0.tv_nsec) / 1000000 < 5000);
}

/*
 * In the tracer process: if dtrace is gone (its anchor thread ended, so
 * the tracer was reparented), clean up and end the tracer.  Cheap: one
 * getppid(2).  Called wherever the tracer waits.
 */
static void
uproc_orphan_check(void)
{
	if (!uproc_self || getppid() == uproc_dtrace_pid)
		return;
	uproc_orphan_cleanup();
	/* the raw system call: this task only, and nothing noreturn */
	for (;;)
		(void) syscall(SYS_exit, 0);
}

/* Wait (at most @ms milliseconds) for a child event or a kick. */
static void
uproc_wait(long ms)
{
	sigset_t set;
	struct timespec ts;
	siginfo_t si;

	uproc_orphan_check();
	sigemptyset(&set);
	sigaddset(&set, SIGCHLD);
	sigaddset(&set, UPROC_KICK);
	ts.tv_sec = ms / 1000;
	ts.tv_nsec = (ms % 1000) * 1000000L;
	(void) sigtimedwait(&set, &si, &ts);
	uproc_orphan_check();
}

/* Handle events until @done(@arg) holds (or ~@ms ms passed, if >= 0). */
static void
uproc_pump(int (*done)(void *), void *arg, long ms)
{
	struct timespec t0, t1;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	while (!done(arg)) {
		while (uproc_reap() > 0) {
			if (done(arg))
				return;
		}
		if (done(arg))
			return;
		if (ms >= 0) {
			clock_gettime(CLOCK_MONOTONIC, &t1);
			if ((t1.tv_sec - t0.tv_sec) * 1000 +
			    (t1.tv_nsec - t0.tv_nsec) / 1000000 > ms)
				return;
		}
		uproc_wait(5);
	}
}

/* ---- requests (tracer thread) ----------------------------------------------- */

/*
 * Wait (up to ~10 s) until process @pid is stopped (state T in /proc).
 * Returns 0, or -1 if it is gone or never stops.
 */
static int
uproc_wait_stopped(pid_t pid)
{
	struct timespec nap = { 0, 200 * 1000 };
	char buf[512], *q;
	int i;

	for (i = 0; i < 50000; i++) {
		if (uproc_read_procfile(pid, "stat", buf, sizeof (buf)) < 0 ||
		    (q = strrchr(buf, ')')) == NULL || q[1] == '\0')
			return (-1);
		if (q[2] == 'T')
			return (0);
		if (q[2] == 'Z' || q[2] == 'X')
			return (-1);
		(void) nanosleep(&nap, NULL);
		if (i > 100)
			nap.tv_nsec = 1000 * 1000;
	}
	return (-1);
}

/*
 * The #! interpreter of script @path (and its own, up to the kernel's four
 * levels) must exist and be executable, else execve(2) would fail: say so
 * now, with its errno, rather than once tracing has started.  0 when it
 * looks runnable or is no script (the execve then has the last word).
 */
static int
uproc_interp_check(const char *path, int depth)
{
	char buf[256], *p, *e;
	struct stat sb;
	ssize_t n;
	int fd;

	if (depth >= 4 || (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return (0);
	n = read(fd, buf, sizeof (buf) - 1);
	close(fd);
	if (n < 2 || buf[0] != '#' || buf[1] != '!')
		return (0);
	buf[n] = '\0';
	for (p = buf + 2; *p == ' ' || *p == '\t'; p++)
		continue;
	e = p + strcspn(p, " \t\n");
	if (e == p)
		return (*e == '\0' && n == sizeof (buf) - 1 ? 0 : ENOEXEC);
	*e = '\0';
	if (stat(p, &sb) != 0)
		return (errno);
	if (S_ISDIR(sb.st_mode))
		return (EACCES);
	if (access(p, X_OK) != 0)
		return (errno);
	return (uproc_interp_check(p, depth + 1));
}

/* Find @file in $PATH as execvp(3) would; 0 or an errno value. */
static int
uproc_resolve(const char *file, char *out, size_t len)
{
	const char *path, *p, *e;
	int err = ENOENT;
	struct stat sb;

	if (file[0] == '\0')
		return (ENOENT);
	if (strchr(file, '/') != NULL) {
		if (stat(file, &sb) != 0)
			return (errno);
		if (S_ISDIR(sb.st_mode))
			return (EACCES);
		if (access(file, X_OK) != 0)
			return (errno);
		snprintf(out, len, "%s", file);
		return (uproc_interp_check(out, 0));
	}
	if ((path = getenv("PATH")) == NULL)
		path = "/usr/local/bin:/usr/bin:/bin";
	for (p = path; ; p = e + 1) {
		e = strchr(p, ':');
		if (e == NULL)
			e = p + strlen(p);
		snprintf(out, len, "%.*s%s%s", (int)(e - p), p,
		    e == p ? "" : "/", file);
		if (stat(out, &sb) == 0 && !S_ISDIR(sb.st_mode)) {
			if (access(out, X_OK) == 0)
				return (uproc_interp_check(out, 0));
			err = EACCES;
		}
		if (*e == '\0')
			break;
	}
	return (err);
}

#define UPROC_OPTS	(PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEFORK | \
	PTRACE_O_TRACEVFORK | PTRACE_O_TRACECLONE | PTRACE_O_TRACEEXEC | \
	PTRACE_O_TRACEEXIT)

static int
uproc_do_create(ureq_t *r)
{
	char path[PATH_MAX];
	dtrace_uproc_t *p;
	sigset_t none;
	pid_t pid;
	int err, st, efd[2];

	if ((err = uproc_resolve(r->r_file, path, sizeof (path))) != 0)
		return (err);
	/*
	 * The child runs its execve only once tracing has started; if that
	 * fails it writes the errno here (closed by a successful exec).
	 */
	if (pipe2(efd, O_CLOEXEC) != 0)
		return (errno);
	(void) fcntl(efd[0], F_SETFL, O_NONBLOCK);
	sigemptyset(&none);
	/*
	 * The child of dtrace, not of the tracer process (CLONE_PARENT: its
	 * parent is the anchor's process), so that its ppid is dtrace's as
	 * with any command dtrace starts; exit signal 0 (the tracer's), so
	 * it sends dtrace no SIGCHLD.  A raw clone: glibc's view of the
	 * thread is stale in the child, which only stops itself (kill(2),
	 * not raise(3)), maybe installs the filter, and execs.
	 */
	if ((pid = (pid_t)syscall(SYS_clone, CLONE_PARENT, 0, NULL, NULL,
	    0)) < 0) {
		err = errno;
		close(efd[0]);
		close(efd[1]);
		return (err);
	}
	if (pid == 0) {
		(void) sigprocmask(SIG_SETMASK, &none, NULL);
		(void) kill(getpid(), SIGSTOP);
		if (uproc_filter_len > 0) {
			struct sock_fprog prog = { uproc_filter_len,
			    uproc_filter };

			if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0,
			    &prog) == 0 ||
			    (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
			    syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0,
			    &prog) == 0))
				uproc_filter_ok = 1;
			(void) kill(getpid(), SIGSTOP);
		}
		(void) execve(path, r->r_argv,
		    r->r_envp != NULL ? r->r_envp : environ);
		err = errno;
		(void) write(efd[1], &err, sizeof (err));
		_exit(127);
	}
	close(efd[1]);
	/* not our child: see it stop in /proc (it is seized stopped) */
	if (uproc_wait_stopped(pid) != 0) {
		close(efd[0]);
		(void) kill(pid, SIGKILL);
		(void) waitpid(pid, &st, 0);
		return (ECHILD);
	}
	if (ptrace(PTRACE_SEIZE, pid, 0,
	    (void *)(uintptr_t)(UPROC_OPTS | PTRACE_O_EXITKILL)) != 0) {
		err = errno;
		close(efd[0]);
		(void) kill(pid, SIGKILL);
		(void) waitpid(pid, &st, 0);
		return (err);
	}
	if ((p = uproc_new(pid)) == NULL) {
		close(efd[0]);
		(void) kill(pid, SIGKILL);
		return (ENOMEM);
	}
	p->p_execfd = efd[0];
	p->p_created = 1;
	p->p_toplevel = 1;
	p->p_held = 1;
	p->p_preexec = 1;
	uproc_refresh(p);
	(void) uthread_new(p, pid, T_RUNNING);
	/*
	 * The group-stop it is in is reported as a PTRACE_EVENT_STOP: take
	 * it now, so the thread is held (T_STOPPED) when continued.
	 */
	uproc_pump(uproc_all_stopped, p, 5000);
	if (p->p_gone) {
		uproc_free(p);
		return (ECHILD);
	}
	r->r_proc = p;
	return (0);
}

static int
uproc_all_stopped(void *arg)
{
	dtrace_uproc_t *p = arg;
	uthread_t *t;

	if (p->p_gone)
		return (1);
	for (t = p->p_threads; t != NULL; t = t->t_next) {
		if (t->t_state == T_RUNNING || t->t_state == T_NEW)
			return (0);
	}
	return (1);
}

static int
uproc_do_grab(ureq_t *r)
{
	char path[64];
	dtrace_uproc_t *p;
	struct dirent *de;
	int err = 0, added;
	DIR *d;

	if (r->r_pid <= 0)
		return (ESRCH);
	if (r->r_pid == uproc_dtrace_pid || r->r_pid == uproc_tid)
		return (EPERM);
	if (dtrace_uproc_byid(r->r_pid) != NULL)
		return (EBUSY);
	if (kill(r->r_pid, 0) != 0 && errno == ESRCH)
		return (ESRCH);
	if (uproc_tgid(r->r_pid) != r->r_pid)
		return (ESRCH);
	if (ptrace(PTRACE_SEIZE, r->r_pid, 0, (void *)(uintptr_t)UPROC_OPTS)
	    != 0) {
		int err = errno;
		char path[64], buf[256];
		unsigned long tracer = 0;
		FILE *fp;

		/* refused because another debugger has it: say so */
		snprintf(path, sizeof (path), "/proc/%d/status", (int)r->r_pid);
		if (err == EPERM && (fp = fopen(path, "re")) != NULL) {
			while (fgets(buf, sizeof (buf), fp) != NULL) {
				if (sscanf(buf, "TracerPid: %lu", &tracer) == 1)
					break;
			}
			fclose(fp);
			if (tracer != 0)
				err = EBUSY;
		}
		return (err);
	}
	if ((p = uproc_new(r->r_pid)) == NULL) {
		(void) ptrace(PTRACE_DETACH, r->r_pid, 0, 0);
		return (ENOMEM);
	}
	p->p_toplevel = 1;
	p->p_held = 1;
	p->p_pastentry = 1;
	uproc_refresh(p);
	(void) uthread_new(p, r->r_pid, T_RUNNING);
	if (ptrace(PTRACE_INTERRUPT, r->r_pid, 0, 0) == 0)
		p->p_threads->t_interrupt = 1;

	/* every other thread, until no new one appears */
	snprintf(path, sizeof (path), "/proc/%d/task", (int)r->r_pid);
	do {
		added = 0;
		if ((d = opendir(path)) == NULL)
			break;
		while ((de = readdir(d)) != NULL) {
			pid_t tid = (pid_t)atoi(de->d_name);
			uthread_t *t;

			if (tid <= 0 || uthread_find(p, tid) != NULL)
				continue;
			if (ptrace(PTRACE_SEIZE, tid, 0,
			    (void *)(uintptr_t)UPROC_OPTS) != 0)
				continue;
			t = uthread_new(p, tid, T_RUNNING);
			if (t != NULL && ptrace(PTRACE_INTERRUPT, tid, 0, 0) == 0)
				t->t_interrupt = 1;
			added++;
		}
		closedir(d);
	} while (added > 0);

	uproc_pump(uproc_all_stopped, p, 2000);
	if (p->p_gone) {
		err = ESRCH;
		uproc_free(p);
		return (err);
	}
	r->r_proc = p;
	if (!p->p_attached) {
		p->p_attached = 1;
		dtrace_pidprov_attach(p);
	}
	return (0);
}

static int
uproc_advanced(void *arg)
{
	dtrace_uproc_t *p = arg;

	return (p->p_gone || !p->p_advancing);
}

static int
uproc_do_advance(dtrace_uproc_t *p)
{
	if (!p->p_created || p->p_pastentry || p->p_gone)
		return (p->p_gone ? ESRCH : 0);
	p->p_advancing = 1;
	p->p_held = 0;
	uproc_resume_all(p);
	uproc_pump(uproc_advanced, p, -1);
	p->p_held = 1;
	if (p->p_gone)
		return (WIFEXITED(p->p_wstat) && WEXITSTATUS(p->p_wstat) == 127 ?
		    ENOEXEC : ESRCH);
	/* the stop at the entry point is held: collect the other threads */
	uproc_pump(uproc_all_stopped, p, 2000);
	return (0);
}

/*
 * Build the seccomp program: SECCOMP_RET_TRACE for every wanted x86-64
 * system call, SECCOMP_RET_ALLOW for everything else (other ABIs too).
 * Returns its length.
 */
static unsigned short
uproc_filter_build(struct sock_filter *f)
{
	unsigned short n = 0;
	long nr;

	f[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
	    offsetof(struct seccomp_data, arch));
	f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K,
	    AUDIT_ARCH_X86_64, 1, 0);
	f[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
	    SECCOMP_RET_ALLOW);
	f[n++] = (struct sock_filter)BPF_STMT(BPF_LD | BPF_W | BPF_ABS,
	    offsetof(struct seccomp_data, nr));
	for (nr = 0; nr < DTRACE_SYSCALL_MAX; nr++) {
		if (dtrace_syscall_want[nr] == 0)
			continue;
		f[n++] = (struct sock_filter)BPF_JUMP(BPF_JMP | BPF_JEQ |
		    BPF_K, (uint32_t)nr, 0, 1);
		f[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
		    SECCOMP_RET_TRACE);
	}
	f[n++] = (struct sock_filter)BPF_STMT(BPF_RET | BPF_K,
	    SECCOMP_RET_ALLOW);
	return (n);
}

static int
uproc_filtered(void *arg)
{
	dtrace_uproc_t *p = arg;

	return (p->p_gone || !p->p_filterwait);
}

/*
 * A created process about to leave its stop before execve: if system-call
 * stops are wanted, have it install a seccomp filter that stops only the
 * wanted calls (the process then runs with PTRACE_CONT), and learn
 * whether it could.  Without a filter it is traced with PTRACE_SYSCALL.
 */
static void
uproc_install_filter(dtrace_uproc_t *p)
{
	struct sock_filter f[UPROC_FILTER_MAX];
	unsigned short n;
	uthread_t *t = p->p_threads;
	int ok = 0;

	if (!p->p_preexec || dtrace_syscall_nstops == 0 || t == NULL ||
	    t->t_state != T_STOPPED || getenv("DTRACE_NOSECCOMP") != NULL)
		return;
	n = uproc_filter_build(f);
	if (dtrace_uproc_write(p, (uintptr_t)uproc_filter, f,
	    n * sizeof (f[0])) != 0 ||
	    dtrace_uproc_write(p, (uintptr_t)&uproc_filter_len, &n,
	    sizeof (n)) != 0 ||
	    ptrace(PTRACE_SETOPTIONS, p->p_pid, 0, (void *)(uintptr_t)
	    (UPROC_OPTS | PTRACE_O_EXITKILL | PTRACE_O_TRACESECCOMP)) != 0)
		return;
	p->p_filterwait = 1;
	t->t_state = T_RUNNING;
	t->t_sysmode = 0;
	(void) ptrace(PTRACE_CONT, t->t_tid, 0, 0);
	uproc_pump(uproc_filtered, p, 5000);
	if (p->p_gone || p->p_filterwait) {
		p->p_filterwait = 0;
		return;
	}
	if (dtrace_uproc_read(p, (uintptr_t)&uproc_filter_ok, &ok,
	    sizeof (ok)) == 0 && ok)
		p->p_seccomp = 1;
}

static int
uproc_do_continue(dtrace_uproc_t *p)
{
	dtrace_uproc_t *q;

	if (p->p_created && p->p_preexec && !p->p_gone) {
		p->p_held = 0;
		uproc_install_filter(p);
		uproc_resume_all(p);
	}

	for (q = uproc_list; q != NULL; q = q->p_next) {
		if (q->p_root == p && q->p_held) {
			q->p_held = 0;
			uproc_resume_all(q);
		}
	}
	return (0);
}

static int
uproc_family_stopped(void *arg)
{
	dtrace_uproc_t *root = arg, *q;

	for (q = uproc_list; q != NULL; q = q->p_next) {
		if (q->p_root == root && !uproc_all_stopped(q))
			return (0);
	}
	return (1);
}

static void
uproc_detach_one(dtrace_uproc_t *q)
{
	uthread_t *t;

	/*
	 * A process under our seccomp filter cannot run untraced (its
	 * filtered system calls would fail with ENOSYS): it dies with its
	 * tracer, as the created process it descends from does.
	 */
	if (!q->p_gone && q->p_seccomp)
		(void) kill(q->p_pid, SIGKILL);
	if (!q->p_gone) {
		if (q->p_entry != 0) {
			(void) dtrace_uproc_write(q, q->p_entry,
			    &q->p_entrysave, 1);
			q->p_entry = 0;
		}
		/* a breakpoint hit as the thread was stopped: take it now */
		for (t = q->p_threads; t != NULL; t = t->t_next) {
			int sig;

			if (t->t_state != T_DYING &&
			    (sig = uproc_take_trap(q->p_pid, t->t_tid)) != 0)
				t->t_pendsig = sig;
		}
		if (q->p_attached)
			dtrace_pidprov_detach(q, 0);
		q->p_attached = 0;
		for (t = q->p_threads; t != NULL; t = t->t_next) {
			if (t->t_state == T_DYING)
				continue;
			(void) ptrace(PTRACE_DETACH, t->t_tid, 0,
			    (void *)(uintptr_t)t->t_pendsig);
		}
	}
	uproc_free(q);
}

static void
uproc_do_release(dtrace_uproc_t *p)
{
	dtrace_uproc_t *q, *next;
	uthread_t *t;
	int st;

	/* a created process that still lives is killed */
	if (p->p_created && !p->p_gone) {
		uthread_t *tn;
		int spins;

		(void) kill(p->p_pid, SIGKILL);
		/*
		 * Reap every thread without blocking: a blocking wait on the
		 * group leader would never return while other traced threads
		 * are still unreaped zombies.  Bounded (~5 s): a thread the
		 * kernel never reports is dropped, never waited on forever.
		 */
		for (spins = 0; p->p_threads != NULL && spins < 1000; spins++) {
			int n = 0;

			for (t = p->p_threads; t != NULL; t = tn) {
				pid_t w;

				tn = t->t_next;
				w = waitpid(t->t_tid, &st, WNOHANG | __WALL);
				if (w == 0)
					continue;
				n++;
				if (w < 0 || WIFEXITED(st) || WIFSIGNALED(st))
					uthread_free(t);
				else
					(void) ptrace(PTRACE_CONT, t->t_tid, 0, 0);
			}
			if (n == 0)
				uproc_wait(5);
		}
		while (p->p_threads != NULL)
			uthread_free(p->p_threads);
		p->p_gone = 1;
	}

	/* hold the family, stop every running thread, then detach */
	for (q = uproc_list; q != NULL; q = q->p_next) {
		if (q->p_root != p)
			continue;
		q->p_held = 1;
		for (t = q->p_threads; t != NULL; t = t->t_next) {
			if ((t->t_state == T_RUNNING ||
			    t->t_state == T_LISTEN) && !t->t_interrupt &&
			    ptrace(PTRACE_INTERRUPT, t->t_tid, 0, 0) == 0)
				t->t_interrupt = 1;
		}
	}
	uproc_pump(uproc_family_stopped, p, 2000);
	for (q = uproc_list; q != NULL; q = next) {
		next = q->p_next;
		if (q->p_root == p && q != p) {
			uproc_detach_one(q);
			next = uproc_list;	/* the list changed */
		}
	}
	uproc_detach_one(p);
}

static void
uproc_do_requests(void)
{
	ureq_t *r;

	for (;;) {
		dtrace_uproc_mutex_enter(&uproc_lock);
		if ((r = uproc_reqs) != NULL)
			uproc_reqs = r->r_next;
		pthread_mutex_unlock(&uproc_lock);
		if (r == NULL)
			return;
		switch (r->r_op) {
		case REQ_CREATE:
			r->r_err = uproc_do_create(r);
			break;
		case REQ_GRAB:
			r->r_err = uproc_do_grab(r);
			break;
		case REQ_CONTINUE:
			r->r_err = uproc_do_continue(r->r_proc);
			break;
		case REQ_RELEASE:
			uproc_do_release(r->r_proc);
			r->r_err = 0;
			break;
		case REQ_ADVANCE:
			r->r_err = uproc_do_advance(r->r_proc);
			break;
		default:
			r->r_err = EINVAL;
			break;
		}
		dtrace_uproc_mutex_enter(&uproc_lock);
		r->r_done = 1;
		pthread_cond_broadcast(&uproc_cv);
		pthread_mutex_unlock(&uproc_lock);
	}
}

/*
 * The tracer process: the body of the tracer (requests, mode changes,
 * events), run in a process of its own that shares dtrace's memory, files
 * and working directory (clone(2) with CLONE_VM, CLONE_FILES, CLONE_FS,
 * without CLONE_THREAD) -- the process that ptrace(2) attaches to the
 * targets, so the tracing relationship does not end when the dtrace
 * process dies, however it dies.  See uproc_orphan_cleanup().
 */
static int
uproc_main(void *arg)
{
	(void)arg;
	uproc_self = 1;
	/* the anchor thread's death (dtrace's, whatever the cause) kicks us */
	(void) prctl(PR_SET_PDEATHSIG, UPROC_KICK);
	pthread_mutex_lock(&uproc_lock);
	uproc_tid = (pid_t)syscall(SYS_gettid);
	pthread_cond_broadcast(&uproc_cv);
	pthread_mutex_unlock(&uproc_lock);
	uproc_orphan_check();	/* dtrace died before the prctl */

	for (;;) {
		int gen;

		uproc_do_requests();
		gen = uproc_modegen;
		if (gen != uproc_modeapplied) {
			uproc_modeapplied = gen;
			uproc_apply_mode();
		}
		if (uproc_reap() > 0)
			continue;
		uproc_wait(100);
	}
	return (0);
}

#define UPROC_STACKSZ	(8UL << 20)

/*
 * The anchor: a thread of dtrace, every signal blocked, that clones the
 * tracer process and then only waits for it, so that (1) the tracer runs
 * on the anchor's thread-local storage (errno, the allocator's caches,
 * uproc_cur), which nothing else uses, and (2) the tracer's parent is a
 * thread that ends exactly when the dtrace process ends: its
 * PR_SET_PDEATHSIG then tells the tracer dtrace is gone.
 */
static void *
uproc_anchor(void *arg)
{
	pid_t pid;
	int st;

	(void)arg;
	uproc_dtrace_pid = getpid();
	uproc_stack = mmap(NULL, UPROC_STACKSZ, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
	if (uproc_stack == MAP_FAILED) {
		pid = -1;
	} else {
		/* a guard page below the stack */
		(void) mprotect(uproc_stack, 4096, PROT_NONE);
		pid = clone(uproc_main, (char *)uproc_stack + UPROC_STACKSZ,
		    CLONE_VM | CLONE_FS | CLONE_FILES | CLONE_SYSVSEM, NULL);
	}
	if (pid < 0) {
		pthread_mutex_lock(&uproc_lock);
		uproc_start_err = errno != 0 ? errno : ENOMEM;
		pthread_cond_broadcast(&uproc_cv);
		pthread_mutex_unlock(&uproc_lock);
		return (NULL);
	}
	/* raw wait4: no cancellation point, errno untouched on success */
	while (syscall(SYS_wait4, pid, &st, __WALL, NULL) != pid)
		continue;
	return (NULL);
}

static void
uproc_start(void)
{
	pthread_t anchor;
	sigset_t all, old;
	int err;

	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, &old);
	err = pthread_create(&anchor, NULL, uproc_anchor, NULL);
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	if (err != 0) {
		uproc_start_err = err;
		return;
	}
	pthread_detach(anchor);
	pthread_mutex_lock(&uproc_lock);
	while (uproc_tid == 0 && uproc_start_err == 0)
		pthread_cond_wait(&uproc_cv, &uproc_lock);
	pthread_mutex_unlock(&uproc_lock);
}

/* Queue @r for the tracer thread and wait until it was carried out. */
static int
uproc_request(ureq_t *r)
{
	sigset_t chld;
	ureq_t **rp;

	/* SIGCHLD must reach the tracer's sigtimedwait, not this thread */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	pthread_sigmask(SIG_BLOCK, &chld, NULL);

	pthread_once(&uproc_once, uproc_start);
	if (uproc_start_err != 0)
		return (uproc_start_err);
	if ((pid_t)syscall(SYS_gettid) == uproc_tid)
		return (EDEADLK);

	dtrace_uproc_mutex_enter(&uproc_lock);
	r->r_done = 0;
	r->r_next = NULL;
	for (rp = &uproc_reqs; *rp != NULL; rp = &(*rp)->r_next)
		continue;
	*rp = r;
	(void) syscall(SYS_tgkill, uproc_tid, uproc_tid, UPROC_KICK);
	while (!r->r_done)
		pthread_cond_wait(&uproc_cv, &uproc_lock);
	pthread_mutex_unlock(&uproc_lock);
	return (r->r_err);
}

/* Ask the tracer thread to carry out @op on process @p. */
static int
uproc_request_proc(int op, dtrace_uproc_t *p)
{
	ureq_t r;

	memset(&r, 0, sizeof (r));
	r.r_op = op;
	r.r_proc = p;
	return (uproc_request(&r));
}

/* ---- the API ------------------------------------------------------------------ */

int
dtrace_uproc_create(const char *file, char *const argv[], dtrace_uproc_t **pp)
{
	return (dtrace_uproc_createve(file, argv, NULL, pp));
}

int
dtrace_uproc_createve(const char *file, char *const argv[],
    char *const envp[], dtrace_uproc_t **pp)
{
	ureq_t r;
	int err;

	memset(&r, 0, sizeof (r));
	r.r_op = REQ_CREATE;
	r.r_file = file;
	r.r_argv = argv;
	r.r_envp = envp;
	if ((err = uproc_request(&r)) == 0) {
		uproc_controlled = 1;
		*pp = r.r_proc;
	}
	return (err);
}

int
dtrace_uproc_grab(pid_t pid, int flags, dtrace_uproc_t **pp)
{
	ureq_t r;
	int err;

	memset(&r, 0, sizeof (r));
	r.r_op = REQ_GRAB;
	r.r_pid = pid;
	if ((err = uproc_request(&r)) == 0) {
		if (!(flags & DTRACE_UPROC_FORPROBES))
			uproc_controlled = 1;
		*pp = r.r_proc;
	}
	return (err);
}

int
dtrace_uproc_continue(dtrace_uproc_t *p)
{
	return (uproc_request_proc(REQ_CONTINUE, p));
}

int
dtrace_uproc_advance(dtrace_uproc_t *p)
{
	return (uproc_request_proc(REQ_ADVANCE, p));
}

void
dtrace_uproc_release(dtrace_uproc_t *p)
{
	(void) uproc_request_proc(REQ_RELEASE, p);
}

int
dtrace_uproc_execerr(dtrace_uproc_t *p)
{
	int err;

	dtrace_uproc_mutex_enter(&uproc_lock);
	err = p->p_gone ? p->p_execerr : 0;
	pthread_mutex_unlock(&uproc_lock);
	return (err);
}

int
dtrace_uproc_status(dtrace_uproc_t *p, int *wstatp)
{
	int gone;

	dtrace_uproc_mutex_enter(&uproc_lock);
	gone = p->p_gone && p->p_nthreads == 0;
	if (gone && wstatp != NULL)
		*wstatp = p->p_wstat;
	pthread_mutex_unlock(&uproc_lock);
	return (gone);
}

void
dtrace_uproc_mode_changed(void)
{
	__atomic_fetch_add(&uproc_modegen, 1, __ATOMIC_SEQ_CST);
	if (uproc_tid != 0)
		(void) syscall(SYS_tgkill, uproc_tid, uproc_tid, UPROC_KICK);
}
