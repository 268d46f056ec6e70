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
 * removed and every thread detached and left running.
 */
#ifndef DTRACE_UPROC_H
#define DTRACE_UPROC_H

#include <stdint.h>
#include <sys/types.h>
#include <sys/user.h>

/** A process under control (opaque; owned by dtrace_ptrace.c). */
typedef struct dtrace_uproc dtrace_uproc_t;

/**
 * dtrace_uctx_t - the traced thread a probe fires for.  Filled by the
 * tracer before dtrace_probe(); read-only for everyone else.
 */
typedef struct dtrace_uctx {
	dtrace_uproc_t *uc_proc;	/* the process */
	pid_t uc_pid;			/* its tgid */
	pid_t uc_tid;			/* the stopped thread */
	pid_t uc_ppid;
	uid_t uc_uid;
	gid_t uc_gid;
	int32_t uc_errno;		/* last system call's error, or 0 */
	char uc_execname[16];		/* comm */
	struct user_regs_struct uc_regs; /* registers at the probe */
} dtrace_uctx_t;

/**
 * dtrace_uctx_enter / dtrace_uctx_exit - make @uc the context of the
 * calling thread's next probes, and end it.  Do not nest.
 */
void dtrace_uctx_enter(const dtrace_uctx_t *uc);
void dtrace_uctx_exit(void);

/**
 * dtrace_uctx_current - the context entered by the calling thread, or NULL
 * when probes fire for the dtrace process itself (BEGIN, END, profile).
 */
const dtrace_uctx_t *dtrace_uctx_current(void);

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

/* ---- pid provider hooks (dtrace_pidprov.c), called by the tracer ------- */

/**
 * dtrace_pidprov_trap - a thread of @p stopped with SIGTRAP (a breakpoint
 * or a single step) with registers @regs.  If it is one of the pid
 * provider's, fire the probe(s), fix @regs (and write them back) so the
 * thread continues correctly, and return 1; otherwise return 0 and the
 * tracer delivers the signal.  Tracer thread only, thread stopped.
 */
int dtrace_pidprov_trap(dtrace_uproc_t *p, pid_t tid,
    struct user_regs_struct *regs);

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

#endif /* DTRACE_UPROC_H */
