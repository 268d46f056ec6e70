/*
 * os/linux/user/dtrace_procprov.c -- the proc provider of the user host:
 * proc:::create, exec, exec-failure, exec-success, exit, lwp-create,
 * lwp-exit, lwp-start, signal-discard, signal-handle, signal-send, start,
 * for the
 * processes under control and everything followed from them (forks,
 * vforks, clones, threads).  (Dynamic Tracing Guide, "proc Provider";
 * probe names as Oracle Linux DTrace.)
 *
 * Where it sits: the tracer (dtrace_ptrace.c) sees the events through
 * ptrace -- PTRACE_EVENT_FORK/VFORK/CLONE (create, lwp-create, in the
 * parent), the first stop of the new task (start for a new process, then
 * lwp-start for every new thread, the first one included, in the child),
 * execve entry and exit (exec, exec-failure), PTRACE_EVENT_EXEC
 * (exec-success, in the new image), PTRACE_EVENT_EXIT (lwp-exit, then
 * exit after it for the last thread), signal-delivery stops of caught
 * signals (signal-handle, once the thread has stepped into the handler) and
 * successful kill/tkill/tgkill/rt_sigqueueinfo/rt_tgsigqueueinfo in a
 * traced sender (signal-send, then signal-discard when the receiver
 * ignores the signal: not blocked, and SIG_IGN, or SIG_DFL for a signal
 * whose default is to ignore it) -- enters the thread's context and
 * calls dtrace_procprov_fire().
 *
 * Arguments, with the reference's types: psinfo_t and lwpsinfo_t are the
 * proc(4) structures of libdtrace's D library (lib/libdtrace/dt_dlib.c,
 * the reference's procfs.d layout); the tracer passes process and thread
 * ids to dtrace_procprov_fire(), which fills such structures in this
 * process's memory from /proc (only when the probe is enabled) and passes
 * their addresses:
 *   create         args[0] psinfo_t * of the child
 *   exec           args[0] string: the path being executed
 *   exec-failure   args[0] int: the errno value
 *   exit           args[0] int: CLD_EXITED (1), CLD_KILLED (2), CLD_DUMPED (3)
 *   lwp-create     args[0] lwpsinfo_t * of the new thread, args[1]
 *                  psinfo_t * of its process
 *   signal-send,   args[0] lwpsinfo_t * of the receiving thread (the
 *   signal-discard process's first thread when a process is signalled),
 *                  args[1] psinfo_t * of its process, args[2] int: the signal
 *   signal-handle  args[0] int: the signal, args[1] siginfo_t * (a copy
 *                  of the thread's, read at its signal-delivery stop),
 *                  args[2] void (*)(void): the handler it runs
 *   exec-success, lwp-exit, lwp-start, start: none.
 * Members filled: psinfo_t pr_nlwp, pr_pid, pr_ppid, pr_pgid, pr_sid,
 * pr_uid, pr_euid, pr_gid, pr_egid, pr_fname, pr_psargs, pr_argc,
 * pr_dmodel, pr_lwp (of the first thread); lwpsinfo_t pr_lwpid, pr_sname,
 * pr_name, pr_onpro (the CPU it last ran on); the rest is zero.
 *
 * Cost: exec and exec-failure need the execve/execveat stops, signal-send
 * and signal-discard the stops of the kill family, so enabling them turns those (and only
 * those) system-call stops on; the others come from ptrace events the
 * tracer always receives.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

#include <dtrace/procinfo.h>

#include "dtrace_core.h"
#include "dtrace_uproc.h"
#include "dtrace_uprov.h"
#include "dtrace_bpf.h"		/* kernel capture (os/linux/bpf/) */

static const dtrace_uprov_probe_t procprov_probes[DT_PROC_NPROBES] = {
	[DT_PROC_CREATE] = { "create", 1, { "psinfo_t *" } },
	[DT_PROC_EXEC] = { "exec", 1, { "string" } },
	[DT_PROC_EXEC_FAILURE] = { "exec-failure", 1, { "int" } },
	[DT_PROC_EXEC_SUCCESS] = { "exec-success", 0, { NULL } },
	[DT_PROC_EXIT] = { "exit", 1, { "int" } },
	[DT_PROC_LWP_CREATE] = { "lwp-create", 2,
	    { "lwpsinfo_t *", "psinfo_t *" } },
	[DT_PROC_LWP_EXIT] = { "lwp-exit", 0, { NULL } },
	[DT_PROC_LWP_START] = { "lwp-start", 0, { NULL } },
	[DT_PROC_SIGNAL_DISCARD] = { "signal-discard", 3,
	    { "lwpsinfo_t *", "psinfo_t *", "int" } },
	[DT_PROC_SIGNAL_HANDLE] = { "signal-handle", 3,
	    { "int", "siginfo_t *", "void (*)(void)" } },
	[DT_PROC_SIGNAL_SEND] = { "signal-send", 3,
	    { "lwpsinfo_t *", "psinfo_t *", "int" } },
	[DT_PROC_START] = { "start", 0, { NULL } },
};

static dtrace_provider_id_t procprov_id;
static dtrace_id_t procprov_ids[DT_PROC_NPROBES];
static volatile int procprov_on[DT_PROC_NPROBES];
/* served for every process by kernel capture (dtrace_bpf_proc_enable) */
static volatile int procprov_kernel[DT_PROC_NPROBES];

static const long procprov_exec_calls[] = { SYS_execve, SYS_execveat };
static const long procprov_kill_calls[] = { SYS_kill, SYS_tkill, SYS_tgkill,
    SYS_rt_sigqueueinfo, SYS_rt_tgsigqueueinfo };


/* Tracer thread only: the structures of the probe being fired. */
static dtrace_psinfo_t procprov_ps;
static dtrace_lwpsinfo_t procprov_lwp;

/* Copy string @src into @dst of @len bytes, truncating, terminated. */
static void
procprov_strcpy(char *dst, const char *src, size_t len)
{
	size_t n = strnlen(src, len - 1);

	memcpy(dst, src, n);
	dst[n] = '\0';
}

/* Read /proc/@pid/task/@tid/@file (or /proc/@pid/@file if @tid is 0). */
static ssize_t
procprov_read(pid_t pid, pid_t tid, const char *file, char *buf, size_t len)
{
	char path[96];
	ssize_t n;
	int fd;

	if (tid != 0)
		snprintf(path, sizeof (path), "/proc/%d/task/%d/%s", (int)pid,
		    (int)tid, file);
	else
		snprintf(path, sizeof (path), "/proc/%d/%s", (int)pid, file);
	if (len == 0 || (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return (-1);
	n = read(fd, buf, len - 1);
	close(fd);
	buf[n < 0 ? 0 : n] = '\0';
	return (n);
}

static void
procprov_fill_lwp(dtrace_lwpsinfo_t *l, pid_t pid, pid_t tid)
{
	char buf[1024], *p;
	int cpu = 0;

	memset(l, 0, sizeof (*l));
	l->pr_lwpid = tid;
	if (procprov_read(pid, tid, "comm", buf, sizeof (buf)) > 0) {
		buf[strcspn(buf, "\n")] = '\0';
		procprov_strcpy(l->pr_name, buf, sizeof (l->pr_name));
	}
	/* stat: "tid (comm) S ..." -- field 39 is the last CPU */
	if (procprov_read(pid, tid, "stat", buf, sizeof (buf)) > 0 &&
	    (p = strrchr(buf, ')')) != NULL && p[1] == ' ') {
		int field = 3;

		l->pr_sname = p[2];
		for (p += 2; *p != '\0' && field < 39; p++) {
			if (*p == ' ')
				field++;
		}
		if (field == 39)
			cpu = atoi(p);
		l->pr_onpro = cpu;
	}
}

/*
 * Does thread @tid of @pid discard signal @sig, as the kernel does: not
 * blocked, and ignored (SIG_IGN), or left to a default that ignores it
 * (SIGCHLD, SIGCONT, SIGURG, SIGWINCH)?  From its /proc status masks.
 */
static int
procprov_sig_ignored(pid_t pid, pid_t tid, int sig)
{
	char buf[2048], *p;
	unsigned long long blk = 0, ign = 0, cgt = 0, bit;

	if (sig < 1 || sig > 64 ||
	    procprov_read(pid, tid, "status", buf, sizeof (buf)) <= 0)
		return (0);
	if ((p = strstr(buf, "\nSigBlk:")) != NULL)
		blk = strtoull(p + 8, NULL, 16);
	if ((p = strstr(buf, "\nSigIgn:")) != NULL)
		ign = strtoull(p + 8, NULL, 16);
	if ((p = strstr(buf, "\nSigCgt:")) != NULL)
		cgt = strtoull(p + 8, NULL, 16);
	bit = 1ULL << (sig - 1);
	if (blk & bit)
		return (0);
	if (ign & bit)
		return (1);
	return (!(cgt & bit) && (sig == SIGCHLD || sig == SIGCONT ||
	    sig == SIGURG || sig == SIGWINCH));
}

static void
procprov_fill_ps(dtrace_psinfo_t *ps, pid_t pid)
{
	char buf[1024], *p;
	unsigned long a, b, c, d;
	ssize_t n, i;

	memset(ps, 0, sizeof (*ps));
	ps->pr_pid = pid;
	ps->pr_dmodel = 2;	/* PR_MODEL_LP64 */
	if (procprov_read(pid, 0, "status", buf, sizeof (buf)) > 0) {
		for (p = buf; p != NULL && *p != '\0';
		    p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
			if (sscanf(p, "PPid: %lu", &a) == 1)
				ps->pr_ppid = (int)a;
			else if (sscanf(p, "Uid: %lu %lu", &a, &b) == 2) {
				ps->pr_uid = (unsigned int)a;
				ps->pr_euid = (unsigned int)b;
			} else if (sscanf(p, "Gid: %lu %lu", &c, &d) == 2) {
				ps->pr_gid = (unsigned int)c;
				ps->pr_egid = (unsigned int)d;
			} else if (sscanf(p, "Threads: %lu", &a) == 1)
				ps->pr_nlwp = (int)a;
		}
	}
	if (procprov_read(pid, 0, "comm", buf, sizeof (buf)) > 0) {
		buf[strcspn(buf, "\n")] = '\0';
		procprov_strcpy(ps->pr_fname, buf, sizeof (ps->pr_fname));
	}
	/* stat: "pid (comm) S ppid pgrp session ..." */
	if (procprov_read(pid, 0, "stat", buf, sizeof (buf)) > 0 &&
	    (p = strrchr(buf, ')')) != NULL) {
		int pp, pg, sid;
		char st;

		if (sscanf(p + 1, " %c %d %d %d", &st, &pp, &pg, &sid) == 4) {
			ps->pr_pgid = pg;
			ps->pr_sid = sid;
		}
	}
	if ((n = procprov_read(pid, 0, "cmdline", buf, sizeof (buf))) > 0) {
		for (i = 0; i < n; i++) {
			if (buf[i] == '\0') {
				ps->pr_argc++;
				if (i < n - 1)
					buf[i] = ' ';
			}
		}
		procprov_strcpy(ps->pr_psargs, buf, sizeof (ps->pr_psargs));
	}
	procprov_fill_lwp(&ps->pr_lwp, pid, pid);
}

static void procprov_fire(int, uint64_t, uint64_t, uint64_t, int);

int
dtrace_procprov_enabled(int which)
{
	/* served by kernel capture: the tracer has nothing to do for it */
	return (which >= 0 && which < DT_PROC_NPROBES && procprov_on[which] &&
	    !procprov_kernel[which]);
}

void
dtrace_procprov_fire(int which, uint64_t a0, uint64_t a1, uint64_t a2)
{
	if (!dtrace_procprov_enabled(which))
		return;
	procprov_fire(which, a0, a1, a2, 1);
}

void
dtrace_procprov_fire_captured(int which, uint64_t a0, uint64_t a1,
    uint64_t a2)
{
	if (which < 0 || which >= DT_PROC_NPROBES || !procprov_on[which] ||
	    !procprov_kernel[which])
		return;
	/* signal-discard: the kernel said the signal was ignored */
	procprov_fire(which, a0, a1, a2, 0);
}

/*
 * Fire @which with the ids in its arguments made the structures;
 * signal-discard only if the receiver ignores the signal, when @ignoring
 * is to be checked.
 */
static void
procprov_fire(int which, uint64_t a0, uint64_t a1, uint64_t a2, int ignoring)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();

	switch (which) {
	case DT_PROC_CREATE:
		procprov_fill_ps(&procprov_ps, (pid_t)a0);
		if (uc != NULL && procprov_ps.pr_ppid == 0 &&
		    procprov_ps.pr_fname[0] == '\0') {
			/*
			 * A child gone by now (kernel capture fires late) has
			 * no /proc left: it was a copy of the creating thread,
			 * whose context came with the event.
			 */
			procprov_ps.pr_ppid = uc->uc_pid;
			procprov_ps.pr_uid = procprov_ps.pr_euid = uc->uc_uid;
			procprov_ps.pr_gid = procprov_ps.pr_egid = uc->uc_gid;
			procprov_ps.pr_nlwp = 1;
			procprov_strcpy(procprov_ps.pr_fname, uc->uc_execname,
			    sizeof (procprov_ps.pr_fname));
		}
		a0 = (uint64_t)(uintptr_t)&procprov_ps;
		break;
	case DT_PROC_SIGNAL_DISCARD:
		if (ignoring &&
		    !procprov_sig_ignored((pid_t)a1, (pid_t)a0, (int)a2))
			return;
		/* FALLTHROUGH */
	case DT_PROC_LWP_CREATE:
	case DT_PROC_SIGNAL_SEND:
		procprov_fill_ps(&procprov_ps, (pid_t)a1);
		procprov_fill_lwp(&procprov_lwp, (pid_t)a1, (pid_t)a0);
		a0 = (uint64_t)(uintptr_t)&procprov_lwp;
		a1 = (uint64_t)(uintptr_t)&procprov_ps;
		break;
	default:
		break;
	}
	dtrace_probe(procprov_ids[which], a0, a1, a2, 0, 0);
}

static void
procprov_syscalls(const long *nrs, size_t n, int on)
{
	size_t i;

	for (i = 0; i < n; i++)
		dtrace_syscall_proc_want(nrs[i], on);
}

static void
procprov_set(void *parg, int on)
{
	int which = (int)((uintptr_t)parg - 1);

	if (which < 0 || which >= DT_PROC_NPROBES)
		return;
	procprov_on[which] = on;
	/* every process's, through tracepoints, when kernel capture is chosen */
	procprov_kernel[which] = dtrace_bpf_proc_enable(which, on) && on;
	switch (which) {
	case DT_PROC_EXEC:
	case DT_PROC_EXEC_FAILURE:
		if (on || (!procprov_on[DT_PROC_EXEC] &&
		    !procprov_on[DT_PROC_EXEC_FAILURE]))
			procprov_syscalls(procprov_exec_calls, 2, on);
		break;
	case DT_PROC_SIGNAL_SEND:
	case DT_PROC_SIGNAL_DISCARD:
		if (on || (!procprov_on[DT_PROC_SIGNAL_SEND] &&
		    !procprov_on[DT_PROC_SIGNAL_DISCARD]))
			procprov_syscalls(procprov_kill_calls, 5, on);
		break;
	default:
		break;
	}
}

static void
procprov_enable(void *arg, dtrace_id_t id, void *parg)
{
	int which = (int)((uintptr_t)parg - 1);

	(void)arg;
	procprov_set(parg, 1);
	if (which >= 0 && which < DT_PROC_NPROBES && procprov_kernel[which])
		dtrace_uprov_late(id, "proc");
}

static void
procprov_disable(void *arg, dtrace_id_t id, void *parg)
{
	(void)arg;
	(void)id;
	procprov_set(parg, 0);
}

void
dtrace_uprov_argdesc(const dtrace_uprov_probe_t *probes, int nprobes,
    int which, dtrace_argdesc_t *desc)
{
	if (which < 0 || which >= nprobes || desc->dtargd_ndx < 0 ||
	    desc->dtargd_ndx >= probes[which].dup_nargs) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	snprintf(desc->dtargd_native, sizeof (desc->dtargd_native), "%s",
	    probes[which].dup_types[desc->dtargd_ndx]);
	desc->dtargd_mapping = desc->dtargd_ndx;
}

static void
procprov_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	(void)arg;
	(void)id;
	dtrace_uprov_argdesc(procprov_probes, DT_PROC_NPROBES,
	    (int)((uintptr_t)parg - 1), desc);
}

/* Stability as the reference documents for proc (and sched). */
const dtrace_pattr_t dtrace_uprov_stable_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
};

static const dtrace_pops_t procprov_pops = {
	NULL,
	procprov_enable,
	procprov_disable,
	procprov_getargdesc,
	NULL,
	NULL,
	NULL,
};

int
dtrace_procprov_init(void)
{
	int err, i;

	err = dtrace_register("proc", &dtrace_uprov_stable_attr,
	    DTRACE_PRIV_USER | DTRACE_PRIV_PROC, &procprov_pops, NULL,
	    &procprov_id);
	if (err != 0)
		return (err);
	for (i = 0; i < DT_PROC_NPROBES; i++) {
		procprov_ids[i] = dtrace_probe_create(procprov_id, "", "",
		    procprov_probes[i].dup_name, 0, (void *)(uintptr_t)(i + 1));
	}
	return (0);
}
