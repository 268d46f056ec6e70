// SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
/*
 * os/linux/kernel/dtrace_syscall.c -- the module's syscall provider:
 * syscall:vmlinux:NAME:entry and :return for every native (x86-64) system
 * call of every process.  (Dynamic Tracing Guide, "syscall Provider";
 * names, module and arguments as Oracle Linux DTrace.)
 *
 * Where it sits: dtrace_dev.c registers it after the framework is up
 * (dtrace_syscall_init) and removes it before teardown.  The probes fire
 * from the kernel's raw_syscalls tracepoints sys_enter and sys_exit, whose
 * handlers this file registers with tracepoint_probe_register() only
 * while at least one entry (resp. return) probe is enabled: with none
 * enabled, a system call pays nothing but the tracepoint's static branch.
 * The handler looks the system-call number up in a table of enabled probe
 * IDs and returns at once when that call's probe is not enabled.
 *
 * Names and argument types: the kernel's own system-call metadata (the
 * struct syscall_metadata of every SYSCALL_DEFINE, indexed by number in
 * the unexported array `syscalls_metadata`, found through kallsyms at
 * load).  A call's name is the metadata's name without "sys_", which is
 * also the name of its syscalls:sys_enter_NAME trace event -- the name
 * Oracle Linux DTrace gives the probe (newuname, newfstat, newfstatat,
 * pread64, ...).  A number without metadata has no probe.  args[] take
 * the metadata's C types with the "__user" annotations removed
 * ("const char *", "size_t", "struct stat *"), which the consumer
 * resolves against the kernel's BTF.
 *
 * Arguments: entry: arg0 .. arg5 the raw register arguments (arg5 through
 * dtps_getargval, from a per-CPU copy made before the firing); return:
 * arg0 and arg1 the return value, -1 for a failed call (an error in
 * -4095..-1) whose error is then in errno (dtrace_os_errno reads it from
 * the thread's register frame), as the user host reports it.
 *
 * Compat (32-bit and x32) system calls are not traced: their numbers
 * index other tables, and the handlers ignore them (in_compat_syscall).
 *
 * Invariants: the probes are created once, at registration.  The enabled
 * tables and the registration counts change only in dtps_enable/disable
 * (framework lock held); the handlers only read the tables.  The
 * tracepoint handlers run with preemption disabled, so the per-CPU
 * argument copy stays the firing's until dtrace_probe() returns.
 */
#define pr_fmt(fmt)	"dtrace: " fmt	/* the one prefix of the module's lines */

#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/percpu.h>
#include <linux/string.h>
#include <linux/tracepoint.h>
#include <linux/compat.h>
#include <linux/err.h>
#include <asm/syscall.h>
#include <asm/unistd.h>
#include <trace/syscall.h>

#include "dtrace_core.h"
#include "dtrace_os_linux.h"

#define SC_NR		NR_syscalls
#define SC_NARGS	6

/* parg: the number, times two, plus one for the return probe, plus one. */
#define SC_PARG(nr, ret)	((void *)(uintptr_t)(((nr) << 1 | (ret)) + 1))
#define SC_NUM(parg)		((long)(((uintptr_t)(parg) - 1) >> 1))
#define SC_ISRET(parg)		((int)(((uintptr_t)(parg) - 1) & 1))

static dtrace_provider_id_t sc_prov;
static struct syscall_metadata **sc_meta;	/* [SC_NR], the kernel's */
static struct tracepoint *sc_tp_enter, *sc_tp_exit;
static dtrace_id_t sc_on[2][SC_NR];	/* enabled probe IDs: [ret][nr] */
static int sc_nenabled[2];		/* enabled probes, entry / return */
static bool sc_registered[2];
static DEFINE_PER_CPU(unsigned long [SC_NARGS], sc_args);

/* ---- probe context ----------------------------------------------------- */

static void sc_enter(void *data, struct pt_regs *regs, long nr)
{
	unsigned long *a;
	dtrace_id_t id;

	(void)data;
	if ((unsigned long)nr >= SC_NR || in_compat_syscall())
		return;
	id = READ_ONCE(sc_on[0][nr]);
	if (id == DTRACE_IDNONE)
		return;
	a = *this_cpu_ptr(&sc_args);
	syscall_get_arguments(current, regs, a);
	dtrace_probe(id, a[0], a[1], a[2], a[3], a[4]);
}

static void sc_exit(void *data, struct pt_regs *regs, long ret)
{
	long nr = syscall_get_nr(current, regs);
	dtrace_id_t id;

	(void)data;
	if ((unsigned long)nr >= SC_NR || in_compat_syscall())
		return;
	id = READ_ONCE(sc_on[1][nr]);
	if (id == DTRACE_IDNONE)
		return;
	if (IS_ERR_VALUE(ret))
		ret = -1;
	dtrace_probe(id, (uint64_t)ret, (uint64_t)ret, 0, 0, 0);
}

static uint64_t sc_getargval(void *arg, dtrace_id_t id, void *parg,
    int argno, int aframes)
{
	(void)arg;
	(void)id;
	(void)aframes;
	if (SC_ISRET(parg) || argno < 0 || argno >= SC_NARGS)
		return 0;
	return (*this_cpu_ptr(&sc_args))[argno];
}

/* ---- control path ------------------------------------------------------ */

static void sc_find_tp(struct tracepoint *tp, void *priv)
{
	(void)priv;
	if (strcmp(tp->name, "sys_enter") == 0)
		sc_tp_enter = tp;
	else if (strcmp(tp->name, "sys_exit") == 0)
		sc_tp_exit = tp;
}

/* Register or unregister the handler of kind @ret (0 entry, 1 return). */
static void sc_attach(int ret, bool on)
{
	struct tracepoint *tp = ret ? sc_tp_exit : sc_tp_enter;
	void *fn = ret ? (void *)sc_exit : (void *)sc_enter;
	int err;

	if (tp == NULL || sc_registered[ret] == on)
		return;
	err = on ? tracepoint_probe_register(tp, fn, NULL) :
	    tracepoint_probe_unregister(tp, fn, NULL);
	if (err == 0)
		sc_registered[ret] = on;
	else
		pr_warn_ratelimited("syscall: cannot %sregister %s (%d)\n",
		    on ? "" : "un", tp->name, err);
}

static void sc_enable(void *arg, dtrace_id_t id, void *parg)
{
	long nr = SC_NUM(parg);
	int ret = SC_ISRET(parg);

	(void)arg;
	WRITE_ONCE(sc_on[ret][nr], id);
	if (sc_nenabled[ret]++ == 0)
		sc_attach(ret, true);
}

static void sc_disable(void *arg, dtrace_id_t id, void *parg)
{
	long nr = SC_NUM(parg);
	int ret = SC_ISRET(parg);

	(void)arg;
	(void)id;
	WRITE_ONCE(sc_on[ret][nr], DTRACE_IDNONE);
	if (--sc_nenabled[ret] == 0)
		sc_attach(ret, false);
}

/* @src without its "__user" words and doubled blanks, into @dst. */
static void sc_ctype(char *dst, size_t len, const char *src)
{
	static const char user[] = "__user";
	size_t n = 0;

	while (*src != '\0' && n + 1 < len) {
		if (strncmp(src, user, sizeof (user) - 1) == 0 &&
		    (src[sizeof (user) - 1] == ' ' ||
		    src[sizeof (user) - 1] == '*' ||
		    src[sizeof (user) - 1] == '\0')) {
			src += sizeof (user) - 1;
			continue;
		}
		if (*src == ' ' && (n == 0 || dst[n - 1] == ' ' ||
		    src[1] == '\0')) {
			src++;
			continue;
		}
		dst[n++] = *src++;
	}
	while (n > 0 && dst[n - 1] == ' ')
		n--;
	dst[n] = '\0';
}

static void sc_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	struct syscall_metadata *m = sc_meta[SC_NUM(parg)];
	int ndx = desc->dtargd_ndx;

	(void)arg;
	(void)id;
	if (SC_ISRET(parg)) {
		if (ndx < 0 || ndx >= 2) {
			desc->dtargd_ndx = DTRACE_ARGNONE;
			return;
		}
		strscpy(desc->dtargd_native, "int64_t",
		    sizeof (desc->dtargd_native));
	} else {
		if (ndx < 0 || ndx >= m->nb_args || ndx >= SC_NARGS) {
			desc->dtargd_ndx = DTRACE_ARGNONE;
			return;
		}
		sc_ctype(desc->dtargd_native, sizeof (desc->dtargd_native),
		    m->types[ndx]);
	}
	desc->dtargd_mapping = ndx;
}

/* Stability as the reference documents for syscall. */
static const dtrace_pattr_t sc_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_COMMON },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_COMMON },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
};

static const dtrace_pops_t sc_pops = {
	NULL,
	sc_enable,
	sc_disable,
	sc_getargdesc,
	sc_getargval,
	NULL,
};

/*
 * Create the probes: one pair per system call with metadata whose number
 * is its index (the kernel leaves unimplemented numbers pointing at
 * sys_ni_syscall's metadata, or NULL).
 */
static void sc_create(void)
{
	long nr;

	for (nr = 0; nr < SC_NR; nr++) {
		struct syscall_metadata *m = sc_meta[nr];
		const char *name;

		if (m == NULL || m->syscall_nr != nr || m->name == NULL ||
		    strncmp(m->name, "sys_", 4) != 0 || m->name[4] == '\0')
			continue;
		name = m->name + 4;
		if (dtrace_probe_lookup(sc_prov, "vmlinux", name, "entry") !=
		    DTRACE_IDNONE)
			continue;
		(void)dtrace_probe_create(sc_prov, "vmlinux", name, "entry", 0,
		    SC_PARG(nr, 0));
		(void)dtrace_probe_create(sc_prov, "vmlinux", name, "return",
		    0, SC_PARG(nr, 1));
	}
}

/**
 * dtrace_syscall_init - register the syscall provider and create its
 * probes (see the head of this file).  Without the kernel's system-call
 * metadata or its sys_enter/sys_exit tracepoints the provider is not
 * registered and the module loads without it (logged once).  Returns 0
 * or an errno value of the framework's registration.
 */
int dtrace_syscall_init(void)
{
	unsigned long addr = dtrace_os_ksym("syscalls_metadata");
	int err;

	sc_meta = addr != 0 ? *(struct syscall_metadata ***)addr : NULL;
	for_each_kernel_tracepoint(sc_find_tp, NULL);
	if (sc_meta == NULL || sc_tp_enter == NULL || sc_tp_exit == NULL) {
		pr_info("no system-call metadata or tracepoints: no syscall provider\n");
		return 0;
	}
	err = dtrace_register("syscall", &sc_attr,
	    DTRACE_PRIV_USER, &sc_pops, NULL, &sc_prov);
	if (err != 0)
		return err;
	sc_create();
	return 0;
}

/**
 * dtrace_syscall_fini - unregister the provider (before dtrace_fini());
 * no handler is registered then (no probe enabled), and this waits until
 * none still runs.
 */
void dtrace_syscall_fini(void)
{
	tracepoint_synchronize_unregister();
	if (sc_prov != 0)
		(void)dtrace_unregister(sc_prov);
	sc_prov = 0;
}
