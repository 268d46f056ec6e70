/*
 * os/linux/user/dtrace_syscall.c -- the syscall provider of the user host:
 * syscall:vmlinux:NAME:entry and :return for every x86-64 Linux system
 * call, for every process through kernel capture, else for the processes
 * under control (dtrace -c / -p and the processes and threads followed
 * from them).  (Dynamic Tracing Guide, "syscall
 * Provider"; names, module and arguments as Oracle Linux DTrace.)
 *
 * Where it sits: the tracer (dtrace_ptrace.c) stops a traced thread at
 * system-call entry and exit (PTRACE_SYSCALL, PTRACE_GET_SYSCALL_INFO),
 * enters the thread's context and calls dtrace_syscall_fire_entry() /
 * _return(); this file maps the system-call number to the probe.
 *
 * Names and numbers: the table dtrace_syscalls.h is GENERATED AT BUILD
 * TIME from the kernel headers (asm/unistd_64.h, every "#define __NR_name
 * number"; see sources.am), so the provider knows exactly the system
 * calls of the headers it was built with, under their kernel names
 * (read, openat, newfstatat, clone3, ...).
 *
 * Arguments: entry: arg0 .. arg5 the raw register arguments (rdi, rsi,
 * rdx, r10, r8, r9), args[] typed as the system call declares them (its
 * tracefs format: the kernel's syscall metadata, as the module's);
 * return: arg0 and arg1 the return value (a negative error is -1 with
 * errno set, as the C library returns it).
 *
 * Every process: when kernel capture serves the provider (os/linux/bpf/:
 * it loads, no -x backend=ptrace), enabling a probe sets it in the
 * capture program's map instead, and the drain thread fires it through
 * dtrace_syscall_fire_captured() for every process; only a probe whose
 * clauses act on the thread in place, beside a process under control,
 * stays the tracer's (syscall_route).
 *
 * Cost: dtrace_syscall_want[] tells the tracer which system calls need a
 * stop; while it is all zero (no syscall probe enabled, no proc probe
 * needing one) traced threads run with PTRACE_CONT and pay nothing.
 *
 * Invariants: probes are created once (the default set); the enabled
 * sets change only in dtps_enable/disable (framework lock held).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dtrace_core.h"
#include "dtrace_uproc.h"
#include "dtrace_uprov.h"
#include "dtrace_bpf.h"	/* kernel capture (os/linux/bpf/) */
#include "dtrace_tracefs.h"

static const struct {
	int nr;
	const char *name;
} syscall_table[] = {
#include "dtrace_syscalls.h"
};

#define SYSCALL_NTABLE	(sizeof (syscall_table) / sizeof (syscall_table[0]))

static dtrace_provider_id_t syscall_id;
static dtrace_id_t syscall_entry_id[DTRACE_SYSCALL_MAX];
static dtrace_id_t syscall_return_id[DTRACE_SYSCALL_MAX];
static const char *syscall_names[DTRACE_SYSCALL_MAX];
static uint64_t syscall_curargs[6];	/* tracer thread: the firing's args */

volatile uint8_t dtrace_syscall_want[DTRACE_SYSCALL_MAX];
/* the probes enabled, by number: bit 0 entry, bit 1 return (dtps_commit) */
static uint8_t syscall_on[DTRACE_SYSCALL_MAX];
static uint8_t syscall_captured[DTRACE_SYSCALL_MAX];	/* by the kernel */
volatile int dtrace_syscall_nstops;

/* parg: the number, times two, plus one for the return probe, plus one. */
#define SYSCALL_PARG(nr, ret)	((void *)(uintptr_t)(((nr) << 1 | (ret)) + 1))
#define SYSCALL_NR(parg)	((long)(((uintptr_t)(parg) - 1) >> 1))
#define SYSCALL_ISRET(parg)	((int)(((uintptr_t)(parg) - 1) & 1))

static void
syscall_want(long nr, uint8_t bit, int on)
{
	uint8_t old, nw;

	if (nr < 0 || nr >= DTRACE_SYSCALL_MAX)
		return;
	old = dtrace_syscall_want[nr];
	nw = on ? (uint8_t)(old | bit) : (uint8_t)(old & ~bit);
	dtrace_syscall_want[nr] = nw;
	if (old == 0 && nw != 0)
		__atomic_fetch_add(&dtrace_syscall_nstops, 1, __ATOMIC_SEQ_CST);
	else if (old != 0 && nw == 0)
		__atomic_fetch_sub(&dtrace_syscall_nstops, 1, __ATOMIC_SEQ_CST);
	if ((old == 0) != (nw == 0))
		dtrace_uproc_mode_changed();
}

void
dtrace_syscall_proc_want(long nr, int on)
{
	syscall_want(nr, DTRACE_SYSWANT_PROC, on);
}

static void
syscall_provide(void *arg, const dtrace_probedesc_t *desc)
{
	size_t i;

	(void)arg;
	if (desc != NULL)
		return;
	for (i = 0; i < SYSCALL_NTABLE; i++) {
		int nr = syscall_table[i].nr;

		if (nr < 0 || nr >= DTRACE_SYSCALL_MAX ||
		    syscall_entry_id[nr] != DTRACE_IDNONE)
			continue;
		syscall_names[nr] = syscall_table[i].name;
		syscall_entry_id[nr] = dtrace_probe_create(syscall_id,
		    "vmlinux", syscall_table[i].name, "entry", 0,
		    SYSCALL_PARG(nr, 0));
		syscall_return_id[nr] = dtrace_probe_create(syscall_id,
		    "vmlinux", syscall_table[i].name, "return", 0,
		    SYSCALL_PARG(nr, 1));
	}
}

/*
 * Kernel capture: enable or refresh (@on) or disable probe @id (system
 * call @nr, @isret), with what its clauses need captured and the test
 * their predicates make first.  1 if kernel capture serves it.
 */
static int
syscall_capture(dtrace_id_t id, long nr, int isret, int on)
{
	dtrace_probe_filter_t f;
	int hasf = on && dtrace_probe_filter(id, &f);

	return (dtrace_bpf_syscall_enable(nr, nr >= 0 &&
	    nr < DTRACE_SYSCALL_MAX ? syscall_names[nr] : NULL, isret, on,
	    on ? dtrace_probe_uctx(id) : 0, hasf ? &f : NULL));
}

/*
 * Serve probe @id (system call @nr, @isret), enabled (@on) or not, by
 * kernel capture (every process) or by the tracer's stops (the processes
 * under control).  Clauses that act on the thread where it stands
 * (copyout(), raise(), stop(): DTRACE_UCTX_INPLACE) go to the tracer
 * when a process is under control (-c, -p), which fires them while the
 * thread waits: fired once drained, they would act after the call.
 */
static void
syscall_route(dtrace_id_t id, long nr, int isret, int on)
{
	uint8_t bit = 1U << isret;
	int inplace = on && dtrace_uproc_controlled() &&
	    (dtrace_probe_uctx(id) & DTRACE_UCTX_INPLACE);
	int bytracer = on;

	if (nr < 0 || nr >= DTRACE_SYSCALL_MAX)
		return;
	if (on && !inplace) {
		if (syscall_capture(id, nr, isret, 1)) {
			syscall_captured[nr] |= bit;
			bytracer = 0;
			dtrace_uprov_late(id, "syscall");
		}
	} else if (syscall_captured[nr] & bit) {
		(void) syscall_capture(id, nr, isret, 0);
		syscall_captured[nr] &= ~bit;
	}
	syscall_want(nr, isret ? DTRACE_SYSWANT_RETURN : DTRACE_SYSWANT_ENTRY,
	    bytracer);
}

int
dtrace_syscall_bytracer(void)
{
	long nr;

	for (nr = 0; nr < DTRACE_SYSCALL_MAX; nr++) {
		if (syscall_on[nr] & ~syscall_captured[nr])
			return (1);
	}
	return (0);
}

static void
syscall_enable(void *arg, dtrace_id_t id, void *parg)
{
	long nr = SYSCALL_NR(parg);

	(void)arg;
	if (nr >= 0 && nr < DTRACE_SYSCALL_MAX)
		syscall_on[nr] |= 1U << SYSCALL_ISRET(parg);
	syscall_route(id, nr, SYSCALL_ISRET(parg), 1);
}

static void
syscall_disable(void *arg, dtrace_id_t id, void *parg)
{
	long nr = SYSCALL_NR(parg);

	(void)arg;
	if (nr >= 0 && nr < DTRACE_SYSCALL_MAX)
		syscall_on[nr] &= ~(1U << SYSCALL_ISRET(parg));
	syscall_route(id, nr, SYSCALL_ISRET(parg), 0);
}

int
dtrace_syscall_format(const char *name, dtrace_syscall_arg_t args[6])
{
	dtrace_tpfield_t f[8];
	char event[128];
	int nf, n = 0, i;
	uint32_t k;

	(void) snprintf(event, sizeof (event), "sys_enter_%s", name);
	if ((nf = dtrace_tracefs_format("syscalls", event, f, 8, NULL)) < 0)
		return (-1);
	memset(args, 0, 6 * sizeof (*args));
	/* the arguments are the 64-bit fields after __syscall_nr */
	for (i = 0; i < nf; i++) {
		if (f[i].dtf_offset < 16 || f[i].dtf_offset >= 16 + 6 * 8 ||
		    (f[i].dtf_offset - 16) % 8 != 0)
			continue;
		k = (f[i].dtf_offset - 16) / 8;
		(void) snprintf(args[k].dsa_name, sizeof (args[k].dsa_name),
		    "%.*s", (int)sizeof (args[k].dsa_name) - 1, f[i].dtf_name);
		(void) snprintf(args[k].dsa_type, sizeof (args[k].dsa_type),
		    "%.*s", (int)sizeof (args[k].dsa_type) - 1, f[i].dtf_type);
		if ((int)k + 1 > n)
			n = (int)k + 1;
	}
	return (n);
}

/*
 * args[] as the module gives them: at entry the system call's own C
 * types (its tracefs format; six uint64_t where there is none), at
 * return two int64_t.
 */
static void
syscall_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	static dtrace_syscall_arg_t fmt[6];
	static long fmtnr = -1;
	static int fmtn;
	long nr = SYSCALL_NR(parg);
	int n = SYSCALL_ISRET(parg) ? 2 : 6;

	(void)arg;
	(void)id;
	/* control path, framework lock held: one system call's at a time */
	if (!SYSCALL_ISRET(parg) && nr >= 0 && nr < DTRACE_SYSCALL_MAX &&
	    syscall_names[nr] != NULL) {
		if (fmtnr != nr) {
			fmtn = dtrace_syscall_format(syscall_names[nr], fmt);
			fmtnr = nr;
		}
		if (fmtn >= 0)
			n = fmtn;
	}
	if (desc->dtargd_ndx < 0 || desc->dtargd_ndx >= n) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	snprintf(desc->dtargd_native, sizeof (desc->dtargd_native), "%s",
	    SYSCALL_ISRET(parg) ? "int64_t" : fmtn >= 0 && fmtnr == nr &&
	    fmt[desc->dtargd_ndx].dsa_type[0] != '\0' ?
	    fmt[desc->dtargd_ndx].dsa_type : "uint64_t");
	desc->dtargd_mapping = desc->dtargd_ndx;
}

static uint64_t
syscall_getargval(void *arg, dtrace_id_t id, void *parg, int argno,
    int aframes)
{
	(void)arg;
	(void)id;
	(void)aframes;
	if (SYSCALL_ISRET(parg) || argno < 0 || argno >= 6)
		return (0);
	return (syscall_curargs[argno]);
}

void
dtrace_syscall_fire_entry(long nr, const uint64_t args[6])
{
	if (nr < 0 || nr >= DTRACE_SYSCALL_MAX ||
	    !(dtrace_syscall_want[nr] & DTRACE_SYSWANT_ENTRY))
		return;
	memcpy(syscall_curargs, args, sizeof (syscall_curargs));
	dtrace_probe(syscall_entry_id[nr], args[0], args[1], args[2],
	    args[3], args[4]);
}

void
dtrace_syscall_fire_return(long nr, int64_t rval)
{
	if (nr < 0 || nr >= DTRACE_SYSCALL_MAX ||
	    !(dtrace_syscall_want[nr] & DTRACE_SYSWANT_RETURN))
		return;
	if (rval < 0 && rval >= -4095)
		rval = -1;
	dtrace_probe(syscall_return_id[nr], (uint64_t)rval, (uint64_t)rval,
	    0, 0, 0);
}

void
dtrace_syscall_fire_captured(long nr, int isret, const uint64_t args[6],
    int64_t rval)
{
	if (nr < 0 || nr >= DTRACE_SYSCALL_MAX ||
	    syscall_entry_id[nr] == DTRACE_IDNONE)
		return;
	if (isret) {
		if (rval < 0 && rval >= -4095)
			rval = -1;
		dtrace_probe(syscall_return_id[nr], (uint64_t)rval,
		    (uint64_t)rval, 0, 0, 0);
		return;
	}
	memcpy(syscall_curargs, args, sizeof (syscall_curargs));
	dtrace_probe(syscall_entry_id[nr], args[0], args[1], args[2],
	    args[3], args[4]);
}

/* Stability as the reference documents for syscall. */
static const dtrace_pattr_t syscall_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_COMMON },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_COMMON },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
};

/*
 * dtps_commit: an enabling changed the clauses of enabled probes (a
 * second clause on a probe enabled already calls no dtps_enable): what
 * serves each (a clause that acts in place moves it to the tracer), what
 * kernel capture takes for it, and its filter, again.
 */
static void
syscall_commit(void *arg)
{
	long nr;

	(void)arg;
	for (nr = 0; nr < DTRACE_SYSCALL_MAX; nr++) {
		if (syscall_on[nr] & 1)
			syscall_route(syscall_entry_id[nr], nr, 0, 1);
		if (syscall_on[nr] & 2)
			syscall_route(syscall_return_id[nr], nr, 1, 1);
	}
}

static const dtrace_pops_t syscall_pops = {
	syscall_provide,
	syscall_enable,
	syscall_disable,
	syscall_getargdesc,
	syscall_getargval,
	NULL,
	syscall_commit,
};

int
dtrace_syscall_init(void)
{
	int err;

	err = dtrace_register("syscall", &syscall_attr,
	    DTRACE_PRIV_USER | DTRACE_PRIV_PROC, &syscall_pops, NULL,
	    &syscall_id);
	if (err != 0)
		return (err);
	syscall_provide(NULL, NULL);
	return (0);
}
