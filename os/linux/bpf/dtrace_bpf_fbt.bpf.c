/*
 * os/linux/bpf/dtrace_bpf_fbt.bpf.c -- the kernel capture program of the
 * fbt provider of the user host (DESIGN.md, "user host with kernel
 * capture"): compiled with clang -target bpf, loaded by dtrace_bpf.c
 * through libbpf on the syscall program's ring buffer and drop counter,
 * and attached as a kprobe at the entry of every function whose fbt
 * entry probe is enabled, as a kretprobe for a return probe, one link a
 * probe, its slot in the cookie (dtrace_bpf_capture.h).
 *
 * What it does, and nothing more: unless the thread is dtrace's own or
 * fails the probe's filter, it copies the kernel's registers at the
 * probe and the thread's context (pid, tid, ppid, uid, gid, execname,
 * CPU, time) into one ring-buffer record, from which the user host fires
 * the probe (dtrace_fbtprov_fire_captured).
 *
 * Invariants: records are dtrace_bpf_capture.h's; a record that finds the
 * ring buffer full is counted in the drops map, never silently lost.
 * dtrace's own threads are never seen: their calls into the kernel would
 * feed the ring buffer they drain.
 */
#include "dtrace_bpf_capture.h"
#include "dtrace_bpf_prog.h"

/* Written in place by the user host (mapped): dtrace_bpf_capture.h. */
dtrace_bpf_fbtsteer_t dt_ksteer;

/* The context: struct pt_regs, read word by word (plain loads). */
typedef struct dt_kregs {
	__u64 w[DTRACE_BPF_NREGS];
} dt_kregs_t;

static __always_inline int
dt_fbt(void *ctx)
{
	__u64 pt = bpf_get_current_pid_tgid();
	__u32 slot = (__u32)bpf_get_attach_cookie(ctx);
	const dt_kregs_t *rg = ctx;
	dtrace_bpf_fbt_t *r;
	int i;

	if (dt_ksteer.dbk_self == (__u32)(pt >> 32) ||
	    slot >= DTRACE_BPF_FBT_NSLOTS ||
	    !dt_filter(&dt_ksteer.dbk_filter[slot], pt))
		return (0);
	if ((r = bpf_ringbuf_reserve(&dt_events, sizeof (*r), 0)) == 0) {
		dt_drop();
		return (0);
	}
#pragma unroll
	for (i = 0; i < DTRACE_BPF_NREGS; i++)
		r->dbk_regs[i] = rg->w[i];
	dt_hdr(&r->dbk_hdr, DTRACE_BPF_FBT, pt);
	r->dbk_slot = slot;
	r->dbk_pad = 0;
	dt_submit(r);
	return (0);
}

SEC("kprobe")
int
dt_kprobe(void *ctx)
{
	return (dt_fbt(ctx));
}

SEC("kretprobe")
int
dt_kretprobe(void *ctx)
{
	return (dt_fbt(ctx));
}
