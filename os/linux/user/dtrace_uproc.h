/*
 * os/linux/user/dtrace_uproc.h -- processes under control in the user host
 * (dtrace -c / -p): the contract between the tracer that controls them
 * (dtrace_ptrace.c) and the providers that instrument them (syscall, proc,
 * pid), and how probe context sees the traced thread.
 *
 * Model (DESIGN.md, user host): one tracer thread inside the dtrace process
 * ptrace(2)s every target and all of their threads.  Every stop of a target
 * thread (system-call entry/exit, breakpoint trap, fork/clone/exec/exit
 * events, signals) is handled in that thread.  When a stop is a probe, the
 * tracer fills a dtrace_uctx_t for the stopped thread, enters it with
 * dtrace_uctx_enter(), calls dtrace_probe(), then dtrace_uctx_exit(), then
 * resumes the thread.  While a context is entered, the OS interface
 * (dtrace_os_user.c) answers for the target thread: pid, tid, ppid, uid,
 * gid, execname, cwd, errno, uregs[], user loads and copyin (from the
 * target's memory), copyout (into it), ustack (of the target).
 *
 * Invariants: ptrace requests for a target are made only from the tracer
 * thread; a context is entered only while its thread is stopped; on
 * release (exit, ^C, SIGTERM, SIGHUP, all targets gone) every breakpoint is
 * removed and every thread detached and left running.  The tracer "thread"
 * is a process sharing dtrace's memory that outlives dtrace and does the
 * same when dtrace dies without releasing (SIGKILL, a crash): DESIGN.md,
 * "Process safety".
 */
/*
 * CHANGED: (proc helper) dtrace_uctx_t gained uc_regsvalid (registers are
 * fetched lazily); the tracer API for libdtrace (dtrace_uproc_create,
 * _grab, _continue, _release, _status) and dtrace_uproc_advance were
 * added.  dtrace_pidprov_exec() is called when the new image reached its
 * entry point (the executable, ld.so and every DT_NEEDED library are then
 * mapped), not at the exec event itself.  Created processes (-c) start
 * stopped BEFORE their execve (so their whole life, loader included, is
 * traced, as strace -f counts it); dtrace_pidprov_attach() is called for
 * them only once they reached the entry point of their command (either
 * because dtrace_uproc_advance() was called, e.g. by the pid provider's
 * provide callback that needs the libraries' symbols before tracing
 * starts, or when tracing runs them there).  A process forked from an
 * attached one is attached too (dtrace_pidprov_fork() at the child's first
 * stop, then dtrace_pidprov_exec() when it reaches its new image's entry).
 * Also added: dtrace_uproc_ctx_init() (fill a context for a thread),
 * dtrace_uproc_getregs(), dtrace_uproc_byid(), and dtrace_uctx_exit() now
 * delivers the raise()/stop() request of the probes just run to the
 * traced thread.  The pid-provider hook functions and their semantics are
 * otherwise unchanged.
 */
#ifndef DTRACE_UPROC_H
#define DTRACE_UPROC_H

#include <pthread.h>
#include <stdint.h>
#include <sys/types.h>

#include "dtrace_umachine.h"	/* dtrace_uregs_t */

/** A process under control (opaque; owned by dtrace_ptrace.c). */
typedef struct dtrace_uproc dtrace_uproc_t;

/**
 * dtrace_uctx_t - the traced thread a probe fires for.  Filled by the
 * tracer before dtrace_probe(); read-only for everyone else, except that
 * dtrace_os_getreg() fills uc_regs on first use when uc_regsvalid is 0
 * (PTRACE_GETREGS from the tracer thread), so providers that do not need
 * registers do not pay for them.  uregs[N] is word
 * dtrace_umachine_regslot(N) of them (on x86-64, struct
 * user_regs_struct: r15 = 0 ... rax = 10 ... rip = 16, cs, eflags, rsp =
 * 19, ss, fs_base, gs_base, ds, es, fs, gs = 26, the order of Oracle
 * Linux DTrace's R_* constants).
 */
/**
 * dtrace_ucapture_t - user memory captured at the probe site by kernel
 * capture (os/linux/bpf/): @ucc_len bytes that were at @ucc_addr in the
 * thread's address space when the probe fired.  Reads of the context
 * (copyin, copyinstr, user loads) take bytes from here first.
 */
typedef struct dtrace_ucapture {
	uint64_t ucc_addr;
	uint32_t ucc_len;
	const char *ucc_data;
} dtrace_ucapture_t;

typedef struct dtrace_uctx {
	dtrace_uproc_t *uc_proc;	/* the process; NULL: kernel capture */
	pid_t uc_pid;			/* its tgid */
	pid_t uc_tid;			/* the stopped thread */
	pid_t uc_ppid;
	uid_t uc_uid;
	gid_t uc_gid;
	int32_t uc_errno;		/* last system call's error, or 0 */
	char uc_execname[16];		/* comm */
	dtrace_uregs_t uc_regs;		/* registers at the probe */
	int uc_regsvalid;		/* uc_regs filled */
	uint64_t uc_vtime;		/* ns on CPU (vtimestamp), if valid */
	int uc_vtimevalid;
	/*
	 * Kernel capture (os/linux/bpf/; all 0 for the tracer's contexts):
	 * the event's CPU (cpu, and the per-CPU buffer written), its time
	 * (timestamp: uc_time plus the time since the first read of the
	 * time in the context, which dtrace_os_gethrtime() notes in
	 * uc_timebase; both its ns; uc_time 0: not set), and
	 * the user memory captured with it.  With uc_proc NULL, memory not
	 * captured is read from uc_pid afterwards (process_vm_readv).
	 */
	int uc_cpuvalid;
	uint32_t uc_cpu;
	uint64_t uc_time;
	uint64_t uc_timebase;
	const dtrace_ucapture_t *uc_capture;
	uint32_t uc_ncapture;
	/* the CPU the traced thread last ran on (D cpu when !uc_cpuvalid),
	 * -1 until read from its stat */
	int32_t uc_oncpu;
	/* a sample taken in the kernel: its kernel stack, innermost first
	 * (stack(); uc_nkpcs 0: none) */
	const uint64_t *uc_kpcs;
	uint32_t uc_nkpcs;
	/* kernel capture: the process's arguments when the event happened,
	 * NUL-separated as in /proc/PID/cmdline (execargs; NULL: read then) */
	const char *uc_execargs;
	uint32_t uc_nexecargs;
} dtrace_uctx_t;

/**
 * dtrace_uctx_enter / dtrace_uctx_exit - make @uc the context of the
 * calling thread's next probes, and end it.  Do not nest.
 */
void dtrace_uctx_enter(const dtrace_uctx_t *uc);
void dtrace_uctx_exit(void);

/**
 * dtrace_uctx_read - read @len bytes at user address @addr of the thread
 * of context @uc: what was captured with the event (uc_capture), else
 * the process under control, else (kernel capture) the process by pid,
 * as it is now.  Returns 0, or -1 when they cannot be read.
 */
int dtrace_uctx_read(const dtrace_uctx_t *uc, uintptr_t addr, void *dst,
    size_t len);

/**
 * dtrace_uctx_late_reads - how many reads of a kernel-captured context's
 * process memory found no copy taken with the event and read it as it was
 * when drained (DESIGN.md: read afterwards, and counted), so far; not
 * those of a read-only mapping (text, constant strings the process has
 * not touched, which the capture program cannot fault in): they read
 * what the event saw.
 */
uint64_t dtrace_uctx_late_reads(void);

/**
 * dtrace_uctx_current - the context entered by the calling thread, or NULL
 * when probes fire for the dtrace process itself (BEGIN, END, profile).
 */
const dtrace_uctx_t *dtrace_uctx_current(void);

/**
 * dtrace_uproc_ctx_init - fill @uc for thread @tid of @p (identity,
 * execname; uc_errno 0, registers not fetched).  Tracer thread.
 */
void dtrace_uproc_ctx_init(dtrace_uproc_t *p, pid_t tid, dtrace_uctx_t *uc);

/**
 * dtrace_uproc_getregs - read the registers of stopped thread @tid of @p
 * into @regs.  Returns 0 or -1.  Tracer thread only.
 */
int dtrace_uproc_getregs(dtrace_uproc_t *p, pid_t tid,
    dtrace_uregs_t *regs);

/**
 * dtrace_uhost_take_target_signal - (dtrace_os_user.c) the raise()/stop()
 * request made by probes in the context being left (a signal number,
 * SIGSTOP for stop()), or 0; clears it.  dtrace_uctx_exit() delivers it
 * to the traced thread (tgkill), so raise() and stop() act on the target.
 */
int dtrace_uhost_take_target_signal(void);

/**
 * dtrace_uproc_pid - the process id of @p.
 */
pid_t dtrace_uproc_pid(const dtrace_uproc_t *p);

/**
 * dtrace_uproc_read / dtrace_uproc_write - read or write @len bytes at
 * @addr in @p's address space (through /proc/PID/mem; writes reach
 * read-only text, as breakpoints need).  Return 0, or -1 when any byte
 * is inaccessible.  Callable from any thread of the dtrace process.
 */
int dtrace_uproc_read(dtrace_uproc_t *p, uintptr_t addr, void *buf,
    size_t len);
int dtrace_uproc_write(dtrace_uproc_t *p, uintptr_t addr, const void *buf,
    size_t len);

/**
 * dtrace_uproc_byid - the process under control whose tgid is @pid, or
 * NULL.  Tracer thread, or any thread while no process is being released.
 */
dtrace_uproc_t *dtrace_uproc_byid(pid_t pid);

/**
 * dtrace_uproc_advance - make sure created process @p has exec'd its
 * command and its loader has mapped the libraries (it runs to the
 * executable's entry point and stops there; system calls it makes on the
 * way fire no probes if tracing has not started).  A no-op for grabbed
 * processes and processes already past that point.  Any thread.
 * Returns 0, or an errno value (the process died: ESRCH; exec failed: its
 * error).
 */
int dtrace_uproc_advance(dtrace_uproc_t *p);

/**
 * dtrace_uproc_mutex_enter - lock @m, a mutex the tracer shares with the
 * threads of dtrace (the process table, the pid provider's tables, probe
 * context).  In the tracer process (which outlives dtrace, see
 * dtrace_ptrace.c) it never blocks for ever: it waits 20 ms at a time,
 * and if dtrace died meanwhile (perhaps holding @m), it cleans up after
 * dtrace and ends the tracer instead of returning.  Elsewhere a plain
 * pthread_mutex_lock.
 */
void dtrace_uproc_mutex_enter(pthread_mutex_t *m);

/**
 * dtrace_uproc_tracer - the pid of the tracer process (the TracerPid of
 * every traced thread), or 0 before any process was created or grabbed.
 */
pid_t dtrace_uproc_tracer(void);

/**
 * dtrace_uproc_controlled - 1 once a process was started (-c) or grabbed
 * (-p) at the user's request in the life of this process, 0 while every
 * process grabbed was grabbed only for the probe descriptions naming it
 * (DTRACE_UPROC_FORPROBES).  Beside a process under control, syscall
 * probes whose clauses act in place (copyout(), raise()) and proc probes
 * stay the tracer's, fired as the process stops, not once drained
 * (os/linux/bpf/dtrace_bpf.h).
 */
int dtrace_uproc_controlled(void);

/**
 * dtrace_pidprov_orphan_restore - (dtrace_pidprov.c) write the original
 * byte of every breakpoint planted in process @owner through @memfd
 * (/proc/PID/mem of @owner or of a child forked with its breakpoints).
 * dtrace_pidprov_orphan_ours - is @addr a breakpoint of ours in @owner,
 * planted or removed since?  Both for the tracer's cleanup after dtrace
 * died: no locks taken, nothing allocated.
 */
void dtrace_pidprov_orphan_restore(pid_t owner, int memfd);
int dtrace_pidprov_orphan_ours(pid_t owner, uint64_t addr);

/* ---- the tracer's API for libdtrace (lib/libdtrace/dt_proc.c) ----------- */

/**
 * dtrace_uproc_create - start @file (searched in $PATH when it has no
 * '/') with arguments @argv under control, stopped just before its
 * execve(2).  Returns 0 and the process in *@pp, or an errno value
 * (ENOENT: not found, EACCES: not executable, ...).  Any thread.
 */
int dtrace_uproc_create(const char *file, char *const argv[],
    dtrace_uproc_t **pp);

/*
 * dtrace_uproc_createve - as dtrace_uproc_create, with the environment
 * @envp (NULL-terminated "NAME=value" strings) given to the new process
 * instead of the caller's (envp NULL: the caller's environ).  Used for
 * the setenv/unsetenv options.  Returns 0 or an errno value.
 */
int dtrace_uproc_createve(const char *file, char *const argv[],
    char *const envp[], dtrace_uproc_t **pp);

/**
 * dtrace_uproc_grab - take control of running process @pid (every
 * thread: PTRACE_SEIZE then PTRACE_INTERRUPT) and leave it stopped.
 * @flags: DTRACE_UPROC_FORPROBES when it is grabbed only because probe
 * descriptions name it (dtrace_uproc_controlled), else 0 (-p).
 * Returns 0 and the process in *@pp, or an errno value (ESRCH: no such
 * process, EPERM: ptrace refused it -- not ours, already traced, or
 * ourselves).  Any thread.
 */
#define DTRACE_UPROC_FORPROBES	0x1
int dtrace_uproc_grab(pid_t pid, int flags, dtrace_uproc_t **pp);

/**
 * dtrace_uproc_continue - set @p (created or grabbed, held stopped) and
 * its threads running, stopping at system calls only when a probe needs
 * it.  Returns 0 or an errno value.  Any thread.
 */
int dtrace_uproc_continue(dtrace_uproc_t *p);

/**
 * dtrace_uproc_release - give @p back: a created process that is still
 * alive is killed (SIGKILL, as the reference kills what -c created); a
 * grabbed one (and every process followed from either) has its
 * breakpoints removed and is detached, running (or stopped, if it was
 * stopped by a signal or by stop()).  @p is freed.  Any thread.
 */
void dtrace_uproc_release(dtrace_uproc_t *p);

/**
 * dtrace_uproc_status - has @p (a top-level process) exited?  Returns 1
 * and its wait(2) status in *@wstatp once it is gone, 0 while it lives.
 * Any thread.
 */
int dtrace_uproc_status(dtrace_uproc_t *p, int *wstatp);

/**
 * dtrace_uproc_execerr - for a created process that is gone: the errno of
 * the execve(2) that failed to start its command (ENOENT for a missing
 * #! interpreter or loader, ENOEXEC, ...), or 0 when it ran.  Any thread.
 */
int dtrace_uproc_execerr(dtrace_uproc_t *p);

/**
 * dtrace_uproc_set_gone_hook - @fn(pid) is called (tracer thread, no lock
 * held) when a process under control is gone, the moment
 * dtrace_uproc_status() turns to 1 for it, so the consumer waiting for
 * its next round can be woken.  NULL: none.
 */
void dtrace_uproc_set_gone_hook(void (*fn)(pid_t));

/**
 * dtrace_uproc_set_fork_hook - @fn(parent, child) is called (tracer
 * thread, no lock held) when a process under control whose probes are
 * planted forks, while the child is stopped before it runs its first
 * instruction, after the tracer took its own breakpoints out of the
 * child: the consumer then has a kernel backend take out its own.
 * NULL: none.
 */
void dtrace_uproc_set_fork_hook(void (*fn)(pid_t, pid_t));

/* ---- providers' view (syscall, proc: dtrace_syscall.c, dtrace_procprov.c) */

/**
 * dtrace_uproc_mode_changed - a provider's set of enabled probes changed
 * in a way that may change which stops the tracer needs (system-call
 * stops on or off): running threads are interrupted and resumed in the
 * right mode.  Any thread (also from dtps_enable/disable); never waits.
 */
void dtrace_uproc_mode_changed(void);

/* ---- pid provider hooks (dtrace_pidprov.c), called by the tracer ------- */

/**
 * dtrace_pidprov_trap - a thread of @p stopped with SIGTRAP (a breakpoint
 * or a single step) with registers @regs.  If it is one of the pid
 * provider's, fire the probe(s), fix @regs (and write them back) so the
 * thread continues correctly, and return 1; otherwise return 0 and the
 * tracer delivers the signal.  Tracer thread only, thread stopped.
 */
int dtrace_pidprov_trap(dtrace_uproc_t *p, pid_t tid, dtrace_uregs_t *regs);

/**
 * dtrace_pidprov_attach - @p was created or grabbed and is stopped: create
 * its probes' sites and insert the breakpoints of enabled probes.
 * dtrace_pidprov_detach - @p is about to be released or has exited
 * (@gone != 0: memory is no longer there): remove every breakpoint and
 * forget the process.
 * dtrace_pidprov_exec - @p exec'd: its old sites are gone; recreate.
 * dtrace_pidprov_fork - @child was forked from @parent and inherited its
 * breakpoints in memory: remove them from @child (children are not
 * instrumented unless followed).
 * dtrace_pidprov_mapped - @p mapped new code (dlopen): look for new sites.
 * All: tracer thread, threads of the process stopped.
 */
void dtrace_pidprov_attach(dtrace_uproc_t *p);
void dtrace_pidprov_detach(dtrace_uproc_t *p, int gone);
void dtrace_pidprov_exec(dtrace_uproc_t *p);
void dtrace_pidprov_fork(dtrace_uproc_t *parent, dtrace_uproc_t *child);
void dtrace_pidprov_mapped(dtrace_uproc_t *p);

/*
 * (pid helper) profile-N on targets needs nothing from the tracer: it
 * samples traced threads with perf_event_open (dtrace_usample.c).
 *
 * BUG REPORT (pid helper, 19:20 UTC; not seen again at 19:38 in 20
 * runs with the tracer of that time): dtrace_uproc_advance() hung now
 * and then (about 1 run in 15 under run-tests, taskset -c 0): the main
 * thread waits in uproc_request(), the tracer loops in uproc_do_advance()
 * -> uproc_pump(uproc_advanced, p, -1), and the -c child sits in
 * ptrace_stop still running dtrace's image (before its execve).  Perhaps
 * the child's first stop arrives after uproc_resume_all() and is held.
 * Reproduce: for i in $(seq 30); do timeout 5 taskset -c 0 dtrace -c
 * test/progs/pidcompute -qn 'pid$target::compute:entry{@=count();}';
 * done
 *
 * REQUEST (pid helper): if a thread dies while the pid provider
 * single-steps it (waitpid(tid, __WALL) in dtrace_pidprov.c reaped its
 * exit status), a call to hand that status back to the tracer, e.g.
 *   void dtrace_uproc_reaped(dtrace_uproc_t *p, pid_t tid, int status);
 */

#endif /* DTRACE_UPROC_H */
