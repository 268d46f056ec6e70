/*
 * os/linux/bpf/dtrace_bpf_sched.bpf.c -- the kernel capture program of the
 * sched provider (DESIGN.md, "user host with kernel capture"; Dynamic
 * Tracing Guide, "sched Provider"): compiled with clang -target bpf,
 * loaded by dtrace_bpf.c through libbpf on the syscall program's ring
 * buffer, and attached to the scheduler's raw tracepoints (their
 * arguments are the kernel's task pointers, read here with CO-RE):
 *   sched_switch          in the thread leaving the CPU: sleep (it
 *                         blocks) or preempt (it was preempted; neither
 *                         when it yields runnable), then off-cpu, args[] the
 *                         thread that runs next; then on-cpu, in the
 *                         context of that next thread
 *   sched_wakeup          wakeup, in the waker, args[] the woken thread
 *   sched_pi_setprio      change-pri, in the caller, args[] the thread,
 *                         arg2 its new priority (priority inheritance;
 *                         a nice value has no tracepoint)
 *   sys_enter_sched_yield surrender, in the caller, args[] itself
 * What it does, and nothing more: if the probe is enabled and the thread
 * it fires in passes its filter (dt_ssteer), one record with the probe, the context, and the identity of the thread
 * args[] describe; the user host makes the lwpsinfo_t and psinfo_t of it.
 *
 * Invariants: records are dtrace_bpf_capture.h's; dtrace's own threads'
 * events are not seen (the context's thread: the one leaving the CPU,
 * or arriving for on-cpu); a record that finds the ring buffer full is
 * counted.
 */
#include "dtrace_bpf_capture.h"
#include "dtrace_bpf_prog.h"

/* Written in place by the user host (mapped): dtrace_bpf_capture.h. */
dtrace_bpf_ssteer_t dt_ssteer;

/* What is read of a task beyond dtrace_bpf_prog.h's (CO-RE). */
typedef struct {
	unsigned int val;
} kuid_t;

typedef struct {
	unsigned int val;
} kgid_t;

struct cred {
	kuid_t uid, euid;
	kgid_t gid, egid;
} __attribute__((preserve_access_index));

struct thread_info {
	unsigned int cpu;
} __attribute__((preserve_access_index));

struct task_struct___sched {
	struct thread_info thread_info;
	unsigned int __state;
	int pid, tgid, prio, static_prio, normal_prio;
	char comm[16];
	const struct cred *cred;
	struct task_struct___sched *real_parent;
} __attribute__((preserve_access_index));

#define dt_task_t struct task_struct___sched

/*
 * Is probe @which enabled, and does the thread it fires in pass its
 * filter: the current one (@t NULL, @pt its pid_tgid), or task @t?
 */
static __always_inline int
dt_swant(__u32 which, dt_task_t *t, __u64 pt)
{
	const dtrace_bpf_filter_t *f;
	__u64 comm[2] = { 0, 0 };

	if (which >= DTRACE_BPF_SCHED_NPROBES ||
	    !(*(volatile __u32 *)&dt_ssteer.dbc_want & (1U << which)))
		return (0);
	f = &dt_ssteer.dbc_filter[which];
	if (t == 0)
		return (dt_filter(f, pt));
	switch (f->dbf_var) {
	case DTRACE_BPF_FILTER_PID:
		return ((__u32)BPF_CORE_READ(t, tgid) == f->dbf_value);
	case DTRACE_BPF_FILTER_TID:
		return ((__u32)BPF_CORE_READ(t, pid) == f->dbf_value);
	case DTRACE_BPF_FILTER_UID:
		return (BPF_CORE_READ(t, cred, uid.val) == f->dbf_value);
	case DTRACE_BPF_FILTER_GID:
		return (BPF_CORE_READ(t, cred, gid.val) == f->dbf_value);
	case DTRACE_BPF_FILTER_COMM:
		BPF_CORE_READ_STR_INTO(&comm, t, comm);
		return (dt_comm_is(comm, f));
	case DTRACE_BPF_FILTER_NEVER:
		return (0);
	default:
		return (1);
	}
}

/* Is task @t one of dtrace's own threads? */
static __always_inline int
dt_self(dt_task_t *t)
{
	return ((__u32)BPF_CORE_READ(t, tgid) == dt_ssteer.dbc_self);
}

static __always_inline void
dt_task(dtrace_bpf_task_t *k, dt_task_t *t)
{
	k->dbk_pid = (__u32)BPF_CORE_READ(t, tgid);
	k->dbk_tid = (__u32)BPF_CORE_READ(t, pid);
	k->dbk_ppid = (__u32)BPF_CORE_READ(t, real_parent, tgid);
	k->dbk_uid = BPF_CORE_READ(t, cred, uid.val);
	k->dbk_euid = BPF_CORE_READ(t, cred, euid.val);
	k->dbk_gid = BPF_CORE_READ(t, cred, gid.val);
	k->dbk_egid = BPF_CORE_READ(t, cred, egid.val);
	k->dbk_prio = BPF_CORE_READ(t, prio);
	k->dbk_nice = BPF_CORE_READ(t, static_prio) - 120;
	k->dbk_pad = 0;
	k->dbk_state = BPF_CORE_READ(t, __state);
	k->dbk_cpu = BPF_CORE_READ(t, thread_info.cpu);
	BPF_CORE_READ_STR_INTO(&k->dbk_comm, t, comm);
}

/*
 * Send probe @which about task @t (args[]), with new priority @prio, in
 * the context of the current thread, or of task @ctx when not NULL.
 */
static __always_inline void
dt_sfire(__u32 which, dt_task_t *t, __s32 prio, dt_task_t *ctx)
{
	dtrace_bpf_sched_t *r = bpf_ringbuf_reserve(&dt_events, sizeof (*r),
	    0);

	if (r == 0) {
		dt_drop();
		return;
	}
	dt_hdr(&r->dbc_hdr, DTRACE_BPF_SCHED, bpf_get_current_pid_tgid());
	if (ctx != 0) {
		/* the arriving thread's, not the current one's */
		r->dbc_hdr.dbh_pid = (__u32)BPF_CORE_READ(ctx, tgid);
		r->dbc_hdr.dbh_tid = (__u32)BPF_CORE_READ(ctx, pid);
		r->dbc_hdr.dbh_ppid = (__u32)BPF_CORE_READ(ctx, real_parent,
		    tgid);
		r->dbc_hdr.dbh_uid = BPF_CORE_READ(ctx, cred, uid.val);
		r->dbc_hdr.dbh_gid = BPF_CORE_READ(ctx, cred, gid.val);
		BPF_CORE_READ_STR_INTO(&r->dbc_hdr.dbh_comm, ctx, comm);
	}
	r->dbc_which = which;
	r->dbc_prio = prio;
	if (t != 0)
		dt_task(&r->dbc_task, t);
	else
		__builtin_memset(&r->dbc_task, 0, sizeof (r->dbc_task));
	dt_submit(r);
}

SEC("raw_tracepoint/sched_switch")
int
dt_sched_switch(struct bpf_raw_tracepoint_args *ctx)
{
	int preempt = (int)ctx->args[0];
	dt_task_t *prev = (dt_task_t *)ctx->args[1];
	dt_task_t *next = (dt_task_t *)ctx->args[2];
	__u32 state = (__u32)ctx->args[3];
	__u64 pt = bpf_get_current_pid_tgid();

	if (!dt_self(prev)) {
		/* as the module: neither when it gives up the CPU runnable */
		if (preempt) {
			if (dt_swant(DTRACE_BPF_SCHED_PREEMPT, 0, pt))
				dt_sfire(DTRACE_BPF_SCHED_PREEMPT, 0, 0, 0);
		} else if (state != 0 &&
		    dt_swant(DTRACE_BPF_SCHED_SLEEP, 0, pt)) {
			dt_sfire(DTRACE_BPF_SCHED_SLEEP, 0, 0, 0);
		}
		if (dt_swant(DTRACE_BPF_SCHED_OFF_CPU, 0, pt))
			dt_sfire(DTRACE_BPF_SCHED_OFF_CPU, next, 0, 0);
	}
	if (!dt_self(next) && dt_swant(DTRACE_BPF_SCHED_ON_CPU, next, pt))
		dt_sfire(DTRACE_BPF_SCHED_ON_CPU, 0, 0, next);
	return (0);
}

/* Not dtrace's own thread, and probe @which wanted for the current one. */
static __always_inline int
dt_scur(__u32 which)
{
	__u64 pt = bpf_get_current_pid_tgid();

	return ((__u32)(pt >> 32) != dt_ssteer.dbc_self &&
	    dt_swant(which, 0, pt));
}

SEC("raw_tracepoint/sched_wakeup")
int
dt_sched_wakeup(struct bpf_raw_tracepoint_args *ctx)
{
	if (dt_scur(DTRACE_BPF_SCHED_WAKEUP))
		dt_sfire(DTRACE_BPF_SCHED_WAKEUP, (dt_task_t *)ctx->args[0],
		    0, 0);
	return (0);
}

SEC("raw_tracepoint/sched_pi_setprio")
int
dt_sched_setprio(struct bpf_raw_tracepoint_args *ctx)
{
	dt_task_t *t = (dt_task_t *)ctx->args[0];
	dt_task_t *pi = (dt_task_t *)ctx->args[1];
	int prio;

	if (!dt_scur(DTRACE_BPF_SCHED_CHANGE_PRI))
		return (0);
	/* as the kernel's own trace event computes it */
	prio = BPF_CORE_READ(t, normal_prio);
	if (pi != 0 && BPF_CORE_READ(pi, prio) < prio)
		prio = BPF_CORE_READ(pi, prio);
	dt_sfire(DTRACE_BPF_SCHED_CHANGE_PRI, t, prio, 0);
	return (0);
}

SEC("tracepoint/syscalls/sys_enter_sched_yield")
int
dt_sched_yield(void *ctx)
{
	(void)ctx;
	if (dt_scur(DTRACE_BPF_SCHED_SURRENDER))
		dt_sfire(DTRACE_BPF_SCHED_SURRENDER,
		    (dt_task_t *)bpf_get_current_task(), 0, 0);
	return (0);
}
