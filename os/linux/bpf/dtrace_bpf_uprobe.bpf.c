/*
 * os/linux/bpf/dtrace_bpf_uprobe.bpf.c -- the kernel capture program of
 * the pid provider's sites (DESIGN.md, "user host with kernel capture"):
 * compiled with clang -target bpf, loaded by dtrace_bpf.c through libbpf
 * beside the syscall program, whose ring buffer and drop counter it
 * shares (so the events of both stay in one order), and attached as a
 * uprobe at every site of an enabled pid or USDT probe, one link a site,
 * each with the site's number and process in its cookie.
 *
 * What it does, and nothing more: in the process the site belongs to, it
 * copies the probe context -- the site, the thread's registers at the
 * probed instruction, pid, tid, ppid, uid, gid, execname, CPU, time, and
 * when the site's probes read the process's memory the top of its stack
 * -- into one ring-buffer record, preceded by a larger copy of the user
 * stack when the site's probes unwind it (ustack()).  The user host fires the
 * site's probes from the record, with the registers as the trap would
 * have given them (dtrace_pidprov_fire_captured).
 *
 * Invariants: records are dtrace_bpf_capture.h's; a record that finds the
 * ring buffer full is counted in the drops map, never silently lost.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>

#include "dtrace_bpf_capture.h"

char LICENSE[] SEC("license") = "Dual BSD/GPL";

struct pt_regs;

struct task_struct {
	struct task_struct *real_parent;
	int tgid;
} __attribute__((preserve_access_index));

/* The syscall program's, shared (bpf_map__reuse_fd before load). */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u64);
} dt_drops SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 1 << 22);
} dt_events SEC(".maps");

/* Where a stack record is built (8 KB: no room on the BPF stack). */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, dtrace_bpf_ustack_t);
} dt_stack_scratch SEC(".maps");

/* Written in place by the user host (mapped): dtrace_bpf_capture.h. */
dtrace_bpf_usteer_t dt_usteer;

#define DT_WAKEUP_BYTES	(256 * 1024)	/* as the syscall program's */

static __always_inline void
dt_drop(void)
{
	__u32 key = 0;
	__u64 *d = bpf_map_lookup_elem(&dt_drops, &key);

	if (d != 0)
		*d += 1;
}

static __always_inline __u64
dt_wakeup(void)
{
	return (bpf_ringbuf_query(&dt_events, BPF_RB_AVAIL_DATA) >
	    DT_WAKEUP_BYTES ? BPF_RB_FORCE_WAKEUP : BPF_RB_NO_WAKEUP);
}

static __always_inline void
dt_hdr(dtrace_bpf_hdr_t *h, __u32 kind, __u64 pidtgid)
{
	struct task_struct *t = (struct task_struct *)bpf_get_current_task();
	__u64 ugid = bpf_get_current_uid_gid();

	h->dbh_kind = kind;
	h->dbh_cpu = bpf_get_smp_processor_id();
	h->dbh_pid = (__u32)(pidtgid >> 32);
	h->dbh_tid = (__u32)pidtgid;
	h->dbh_ppid = (__u32)BPF_CORE_READ(t, real_parent, tgid);
	h->dbh_uid = (__u32)ugid;
	h->dbh_gid = (__u32)(ugid >> 32);
	h->dbh_pad = 0;
	h->dbh_time = bpf_ktime_get_ns();
	bpf_get_current_comm(h->dbh_comm, sizeof (h->dbh_comm));
}

/* The top of the user stack from @sp, ahead of site @site's record. */
static __always_inline void
dt_ustack(__u32 site, __u64 sp, __u64 pidtgid)
{
	dtrace_bpf_ustack_t *r;
	__u32 zero = 0, len = 0, i;

	if ((r = bpf_map_lookup_elem(&dt_stack_scratch, &zero)) == 0)
		return;
	dt_hdr(&r->dbu_hdr, DTRACE_BPF_USTACK, pidtgid);
	r->dbu_nr = DTRACE_BPF_USTACK_SITE(site);
	r->dbu_isret = 0;
	r->dbu_sp = sp;
	if (bpf_probe_read_user(r->dbu_stack, DTRACE_BPF_STACKMAX,
	    (const void *)sp) == 0) {
		len = DTRACE_BPF_STACKMAX;
	} else {
		for (i = 0; i < DTRACE_BPF_STACKMAX / DTRACE_BPF_STACKCHUNK;
		    i++) {
			if (bpf_probe_read_user(r->dbu_stack +
			    i * DTRACE_BPF_STACKCHUNK, DTRACE_BPF_STACKCHUNK,
			    (const void *)(sp + i * DTRACE_BPF_STACKCHUNK)) != 0)
				break;
			len += DTRACE_BPF_STACKCHUNK;
		}
	}
	r->dbu_len = len;
	if (bpf_ringbuf_output(&dt_events, r, DTRACE_BPF_USTACK_SMALL +
	    (__u64)len, dt_wakeup()) != 0)
		dt_drop();
}

SEC("uprobe")
int
dt_uprobe(struct pt_regs *ctx)
{
	__u64 cookie = bpf_get_attach_cookie(ctx);
	__u64 pidtgid = bpf_get_current_pid_tgid();
	__u32 site = (__u32)cookie;
	dtrace_bpf_uprobe_t *r;
	__u64 sp;
	__u8 flags;

	/* another process mapping the same file: not this site's */
	if ((__u32)(pidtgid >> 32) != (__u32)(cookie >> 32) ||
	    site >= DTRACE_BPF_NUSITES)
		return (0);
	flags = *(volatile __u8 *)&dt_usteer.dbu_flags[site];
	if (!(flags & DTRACE_BPF_USITE_ON))
		return (0);
	/* the stack first: a reserved record holds back those after it */
	if ((flags & DTRACE_BPF_USITE_STACK) &&
	    bpf_probe_read_kernel(&sp, sizeof (sp), (char *)ctx + 19 * 8) == 0)
		dt_ustack(site, sp, pidtgid);	/* pt_regs: sp, 20th word */
	/* the stack top only for the probes that read memory: else smaller */
	if (flags & DTRACE_BPF_USITE_MEM)
		r = bpf_ringbuf_reserve(&dt_events, sizeof (*r), 0);
	else
		r = bpf_ringbuf_reserve(&dt_events, DTRACE_BPF_UPROBE_SMALL,
		    0);
	if (r == 0) {
		dt_drop();
		return (0);
	}
	if (bpf_probe_read_kernel(r->dbp_regs, sizeof (r->dbp_regs),
	    ctx) != 0) {
		bpf_ringbuf_discard(r, BPF_RB_NO_WAKEUP);
		dt_drop();
		return (0);
	}
	r->dbp_stklen = 0;
	r->dbp_stkaddr = r->dbp_regs[19] - DTRACE_BPF_REDZONE;
	/* the red zone too (a leaf's locals), unless it is not mapped */
	if (!(flags & DTRACE_BPF_USITE_MEM)) {
		/* the small record: no dbp_stk */
	} else if (bpf_probe_read_user(r->dbp_stk, DTRACE_BPF_STKTOP,
	    (const void *)r->dbp_stkaddr) == 0) {
		r->dbp_stklen = DTRACE_BPF_STKTOP;
	} else if (bpf_probe_read_user(r->dbp_stk, DTRACE_BPF_STKTOP -
	    DTRACE_BPF_REDZONE, (const void *)r->dbp_regs[19]) == 0) {
		r->dbp_stkaddr = r->dbp_regs[19];
		r->dbp_stklen = DTRACE_BPF_STKTOP - DTRACE_BPF_REDZONE;
	}
	dt_hdr(&r->dbp_hdr, DTRACE_BPF_UPROBE, pidtgid);
	r->dbp_site = site;
	bpf_ringbuf_submit(r, dt_wakeup());
	return (0);
}
