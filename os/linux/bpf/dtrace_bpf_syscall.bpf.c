/*
 * os/linux/bpf/dtrace_bpf_syscall.bpf.c -- the kernel capture program of
 * the syscall provider (DESIGN.md, "user host with kernel capture"):
 * compiled with clang -target bpf, loaded by dtrace_bpf.c through libbpf,
 * attached to the raw_syscalls:sys_enter and sys_exit tracepoints, so it
 * runs in the kernel at every system call of every process.
 *
 * What it does, and nothing more: if the system call's probe is enabled
 * (its want bits, indexed by number in dt_steer: the exact, cheap
 * filter) and the thread passes the probe's filter, it copies
 * the probe context -- number, arguments or return value, pid, tid, ppid,
 * uid, gid, execname, CPU, time, the top of the user stack when the
 * clauses unwind it (a record of its own just before), and at entry the
 * strings of the arguments the user host named (path names: copyinstr() of them later
 * reads these bytes, captured while the process still holds them) -- into
 * one ring-buffer record.  A string that is not in memory yet at entry
 * (its page untouched: only the call itself faults it in) is read at the
 * call's exit, and the entry record goes out then, before the return's:
 * such an entry probe fires late but with the right string.  D semantics (predicates, actions) run in the
 * user host's DIF VM on the drained records, never here.
 *
 * Invariants: records are dtrace_bpf_capture.h's; a record that finds the
 * ring buffer full is counted in the drops map, never silently lost;
 * dtrace's own process is not traced (its draining would feed itself).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>

#include "dtrace_bpf_capture.h"
#include "dtrace_bpf_prog.h"

/* The tracepoint records (tracefs events/raw_syscalls/sys_{enter,exit}). */
struct dt_sys_enter_args {
	__u64 common;
	long id;
	unsigned long args[6];
};

struct dt_sys_exit_args {
	__u64 common;
	long id;
	long ret;
};

/* Written in place by the user host (mapped): dtrace_bpf_capture.h. */
dtrace_bpf_steer_t dt_steer;

/* Where an entry record with strings is built (too big for the stack). */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, dtrace_bpf_sysent_t);
} dt_scratch SEC(".maps");

/*
 * Entry records waiting, by thread id, for their call's exit to read the
 * strings that were not in memory at entry.  Full: the record goes out
 * as it is (the user host reads the strings afterwards).
 */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, 8192);
	__type(key, __u32);
	__type(value, dtrace_bpf_sysent_t);
} dt_pending SEC(".maps");

/* The want bits of system call @nr for the current process, or 0. */
static __always_inline __u32
dt_want(long nr, __u64 pidtgid)
{
	__u32 w;

	if (nr < 0 || nr >= DTRACE_BPF_NSYSCALL)
		return (0);
	w = *(volatile __u32 *)&dt_steer.dbs_want[nr];
	if (w == 0 || dt_steer.dbs_self == (__u32)(pidtgid >> 32))
		return (0);
	return (w);
}

/*
 * Does the current thread pass the filter of system call @nr's entry
 * (@isret 0) or return probe?  The exact test every enabled clause's
 * predicate makes first: a thread that fails it costs nothing more.
 */
static __always_inline int
dt_pass(long nr, int isret, __u64 pidtgid)
{
	__u32 key = (__u32)nr * 2 + (__u32)isret;

	if (key >= 2 * DTRACE_BPF_NSYSCALL)
		return (1);
	return (dt_filter(&dt_steer.dbs_filter[key], pidtgid));
}

/*
 * Read slot @s of @r: the string at argument @a, or @l < 6: the first
 * bytes of the buffer at argument @a that argument @l says is that long.
 * Its length, or < 0 when the memory cannot be read now.
 */
static __always_inline __s32
dt_slot(dtrace_bpf_sysent_t *r, int s, __u32 a, __u32 l)
{
	__u64 n;

	if (l >= 6)
		return (bpf_probe_read_user_str(r->dbs_str[s],
		    DTRACE_BPF_STRMAX, (const void *)r->dbs_args[a]));
	n = r->dbs_args[l];
	if (n > DTRACE_BPF_STRMAX)
		n = DTRACE_BPF_STRMAX;
	return (bpf_probe_read_user(r->dbs_str[s], (__u32)n,
	    (const void *)r->dbs_args[a]) == 0 ? (__s32)n : -1);
}

/* The current thread's user registers (its pt_regs) into @regs. */
static __always_inline void
dt_regs(__u64 *regs)
{
	struct pt_regs *p = (struct pt_regs *)bpf_task_pt_regs(
	    bpf_get_current_task_btf());

	if (bpf_probe_read_kernel(regs, DTRACE_BPF_NREGS * sizeof (__u64),
	    p) != 0)
		regs[0] = regs[16] = 0;		/* r15, ip */
}

/*
 * The top of the current thread's user stack, ahead of the record of the
 * entry (@isret 0) or return of system call @nr (dt_ustack_send).
 */
static __always_inline void
dt_ustack(long nr, __u32 isret, __u64 pidtgid)
{
	struct pt_regs *p = (struct pt_regs *)bpf_task_pt_regs(
	    bpf_get_current_task_btf());
	__u64 sp;

	/* pt_regs: sp is the 20th word */
	if (bpf_probe_read_kernel(&sp, sizeof (sp), (char *)p + 19 * 8) == 0)
		dt_ustack_send(nr, isret, sp, pidtgid);
}

/*
 * The first bytes of the current process's arguments (its mm's
 * arg_start .. arg_end, NUL-separated) into @buf: their count, or -1.
 */
static __always_inline __s32
dt_psargs(char *buf)
{
	struct task_struct *t = (struct task_struct *)bpf_get_current_task();
	__u64 lo = BPF_CORE_READ(t, mm, arg_start);
	__u64 n = BPF_CORE_READ(t, mm, arg_end) - lo;

	if (lo == 0)
		return (-1);
	if (n > DTRACE_BPF_STRMAX)
		n = DTRACE_BPF_STRMAX;
	return (bpf_probe_read_user(buf, (__u32)n, (const void *)lo) == 0 ?
	    (__s32)n : -1);
}

static __always_inline void
dt_args(dtrace_bpf_sysent_t *r, const struct dt_sys_enter_args *ctx)
{
	r->dbs_nr = ctx->id;
	r->dbs_args[0] = ctx->args[0];
	r->dbs_args[1] = ctx->args[1];
	r->dbs_args[2] = ctx->args[2];
	r->dbs_args[3] = ctx->args[3];
	r->dbs_args[4] = ctx->args[4];
	r->dbs_args[5] = ctx->args[5];
}

SEC("tracepoint/raw_syscalls/sys_enter")
int
dt_sys_enter(struct dt_sys_enter_args *ctx)
{
	__u64 pidtgid = bpf_get_current_pid_tgid();
	__u32 w = dt_want(ctx->id, pidtgid), tid = (__u32)pidtgid, zero = 0;
	dtrace_bpf_sysent_t *r;
	int s, late = 0;

	if (!(w & DTRACE_BPF_WANT_ENTRY) || !dt_pass(ctx->id, 0, pidtgid))
		return (0);
	if (w & DTRACE_BPF_WANT_ESTACK)
		dt_ustack(ctx->id, 0, pidtgid);
	if ((w & DTRACE_BPF_WANT_NOSTR) == DTRACE_BPF_WANT_NOSTR &&
	    !(w & (DTRACE_BPF_WANT_EREGS | DTRACE_BPF_WANT_EARGS))) {
		/* no memory, registers or arguments: the small record */
		r = bpf_ringbuf_reserve(&dt_events, DTRACE_BPF_SYSENT_SMALL, 0);
		if (r == 0) {
			dt_drop();
			return (0);
		}
		dt_hdr(&r->dbs_hdr, DTRACE_BPF_SYS_ENTRY, pidtgid);
		dt_args(r, ctx);
		dt_submit(r);
		return (0);
	}
	/* built in the CPU's scratch record: it may have to wait */
	r = bpf_map_lookup_elem(&dt_scratch, &zero);
	if (r == 0)
		return (0);
	dt_hdr(&r->dbs_hdr, DTRACE_BPF_SYS_ENTRY_STR, pidtgid);
	dt_args(r, ctx);
	r->dbs_hasregs = (w & DTRACE_BPF_WANT_EREGS) != 0;
	if (r->dbs_hasregs)
		dt_regs(r->dbs_regs);
	r->dbs_psargslen = (w & DTRACE_BPF_WANT_EARGS) ?
	    dt_psargs(r->dbs_psargs) : -1;
#pragma unroll
	for (s = 0; s < DTRACE_BPF_NSTR; s++) {
		__u32 a = DTRACE_BPF_WANT_STRARG(w, s);
		__u32 l = DTRACE_BPF_WANT_LENARG(w, s);

		r->dbs_strarg[s] = a;
		r->dbs_lenarg[s] = l;
		r->dbs_strlen[s] = -1;
		if (a < 6) {
			r->dbs_strlen[s] = dt_slot(r, s, a, l);
			if (r->dbs_strlen[s] < 0)
				late = 1;
		}
	}
	/*
	 * A string not in memory yet (a page the process has not touched:
	 * the kernel faults it in during the call, a BPF program cannot):
	 * the record waits for the call's exit, which reads it again.
	 */
	if (late && bpf_map_update_elem(&dt_pending, &tid, r, BPF_ANY) == 0)
		return (0);
	dt_output(r, sizeof (*r));
	return (0);
}

SEC("tracepoint/raw_syscalls/sys_exit")
int
dt_sys_exit(struct dt_sys_exit_args *ctx)
{
	__u64 pidtgid = bpf_get_current_pid_tgid();
	__u32 w = dt_want(ctx->id, pidtgid), tid = (__u32)pidtgid;
	dtrace_bpf_sysent_t *p;
	dtrace_bpf_sysret_t *r;
	int s;

	/* an entry record waiting for its strings: read them now */
	if ((w & DTRACE_BPF_WANT_ENTRY) &&
	    (w & DTRACE_BPF_WANT_NOSTR) != DTRACE_BPF_WANT_NOSTR &&
	    (p = bpf_map_lookup_elem(&dt_pending, &tid)) != 0) {
#pragma unroll
		for (s = 0; s < DTRACE_BPF_NSTR; s++) {
			__u32 a = p->dbs_strarg[s];

			if (a < 6 && p->dbs_strlen[s] < 0)
				p->dbs_strlen[s] = dt_slot(p, s, a,
				    p->dbs_lenarg[s]);
		}
		dt_output(p, sizeof (*p));
		bpf_map_delete_elem(&dt_pending, &tid);
	}
	if (!(w & DTRACE_BPF_WANT_RETURN) || !dt_pass(ctx->id, 1, pidtgid))
		return (0);
	if (w & DTRACE_BPF_WANT_RSTACK)
		dt_ustack(ctx->id, 1, pidtgid);
	if (w & (DTRACE_BPF_WANT_RREGS | DTRACE_BPF_WANT_RARGS)) {
		r = bpf_ringbuf_reserve(&dt_events, sizeof (*r), 0);
		if (r == 0) {
			dt_drop();
			return (0);
		}
		dt_hdr(&r->dbr_hdr, DTRACE_BPF_SYS_RETURN_REGS, pidtgid);
		r->dbr_regs[16] = 0;
		if (w & DTRACE_BPF_WANT_RREGS)
			dt_regs(r->dbr_regs);
		r->dbr_psargslen = (w & DTRACE_BPF_WANT_RARGS) ?
		    dt_psargs(r->dbr_psargs) : -1;
	} else {
		r = bpf_ringbuf_reserve(&dt_events, DTRACE_BPF_SYSRET_SMALL,
		    0);
		if (r == 0) {
			dt_drop();
			return (0);
		}
		dt_hdr(&r->dbr_hdr, DTRACE_BPF_SYS_RETURN, pidtgid);
	}
	r->dbr_nr = ctx->id;
	r->dbr_ret = ctx->ret;
	dt_submit(r);
	return (0);
}
