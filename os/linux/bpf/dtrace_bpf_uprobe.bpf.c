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
 * when the site's probes read the process's memory the top of its stack,
 * USDT arguments in memory, and the strings they read with copyinstr()
 * of an argument (dt_usteer's slots) -- into one ring-buffer record,
 * preceded by a larger copy of the user stack when the site's probes
 * unwind it (ustack()).  The user host fires the site's probes from the
 * record, with the registers as the trap would have given them
 * (dtrace_pidprov_fire_captured).
 *
 * Invariants: records are dtrace_bpf_capture.h's; a record that finds the
 * ring buffer full is counted in the drops map, never silently lost.
 */
#include "dtrace_bpf_capture.h"
#include "dtrace_bpf_prog.h"

/* Written in place by the user host (mapped): dtrace_bpf_capture.h. */
dtrace_bpf_usteer_t dt_usteer;

/* The context: struct pt_regs, read word by word (plain loads). */
typedef struct dt_regs {
	__u64 w[DTRACE_BPF_NREGS];	/* w[19]: sp */
} dt_regs_t;

/* Register word @g - 1 of @r (0 for none), @r's copy: the context
 * cannot be indexed by a variable. */
static __always_inline __u64
dt_uprobe_reg(const dtrace_bpf_uprobe_t *r, __u32 g)
{
	return (g != 0 && g <= DTRACE_BPF_NREGS ? r->dbp_regs[g - 1] : 0);
}

/*
 * Take what dt_usteer's slots say for @site into the whole record @r:
 * USDT arguments in memory, and strings an argument points to, with the
 * addresses they were at.
 */
static __always_inline void
dt_uprobe_strs(dtrace_bpf_uprobe_t *r, __u32 site)
{
	int i;

#pragma unroll
	for (i = 0; i < DTRACE_BPF_NSTR; i++) {
		const volatile dtrace_bpf_utakeslot_t *s =
		    (const volatile dtrace_bpf_utakeslot_t *)
		    &dt_usteer.dbu_take[site][i];
		__u8 f = s->dbut_flags;
		__u64 a;

		r->dbp_strlen[i] = 0;
		r->dbp_straddr[i] = 0;
		r->dbp_ptraddr[i] = 0;
		if (!(f & DTRACE_BPF_TAKE_ON))
			continue;
		a = dt_uprobe_reg(r, s->dbut_base);
		if (f & DTRACE_BPF_TAKE_MEM) {
			/* the argument itself, which the clause reads too */
			a += dt_uprobe_reg(r, s->dbut_index) * s->dbut_scale +
			    s->dbut_disp;
			if (bpf_probe_read_user(&r->dbp_ptr[i], sizeof (a),
			    (const void *)a) != 0)
				continue;
			r->dbp_ptraddr[i] = a;
			a = r->dbp_ptr[i];
		}
		if (!(f & DTRACE_BPF_TAKE_STR))
			continue;
		r->dbp_straddr[i] = a;
		r->dbp_strlen[i] = bpf_probe_read_user_str(r->dbp_str[i],
		    DTRACE_BPF_STRMAX, (const void *)a);
	}
}

SEC("uprobe")
int
dt_uprobe(struct pt_regs *ctx)
{
	__u64 cookie = bpf_get_attach_cookie(ctx);
	__u64 pidtgid = bpf_get_current_pid_tgid();
	__u32 site = (__u32)cookie;
	dtrace_bpf_uprobe_t *r;
	const dt_regs_t *rg = (const dt_regs_t *)(void *)ctx;
	__u8 flags, strs;
	__u64 size;
	int i;

	/* another process mapping the same file: not this site's */
	if ((__u32)(pidtgid >> 32) != (__u32)(cookie >> 32) ||
	    site >= DTRACE_BPF_NUSITES)
		return (0);
	flags = *(volatile __u8 *)&dt_usteer.dbu_flags[site];
	if (!(flags & DTRACE_BPF_USITE_ON))
		return (0);
	/* the stack first: a reserved record holds back those after it */
	if (flags & DTRACE_BPF_USITE_STACK)
		dt_ustack_send(DTRACE_BPF_USTACK_SITE(site), 0, rg->w[19],
		    pidtgid);
	/*
	 * What the probes read, no more: strings (the whole record), the
	 * stack top, or neither.  The record's size, a constant on each
	 * path, then says what to fill; hidden from the compiler, so that
	 * it does not test the flags again instead, which the verifier
	 * could not tie to the size reserved.
	 */
	strs = *(volatile __u8 *)&dt_usteer.dbu_take[site][0].dbut_flags |
	    *(volatile __u8 *)&dt_usteer.dbu_take[site][1].dbut_flags |
	    *(volatile __u8 *)&dt_usteer.dbu_take[site][2].dbut_flags;
	if (strs != 0)
		size = sizeof (*r);
	else if (flags & DTRACE_BPF_USITE_MEM)
		size = DTRACE_BPF_UPROBE_STK;
	else
		size = DTRACE_BPF_UPROBE_SMALL;
	asm volatile("" : "+r"(size));
	r = bpf_ringbuf_reserve(&dt_events, size, 0);
	if (r == 0) {
		dt_drop();
		return (0);
	}
#pragma unroll
	for (i = 0; i < DTRACE_BPF_NREGS; i++)
		r->dbp_regs[i] = rg->w[i];
	r->dbp_stklen = 0;
	r->dbp_stkaddr = r->dbp_regs[19] - DTRACE_BPF_REDZONE;
	/* the red zone too (a leaf's locals), unless it is not mapped */
	if (size >= DTRACE_BPF_UPROBE_STK) {
		if (bpf_probe_read_user(r->dbp_stk, DTRACE_BPF_STKTOP,
		    (const void *)r->dbp_stkaddr) == 0) {
			r->dbp_stklen = DTRACE_BPF_STKTOP;
		} else if (bpf_probe_read_user(r->dbp_stk, DTRACE_BPF_STKTOP -
		    DTRACE_BPF_REDZONE, (const void *)r->dbp_regs[19]) == 0) {
			r->dbp_stkaddr = r->dbp_regs[19];
			r->dbp_stklen = DTRACE_BPF_STKTOP - DTRACE_BPF_REDZONE;
		}
	}
	if (size == sizeof (*r))
		dt_uprobe_strs(r, site);
	dt_hdr(&r->dbp_hdr, DTRACE_BPF_UPROBE, pidtgid);
	r->dbp_site = site;
	dt_submit(r);
	return (0);
}
