/*
 * os/linux/bpf/dtrace_bpf_proc.bpf.c -- the kernel capture program of the
 * proc provider (DESIGN.md, "user host with kernel capture"; Dynamic
 * Tracing Guide, "proc Provider"): compiled with clang -target bpf,
 * loaded by dtrace_bpf.c through libbpf on the syscall program's ring
 * buffer, and attached to the scheduler's and signals' tracepoints, so
 * it sees these events of every process:
 *   sched_process_exec   exec-success (in the new image)
 *   sched_process_exit   lwp-exit; exit too for the process's last
 *                        thread, arg0 CLD_EXITED, CLD_KILLED, CLD_DUMPED
 *   task_newtask         create (a new process: arg0 its pid), or
 *                        lwp-create (a new thread: arg0 its id, arg1 the
 *                        process's), in the creating thread
 *   signal_generate      signal-send (arg0 the receiving thread, arg1 its
 *                        id again, arg2 the signal), signal-discard too
 *                        when the kernel ignored it, in the sender
 *   signal_deliver       signal-handle (arg0 the signal, arg1 its code
 *                        and errno, made a siginfo_t by the user host,
 *                        arg2 the handler), for a signal with a handler
 * What it does, and nothing more: if the probe is enabled (dt_psteer),
 * one record with the probe, its arguments and the thread's context;
 * the user host turns the ids into the psinfo_t and lwpsinfo_t the probes
 * pass (dtrace_procprov_fire).
 *
 * Invariants: records are dtrace_bpf_capture.h's; dtrace's own events are
 * not seen; a record that finds the ring buffer full is counted.
 */
#include "dtrace_bpf_capture.h"
#include "dtrace_bpf_prog.h"

/* Written in place by the user host (mapped): dtrace_bpf_capture.h. */
dtrace_bpf_psteer_t dt_psteer;

/* The tracepoints' records (tracefs events/.../format). */
struct dt_newtask_args {
	__u64 common;
	int pid;
	char comm[16];
	__u64 clone_flags;
};

struct dt_siggen_args {
	__u64 common;
	int sig, errno, code;
	char comm[16];
	int pid, group, result;
};

struct dt_sigdel_args {
	__u64 common;
	int sig, errno, code;
	unsigned long sa_handler, sa_flags;
};

#define DT_CLONE_THREAD		0x00010000
#define DT_SIGNAL_IGNORED	1	/* TRACE_SIGNAL_IGNORED */
#define DT_CLD_EXITED		1
#define DT_CLD_KILLED		2
#define DT_CLD_DUMPED		3

/* Is probe @which enabled for the current thread?  Its pid_tgid in @pt. */
static __always_inline int
dt_pwant(__u32 which, __u64 *pt)
{
	*pt = bpf_get_current_pid_tgid();
	return ((*(volatile __u32 *)&dt_psteer.dbq_want & (1U << which)) &&
	    dt_psteer.dbq_self != (__u32)(*pt >> 32));
}

static __always_inline void
dt_pfire(__u32 which, __u64 pt, __u64 a0, __u64 a1, __u64 a2)
{
	dtrace_bpf_proc_t *r = bpf_ringbuf_reserve(&dt_events, sizeof (*r),
	    0);

	if (r == 0) {
		dt_drop();
		return;
	}
	dt_hdr(&r->dbq_hdr, DTRACE_BPF_PROC, pt);
	r->dbq_which = which;
	r->dbq_pad = 0;
	r->dbq_args[0] = a0;
	r->dbq_args[1] = a1;
	r->dbq_args[2] = a2;
	dt_submit(r);
}

SEC("tracepoint/sched/sched_process_exec")
int
dt_proc_exec(void *ctx)
{
	__u64 pt;

	(void)ctx;
	if (dt_pwant(DTRACE_BPF_PROC_EXEC_SUCCESS, &pt))
		dt_pfire(DTRACE_BPF_PROC_EXEC_SUCCESS, pt, 0, 0, 0);
	return (0);
}

SEC("tracepoint/sched/sched_process_exit")
int
dt_proc_exit(void *ctx)
{
	struct task_struct *t = (struct task_struct *)bpf_get_current_task();
	int code, why;
	__u64 pt;

	(void)ctx;
	if (dt_pwant(DTRACE_BPF_PROC_LWP_EXIT, &pt))
		dt_pfire(DTRACE_BPF_PROC_LWP_EXIT, pt, 0, 0, 0);
	/* the process's last thread: its live count went to 0 before */
	if (!dt_pwant(DTRACE_BPF_PROC_EXIT, &pt) ||
	    BPF_CORE_READ(t, signal, live.counter) != 0)
		return (0);
	code = BPF_CORE_READ(t, exit_code);
	why = (code & 0x7f) == 0 ? DT_CLD_EXITED :
	    (code & 0x80) ? DT_CLD_DUMPED : DT_CLD_KILLED;
	dt_pfire(DTRACE_BPF_PROC_EXIT, pt, (__u64)why, 0, 0);
	return (0);
}

SEC("tracepoint/task/task_newtask")
int
dt_proc_newtask(struct dt_newtask_args *ctx)
{
	__u64 pt;

	if (ctx->clone_flags & DT_CLONE_THREAD) {
		if (dt_pwant(DTRACE_BPF_PROC_LWP_CREATE, &pt))
			dt_pfire(DTRACE_BPF_PROC_LWP_CREATE, pt,
			    (__u64)ctx->pid, pt >> 32, 0);
	} else if (dt_pwant(DTRACE_BPF_PROC_CREATE, &pt)) {
		dt_pfire(DTRACE_BPF_PROC_CREATE, pt, (__u64)ctx->pid, 0, 0);
	}
	return (0);
}

SEC("tracepoint/signal/signal_generate")
int
dt_proc_siggen(struct dt_siggen_args *ctx)
{
	__u64 pt;

	if (dt_pwant(DTRACE_BPF_PROC_SIGNAL_SEND, &pt))
		dt_pfire(DTRACE_BPF_PROC_SIGNAL_SEND, pt, (__u64)ctx->pid,
		    (__u64)ctx->pid, (__u64)ctx->sig);
	if (ctx->result == DT_SIGNAL_IGNORED &&
	    dt_pwant(DTRACE_BPF_PROC_SIGNAL_DISCARD, &pt))
		dt_pfire(DTRACE_BPF_PROC_SIGNAL_DISCARD, pt, (__u64)ctx->pid,
		    (__u64)ctx->pid, (__u64)ctx->sig);
	return (0);
}

SEC("tracepoint/signal/signal_deliver")
int
dt_proc_sigdel(struct dt_sigdel_args *ctx)
{
	__u64 pt;

	/* a handler runs: not SIG_DFL (0) or SIG_IGN (1) */
	if (ctx->sa_handler > 1 &&
	    dt_pwant(DTRACE_BPF_PROC_SIGNAL_HANDLE, &pt))
		dt_pfire(DTRACE_BPF_PROC_SIGNAL_HANDLE, pt, (__u64)ctx->sig,
		    ((__u64)(__u32)ctx->code << 32) | (__u32)ctx->errno,
		    (__u64)ctx->sa_handler);
	return (0);
}
