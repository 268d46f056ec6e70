/*
 * os/linux/user/dtrace_schedprov.c -- the sched provider of the user host:
 * sched:vmlinux::change-pri, off-cpu, on-cpu, preempt, sleep, surrender,
 * wakeup for every thread of the system, through kernel capture
 * (os/linux/bpf/dtrace_bpf_sched.bpf.c on the scheduler's tracepoints;
 * Dynamic Tracing Guide, "sched Provider"; names, module and arguments
 * as the module's sched provider, os/linux/kernel/dtrace_stable.c).
 *
 *   probe        fires in                       args
 *   off-cpu      the thread leaving the CPU     lwpsinfo_t *, psinfo_t *
 *                                               of the thread running next
 *   sleep,       that thread, before off-cpu    none
 *   preempt      (blocks / is preempted)
 *   on-cpu       the thread arriving            none
 *   wakeup       the waker                      of the woken thread
 *   change-pri   the caller                     of the thread, and int:
 *                (priority inheritance only:    its new priority, the
 *                a nice value has no            kernel's scale; pr_pri is
 *                tracepoint)                    the old one
 *   surrender    sched_yield(2)'s caller        of itself
 * enqueue, dequeue and tick have no tracepoint, so no probe here (the
 * module puts kprobes there); remain-cpu has none on either.
 *
 * Members filled, from what the program read of the task at the event
 * (no /proc: the thread may be gone by the time it is drained, and a
 * context switch is too frequent to read files for): lwpsinfo_t
 * pr_lwpid, pr_sname, pr_state, pr_nice, pr_pri, pr_name, pr_onpro;
 * psinfo_t pr_nlwp (1: not known), pr_pid, pr_ppid, pr_uid, pr_euid,
 * pr_gid, pr_egid, pr_fname, pr_psargs (pr_fname: another process's
 * arguments cannot be read in the kernel's probe context, as on the
 * module), pr_dmodel, pr_lwp.  The rest is zero.
 *
 * Without libbpf (no DTRACE_HAVE_BPF) nothing serves sched: the provider
 * is not registered.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <dtrace/procinfo.h>

#include "dtrace_core.h"
#include "dtrace_uprov.h"
#include "dtrace_bpf.h"
#include "dtrace_bpf_capture.h"		/* dtrace_bpf_task_t */

static const dtrace_uprov_probe_t sched_probes[DT_SCHED_NPROBES] = {
	[DT_SCHED_CHANGE_PRI] = { "change-pri", 3,
	    { "lwpsinfo_t *", "psinfo_t *", "int" } },
	[DT_SCHED_OFF_CPU] = { "off-cpu", 2, { "lwpsinfo_t *", "psinfo_t *" } },
	[DT_SCHED_ON_CPU] = { "on-cpu", 0, { NULL } },
	[DT_SCHED_PREEMPT] = { "preempt", 0, { NULL } },
	[DT_SCHED_SLEEP] = { "sleep", 0, { NULL } },
	[DT_SCHED_SURRENDER] = { "surrender", 2,
	    { "lwpsinfo_t *", "psinfo_t *" } },
	[DT_SCHED_WAKEUP] = { "wakeup", 2, { "lwpsinfo_t *", "psinfo_t *" } },
};

static dtrace_provider_id_t sched_id;
static dtrace_id_t sched_ids[DT_SCHED_NPROBES];
/* the drain thread's, for one firing */
static dtrace_lwpsinfo_t sched_lwp;
static dtrace_psinfo_t sched_ps;

/* The /proc state letter of task state @st (the kernel's __state). */
static char
sched_sname(uint32_t st)
{
	static const char letters[] = "RSDTtXZP";
	uint32_t s = st & 0x7f;		/* TASK_REPORT */
	int i = 0;

	if (st == 0x402)		/* TASK_IDLE */
		return ('I');
	while (s != 0) {
		i++;
		s >>= 1;
	}
	return (letters[i]);
}

/* The Solaris lwp state of /proc state letter @c (as the module). */
static char
sched_state(char c)
{
	switch (c) {
	case 'R': return (2);		/* SRUN */
	case 'S': case 'D': case 'I': return (1);	/* SSLEEP */
	case 'T': case 't': return (4);	/* SSTOP */
	case 'Z': case 'X': return (3);	/* SZOMB */
	default: return (0);
	}
}

static void
sched_fill(const dtrace_bpf_task_t *k)
{
	dtrace_lwpsinfo_t *l = &sched_lwp;
	dtrace_psinfo_t *ps = &sched_ps;

	memset(l, 0, sizeof (*l));
	l->pr_lwpid = (int)k->dbk_tid;
	l->pr_sname = sched_sname(k->dbk_state);
	l->pr_state = sched_state(l->pr_sname);
	l->pr_nice = (char)k->dbk_nice;
	l->pr_pri = k->dbk_prio;
	memcpy(l->pr_name, k->dbk_comm, sizeof (l->pr_name) - 1);
	l->pr_onpro = (int)k->dbk_cpu;
	memset(ps, 0, sizeof (*ps));
	ps->pr_nlwp = 1;
	ps->pr_pid = (int)k->dbk_pid;
	ps->pr_ppid = (int)k->dbk_ppid;
	ps->pr_uid = k->dbk_uid;
	ps->pr_euid = k->dbk_euid;
	ps->pr_gid = k->dbk_gid;
	ps->pr_egid = k->dbk_egid;
	memcpy(ps->pr_fname, k->dbk_comm, sizeof (k->dbk_comm) - 1);
	memcpy(ps->pr_psargs, k->dbk_comm, sizeof (k->dbk_comm) - 1);
	ps->pr_dmodel = 2;	/* PR_MODEL_LP64 */
	ps->pr_lwp = *l;
}

void
dtrace_schedprov_fire_captured(int which, const struct dtrace_bpf_task *task,
    int32_t prio)
{
	if (which < 0 || which >= DT_SCHED_NPROBES)
		return;
	if (sched_probes[which].dup_nargs == 0) {
		dtrace_probe(sched_ids[which], 0, 0, 0, 0, 0);
		return;
	}
	sched_fill(task);
	dtrace_probe(sched_ids[which], (uint64_t)(uintptr_t)&sched_lwp,
	    (uint64_t)(uintptr_t)&sched_ps, (uint64_t)(int64_t)prio, 0, 0);
}

static int sched_on[DT_SCHED_NPROBES];

/* Enable (@on) or disable probe @id, its filter with it. */
static void
sched_set(dtrace_id_t id, int which, int on)
{
	dtrace_probe_filter_t f;
	int hasf = on && dtrace_probe_filter(id, &f);

	sched_on[which] = on;
	if (on)
		dtrace_uprov_late(id, "sched");
	(void) dtrace_bpf_sched_enable(which, on, hasf ? &f : NULL);
}

static void
sched_enable(void *arg, dtrace_id_t id, void *parg)
{
	(void)arg;
	sched_set(id, (int)(uintptr_t)parg - 1, 1);
}

static void
sched_disable(void *arg, dtrace_id_t id, void *parg)
{
	(void)arg;
	sched_set(id, (int)(uintptr_t)parg - 1, 0);
}

/* dtps_commit: the enabled probes' filters again (as sdt_commit). */
static void
sched_commit(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < DT_SCHED_NPROBES; i++) {
		if (sched_on[i])
			sched_set(sched_ids[i], i, 1);
	}
}

static void
sched_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	(void)arg;
	(void)id;
	dtrace_uprov_argdesc(sched_probes, DT_SCHED_NPROBES,
	    (int)((uintptr_t)parg - 1), desc);
}

static const dtrace_pops_t sched_pops = {
	NULL,
	sched_enable,
	sched_disable,
	sched_getargdesc,
	NULL,
	NULL,
	sched_commit,
};

int
dtrace_schedprov_init(void)
{
#ifdef DTRACE_HAVE_BPF
	int err, i;

	err = dtrace_register("sched", &dtrace_uprov_stable_attr,
	    DTRACE_PRIV_KERNEL, &sched_pops, NULL, &sched_id);
	if (err != 0)
		return (err);
	for (i = 0; i < DT_SCHED_NPROBES; i++) {
		sched_ids[i] = dtrace_probe_create(sched_id, "vmlinux", "",
		    sched_probes[i].dup_name, 0, (void *)(uintptr_t)(i + 1));
	}
	return (0);
#else
	(void)sched_pops;
	(void)sched_id;
	return (0);
#endif
}
