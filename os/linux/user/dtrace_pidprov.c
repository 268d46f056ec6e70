/*
 * os/linux/user/dtrace_pidprov.c -- the pid provider of the user host:
 * pid<N>:MODULE:FUNCTION:entry, :return and :OFFSET probes in processes
 * under control (Dynamic Tracing Guide, "pid Provider").
 *
 * Where it sits: libdtrace (dt_pid.c) resolves probe descriptions to
 * dtrace_pidspec_t (dtrace_pidprov.h) and calls dtrace_pidprov_create();
 * the framework enables probes through the provider operations below,
 * which write breakpoints (int3, 0xcc) into the target's text through
 * dtrace_uproc_write() (/proc/PID/mem); the tracer thread (dtrace_ptrace.c)
 * calls dtrace_pidprov_trap() for every SIGTRAP of a target thread.  When
 * kernel capture is chosen (-x backend=bpf; by default, pid<N> probes of
 * a running process with no -c or -p) a site of an enabled probe is
 * instead the kernel's uprobe (dtrace_bpf_usite_add: os/linux/bpf/),
 * whose hits the drain thread fires through
 * dtrace_pidprov_fire_captured(), from the captured registers, the thread
 * not stopped.  The loader's and resolvers' sites stay breakpoints (they
 * must stop the thread), and so, by default, does a site whose clauses
 * act on the thread where it stands (stop(), raise(), copyout():
 * dtrace_bpf_usite_fits).
 *
 * Firing: with the thread stopped, in the tracer thread: the context of
 * the thread is entered (dtrace_uctx_enter) so copyin() reads the live
 * process and ustack() unwinds its live stack; entry and offset probes
 * pass the argument registers (rdi, rsi, rdx, rcx, r8; r9 and the stack
 * words beyond through getargval), return probes the offset of the ret
 * instruction in arg0 and rax in arg1 (the reference's convention).
 *
 * Stepping over the displaced instruction, without ever taking the
 * breakpoint out of memory (so no thread of a multithreaded process runs
 * past an enabled probe unseen):
 *   - emulated in the tracer: endbr64, nop, push %reg, mov %rsp,%rbp, ret
 *     [imm16], jmp/jcc/call with a relative target (registers and stack
 *     updated directly; no single-step at all);
 *   - anything else is executed out of line: a copy of the instruction
 *     (capstone gives its length and any rip-relative displacement, which
 *     is adjusted) is written to a page mapped into the target on first
 *     need (mmap(2) run by the stopped thread through a syscall
 *     instruction of the vdso, within 2 GiB of the text) and
 *     single-stepped there; a fall-through resumes after the original, an
 *     indirect call gets its pushed return address corrected.  One page
 *     per process suffices: the tracer steps one thread at a time.
 *   - only if that page cannot be had is the instruction single-stepped in
 *     place (original byte back, PTRACE_SINGLESTEP, breakpoint again);
 *     then another thread may run through the site unseen meanwhile.
 * A signal arriving during a step is sent again to the thread (tgkill)
 * once the step is done; a thread that dies during a step is not reported
 * back to the tracer (REQUEST in dtrace_uproc.h).  Return probes are
 * breakpoints on every ret of the function (found by libdtrace with the
 * decoder), so tail calls out of a function do not fire its return probe,
 * as in the reference.
 *
 * USDT probes (DTRACE_PIDSPEC_USDT, from the <sys/sdt.h> notes libdtrace
 * reads, dt_usdt.c) live in providers of their own, PROV<pid>, registered
 * per process beside pid<N> with the same operations, and share its
 * sites: a USDT site is the probe's nop (emulated), and an offset probe
 * on the same instruction shares the breakpoint.  Each site carries its
 * argument descriptors (include/dtrace/usdt.h), evaluated against the
 * stopped thread when it fires.  Enabling a probe that has a semaphore
 * raises it by one in the process, disabling lowers it; what is still
 * raised is taken back when dtrace lets the process go (detach, or the
 * orphan cleanup when dtrace dies) and in the child of a fork.
 *
 * Internal sites fire no probe: the loader's r_debug hook (dlopen: the
 * mapped hook runs) and the ret instructions of watched IFUNC resolvers
 * (the ifunc hook gets rax, the implementation chosen, and libdtrace
 * plants the probes waiting for it before the thread goes on).
 *
 * Invariants: pidprov_lock protects every table here; it is never held
 * while calling dtrace_probe().  A site is inserted iff at least one
 * enabled probe uses it (or it is the loader's dlopen hook) and the
 * process is under control and not retired (exec); the byte under a
 * site is read once, when the site is first inserted.  A trap at an
 * address whose site was removed meanwhile is recognised (the removed
 * addresses are remembered per process) and the thread simply restarts
 * the original instruction.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <stddef.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <capstone/capstone.h>

#include "dtrace_core.h"
#include "dtrace_usdt.h"
#include "dtrace_uret.h"
#include "dtrace_uproc.h"
#include "dtrace_pidprov.h"
#include "dtrace_ustack.h"
#include "dtrace_bpf.h"

#define PID_NHASH	1024
#define PID_MAXFIRE	64
#define PID_INT3	0xcc

/*
 * How the tracer steps over the instruction under a breakpoint.  The
 * usual first instructions of functions and the ret of return probes are
 * emulated (registers and stack updated directly): no single-step, and no
 * window in which the original byte is back in memory, so threads of a
 * multithreaded process never run past an enabled probe unseen.  Anything
 * else is single-stepped in place (see the file comment for its limits).
 */
#define PID_EMUL_STEP	0	/* single-step in place */
#define PID_EMUL_NOP	1	/* endbr64, nop: just advance */
#define PID_EMUL_PUSH	2	/* push %reg */
#define PID_EMUL_MOVBP	3	/* mov %rsp,%rbp */
#define PID_EMUL_RET	4	/* ret [imm16] */
#define PID_EMUL_JMP	5	/* jmp rel */
#define PID_EMUL_CALL	6	/* call rel32 */
#define PID_EMUL_JCC	7	/* jcc rel */
#define PID_EMUL_XOL	8	/* copied and stepped out of line */

/* Sites the provider plants for itself (they fire no probe). */
#define PID_INTERNAL_MAPS	1	/* the loader's r_debug hook (dlopen) */
#define PID_INTERNAL_IFUNC	2	/* a ret of an IFUNC resolver */

typedef struct pid_probe {
	dtrace_id_t pp_id;
	int pp_kind;			/* DTRACE_PIDSPEC_* */
	struct pid_prov *pp_prov;
	uint64_t pp_addr;		/* function */
	uint32_t pp_noffs;
	uint64_t *pp_offs;
	int pp_enabled;
	dtrace_provider_id_t pp_pvid;	/* pid<N>, or the USDT provider */
	uint64_t pp_sem;		/* USDT: its semaphore, or 0 */
	uint32_t pp_nargs;		/* USDT: arguments */
	dtrace_usdt_arg_t *pp_args;	/* USDT: DTRACE_USDT_MAXARGS a site */
	char *pp_types;			/* USDT: declared types, or NULL
					 * (dtrace_usdt_types_check()ed) */
	uint32_t pp_typeslen;		/* their bytes */
	char *pp_names;			/* deferred: "mod\0func\0name" */
	struct pid_probe *pp_next;	/* deferred probes of the provider */
} pid_probe_t;

typedef struct pid_tp {			/* one probe at one site */
	pid_probe_t *tp_probe;
	uint64_t tp_off;		/* offset of the site in the function */
	const dtrace_usdt_arg_t *tp_args;	/* USDT: its arguments here */
	struct pid_tp *tp_next;
} pid_tp_t;

typedef struct pid_site {
	uint64_t ps_addr;
	uint8_t ps_orig;		/* the byte under the breakpoint */
	uint8_t ps_insn[15];		/* the instruction there, if readable */
	int ps_emul;			/* PID_EMUL_*: how to step over it */
	int ps_emullen;			/* its length when emulated */
	int ps_internal;		/* PID_INTERNAL_*: ours, no probe */
	uint64_t ps_resolver;		/* PID_INTERNAL_IFUNC: the resolver */
	int ps_len;			/* instruction length (0: unknown) */
	int ps_dispoff;			/* offset of a rip-relative disp32 */
	int64_t ps_disp;		/* its value */
	int ps_call;			/* an indirect call */
	int ps_cc;			/* PID_EMUL_JCC: the condition */
	uint64_t ps_target;		/* relative branch target */
	int ps_inserted;
	int ps_kernel;			/* inserted as kernel capture's uprobe */
	int ps_ksite;			/* its number (dtrace_bpf_usite_add) */
	pid_tp_t *ps_tps;
	struct pid_site *ps_next;
} pid_site_t;

/* A USDT provider (PROV<pid>) of a process: probes share pid<N>'s sites. */
typedef struct pid_usdtprov {
	char up_name[DTRACE_PROVNAMELEN];
	dtrace_provider_id_t up_id;
	struct pid_usdtprov *up_next;
} pid_usdtprov_t;

/* A USDT semaphore of the process and how much of its count is ours. */
typedef struct pid_sem {
	uint64_t sm_addr;
	uint32_t sm_held;
} pid_sem_t;

typedef struct pid_prov {
	pid_t pv_pid;
	dtrace_provider_id_t pv_id;
	int pv_registered;		/* pv_id is the framework's */
	int pv_retired;			/* exec'd or gone: no more breakpoints */
	int pv_attached;		/* reached its entry point / grabbed */
	pid_probe_t *pv_deferred;	/* probes waiting for their object */
	uint64_t pv_xol;		/* out-of-line page, or 0 */
	int pv_xolfailed;		/* could not map it */
	uint32_t pv_nprobes;		/* probes created (none is destroyed
					 * before the provider) */
	pid_site_t *pv_hash[PID_NHASH];
	uint64_t *pv_removed;		/* addresses of removed sites */
	size_t pv_nremoved, pv_capremoved;
	pid_usdtprov_t *pv_usdt;	/* its USDT providers */
	pid_sem_t *pv_sems;		/* semaphores we raised */
	size_t pv_nsems, pv_capsems;
	struct pid_prov *pv_next;
} pid_prov_t;

static pthread_mutex_t pidprov_lock = PTHREAD_MUTEX_INITIALIZER;
static pid_prov_t *pidprov_list;
static void (*pidprov_mapped_hook)(pid_t);
static void (*pidprov_ifunc_hook)(pid_t, uint64_t, uint64_t);

static const dtrace_pattr_t pidprov_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
};

static void pidprov_enable(void *, dtrace_id_t, void *);
static void pid_probe_plant(struct pid_prov *, pid_probe_t *);
static void pidprov_disable(void *, dtrace_id_t, void *);
static void pidprov_getargdesc(void *, dtrace_id_t, void *,
    dtrace_argdesc_t *);
static uint64_t pidprov_getargval(void *, dtrace_id_t, void *, int, int);
static void pidprov_destroy(void *, dtrace_id_t, void *);
static void pidprov_commit(void *);

static const dtrace_pops_t pidprov_pops = {
	NULL,
	pidprov_enable,
	pidprov_disable,
	pidprov_getargdesc,
	pidprov_getargval,
	pidprov_destroy,
	pidprov_commit,
};

void
dtrace_pidprov_set_mapped_hook(void (*fn)(pid_t))
{
	pidprov_mapped_hook = fn;
}

void
dtrace_pidprov_set_ifunc_hook(void (*fn)(pid_t, uint64_t, uint64_t))
{
	pidprov_ifunc_hook = fn;
}

void
dtrace_pidprov_notify_maps(pid_t pid)
{
	if (pidprov_mapped_hook != NULL)
		pidprov_mapped_hook(pid);
}

/* ---- tables (pidprov_lock held) ---------------------------------------- */

static pid_prov_t *
pid_prov_find(pid_t pid)
{
	pid_prov_t *pv;

	for (pv = pidprov_list; pv != NULL; pv = pv->pv_next) {
		if (pv->pv_pid == pid && !pv->pv_retired)
			return (pv);
	}
	return (NULL);
}

static pid_site_t *
pid_site_find(pid_prov_t *pv, uint64_t addr)
{
	pid_site_t *s;

	for (s = pv->pv_hash[(addr >> 2) % PID_NHASH]; s != NULL;
	    s = s->ps_next) {
		if (s->ps_addr == addr)
			return (s);
	}
	return (NULL);
}

static int
pid_removed(const pid_prov_t *pv, uint64_t addr)
{
	size_t i;

	for (i = 0; i < pv->pv_nremoved; i++) {
		if (pv->pv_removed[i] == addr)
			return (1);
	}
	return (0);
}

static void
pid_note_removed(pid_prov_t *pv, uint64_t addr)
{
	if (pid_removed(pv, addr))
		return;
	if (pv->pv_nremoved == pv->pv_capremoved) {
		size_t ncap = pv->pv_capremoved ? pv->pv_capremoved * 2 : 64;
		uint64_t *n = realloc(pv->pv_removed, ncap * sizeof (*n));

		if (n == NULL)
			return;
		pv->pv_removed = n;
		pv->pv_capremoved = ncap;
	}
	pv->pv_removed[pv->pv_nremoved++] = addr;
}

/*
 * Decode the instruction of @s with capstone: its length, a rip-relative
 * displacement to adjust out of line, relative branches to emulate.
 */
static void
pid_decode(pid_site_t *s)
{
	const uint8_t *code = s->ps_insn;
	size_t size = sizeof (s->ps_insn);
	uint64_t a = s->ps_addr;
	cs_insn *insn;
	csh h;
	int i;

	if (cs_open(CS_ARCH_X86, CS_MODE_64, &h) != CS_ERR_OK)
		return;
	(void) cs_option(h, CS_OPT_DETAIL, CS_OPT_ON);
	if ((insn = cs_malloc(h)) == NULL) {
		cs_close(&h);
		return;
	}
	if (cs_disasm_iter(h, &code, &size, &a, insn)) {
		const cs_x86 *x = &insn->detail->x86;

		s->ps_len = insn->size;
		for (i = 0; i < x->op_count; i++) {
			if (x->operands[i].type == X86_OP_MEM &&
			    x->operands[i].mem.base == X86_REG_RIP &&
			    x->encoding.disp_offset != 0 &&
			    x->encoding.disp_size == 4) {
				s->ps_dispoff = x->encoding.disp_offset;
				s->ps_disp = x->disp;
			}
		}
		if (s->ps_emul == PID_EMUL_STEP) {
			int rel = cs_insn_group(h, insn,
			    X86_GRP_BRANCH_RELATIVE);
			int isjcc = insn->id != X86_INS_JMP &&
			    insn->id != X86_INS_CALL;
			uint8_t b0 = s->ps_insn[0], b1 = s->ps_insn[1];

			if (rel && x->op_count == 1 &&
			    x->operands[0].type == X86_OP_IMM)
				s->ps_target = (uint64_t)x->operands[0].imm;
			if (rel && insn->id == X86_INS_JMP) {
				s->ps_emul = PID_EMUL_JMP;
			} else if (rel && insn->id == X86_INS_CALL) {
				s->ps_emul = PID_EMUL_CALL;
			} else if (rel && isjcc && b0 >= 0x70 && b0 <= 0x7f) {
				s->ps_emul = PID_EMUL_JCC;
				s->ps_cc = b0 & 0xf;
			} else if (rel && isjcc && b0 == 0x0f && b1 >= 0x80 &&
			    b1 <= 0x8f) {
				s->ps_emul = PID_EMUL_JCC;
				s->ps_cc = b1 & 0xf;
			} else if (!rel) {
				s->ps_emul = PID_EMUL_XOL;
				s->ps_call = insn->id == X86_INS_CALL;
			}
			s->ps_emullen = insn->size;
		}
	}
	cs_free(insn, 1);
	cs_close(&h);
}

/* Decide how to step over the instruction of @s (ps_insn). */
static void
pid_classify(pid_site_t *s)
{
	const uint8_t *b = s->ps_insn;

	s->ps_emul = PID_EMUL_STEP;
	if (b[0] == 0xf3 && b[1] == 0x0f && b[2] == 0x1e && b[3] == 0xfa) {
		s->ps_emul = PID_EMUL_NOP;	/* endbr64 */
		s->ps_emullen = 4;
	} else if (b[0] == 0x90) {
		s->ps_emul = PID_EMUL_NOP;
		s->ps_emullen = 1;
	} else if (b[0] >= 0x50 && b[0] <= 0x57) {
		s->ps_emul = PID_EMUL_PUSH;
		s->ps_emullen = 1;
	} else if (b[0] == 0x41 && b[1] >= 0x50 && b[1] <= 0x57) {
		s->ps_emul = PID_EMUL_PUSH;
		s->ps_emullen = 2;
	} else if (b[0] == 0x48 && b[1] == 0x89 && b[2] == 0xe5) {
		s->ps_emul = PID_EMUL_MOVBP;
		s->ps_emullen = 3;
	} else if (b[0] == 0xc3 || (b[0] == 0xf3 && b[1] == 0xc3) ||
	    b[0] == 0xc2) {
		s->ps_emul = PID_EMUL_RET;
		s->ps_emullen = b[0] == 0xf3 ? 2 : b[0] == 0xc2 ? 3 : 1;
	}
	pid_decode(s);
}

/* Register number @n (0-7, +8 with REX.B) of a push, from @r. */
static uint64_t
pid_pushreg(const struct user_regs_struct *r, int n)
{
	switch (n) {
	case 0: return (r->rax);
	case 1: return (r->rcx);
	case 2: return (r->rdx);
	case 3: return (r->rbx);
	case 4: return (r->rsp);
	case 5: return (r->rbp);
	case 6: return (r->rsi);
	case 7: return (r->rdi);
	case 8: return (r->r8);
	case 9: return (r->r9);
	case 10: return (r->r10);
	case 11: return (r->r11);
	case 12: return (r->r12);
	case 13: return (r->r13);
	case 14: return (r->r14);
	default: return (r->r15);
	}
}

/*
 * Carry out the instruction of @s on the stopped thread's registers
 * @regs (rip at the instruction) and memory.  Returns 0 when done, -1
 * when it must be single-stepped instead.
 */
static int
pid_emulate(dtrace_uproc_t *p, const pid_site_t *s,
    struct user_regs_struct *regs)
{
	uint64_t v;

	switch (s->ps_emul) {
	case PID_EMUL_NOP:
		regs->rip += (uint64_t)s->ps_emullen;
		return (0);
	case PID_EMUL_PUSH:
		v = pid_pushreg(regs, s->ps_emullen == 2 ?
		    8 + (s->ps_insn[1] - 0x50) : s->ps_insn[0] - 0x50);
		if (dtrace_uproc_write(p, (uintptr_t)(regs->rsp - 8), &v,
		    sizeof (v)) != 0)
			return (-1);
		regs->rsp -= 8;
		regs->rip += (uint64_t)s->ps_emullen;
		return (0);
	case PID_EMUL_MOVBP:
		regs->rbp = regs->rsp;
		regs->rip += 3;
		return (0);
	case PID_EMUL_RET:
		if (dtrace_uproc_read(p, (uintptr_t)regs->rsp, &v,
		    sizeof (v)) != 0)
			return (-1);
		regs->rip = v;
		regs->rsp += 8;
		if (s->ps_insn[0] == 0xc2)
			regs->rsp += (uint64_t)(s->ps_insn[1] |
			    (s->ps_insn[2] << 8));
		return (0);
	case PID_EMUL_JMP:
		regs->rip = s->ps_target;
		return (0);
	case PID_EMUL_JCC:
		regs->rip = dtrace_uret_taken(s->ps_cc, regs->eflags) ? s->ps_target :
		    regs->rip + (uint64_t)s->ps_emullen;
		return (0);
	case PID_EMUL_CALL:
		v = regs->rip + (uint64_t)s->ps_emullen;
		if (dtrace_uproc_write(p, (uintptr_t)(regs->rsp - 8), &v,
		    sizeof (v)) != 0)
			return (-1);
		regs->rsp -= 8;
		regs->rip = s->ps_target;
		return (0);
	default:
		return (-1);
	}
}

/*
 * What the enabled probes at @s read of the thread (DTRACE_UCTX_*): what
 * their clauses read, and memory for a USDT argument that is a memory
 * operand (a local on the stack, mostly).
 */
static uint32_t
pid_site_uctx(const pid_site_t *s)
{
	const pid_tp_t *tp;
	uint32_t u = 0, j;

	for (tp = s->ps_tps; tp != NULL; tp = tp->tp_next) {
		u |= dtrace_probe_uctx(tp->tp_probe->pp_id);
		for (j = 0; tp->tp_args != NULL && j < tp->tp_probe->pp_nargs;
		    j++) {
			if (tp->tp_args[j].dua_kind == DTRACE_USDT_ARG_MEM)
				u |= DTRACE_UCTX_MEM;
		}
	}
	return (u);
}

/* The word of struct user_regs_struct that is member @m. */
#define PID_REGWORD(m)	\
	((int)(offsetof(struct user_regs_struct, m) / sizeof (uint64_t)))

/* The word of struct user_regs_struct of USDT register @r, or -1. */
static int
pid_usdt_regword(int r)
{
	static const int words[16] = {
		PID_REGWORD(rax), PID_REGWORD(rbx), PID_REGWORD(rcx),
		PID_REGWORD(rdx), PID_REGWORD(rsi), PID_REGWORD(rdi),
		PID_REGWORD(rbp), PID_REGWORD(rsp), PID_REGWORD(r8),
		PID_REGWORD(r9), PID_REGWORD(r10), PID_REGWORD(r11),
		PID_REGWORD(r12), PID_REGWORD(r13), PID_REGWORD(r14),
		PID_REGWORD(r15),
	};

	return (r >= 0 && r < 16 ? words[r] : -1);
}

/*
 * USDT argument @ua, in memory, as a dtrace_bpf_utake_t into *@c: 1 if
 * kernel capture can take it (an address from registers it has).
 */
static int
pid_usdt_memtake(const dtrace_usdt_arg_t *ua, dtrace_bpf_utake_t *c)
{
	if (ua->dua_kind != DTRACE_USDT_ARG_MEM ||
	    ua->dua_base == DTRACE_USDT_REG_RIP ||
	    ua->dua_index == DTRACE_USDT_REG_RIP)
		return (0);
	c->but_mem = 1;
	c->but_base = (int8_t)pid_usdt_regword(ua->dua_base);
	c->but_index = (int8_t)pid_usdt_regword(ua->dua_index);
	c->but_scale = ua->dua_scale;
	c->but_disp = ua->dua_disp;
	return (1);
}

/* Add @c to @src[0 .. *@np - 1] unless there (a string slot serves too). */
static void
pid_take_add(dtrace_bpf_utake_t *src, int *np, const dtrace_bpf_utake_t *c)
{
	int j;

	for (j = 0; j < *np; j++) {
		if (src[j].but_base == c->but_base &&
		    src[j].but_index == c->but_index &&
		    src[j].but_scale == c->but_scale &&
		    src[j].but_mem == c->but_mem &&
		    src[j].but_disp == c->but_disp) {
			src[j].but_str |= c->but_str;
			return;
		}
	}
	if (*np < DTRACE_BPF_USITE_NSTR)
		src[(*np)++] = *c;
}

/*
 * What each hit at @s takes of the process for its enabled probes, as
 * dtrace_bpf_usite_set() takes it, into @src (DTRACE_BPF_USITE_NSTR at
 * most); returns how many.  First the strings they read with copyinstr()
 * of an argument (DTRACE_UCTX_STRARG): argN of an entry or offset probe
 * is the Nth argument register, arg1 of a return probe rax, a USDT
 * probe's argument its register or its place in memory.  Then a USDT
 * probe's arguments in memory among arg0 .. arg4, which every firing
 * reads.
 */
static int
pid_site_takes(const pid_site_t *s, dtrace_bpf_utake_t *src)
{
	static const int argword[6] = {
		PID_REGWORD(rdi), PID_REGWORD(rsi), PID_REGWORD(rdx),
		PID_REGWORD(rcx), PID_REGWORD(r8), PID_REGWORD(r9),
	};
	const pid_tp_t *tp;
	const dtrace_usdt_arg_t *ua;
	dtrace_bpf_utake_t c;
	uint32_t a;
	int k, n = 0;

	for (tp = s->ps_tps; tp != NULL; tp = tp->tp_next) {
		a = DTRACE_UCTX_STRARGS(dtrace_probe_uctx(tp->tp_probe->pp_id));
		for (k = 0; k < 6 && a != 0; k++) {
			if (!(a & (1U << k)))
				continue;
			memset(&c, 0, sizeof (c));
			c.but_base = c.but_index = -1;
			c.but_str = 1;
			switch (tp->tp_probe->pp_kind) {
			case DTRACE_PIDSPEC_RETURN:
				c.but_base = k == 1 ? PID_REGWORD(rax) : -1;
				break;
			case DTRACE_PIDSPEC_USDT:
				ua = tp->tp_args != NULL && (uint32_t)k <
				    tp->tp_probe->pp_nargs ? &tp->tp_args[k] :
				    NULL;
				if (ua != NULL && ua->dua_kind ==
				    DTRACE_USDT_ARG_REG && ua->dua_shift == 0)
					c.but_base =
					    pid_usdt_regword(ua->dua_base);
				else if (ua != NULL && (ua->dua_size == 8 ||
				    ua->dua_size == -8))
					(void) pid_usdt_memtake(ua, &c);
				break;
			default:
				c.but_base = argword[k];
				break;
			}
			if (c.but_base >= 0 || c.but_mem)
				pid_take_add(src, &n, &c);
		}
	}
	for (tp = s->ps_tps; tp != NULL; tp = tp->tp_next) {
		if (tp->tp_probe->pp_kind != DTRACE_PIDSPEC_USDT ||
		    tp->tp_args == NULL)
			continue;
		for (k = 0; k < 5 && (uint32_t)k < tp->tp_probe->pp_nargs;
		    k++) {
			memset(&c, 0, sizeof (c));
			c.but_base = c.but_index = -1;
			if (pid_usdt_memtake(&tp->tp_args[k], &c))
				pid_take_add(src, &n, &c);
		}
	}
	return (n);
}

/*
 * Write the breakpoint of @s into the process, or, when kernel capture
 * takes the site (dtrace_bpf_usite_add), have the kernel plant a uprobe
 * there: the thread is not stopped, the probes fire from the captured
 * registers and strings; 0 or -1.
 */
static int
pid_site_insert(pid_prov_t *pv, pid_site_t *s)
{
	dtrace_uproc_t *p = dtrace_uproc_byid(pv->pv_pid);
	dtrace_bpf_utake_t src[DTRACE_BPF_USITE_NSTR];
	uint8_t b = PID_INT3;
	int k, n;

	if (s->ps_inserted) {
		if (s->ps_kernel) {	/* another probe: what it reads */
			n = pid_site_takes(s, src);
			dtrace_bpf_usite_set(s->ps_ksite, 1, pid_site_uctx(s),
			    src, n);
		}
		return (0);
	}
	if (p == NULL || pv->pv_retired)
		return (-1);
	if (dtrace_uproc_read(p, (uintptr_t)s->ps_addr, &s->ps_orig, 1) != 0)
		return (-1);
	if (s->ps_orig == PID_INT3)
		return (-1);		/* someone else's breakpoint */
	memset(s->ps_insn, 0, sizeof (s->ps_insn));
	if (dtrace_uproc_read(p, (uintptr_t)s->ps_addr, s->ps_insn, 15) != 0 &&
	    dtrace_uproc_read(p, (uintptr_t)s->ps_addr, s->ps_insn, 8) != 0)
		s->ps_insn[0] = s->ps_orig;
	pid_classify(s);
	if (!s->ps_internal && (k = dtrace_bpf_usite_add(pv->pv_pid,
	    s->ps_addr, pid_site_uctx(s))) >= 0) {
		s->ps_kernel = 1;
		s->ps_ksite = k;
		s->ps_inserted = 1;
		n = pid_site_takes(s, src);
		dtrace_bpf_usite_set(k, 1, pid_site_uctx(s), src, n);
		return (0);
	}
	/* marked first: should dtrace die now, the cleanup restores it */
	s->ps_inserted = 1;
	if (dtrace_uproc_write(p, (uintptr_t)s->ps_addr, &b, 1) != 0) {
		s->ps_inserted = 0;
		return (-1);
	}
	return (0);
}

static void
pid_site_remove(pid_prov_t *pv, pid_site_t *s, dtrace_uproc_t *p)
{
	if (!s->ps_inserted)
		return;
	if (s->ps_kernel) {	/* the kernel takes its uprobe out */
		dtrace_bpf_usite_remove(s->ps_ksite);
		s->ps_kernel = 0;
		s->ps_inserted = 0;
		return;
	}
	if (p == NULL)
		p = dtrace_uproc_byid(pv->pv_pid);
	if (p != NULL)
		(void) dtrace_uproc_write(p, (uintptr_t)s->ps_addr, &s->ps_orig,
		    1);
	s->ps_inserted = 0;
	pid_note_removed(pv, s->ps_addr);
}

/* ---- probe creation (control path, from libdtrace) --------------------- */

int
dtrace_pidprov_prepare(pid_t pid)
{
	dtrace_uproc_t *p = dtrace_uproc_byid(pid);

	if (p == NULL)
		return (ESRCH);
	return (dtrace_uproc_advance(p));
}

/*
 * The provider state of process @pid, made on first use; registered with
 * the framework (@reg) only once a probe is made in it: the watch
 * breakpoints alone (dtrace_pidprov_watch_*) need no framework, and on a
 * kernel backend the in-process one is never started.
 */
static int
pid_prov_get(pid_t pid, int reg, pid_prov_t **pvp)
{
	char name[DTRACE_PROVNAMELEN];
	dtrace_provider_id_t pvid;
	pid_prov_t *pv, *made = NULL;
	int err;

	if (dtrace_uproc_byid(pid) == NULL)
		return (ESRCH);
	dtrace_uproc_mutex_enter(&pidprov_lock);
	if ((pv = pid_prov_find(pid)) == NULL) {
		pthread_mutex_unlock(&pidprov_lock);
		if ((made = calloc(1, sizeof (*made))) == NULL)
			return (ENOMEM);
		made->pv_pid = pid;
		dtrace_uproc_mutex_enter(&pidprov_lock);
		if ((pv = pid_prov_find(pid)) == NULL) {
			pv = made;
			made = NULL;
			pv->pv_next = pidprov_list;
			pidprov_list = pv;
		}
	}
	pthread_mutex_unlock(&pidprov_lock);
	free(made);		/* another thread made it first */
	if (reg && !pv->pv_registered) {
		/* control path only: no two registrations race */
		snprintf(name, sizeof (name), "pid%d", (int)pid);
		err = dtrace_register(name, &pidprov_attr,
		    DTRACE_PRIV_PROC | DTRACE_PRIV_OWNER, &pidprov_pops, pv,
		    &pvid);
		if (err != 0)
			return (dtrace_os_errno_of(err));
		pv->pv_id = pvid;
		pv->pv_registered = 1;
	}
	*pvp = pv;
	return (0);
}

/*
 * The USDT provider @prov<pid> of @pv, registered on first use: its
 * probes live on @pv's sites, its operations are the pid provider's.
 */
static int
pid_usdt_prov_get(pid_prov_t *pv, const char *prov, dtrace_provider_id_t *idp)
{
	char name[DTRACE_PROVNAMELEN];
	pid_usdtprov_t *up;
	int err;

	if (snprintf(name, sizeof (name), "%s%d", prov, (int)pv->pv_pid) >=
	    (int)sizeof (name))
		return (ENAMETOOLONG);
	dtrace_uproc_mutex_enter(&pidprov_lock);
	for (up = pv->pv_usdt; up != NULL; up = up->up_next) {
		if (strcmp(up->up_name, name) == 0)
			break;
	}
	pthread_mutex_unlock(&pidprov_lock);
	if (up != NULL) {
		*idp = up->up_id;
		return (0);
	}
	if ((up = calloc(1, sizeof (*up))) == NULL)
		return (ENOMEM);
	memcpy(up->up_name, name, sizeof (name));
	if ((err = dtrace_register(name, &pidprov_attr, DTRACE_PRIV_PROC |
	    DTRACE_PRIV_OWNER, &pidprov_pops, pv, &up->up_id)) != 0) {
		free(up);
		return (dtrace_os_errno_of(err));
	}
	dtrace_uproc_mutex_enter(&pidprov_lock);
	up->up_next = pv->pv_usdt;
	pv->pv_usdt = up;
	pthread_mutex_unlock(&pidprov_lock);
	*idp = up->up_id;
	return (0);
}

/*
 * Add @delta to the USDT semaphore (an unsigned short) at @addr of @pv's
 * process @p (NULL: look it up) and to our share of it.  pidprov_lock
 * held.  The process never writes its semaphores; it only reads them.
 */
static void
pid_sem_adjust(pid_prov_t *pv, dtrace_uproc_t *p, uint64_t addr, int delta)
{
	pid_sem_t *sm = NULL;
	uint16_t v;
	size_t i;

	for (i = 0; i < pv->pv_nsems; i++) {
		if (pv->pv_sems[i].sm_addr == addr) {
			sm = &pv->pv_sems[i];
			break;
		}
	}
	if (sm == NULL) {
		if (delta < 0)
			return;
		if (pv->pv_nsems == pv->pv_capsems) {
			size_t ncap = pv->pv_capsems ? pv->pv_capsems * 2 : 16;
			pid_sem_t *n = realloc(pv->pv_sems, ncap * sizeof (*n));

			if (n == NULL)
				return;
			pv->pv_sems = n;
			pv->pv_capsems = ncap;
		}
		sm = &pv->pv_sems[pv->pv_nsems++];
		sm->sm_addr = addr;
		sm->sm_held = 0;
	}
	if (delta < 0 && sm->sm_held < (uint32_t)-delta)
		delta = -(int)sm->sm_held;
	if (delta == 0)
		return;
	if (p == NULL)
		p = dtrace_uproc_byid(pv->pv_pid);
	if (p == NULL || pv->pv_retired ||
	    dtrace_uproc_read(p, (uintptr_t)addr, &v, sizeof (v)) != 0)
		return;
	v = (uint16_t)(v + delta);
	if (dtrace_uproc_write(p, (uintptr_t)addr, &v, sizeof (v)) != 0)
		return;
	sm->sm_held = (uint32_t)((int)sm->sm_held + delta);
}

/* Lower every semaphore of @pv by our share (dtrace lets it go). */
static void
pid_sem_release_all(pid_prov_t *pv, dtrace_uproc_t *p, int gone)
{
	size_t i;

	for (i = 0; i < pv->pv_nsems; i++) {
		if (!gone)
			pid_sem_adjust(pv, p, pv->pv_sems[i].sm_addr,
			    -(int)pv->pv_sems[i].sm_held);
		pv->pv_sems[i].sm_held = 0;
	}
}

/* Plant internal site @kind at @addr of @pv; pidprov_lock held. */
static int
pid_watch(pid_prov_t *pv, uint64_t addr, int kind, uint64_t resolver)
{
	pid_site_t *s;

	if ((s = pid_site_find(pv, addr)) == NULL) {
		if ((s = calloc(1, sizeof (*s))) == NULL)
			return (ENOMEM);
		s->ps_addr = addr;
		s->ps_next = pv->pv_hash[(addr >> 2) % PID_NHASH];
		pv->pv_hash[(addr >> 2) % PID_NHASH] = s;
	}
	s->ps_internal = kind;
	s->ps_resolver = resolver;
	return (pid_site_insert(pv, s) == 0 ? 0 : EIO);
}

int
dtrace_pidprov_watch_maps(pid_t pid, uint64_t addr)
{
	pid_prov_t *pv;
	int err;

	if ((err = pid_prov_get(pid, 0, &pv)) != 0)
		return (err);
	dtrace_uproc_mutex_enter(&pidprov_lock);
	err = pid_watch(pv, addr, PID_INTERNAL_MAPS, 0);
	pthread_mutex_unlock(&pidprov_lock);
	return (err);
}

int
dtrace_pidprov_watch_ifunc(pid_t pid, uint64_t resolver,
    const uint64_t *rets, uint32_t nrets)
{
	pid_prov_t *pv;
	uint32_t i;
	int err;

	if (nrets == 0)
		return (EINVAL);
	if ((err = pid_prov_get(pid, 0, &pv)) != 0)
		return (err);
	dtrace_uproc_mutex_enter(&pidprov_lock);
	for (i = 0; i < nrets && err == 0; i++)
		err = pid_watch(pv, rets[i], PID_INTERNAL_IFUNC, resolver);
	pthread_mutex_unlock(&pidprov_lock);
	return (err);
}

int
dtrace_pidprov_create(const dtrace_pidspec_t *spec)
{
	pid_prov_t *pv;
	pid_probe_t *pp;
	int err;
	dtrace_provider_id_t pvid;

	if (spec->dps_noffs == 0 && !spec->dps_deferred)
		return (EINVAL);
	if ((err = pid_prov_get(spec->dps_pid, 1, &pv)) != 0)
		return (err);
	pvid = pv->pv_id;
	if (spec->dps_kind == DTRACE_PIDSPEC_USDT) {
		if (spec->dps_prov == NULL || spec->dps_deferred ||
		    spec->dps_nargs > DTRACE_USDT_MAXARGS ||
		    (spec->dps_nargs != 0 && spec->dps_args == NULL))
			return (EINVAL);
		if ((err = pid_usdt_prov_get(pv, spec->dps_prov, &pvid)) != 0)
			return (err);
	}
	if (dtrace_probe_lookup(pvid, spec->dps_mod, spec->dps_func,
	    spec->dps_name) != DTRACE_IDNONE)
		return (0);
	if (pv->pv_nprobes >= DTRACE_PIDPROV_MAXPROBES)
		return (ENOSPC);
	if ((pp = calloc(1, sizeof (*pp))) == NULL ||
	    (pp->pp_offs = calloc(spec->dps_noffs + 1, sizeof (uint64_t))) ==
	    NULL) {
		free(pp);
		return (ENOMEM);
	}
	pp->pp_kind = spec->dps_kind;
	pp->pp_prov = pv;
	pp->pp_pvid = pvid;
	if (spec->dps_kind == DTRACE_PIDSPEC_USDT) {
		size_t n = (size_t)spec->dps_noffs * DTRACE_USDT_MAXARGS;

		pp->pp_sem = spec->dps_sem;
		pp->pp_nargs = spec->dps_nargs;
		if ((pp->pp_args = calloc(n, sizeof (*pp->pp_args))) == NULL) {
			free(pp->pp_offs);
			free(pp);
			return (ENOMEM);
		}
		if (spec->dps_args != NULL)
			memcpy(pp->pp_args, spec->dps_args,
			    n * sizeof (*pp->pp_args));
		/* without memory for them, integers as undeclared */
		if (spec->dps_types != NULL && spec->dps_typeslen != 0 &&
		    (pp->pp_types = malloc(spec->dps_typeslen)) != NULL) {
			memcpy(pp->pp_types, spec->dps_types,
			    spec->dps_typeslen);
			pp->pp_typeslen = spec->dps_typeslen;
		}
	}
	pp->pp_addr = spec->dps_addr;
	pp->pp_noffs = spec->dps_noffs;
	if (spec->dps_noffs != 0)	/* a deferred probe has no dps_offs */
		memcpy(pp->pp_offs, spec->dps_offs,
		    spec->dps_noffs * sizeof (uint64_t));
	if (spec->dps_deferred) {
		size_t lm = strlen(spec->dps_mod) + 1;
		size_t lf = strlen(spec->dps_func) + 1;
		size_t ln = strlen(spec->dps_name) + 1;

		pp->pp_noffs = 0;
		if ((pp->pp_names = malloc(lm + lf + ln)) == NULL) {
			free(pp->pp_offs);
			free(pp);
			return (ENOMEM);
		}
		memcpy(pp->pp_names, spec->dps_mod, lm);
		memcpy(pp->pp_names + lm, spec->dps_func, lf);
		memcpy(pp->pp_names + lm + lf, spec->dps_name, ln);
	}
	pp->pp_id = dtrace_probe_create(pvid, spec->dps_mod,
	    spec->dps_func, spec->dps_name, 0, pp);
	if (pp->pp_id == DTRACE_IDNONE) {
		free(pp->pp_types);
		free(pp->pp_args);
		free(pp->pp_names);
		free(pp->pp_offs);
		free(pp);
		return (ENOMEM);
	}
	pv->pv_nprobes++;
	if (spec->dps_deferred) {
		dtrace_uproc_mutex_enter(&pidprov_lock);
		pp->pp_next = pv->pv_deferred;
		pv->pv_deferred = pp;
		pthread_mutex_unlock(&pidprov_lock);
	}
	return (0);
}

int
dtrace_pidprov_resolve(const dtrace_pidspec_t *spec)
{
	pid_prov_t *pv;
	pid_probe_t *pp;
	uint64_t *offs;

	if (spec->dps_noffs == 0)
		return (EINVAL);
	dtrace_uproc_mutex_enter(&pidprov_lock);
	pv = pid_prov_find(spec->dps_pid);
	pthread_mutex_unlock(&pidprov_lock);
	if (pv == NULL)
		return (ESRCH);
	if ((offs = calloc(spec->dps_noffs, sizeof (uint64_t))) == NULL)
		return (ENOMEM);
	memcpy(offs, spec->dps_offs, spec->dps_noffs * sizeof (uint64_t));
	dtrace_uproc_mutex_enter(&pidprov_lock);
	for (pp = pv->pv_deferred; pp != NULL; pp = pp->pp_next) {
		const char *m = pp->pp_names, *f = m + strlen(m) + 1;
		const char *n = f + strlen(f) + 1;

		if (strcmp(m, spec->dps_mod) == 0 &&
		    strcmp(f, spec->dps_func) == 0 &&
		    strcmp(n, spec->dps_name) == 0)
			break;
	}
	if (pp == NULL) {
		pthread_mutex_unlock(&pidprov_lock);
		free(offs);
		return (ENOENT);
	}
	if (pp->pp_noffs == 0) {	/* still deferred */
		free(pp->pp_offs);
		pp->pp_offs = offs;
		pp->pp_addr = spec->dps_addr;
		pp->pp_noffs = spec->dps_noffs;
		if (pp->pp_enabled)
			pid_probe_plant(pv, pp);
	} else {
		free(offs);
	}
	pthread_mutex_unlock(&pidprov_lock);
	return (0);
}

/* ---- provider operations ------------------------------------------------- */

static void
pidprov_enable(void *arg, dtrace_id_t id, void *parg)
{
	pid_prov_t *pv = arg;
	pid_probe_t *pp = parg;

	(void)id;
	dtrace_bpf_usite_prepare();	/* here, not in the tracer process */
	dtrace_uproc_mutex_enter(&pidprov_lock);
	pp->pp_enabled = 1;
	pid_probe_plant(pv, pp);
	if (pp->pp_sem != 0)
		pid_sem_adjust(pv, NULL, pp->pp_sem, 1);
	pthread_mutex_unlock(&pidprov_lock);
}

/*
 * dtps_commit: the clauses of enabled probes changed; a kernel-planted
 * site takes the user stack with each hit only while one of its probes'
 * clauses unwinds it, and becomes a breakpoint when one now acts on the
 * thread where it stands (dtrace_bpf_usite_fits).
 */
static void
pidprov_commit(void *arg)
{
	pid_prov_t *pv = arg;
	pid_site_t *s;
	dtrace_bpf_utake_t src[DTRACE_BPF_USITE_NSTR];
	uint32_t u;
	int h, n;

	dtrace_uproc_mutex_enter(&pidprov_lock);
	for (h = 0; h < PID_NHASH; h++) {
		for (s = pv->pv_hash[h]; s != NULL; s = s->ps_next) {
			if (!s->ps_kernel)
				continue;
			u = pid_site_uctx(s);
			if (dtrace_bpf_usite_fits(u)) {
				n = pid_site_takes(s, src);
				dtrace_bpf_usite_set(s->ps_ksite, 1, u, src,
				    n);
			} else {
				pid_site_remove(pv, s, NULL);
				(void) pid_site_insert(pv, s);
			}
		}
	}
	pthread_mutex_unlock(&pidprov_lock);
}

/* Put @pp on the sites of its offsets and insert them.  Lock held. */
static void
pid_probe_plant(pid_prov_t *pv, pid_probe_t *pp)
{
	uint32_t i;

	for (i = 0; i < pp->pp_noffs; i++) {
		uint64_t a = pp->pp_addr + pp->pp_offs[i];
		pid_site_t *s = pid_site_find(pv, a);
		pid_tp_t *tp;

		if (s == NULL) {
			if ((s = calloc(1, sizeof (*s))) == NULL)
				continue;
			s->ps_addr = a;
			s->ps_next = pv->pv_hash[(a >> 2) % PID_NHASH];
			pv->pv_hash[(a >> 2) % PID_NHASH] = s;
		}
		if ((tp = calloc(1, sizeof (*tp))) == NULL)
			continue;
		tp->tp_probe = pp;
		tp->tp_off = pp->pp_offs[i];
		if (pp->pp_args != NULL)
			tp->tp_args = &pp->pp_args[(size_t)i *
			    DTRACE_USDT_MAXARGS];
		tp->tp_next = s->ps_tps;
		s->ps_tps = tp;
		(void) pid_site_insert(pv, s);
	}
}

static void
pidprov_disable(void *arg, dtrace_id_t id, void *parg)
{
	pid_prov_t *pv = arg;
	pid_probe_t *pp = parg;
	uint32_t i;

	(void)id;
	dtrace_uproc_mutex_enter(&pidprov_lock);
	pp->pp_enabled = 0;
	if (pp->pp_sem != 0)
		pid_sem_adjust(pv, NULL, pp->pp_sem, -1);
	for (i = 0; i < pp->pp_noffs; i++) {
		pid_site_t *s = pid_site_find(pv, pp->pp_addr + pp->pp_offs[i]);
		pid_tp_t **tpp;

		if (s == NULL)
			continue;
		for (tpp = &s->ps_tps; *tpp != NULL; ) {
			pid_tp_t *tp = *tpp;

			if (tp->tp_probe == pp) {
				*tpp = tp->tp_next;
				free(tp);
			} else {
				tpp = &tp->tp_next;
			}
		}
		if (s->ps_tps == NULL && !s->ps_internal)
			pid_site_remove(pv, s, NULL);
	}
	pthread_mutex_unlock(&pidprov_lock);
}

/*
 * Argument types: none for pid probes; a USDT probe's are those its
 * provider declared when our dtrace -G built its object (native and
 * translated, and the native argument each is), else integers of the
 * size and signedness its note gives (dtrace_usdt_getargdesc()).
 */
static void
pidprov_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	pid_probe_t *pp = parg;

	(void)arg;
	(void)id;
	if (pp->pp_kind != DTRACE_PIDSPEC_USDT) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	dtrace_usdt_getargdesc(pp->pp_types, pp->pp_typeslen, pp->pp_args,
	    pp->pp_noffs, pp->pp_nargs, desc);
}

/*
 * The arguments of the USDT probe firing now in this (the tracer) thread,
 * for getargval beyond the fifth.
 */
static __thread uint64_t pid_usdt_vals[DTRACE_USDT_MAXARGS];
static __thread uint32_t pid_usdt_nvals;

/* Register @r (DTRACE_USDT_REG_*) of @regs. */
static uint64_t
pid_usdt_reg(const void *arg, int r)
{
	const struct user_regs_struct *regs = arg;

	switch (r) {
	case DTRACE_USDT_REG_RAX: return (regs->rax);
	case DTRACE_USDT_REG_RBX: return (regs->rbx);
	case DTRACE_USDT_REG_RCX: return (regs->rcx);
	case DTRACE_USDT_REG_RDX: return (regs->rdx);
	case DTRACE_USDT_REG_RSI: return (regs->rsi);
	case DTRACE_USDT_REG_RDI: return (regs->rdi);
	case DTRACE_USDT_REG_RBP: return (regs->rbp);
	case DTRACE_USDT_REG_RSP: return (regs->rsp);
	case DTRACE_USDT_REG_RIP: return (regs->rip);
	case DTRACE_USDT_REG_NONE: return (0);
	default: return (pid_pushreg(regs, r));	/* r8 .. r15 */
	}
}

/*
 * dtrace_usdt_arg_value()'s reader: @arg is the context (the stopped
 * thread, or a hit kernel capture drained: dtrace_uctx_read).
 */
static int
pid_usdt_read(void *arg, uint64_t addr, void *buf, size_t len)
{
	return (arg == NULL ? -1 :
	    dtrace_uctx_read(arg, (uintptr_t)addr, buf, len));
}

/* [P] arguments beyond the fifth: r9, then the caller's stack words. */
static uint64_t
pidprov_getargval(void *arg, dtrace_id_t id, void *parg, int argno,
    int aframes)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();
	pid_probe_t *pp = parg;
	uint64_t v = 0;

	(void)arg;
	(void)id;
	(void)aframes;
	if (pp->pp_kind == DTRACE_PIDSPEC_USDT)
		return (argno >= 0 && (uint32_t)argno < pid_usdt_nvals ?
		    pid_usdt_vals[argno] : 0);
	if (uc == NULL || pp->pp_kind == DTRACE_PIDSPEC_RETURN)
		return (0);
	if (argno == 5)
		return (uc->uc_regs.r9);
	if (argno < 5)
		return (0);
	/* at the entry the return address is at rsp; arg6 at rsp + 8 */
	if (dtrace_uctx_read(uc, (uintptr_t)(uc->uc_regs.rsp +
	    8 * (uint64_t)(argno - 5)), &v, sizeof (v)) != 0)
		return (0);
	return (v);
}

static void
pidprov_destroy(void *arg, dtrace_id_t id, void *parg)
{
	pid_probe_t *pp = parg;

	(void)arg;
	(void)id;
	free(pp->pp_types);
	free(pp->pp_args);
	free(pp->pp_names);
	free(pp->pp_offs);
	free(pp);
}

/* ---- the tracer's hooks -------------------------------------------------- */

/*
 * Single-step @tid once (it is stopped, its registers set).  Stops that
 * are not the step (interrupts, events) are stepped again; a signal is
 * kept in *@resendp to be sent again afterwards.  pidprov_lock held.
 * Returns 0, or -1 if the thread is gone.
 */
static int
pid_singlestep(pid_t tid, int *resendp)
{
	int status, tries;

	for (tries = 0; tries < 16; tries++) {
		if (ptrace(PTRACE_SINGLESTEP, tid, NULL, NULL) != 0)
			return (-1);
		if (waitpid(tid, &status, __WALL) != tid)
			return (-1);
		if (!WIFSTOPPED(status))
			return (-1);	/* exited or killed during the step */
		if (WSTOPSIG(status) == SIGTRAP && (status >> 16) == 0)
			return (0);	/* the step is done */
		if ((status >> 16) != 0)
			continue;	/* an interrupt or event stop: again */
		*resendp = WSTOPSIG(status);	/* a signal: later */
	}
	return (-1);
}

static void
pid_resend(dtrace_uproc_t *p, pid_t tid, int sig)
{
	if (sig != 0)
		(void) syscall(SYS_tgkill, (int)dtrace_uproc_pid(p), (int)tid,
		    sig);
}

/*
 * The out-of-line page of @pv: one anonymous page mapped into the process
 * (PROT_READ | PROT_EXEC) within 2 GiB of @near, by making the stopped
 * thread @tid run mmap(2) through a syscall instruction of the vdso.
 * Returns its address, or 0 (then instructions are stepped in place).
 */
static uint64_t
pid_xol_page(pid_prov_t *pv, dtrace_uproc_t *p, pid_t tid,
    const struct user_regs_struct *cur, uint64_t near)
{
	char path[64], line[256];
	uint64_t lo = 0, hi = 0, sc = 0, a;
	uint8_t buf[8192];
	struct user_regs_struct r;
	int i, resend = 0;
	FILE *fp;

	if (pv->pv_xol != 0 || pv->pv_xolfailed)
		return (pv->pv_xol);
	pv->pv_xolfailed = 1;
	snprintf(path, sizeof (path), "/proc/%d/maps", (int)pv->pv_pid);
	if ((fp = fopen(path, "re")) == NULL)
		return (0);
	while (fgets(line, sizeof (line), fp) != NULL) {
		unsigned long l, h;

		if (strstr(line, "[vdso]") != NULL &&
		    sscanf(line, "%lx-%lx", &l, &h) == 2) {
			lo = l;
			hi = h;
		}
	}
	fclose(fp);
	if (lo == 0 || hi - lo > sizeof (buf) ||
	    dtrace_uproc_read(p, (uintptr_t)lo, buf, hi - lo) != 0)
		return (0);
	for (a = 0; a + 1 < hi - lo; a++) {
		if (buf[a] == 0x0f && buf[a + 1] == 0x05) {
			sc = lo + a;
			break;
		}
	}
	if (sc == 0)
		return (0);
	for (i = 1; i <= 16 && pv->pv_xol == 0; i++) {
		uint64_t hint = ((near & ~0xfffULL) - (uint64_t)i *
		    0x1000000ULL) & ~0xfffULL;

		r = *cur;
		r.rax = 9;			/* mmap */
		r.orig_rax = (uint64_t)-1;
		r.rdi = hint;
		r.rsi = 4096;
		r.rdx = 0x1 | 0x4;		/* PROT_READ | PROT_EXEC */
		r.r10 = 0x02 | 0x20 | 0x100000;	/* PRIVATE|ANON|FIXED_NOREPLACE */
		r.r8 = (uint64_t)-1;
		r.r9 = 0;
		r.rip = sc;
		if (ptrace(PTRACE_SETREGS, tid, NULL, &r) != 0 ||
		    pid_singlestep(tid, &resend) != 0 ||
		    ptrace(PTRACE_GETREGS, tid, NULL, &r) != 0)
			break;
		if (r.rax == hint)
			pv->pv_xol = hint;
	}
	(void) ptrace(PTRACE_SETREGS, tid, NULL, cur);
	pid_resend(p, tid, resend);
	if (pv->pv_xol != 0)
		pv->pv_xolfailed = 0;
	return (pv->pv_xol);
}

/*
 * Step @tid over the instruction of site @s (registers @regs, rip at the
 * site) by executing a copy of it in the out-of-line page: the copy's
 * rip-relative displacement is adjusted, a fall-through comes back after
 * the original, and a call's pushed return address is corrected.  The
 * breakpoint stays in place, so no other thread runs past it unseen.
 * pidprov_lock held.  Returns 0, or -1 to step in place instead.
 */
static int
pid_xol(pid_prov_t *pv, dtrace_uproc_t *p, pid_t tid, pid_site_t *s,
    struct user_regs_struct *regs)
{
	uint8_t insn[16];
	uint64_t xol, back = s->ps_addr + (uint64_t)s->ps_len;
	int resend = 0, rv = 0;

	if (s->ps_len == 0 || (xol = pid_xol_page(pv, p, tid, regs,
	    s->ps_addr)) == 0)
		return (-1);
	memcpy(insn, s->ps_insn, sizeof (s->ps_insn));
	insn[0] = s->ps_orig;
	if (s->ps_dispoff != 0) {
		int64_t d = (int64_t)s->ps_disp + (int64_t)(s->ps_addr - xol);
		int32_t d32 = (int32_t)d;

		if ((int64_t)d32 != d)
			return (-1);
		memcpy(insn + s->ps_dispoff, &d32, sizeof (d32));
	}
	if (dtrace_uproc_write(p, (uintptr_t)xol, insn,
	    (size_t)s->ps_len) != 0)
		return (-1);
	regs->rip = xol;
	if (ptrace(PTRACE_SETREGS, tid, NULL, regs) != 0 ||
	    pid_singlestep(tid, &resend) != 0 ||
	    ptrace(PTRACE_GETREGS, tid, NULL, regs) != 0) {
		rv = 0;		/* the thread is gone; nothing to undo */
		return (rv);
	}
	if (regs->rip == xol + (uint64_t)s->ps_len) {
		regs->rip = back;
	} else if (s->ps_call) {
		/* an indirect call: it pushed the copy's return address */
		(void) dtrace_uproc_write(p, (uintptr_t)regs->rsp, &back,
		    sizeof (back));
	}
	(void) ptrace(PTRACE_SETREGS, tid, NULL, regs);
	pid_resend(p, tid, resend);
	return (0);
}

/* A probe to fire at a site, collected under the lock. */
typedef struct pid_fire {
	dtrace_id_t pf_id;
	int pf_kind;
	uint64_t pf_off;
	const dtrace_usdt_arg_t *pf_args;
	uint32_t pf_nargs;
} pid_fire_t;

/*
 * The probes of site @s to fire for a hit with registers @regs, into
 * @fire (PID_MAXFIRE of them): their number.  Lock held.
 */
static int
pid_fire_collect(const pid_site_t *s, const struct user_regs_struct *regs,
    pid_fire_t *fire)
{
	const pid_tp_t *tp;
	int n = 0, taken;

	/* a jcc out of the function returns only when taken (dtrace_uret.h) */
	taken = dtrace_uret_taken(s->ps_emul == PID_EMUL_JCC ? s->ps_cc :
	    DTRACE_URET_ALWAYS, regs->eflags);
	for (tp = s->ps_tps; tp != NULL && n < PID_MAXFIRE; tp = tp->tp_next) {
		if (tp->tp_probe->pp_kind == DTRACE_PIDSPEC_RETURN && !taken)
			continue;
		fire[n].pf_id = tp->tp_probe->pp_id;
		fire[n].pf_kind = tp->tp_probe->pp_kind;
		fire[n].pf_off = tp->tp_off;
		fire[n].pf_args = tp->tp_args;
		fire[n].pf_nargs = tp->tp_probe->pp_nargs;
		n++;
	}
	return (n);
}

/*
 * Fire the @n probes of @fire for a hit with registers @regs (the probed
 * instruction's), the thread's context entered: entry first, then
 * offsets and returns, in creation order.  Lock not held.
 */
static void
pid_fire(const pid_fire_t *fire, int n, const struct user_regs_struct *regs)
{
	const dtrace_uctx_t *uc = dtrace_uctx_current();
	int i;

	for (i = n - 1; i >= 0; i--) {
		if (fire[i].pf_kind == DTRACE_PIDSPEC_RETURN) {
			dtrace_probe(fire[i].pf_id, fire[i].pf_off, regs->rax,
			    0, 0, 0);
		} else if (fire[i].pf_kind == DTRACE_PIDSPEC_USDT) {
			uint64_t *v = pid_usdt_vals;
			uint32_t j;

			memset(pid_usdt_vals, 0, sizeof (pid_usdt_vals));
			for (j = 0; j < fire[i].pf_nargs &&
			    fire[i].pf_args != NULL; j++)
				v[j] = dtrace_usdt_arg_value(
				    &fire[i].pf_args[j], pid_usdt_reg, regs,
				    pid_usdt_read, (void *)(uintptr_t)uc);
			pid_usdt_nvals = fire[i].pf_nargs;
			dtrace_probe(fire[i].pf_id, v[0], v[1], v[2], v[3],
			    v[4]);
			pid_usdt_nvals = 0;
		} else {
			dtrace_probe(fire[i].pf_id, regs->rdi, regs->rsi,
			    regs->rdx, regs->rcx, regs->r8);
		}
	}
}

void
dtrace_pidprov_fire_captured(pid_t pid, uint64_t addr,
    const struct user_regs_struct *regs)
{
	pid_fire_t fire[PID_MAXFIRE];
	pid_prov_t *pv;
	pid_site_t *s;
	int n = 0;

	dtrace_uproc_mutex_enter(&pidprov_lock);
	if ((pv = pid_prov_find(pid)) != NULL &&
	    (s = pid_site_find(pv, addr)) != NULL && s->ps_kernel)
		n = pid_fire_collect(s, regs, fire);
	pthread_mutex_unlock(&pidprov_lock);
	pid_fire(fire, n, regs);
}

/*
 * Single-step @tid in place over the instruction at site @s: put the
 * original byte back, step, write the breakpoint again.  The fallback
 * when there is no out-of-line page.  pidprov_lock held.
 */
static int
pid_step(dtrace_uproc_t *p, pid_t tid, pid_site_t *s,
    struct user_regs_struct *regs)
{
	uint8_t b = PID_INT3;
	int resend = 0, rv;

	(void) dtrace_uproc_write(p, (uintptr_t)s->ps_addr, &s->ps_orig, 1);
	rv = pid_singlestep(tid, &resend);
	if (s->ps_inserted)
		(void) dtrace_uproc_write(p, (uintptr_t)s->ps_addr, &b, 1);
	if (rv == 0)
		(void) ptrace(PTRACE_GETREGS, tid, NULL, regs);
	if (rv == 0)
		pid_resend(p, tid, resend);
	return (rv);
}

int
dtrace_pidprov_trap(dtrace_uproc_t *p, pid_t tid,
    struct user_regs_struct *regs)
{
	pid_fire_t fire[PID_MAXFIRE];
	uint64_t addr = regs->rip - 1;
	pid_t pid = dtrace_uproc_pid(p);
	dtrace_uctx_t uc;
	int nfire, entered = 0, internal;
	uint64_t resolver;
	pid_prov_t *pv;
	pid_site_t *s;

	dtrace_uproc_mutex_enter(&pidprov_lock);
	if ((pv = pid_prov_find(pid)) == NULL) {
		pthread_mutex_unlock(&pidprov_lock);
		return (0);
	}
	s = pid_site_find(pv, addr);
	if (s == NULL || !s->ps_inserted) {
		if ((s != NULL || pid_removed(pv, addr))) {
			/* our breakpoint, removed since the thread hit it */
			regs->rip = addr;
			(void) ptrace(PTRACE_SETREGS, tid, NULL, regs);
			pthread_mutex_unlock(&pidprov_lock);
			return (1);
		}
		pthread_mutex_unlock(&pidprov_lock);
		return (0);
	}
	internal = s->ps_internal;
	resolver = s->ps_resolver;
	nfire = pid_fire_collect(s, regs, fire);
	pthread_mutex_unlock(&pidprov_lock);
	dtrace_uproc_ctx_init(p, tid, &uc);

	if (internal == PID_INTERNAL_MAPS) {
		/*
		 * the loader's r_debug hook: objects were (un)mapped; hits
		 * of kernel-planted sites unwind and read with the old ones
		 */
		dtrace_bpf_sync();
		dtrace_ustack_forget(pid);
		if (pidprov_mapped_hook != NULL)
			pidprov_mapped_hook(pid);
	} else if (internal == PID_INTERNAL_IFUNC &&
	    pidprov_ifunc_hook != NULL) {
		/* a resolver returns: its choice is in rax */
		pidprov_ifunc_hook(pid, resolver, regs->rax);
	}
	/* the probes see the registers of the breakpoint's instruction */
	regs->rip = addr;
	uc.uc_regs = *regs;
	uc.uc_regsvalid = 1;
	if (dtrace_uctx_current() == NULL) {
		dtrace_uctx_enter(&uc);
		entered = 1;
	}
	pid_fire(fire, nfire, regs);
	if (entered)
		dtrace_uctx_exit();

	dtrace_uproc_mutex_enter(&pidprov_lock);
	if ((pv = pid_prov_find(pid)) != NULL &&
	    (s = pid_site_find(pv, addr)) != NULL && s->ps_inserted) {
		if (pid_emulate(p, s, regs) == 0) {
			(void) ptrace(PTRACE_SETREGS, tid, NULL, regs);
		} else if (s->ps_emul != PID_EMUL_XOL ||
		    pid_xol(pv, p, tid, s, regs) != 0) {
			/* loop/jrcxz, undecodable, or no out-of-line page */
			(void) ptrace(PTRACE_SETREGS, tid, NULL, regs);
			(void) pid_step(p, tid, s, regs);
		}
	} else {
		(void) ptrace(PTRACE_SETREGS, tid, NULL, regs);
	}
	pthread_mutex_unlock(&pidprov_lock);
	return (1);
}

/* Insert every site of an enabled probe of @pv (attach). */
static void
pid_insert_all(pid_prov_t *pv)
{
	int h;

	for (h = 0; h < PID_NHASH; h++) {
		pid_site_t *s;

		for (s = pv->pv_hash[h]; s != NULL; s = s->ps_next) {
			if (s->ps_tps != NULL || s->ps_internal)
				(void) pid_site_insert(pv, s);
		}
	}
}

static void
pid_remove_all(pid_prov_t *pv, dtrace_uproc_t *p, int gone)
{
	int h;

	for (h = 0; h < PID_NHASH; h++) {
		pid_site_t *s;

		for (s = pv->pv_hash[h]; s != NULL; s = s->ps_next) {
			if (gone && !s->ps_kernel)
				s->ps_inserted = 0;
			else
				pid_site_remove(pv, s, p);
		}
	}
}

void
dtrace_pidprov_attach(dtrace_uproc_t *p)
{
	pid_prov_t *pv;

	/* its objects are mapped now: let libdtrace read their symbols */
	dtrace_pidprov_notify_maps(dtrace_uproc_pid(p));

	dtrace_uproc_mutex_enter(&pidprov_lock);
	if ((pv = pid_prov_find(dtrace_uproc_pid(p))) != NULL) {
		pv->pv_attached = 1;
		pid_insert_all(pv);
	}
	pthread_mutex_unlock(&pidprov_lock);
}

void
dtrace_pidprov_detach(dtrace_uproc_t *p, int gone)
{
	pid_prov_t *pv;

	/* hits of kernel-planted sites still in the ring buffer fire first */
	dtrace_bpf_sync();
	dtrace_ustack_forget(dtrace_uproc_pid(p));
	dtrace_uproc_mutex_enter(&pidprov_lock);
	if ((pv = pid_prov_find(dtrace_uproc_pid(p))) != NULL) {
		pid_remove_all(pv, p, gone);
		pid_sem_release_all(pv, p, gone);
		pv->pv_retired = 1;
	}
	pthread_mutex_unlock(&pidprov_lock);
}

void
dtrace_pidprov_exec(dtrace_uproc_t *p)
{
	pid_prov_t *pv;

	/* the old image, and its breakpoints, are gone */
	dtrace_bpf_sync();
	dtrace_ustack_forget(dtrace_uproc_pid(p));
	dtrace_pidprov_notify_maps(dtrace_uproc_pid(p));
	dtrace_uproc_mutex_enter(&pidprov_lock);
	if ((pv = pid_prov_find(dtrace_uproc_pid(p))) != NULL) {
		pid_remove_all(pv, p, 1);
		pid_sem_release_all(pv, p, 1);	/* the new image has its own */
		pv->pv_retired = 1;
	}
	pthread_mutex_unlock(&pidprov_lock);
}

void
dtrace_pidprov_fork(dtrace_uproc_t *parent, dtrace_uproc_t *child)
{
	pid_prov_t *pv;
	int h;

	dtrace_uproc_mutex_enter(&pidprov_lock);
	if ((pv = pid_prov_find(dtrace_uproc_pid(parent))) != NULL) {
		size_t i;

		/* the child is not traced: its semaphores go back down */
		for (i = 0; i < pv->pv_nsems; i++) {
			uint16_t v;

			if (pv->pv_sems[i].sm_held != 0 &&
			    dtrace_uproc_read(child, (uintptr_t)
			    pv->pv_sems[i].sm_addr, &v, sizeof (v)) == 0) {
				v = (uint16_t)(v - pv->pv_sems[i].sm_held);
				(void) dtrace_uproc_write(child, (uintptr_t)
				    pv->pv_sems[i].sm_addr, &v, sizeof (v));
			}
		}
		for (h = 0; h < PID_NHASH; h++) {
			pid_site_t *s;

			for (s = pv->pv_hash[h]; s != NULL; s = s->ps_next) {
				if (s->ps_inserted)
					(void) dtrace_uproc_write(child,
					    (uintptr_t)s->ps_addr, &s->ps_orig,
					    1);
			}
		}
	}
	pthread_mutex_unlock(&pidprov_lock);
}

void
dtrace_pidprov_orphan_restore(pid_t owner, int memfd)
{
	pid_prov_t *pv;
	int h;

	for (pv = pidprov_list; pv != NULL; pv = pv->pv_next) {
		size_t i;

		if (pv->pv_pid != owner || pv->pv_retired)
			continue;
		for (i = 0; i < pv->pv_nsems; i++) {
			uint16_t v;

			if (pv->pv_sems[i].sm_held != 0 && pread(memfd, &v,
			    sizeof (v), (off_t)pv->pv_sems[i].sm_addr) ==
			    (ssize_t)sizeof (v)) {
				v = (uint16_t)(v - pv->pv_sems[i].sm_held);
				(void) pwrite(memfd, &v, sizeof (v),
				    (off_t)pv->pv_sems[i].sm_addr);
			}
		}
		for (h = 0; h < PID_NHASH; h++) {
			pid_site_t *s;

			for (s = pv->pv_hash[h]; s != NULL; s = s->ps_next) {
				if (s->ps_inserted)
					(void) pwrite(memfd, &s->ps_orig, 1,
					    (off_t)s->ps_addr);
			}
		}
	}
}

int
dtrace_pidprov_orphan_ours(pid_t owner, uint64_t addr)
{
	pid_prov_t *pv;

	for (pv = pidprov_list; pv != NULL; pv = pv->pv_next) {
		if (pv->pv_pid == owner && !pv->pv_retired &&
		    (pid_site_find(pv, addr) != NULL || pid_removed(pv, addr)))
			return (1);
	}
	return (0);
}

void
dtrace_pidprov_mapped(dtrace_uproc_t *p)
{
	dtrace_ustack_forget(dtrace_uproc_pid(p));
	if (pidprov_mapped_hook != NULL)
		pidprov_mapped_hook(dtrace_uproc_pid(p));
}
