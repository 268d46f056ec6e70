/*
 * os/linux/user/dtrace_fbtprov.c -- the fbt provider of the user host:
 * fbt:MODULE:FUNCTION:entry and :return for every kernel function
 * ftrace can patch (tracefs available_filter_functions), MODULE being
 * "vmlinux" or the loadable module's name, as dtrace.ko names them, every
 * process's calls, through kernel capture: a kprobe (entry) or kretprobe
 * (return) a probe, running os/linux/bpf/dtrace_bpf_fbt.bpf.c.  Only on
 * kernels that have kprobes (the perf kprobe PMU); elsewhere the provider
 * is not registered and a description naming fbt says why (dt_cc.c).
 * (Dynamic Tracing Guide, "fbt Provider".)
 *
 * Arguments, as the module gives them: at entry arg0 .. arg5 are rdi,
 * rsi, rdx, rcx, r8, r9; at return arg0 is 0 (a kretprobe does not know
 * the returning instruction) and arg1 the return value (rax).  Their
 * types are uint64_t; libdtrace types args[] of vmlinux functions from the
 * kernel's BTF (dt_cook.c).  The clauses run in user space: what they
 * read of kernel memory through a pointer argument cannot be had.
 *
 * Where it sits: probes are made on demand (dtps_provide) from the
 * function table, read once; a probe's first enable gives it a slot
 * (the cookie, below DTRACE_BPF_FBT_NSLOTS) and attaches the program
 * (dtrace_bpf_fbt_attach), for good: disabling it turns its capture off,
 * since the kernel's detach is slow; the drain thread fires it through
 * dtrace_fbtprov_fire_captured() in the context of the thread the call
 * happened in.  A function the kernel refuses (its kprobe blacklist) is
 * counted, and the run fails only when every attach failed.
 *
 * Invariants: the function table and a slot, once made, never change or
 * go away (the drain thread reads them without a lock); a slot is
 * published (release) before its link can fire.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <fnmatch.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dtrace_core.h"
#include "dtrace_uprov.h"
#include "dtrace_tracefs.h"
#include "dtrace_bpf.h"
#include "dtrace_bpf_capture.h"		/* DTRACE_BPF_FBT_NSLOTS */

/* Where the kernel says it has kprobes for perf (and so for BPF). */
#define FBT_KPROBE_PMU	"/sys/bus/event_source/devices/kprobe/type"

#define FBT_NARGS	6		/* register arguments on x86-64 */

/* The struct pt_regs words of the arguments, and of the return value. */
static const int fbt_argword[FBT_NARGS] = { 14, 13, 12, 11, 9, 8 };
#define FBT_RAX		10

typedef struct fbt_func {
	char *ff_name;
	char *ff_mod;			/* "vmlinux" or the module */
	dtrace_id_t ff_id[2];		/* entry, return; DTRACE_IDNONE */
	int32_t ff_slot[2];		/* -1 until first enabled */
	void *ff_link[2];		/* once enabled: kept until exit */
	int ff_on[2];
} fbt_func_t;

static dtrace_provider_id_t fbt_id;
static fbt_func_t *fbt_funcs;
static size_t fbt_nfuncs;
static int fbt_read, fbt_all_made;
/* slot -> function index * 2 + 1 for return; written before the attach */
static uint32_t fbt_slotof[DTRACE_BPF_FBT_NSLOTS];
static uint32_t fbt_nslots;

/* The drain thread's arguments of one firing (arg5: dtps_getargval). */
static uint64_t fbt_args[FBT_NARGS];

/* Read the function table once: "NAME" or "NAME [MODULE]" a line. */
static void
fbt_table(void)
{
	const char *root = dtrace_tracefs_root();
	char path[512], *line = NULL, *sp, *mod;
	size_t cap = 0, n = 0, tcap = 0;
	fbt_func_t *t = NULL, *nt;
	FILE *fp;

	if (fbt_read)
		return;
	fbt_read = 1;
	if (root == NULL)
		return;
	(void) snprintf(path, sizeof (path), "%s/available_filter_functions",
	    root);
	if ((fp = fopen(path, "re")) == NULL)
		return;
	while (getline(&line, &cap, fp) > 0) {
		line[strcspn(line, "\n")] = '\0';
		mod = "vmlinux";
		if ((sp = strchr(line, ' ')) != NULL) {
			*sp++ = '\0';
			if (sp[0] == '[' && strchr(sp, ']') != NULL) {
				mod = sp + 1;
				*strchr(mod, ']') = '\0';
			}
		}
		if (line[0] == '\0' || strlen(line) >= DTRACE_FUNCNAMELEN ||
		    strlen(mod) >= DTRACE_MODNAMELEN)
			continue;
		if (n == tcap) {
			tcap = tcap != 0 ? 2 * tcap : 4096;
			if ((nt = realloc(t, tcap * sizeof (*t))) == NULL)
				break;
			t = nt;
		}
		memset(&t[n], 0, sizeof (t[n]));
		t[n].ff_name = strdup(line);
		t[n].ff_mod = strcmp(mod, "vmlinux") == 0 ? "vmlinux" :
		    strdup(mod);
		if (t[n].ff_name == NULL || t[n].ff_mod == NULL)
			break;
		t[n].ff_id[0] = t[n].ff_id[1] = DTRACE_IDNONE;
		t[n].ff_slot[0] = t[n].ff_slot[1] = -1;
		n++;
	}
	free(line);
	(void) fclose(fp);
	fbt_funcs = t;
	fbt_nfuncs = n;
}

/* Does description part @pat (empty: any) match @s? */
static int
fbt_match(const char *pat, const char *s)
{
	return (pat[0] == '\0' || fnmatch(pat, s, 0) == 0);
}

/*
 * Make the probes @desc can match.  A name the kernel lists twice
 * (static functions of one name) gets the probes of its first instance.
 */
static void
fbt_provide(void *arg, const dtrace_probedesc_t *desc)
{
	static const char *const names[2] = { "entry", "return" };
	int want[2];
	size_t i;
	int r;

	(void)arg;
	if (desc == NULL || fbt_all_made ||
	    !fbt_match(desc->dtpd_provider, "fbt"))
		return;
	/* before the table: BEGIN and the like name no fbt probe */
	for (r = 0; r < 2; r++)
		want[r] = fbt_match(desc->dtpd_name, names[r]);
	if (!want[0] && !want[1])
		return;
	fbt_table();
	for (i = 0; i < fbt_nfuncs; i++) {
		fbt_func_t *f = &fbt_funcs[i];

		if (!fbt_match(desc->dtpd_func, f->ff_name) ||
		    !fbt_match(desc->dtpd_mod, f->ff_mod))
			continue;
		for (r = 0; r < 2; r++) {
			if (!want[r] || f->ff_id[r] != DTRACE_IDNONE ||
			    dtrace_probe_lookup(fbt_id, f->ff_mod, f->ff_name,
			    names[r]) != DTRACE_IDNONE)
				continue;
			f->ff_id[r] = dtrace_probe_create(fbt_id, f->ff_mod,
			    f->ff_name, names[r], 0,
			    (void *)(uintptr_t)(2 * i + (size_t)r));
		}
	}
	if (desc->dtpd_mod[0] == '\0' && desc->dtpd_func[0] == '\0' &&
	    desc->dtpd_name[0] == '\0')
		fbt_all_made = 1;
}

/* Enable (@on) or disable the probe @parg (function * 2 + return). */
static void
fbt_set(dtrace_id_t id, uintptr_t parg, int on)
{
	fbt_func_t *f = &fbt_funcs[parg / 2];
	int r = (int)(parg & 1);
	dtrace_probe_filter_t pf;
	int hasf = on && dtrace_probe_filter(id, &pf);

	f->ff_on[r] = on;
	if (on)
		dtrace_uprov_late(id, "fbt");
	if (f->ff_link[r] != NULL) {
		dtrace_bpf_fbt_set((uint32_t)f->ff_slot[r], on,
		    hasf ? &pf : NULL);
		return;
	}
	if (!on)
		return;
	if (f->ff_slot[r] < 0) {
		if (fbt_nslots == DTRACE_BPF_FBT_NSLOTS) {
			/* refused, counted (the slot is out of range) */
			(void) dtrace_bpf_fbt_attach(f->ff_name, r,
			    DTRACE_BPF_FBT_NSLOTS, NULL);
			return;
		}
		fbt_slotof[fbt_nslots] = (uint32_t)parg;
		__atomic_store_n(&f->ff_slot[r], (int32_t)fbt_nslots,
		    __ATOMIC_RELEASE);
		fbt_nslots++;
	}
	f->ff_link[r] = dtrace_bpf_fbt_attach(f->ff_name, r,
	    (uint32_t)f->ff_slot[r], hasf ? &pf : NULL);
}

static void
fbt_enable(void *arg, dtrace_id_t id, void *parg)
{
	(void)arg;
	fbt_set(id, (uintptr_t)parg, 1);
}

static void
fbt_disable(void *arg, dtrace_id_t id, void *parg)
{
	(void)arg;
	fbt_set(id, (uintptr_t)parg, 0);
}

/* dtps_commit: the clauses of enabled probes may have changed. */
static void
fbt_commit(void *arg)
{
	uint32_t s;

	(void)arg;
	for (s = 0; s < fbt_nslots; s++) {
		fbt_func_t *f = &fbt_funcs[fbt_slotof[s] / 2];
		int r = (int)(fbt_slotof[s] & 1);

		if (f->ff_on[r] && f->ff_link[r] != NULL)
			fbt_set(f->ff_id[r], fbt_slotof[s], 1);
	}
}

static void
fbt_getargdesc(void *arg, dtrace_id_t id, void *parg, dtrace_argdesc_t *desc)
{
	int n = ((uintptr_t)parg & 1) ? 2 : FBT_NARGS;

	(void)arg;
	(void)id;
	if (desc->dtargd_ndx < 0 || desc->dtargd_ndx >= n) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	(void) snprintf(desc->dtargd_native, sizeof (desc->dtargd_native),
	    "uint64_t");
	desc->dtargd_mapping = desc->dtargd_ndx;
}

static uint64_t
fbt_getargval(void *arg, dtrace_id_t id, void *parg, int argno, int aframes)
{
	(void)arg;
	(void)id;
	(void)parg;
	(void)aframes;
	return (argno >= 0 && argno < FBT_NARGS ? fbt_args[argno] : 0);
}

void
dtrace_fbtprov_fire_captured(uint32_t slot, const uint64_t *regs)
{
	const fbt_func_t *f;
	int r, i;

	if (slot >= DTRACE_BPF_FBT_NSLOTS ||
	    slot >= __atomic_load_n(&fbt_nslots, __ATOMIC_ACQUIRE))
		return;
	f = &fbt_funcs[fbt_slotof[slot] / 2];
	r = (int)(fbt_slotof[slot] & 1);
	if (r) {
		memset(fbt_args, 0, sizeof (fbt_args));
		fbt_args[1] = regs[FBT_RAX];
	} else {
		for (i = 0; i < FBT_NARGS; i++)
			fbt_args[i] = regs[fbt_argword[i]];
	}
	dtrace_probe(f->ff_id[r], fbt_args[0], fbt_args[1], fbt_args[2],
	    fbt_args[3], fbt_args[4]);
}

/* Stability as the reference, and dtrace.ko's fbt, give it. */
static const dtrace_pattr_t fbt_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
};

static const dtrace_pops_t fbt_pops = {
	fbt_provide,
	fbt_enable,
	fbt_disable,
	fbt_getargdesc,
	fbt_getargval,
	NULL,
	fbt_commit,
};

int
dtrace_fbtprov_init(void)
{
#ifdef DTRACE_HAVE_BPF
	if (access(FBT_KPROBE_PMU, R_OK) != 0 || dtrace_tracefs_root() == NULL)
		return (0);		/* no kprobes: no fbt */
	return (dtrace_register("fbt", &fbt_attr, DTRACE_PRIV_KERNEL,
	    &fbt_pops, NULL, &fbt_id));
#else
	(void)fbt_pops;
	(void)fbt_attr;
	return (0);
#endif
}
