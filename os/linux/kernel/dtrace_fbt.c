// SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
/*
 * os/linux/kernel/dtrace_fbt.c -- the fbt (function boundary tracing)
 * provider of dtrace.ko: fbt:MODULE:FUNCTION:entry and :return for every
 * kernel function ftrace can patch, MODULE being "vmlinux" or the name of
 * the loadable module.  (Dynamic Tracing Guide, "fbt Provider".)
 *
 * Where it sits: registered by dtrace_dev.c after the framework; the
 * framework asks it for probes (fbt_provide), enables them (fbt_enable /
 * fbt_disable only record the wish) and then calls fbt_commit, which arms
 * and disarms the probe sites in one batch.
 *
 * Mechanisms:
 *  - entry: one ftrace_ops (fbt_ops) whose filter is exactly the set of
 *    enabled entry probes, updated by ftrace_set_filter_ips() in chunks of
 *    FBT_CHUNK sites per commit (a code update each, rescheduling in
 *    between), so enabling every fbt probe costs a few dozen code updates,
 *    not one per function.  The ops is registered only while its filter is
 *    not empty (an ftrace_ops with an empty filter would trace everything).
 *    Arguments: arg0 ... arg5 = rdi, rsi, rdx, rcx, r8, r9.
 *  - return: one kretprobe per enabled return probe (the module cannot
 *    reach the kernel's rethook); arg0 = 0 (the returning instruction is
 *    not known to a kretprobe), arg1 = the return value (rax).  Each is a
 *    code update of its own, so at most fbt_return_max (module parameter)
 *    are armed at once; the kernel log says how many were left out.
 *  - Types: getargdesc says "uint64_t" (registers); the consumer types
 *    args[] of vmlinux functions from the kernel's BTF prototypes
 *    (lib/libdtrace/dt_kmod.c, dt_kmod_fbt_argtype), which it has already.
 *  - The function table is built once, in a work item queued at load, by
 *    walking the symbols of the core kernel text (_stext ... _etext) and of
 *    every live module's core text with sprint_symbol(); a function is
 *    listed when its first instruction (after an endbr64, or
 *    the NOP IBT seals one into) is the 5-byte
 *    ftrace call site (a NOP while untraced, a call while traced).  Probes
 *    are created only when a description names them (fbt_provide), so a
 *    listing of every fbt probe is the only thing that creates them all.
 *
 * Safety (enabling every fbt probe must never recurse or crash):
 *  - Nothing of dtrace.ko is listed, nor the functions the probe path or
 *    ftrace/kprobes themselves run (fbt_excluded(), by name prefix); the
 *    kernel refuses kretprobes on its kprobe blacklist (register fails:
 *    that return probe is then never armed).
 *  - The ftrace callback takes ftrace's recursion lock, and fires nothing
 *    in NMI context (dtrace_probe() may be running below it on this CPU),
 *    where RCU is not watching (dtrace_os_sync() is synchronize_rcu), or
 *    in the thread running fbt_commit (the code patching sites is traced
 *    too, and would crawl through thousands of probes).
 *  - A function whose name repeats (static functions of the same name)
 *    gets probes for its first instance only.
 *
 *  - Modules loaded later (a module notifier): at MODULE_STATE_LIVE the
 *    module's core text becomes a late table of its own (fbt_late[]);
 *    an armed site holds its module (try_module_get), so a module never
 *    unloads under an armed probe; at MODULE_STATE_GOING its functions
 *    are marked gone (never armed again) and its probes destroyed
 *    (dtrace_probe_destroy_mod), all but enabled ones, which stay inert.
 *    The same holds for the modules walked at load.
 *
 * Invariants: fbt_tab is written only by the build work, before
 * fbt_ready is set; afterwards only the per-function state bytes and
 * probe ids change, under fbt_lock (arming) or the framework's locks
 * (ids, at provide).  A late table is complete before it is published
 * and is freed only with the provider.  Probe context only reads the
 * tables.
 */
#define pr_fmt(fmt)	"dtrace: " fmt	/* the one prefix of the module's lines */

#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <linux/mutex.h>
#include <linux/ftrace.h>
#include <linux/kprobes.h>
#include <linux/kallsyms.h>
#include <linux/fs.h>
#include <linux/uaccess.h>
#include <linux/sort.h>
#include <linux/workqueue.h>
#include <linux/rcupdate.h>
#include <linux/trace_recursion.h>
#include <linux/preempt.h>
#include <linux/version.h>

#include "dtrace_impl.h"
#include "dtrace_os_linux.h"

#define FBT_NARGS	6		/* register arguments on x86-64 */

/*
 * The core text of module @m: its start, and its size in *@size (6.4
 * split the module's layout into one region per kind of memory).
 */
static unsigned long fbt_mod_text(const struct module *m, unsigned long *size)
{
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)
	*size = m->mem[MOD_TEXT].size;
	return (unsigned long)m->mem[MOD_TEXT].base;
#else
	*size = m->core_layout.text_size;
	return (unsigned long)m->core_layout.base;
#endif
}

/* fbt_func.want bits (framework lock: enable/disable) */
#define FBT_ENTRY_ON	0x01	/* entry probe enabled (wanted armed) */
#define FBT_RET_ON	0x02
/* fbt_func.state bits (fbt_lock: commit) */
#define FBT_ENTRY_ARMED	0x01
#define FBT_RET_ARMED	0x02
#define FBT_ENTRY_BAD	0x04	/* ftrace refused the site */
#define FBT_RET_BAD	0x08	/* the kernel refused the kretprobe */

typedef struct fbt_func {
	unsigned long ip;		/* the ftrace site (after endbr64) */
	unsigned long addr;		/* the function */
	const char *name;		/* in fbt_names */
	uint16_t mod;			/* index into fbt_mods */
	uint8_t want;
	uint8_t state;
	dtrace_id_t entry_id, return_id;
	struct fbt_kretprobe *krp;	/* while the return probe is armed */
} fbt_func_t;

struct fbt_kretprobe {
	struct kretprobe krp;
	fbt_func_t *fn;
};

#define FBT_MAXMODS	1024
static char *fbt_mods[FBT_MAXMODS];	/* [0] = "vmlinux" */
static uint32_t fbt_nmods;

static fbt_func_t *fbt_tab;		/* sorted by ip */
static uint32_t fbt_n, fbt_cap;

/*
 * Modules: the module of fbt_mods[i] while it is loaded (NULL for
 * vmlinux and once it is going), whether it went, how many of its probe
 * sites are armed (a reference on the module is held while any is: it
 * cannot unload under an armed probe, as in the reference), and for a
 * module loaded after dtrace.ko its own table (sorted by ip, never freed
 * before the provider: probe context may be searching it).  Written
 * under fbt_lock; the late table and its size are published before
 * fbt_nmods counts the module.
 */
static struct module *fbt_mptr[FBT_MAXMODS];
static bool fbt_mgone[FBT_MAXMODS];
static uint32_t fbt_marmed[FBT_MAXMODS];
static fbt_func_t *fbt_late[FBT_MAXMODS];
static uint32_t fbt_late_n[FBT_MAXMODS];
static fbt_func_t *fbt_addto;		/* a late table being built */
static uint32_t fbt_addto_n, fbt_addto_cap;
static bool fbt_late_walk;		/* fbt_add adds to fbt_addto */

/* every function: the core table's, then each late module's */
#define	FBT_FOREACH(f, m, i)						\
	for ((m) = 0; (m) < fbt_nmods; (m)++)				\
		for ((i) = 0; (i) < ((m) == 0 ? fbt_n : fbt_late_n[(m)]); \
		    (i)++)						\
			if (((f) = (m) == 0 ? &fbt_tab[(i)] :		\
			    &fbt_late[(m)][(i)]) != NULL)
static char *fbt_names;			/* names, NUL-separated */
static size_t fbt_names_len, fbt_names_cap;
static bool fbt_ready;

static dtrace_provider_id_t fbt_id;
static DEFINE_MUTEX(fbt_lock);		/* arming; fbt_ops' filter */
static bool fbt_ops_registered;
static uint32_t fbt_entry_armed;
static int fbt_dirty;			/* enable/disable since the commit */
static struct task_struct *fbt_committer;	/* fbt_commit runs in it */

static void fbt_build_work(struct work_struct *w);
static DECLARE_WORK(fbt_build, fbt_build_work);

/* ---- the function table (control path, build work) ------------------------- */

/*
 * Functions fbt never lists: what the probe path, ftrace or kprobes run
 * (tracing them could only recurse or be refused), by name prefix.
 */
static const char *const fbt_exclude[] = {
	"ftrace", "__ftrace", "arch_ftrace", "trace_", "__trace_", "tracing_",
	"kprobe", "__kprobe", "kretprobe", "__kretprobe", "arch_kprobe",
	"rethook", "arch_rethook", "__rethook", "rcu_", "__rcu", "irq_work",
	"unwind_", "__unwind", "orc_", "arch_stack_walk", "stack_trace_",
	"copy_from_kernel_nofault", "copy_from_user_nofault",
	"copy_to_user_nofault", "strncpy_from_kernel_nofault",
	"strncpy_from_user_nofault", "__kernel_text_address",
	"kernel_text_address", "core_kernel_text", "is_module_text_address",
	"__module_address", "__module_text_address", "is_bpf_text_address",
	"bpf_ksym_find", "ktime_get_mono_fast_ns", "ktime_get_real_fast_ns",
	"sched_clock", "native_sched_clock", "local_clock", "in_gate_area",
	"get_irq_regs", "preempt_count", "__preempt", "perf_", "__perf",
	"nmi_", "do_nmi", "exc_", "asm_", "native_", "paravirt", "pv_",
	"lockdep", "lock_acquire", "lock_release", "__sanitizer", "__asan",
	"__tsan", "__ubsan", "kmsan", "__x86_indirect", "do_int3",
	"text_poke", "smp_text_poke", "arch_cpu_idle", "default_idle",
	"cpuidle_", "do_idle", "mwait_", "acpi_idle", "intel_idle",
	"poll_idle", "sprint_symbol", "kallsyms_", "__sprint_symbol",
	"dump_stack", "show_stack", "_printk", "printk", "vprintk",
	"__warn", "report_bug", "panic", "die", "oops_",
};

static bool fbt_excluded(const char *name)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(fbt_exclude); i++) {
		if (strncmp(name, fbt_exclude[i], strlen(fbt_exclude[i])) == 0)
			return true;
	}
	/* compiler-split pieces are not function entries */
	return strstr(name, ".cold") != NULL;
}

static bool fbt_sym(unsigned long addr, char *sym, unsigned long *off,
    unsigned long *size);
static char fbt_symbuf2[KSYM_SYMBOL_LEN];	/* the build work only */

/*
 * The ftrace site of the function at @addr: @addr, or @addr + 4 after an
 * endbr64, when the 5 bytes there are the NOP ftrace leaves untraced
 * sites as, or a call (a traced site); else 0.  With IBT (6.12's
 * CONFIG_X86_KERNEL_IBT) the kernel seals the endbr64 of every function
 * whose address is never taken at boot: a 4-byte NOP in its place, the
 * ftrace site still after it.
 */
static unsigned long fbt_site(unsigned long addr)
{
	static const unsigned char endbr[4] = { 0xf3, 0x0f, 0x1e, 0xfa };
	static const unsigned char sealed[4] = { 0x66, 0x0f, 0x1f, 0x00 };
	static const unsigned char nop5[5] = { 0x0f, 0x1f, 0x44, 0x00, 0x00 };
	unsigned char b[9];
	unsigned long off = 0;

	if (copy_from_kernel_nofault(b, (void *)addr, sizeof(b)) != 0)
		return 0;
	if (memcmp(b, endbr, sizeof(endbr)) == 0 ||
	    memcmp(b, sealed, sizeof(sealed)) == 0)
		off = 4;
	if (memcmp(b + off, nop5, sizeof(nop5)) == 0)
		return addr + off;
	if (b[off] == 0xe8) {	/* a traced site calls ftrace's code */
		int32_t rel;
		unsigned long to, o, size;

		memcpy(&rel, b + off + 1, sizeof(rel));
		to = addr + off + 5 + (long)rel;
		if (!fbt_sym(to, fbt_symbuf2, &o, &size) ||
		    strncmp(fbt_symbuf2, "ftrace_", 7) == 0 ||
		    strncmp(fbt_symbuf2, "__fentry__", 10) == 0)
			return addr + off;
	}
	return 0;
}

static const char *fbt_name_add(const char *name)
{
	size_t len = strlen(name) + 1;

	if (fbt_names_len + len > fbt_names_cap) {
		size_t ncap = max_t(size_t, fbt_names_cap * 2, 1 << 20);
		char *n = kvmalloc(ncap, GFP_KERNEL | __GFP_NOWARN);

		if (n == NULL)
			return NULL;
		/*
		 * Entries point into the old pool: move them to the new one.
		 * (Only the build work runs here, before fbt_ready.)
		 */
		if (fbt_names != NULL) {
			uint32_t i;

			memcpy(n, fbt_names, fbt_names_len);
			for (i = 0; i < fbt_n; i++)
				fbt_tab[i].name = n + (fbt_tab[i].name - fbt_names);
			kvfree(fbt_names);
		}
		fbt_names = n;
		fbt_names_cap = ncap;
	}
	memcpy(fbt_names + fbt_names_len, name, len);
	fbt_names_len += len;
	return fbt_names + fbt_names_len - len;
}

static void fbt_add(unsigned long addr, const char *name, uint16_t mod)
{
	unsigned long ip;
	fbt_func_t *f;

	if (strlen(name) >= DTRACE_FUNCNAMELEN || fbt_excluded(name))
		return;
	if ((ip = fbt_site(addr)) == 0)
		return;
	if (fbt_late_walk) {
		/* a module loaded after dtrace.ko: its own table and names */
		if (fbt_addto_n == fbt_addto_cap) {
			uint32_t ncap = fbt_addto_cap == 0 ? 256 :
			    fbt_addto_cap * 2;
			fbt_func_t *n = kvmalloc_array(ncap, sizeof(*n),
			    GFP_KERNEL | __GFP_NOWARN);

			if (n == NULL)
				return;
			if (fbt_addto != NULL) {
				memcpy(n, fbt_addto, fbt_addto_n * sizeof(*n));
				kvfree(fbt_addto);
			}
			fbt_addto = n;
			fbt_addto_cap = ncap;
		}
		f = &fbt_addto[fbt_addto_n];
		memset(f, 0, sizeof(*f));
		if ((f->name = kstrdup(name, GFP_KERNEL)) == NULL)
			return;
		f->ip = ip;
		f->addr = addr;
		f->mod = mod;
		fbt_addto_n++;
		return;
	}
	if (fbt_n == fbt_cap) {
		uint32_t ncap = fbt_cap == 0 ? 8192 : fbt_cap * 2;
		fbt_func_t *n = kvmalloc_array(ncap, sizeof(*n),
		    GFP_KERNEL | __GFP_NOWARN);

		if (n == NULL)
			return;
		if (fbt_tab != NULL) {
			memcpy(n, fbt_tab, fbt_n * sizeof(*n));
			kvfree(fbt_tab);
		}
		fbt_tab = n;
		fbt_cap = ncap;
	}
	f = &fbt_tab[fbt_n];
	memset(f, 0, sizeof(*f));
	if ((f->name = fbt_name_add(name)) == NULL)
		return;
	f->ip = ip;
	f->addr = addr;
	f->mod = mod;
	fbt_n++;
}

/*
 * The symbol at @addr through sprint_symbol() ("name+0xOFF/0xSIZE [mod]"):
 * its name into @sym (KSYM_SYMBOL_LEN bytes), *@off and *@size.  False
 * when no symbol covers @addr.
 */
static bool fbt_sym(unsigned long addr, char *sym, unsigned long *off,
    unsigned long *size)
{
	char *plus, *slash, *sp;

	sprint_symbol(sym, addr);
	plus = strrchr(sym, '+');
	slash = strrchr(sym, '/');
	if (plus == NULL || slash == NULL || slash < plus)
		return false;
	*plus = '\0';
	*slash = '\0';
	if ((sp = strchr(slash + 1, ' ')) != NULL)
		*sp = '\0';
	return kstrtoul(plus + 1, 0, off) == 0 &&
	    kstrtoul(slash + 1, 0, size) == 0 && *size != 0;
}

static char fbt_symbuf[KSYM_SYMBOL_LEN];	/* the build work only */

/*
 * Add the functions of [@start, @end) of module @mod: each symbol's
 * offset and size give where the next one starts.  Stops at @stop (a
 * name) if not NULL.
 */
static void fbt_walk(unsigned long start, unsigned long end, uint16_t mod,
    const char *stop)
{
	unsigned long addr = start, off, size;

	while (addr < end && fbt_sym(addr, fbt_symbuf, &off, &size)) {
		if (stop != NULL && strcmp(fbt_symbuf, stop) == 0)
			break;
		if (off == 0)
			fbt_add(addr, fbt_symbuf, mod);
		addr = addr - off + size;
		cond_resched();
	}
}

/* The start of the core kernel text: back from @a to _stext / _text. */
static unsigned long fbt_text_start(unsigned long a)
{
	unsigned long off, size;

	while (fbt_sym(a - 1, fbt_symbuf, &off, &size)) {
		a = a - 1 - off;
		if (strcmp(fbt_symbuf, "_stext") == 0 ||
		    strcmp(fbt_symbuf, "_text") == 0)
			break;
		cond_resched();
	}
	return a;
}

static int fbt_cmp(const void *a, const void *b)
{
	const fbt_func_t *x = a, *y = b;

	return x->ip < y->ip ? -1 : x->ip > y->ip;
}

static uint32_t fbt_filter(struct ftrace_ops *ops, unsigned long *ips,
    fbt_func_t **idx, uint32_t n, bool remove);

/*
 * Keep only the functions whose site ftrace accepts: all of them go into
 * the filter of an ftrace_ops that is never registered (one batch; the
 * refused ones are found by halving), then the table is compacted.
 */
static void fbt_validate(void)
{
	static struct ftrace_ops probe_ops;
	unsigned long *ips;
	fbt_func_t **idx;
	uint32_t i, j;

	ips = kvmalloc_array(fbt_n, sizeof(*ips), GFP_KERNEL | __GFP_NOWARN);
	idx = kvmalloc_array(fbt_n, sizeof(*idx), GFP_KERNEL | __GFP_NOWARN);
	if (ips != NULL && idx != NULL) {
		for (i = 0; i < fbt_n; i++) {
			ips[i] = fbt_tab[i].ip;
			idx[i] = &fbt_tab[i];
		}
		(void)fbt_filter(&probe_ops, ips, idx, fbt_n, false);
		ftrace_free_filter(&probe_ops);
		for (i = j = 0; i < fbt_n; i++) {
			if (fbt_tab[i].state & FBT_ENTRY_BAD)
				continue;
			fbt_tab[j] = fbt_tab[i];
			fbt_tab[j++].state = 0;
		}
		if (j != fbt_n)
			pr_debug("fbt: %u sites refused by ftrace\n",
			    fbt_n - j);
		fbt_n = j;
	}
	kvfree(ips);
	kvfree(idx);
}

/* Modules whose core text the walk covers (held while walked). */
struct fbt_modref {
	struct module *mod;
	unsigned long base, size;
};

static void fbt_build_work(struct work_struct *w)
{
	struct fbt_modref *refs;
	struct list_head *pos;
	uint32_t nrefs = 0, i;

	(void)w;
	fbt_mods[0] = "vmlinux";
	fbt_nmods = 1;
	/*
	 * The core kernel text: from a function every kernel has, back to
	 * the first text symbol, then forward to _etext.
	 */
	fbt_walk(fbt_text_start((unsigned long)&kernel_read), ULONG_MAX, 0,
	    "_etext");

	/* the modules live now, dtrace.ko excluded */
	refs = kcalloc(FBT_MAXMODS, sizeof(*refs), GFP_KERNEL | __GFP_NOWARN);
	if (refs != NULL) {
		preempt_disable();
		list_for_each(pos, &THIS_MODULE->list) {
			struct module *m;

			/* the list head is no module: it lives in vmlinux */
			if ((unsigned long)pos < MODULES_VADDR ||
			    (unsigned long)pos >= MODULES_END)
				continue;
			m = container_of(pos, struct module, list);
			if (m == THIS_MODULE || m->state != MODULE_STATE_LIVE ||
			    nrefs + 1 >= FBT_MAXMODS || !try_module_get(m))
				continue;
			refs[nrefs].mod = m;
			refs[nrefs].base = fbt_mod_text(m, &refs[nrefs].size);
			nrefs++;
		}
		preempt_enable();
		for (i = 0; i < nrefs; i++) {
			char *name = kstrdup(refs[i].mod->name, GFP_KERNEL);

			if (name != NULL && fbt_nmods < FBT_MAXMODS) {
				fbt_mods[fbt_nmods] = name;
				fbt_walk(refs[i].base, refs[i].base + refs[i].size,
				    fbt_nmods, NULL);
				mutex_lock(&fbt_lock);
				fbt_mptr[fbt_nmods] = refs[i].mod;
				smp_store_release(&fbt_nmods, fbt_nmods + 1);
				mutex_unlock(&fbt_lock);
			} else {
				kfree(name);
			}
			module_put(refs[i].mod);
		}
		kfree(refs);
	}
	if (fbt_tab != NULL) {
		sort(fbt_tab, fbt_n, sizeof(*fbt_tab), fbt_cmp, NULL);
		fbt_validate();
	}
	smp_store_release(&fbt_ready, true);
	pr_debug("fbt: %u functions in %u modules\n", fbt_n, fbt_nmods);
}

/* ---- probe context ----------------------------------------------------------- */

static fbt_func_t *fbt_bsearch(fbt_func_t *tab, uint32_t n, unsigned long ip)
{
	uint32_t lo = 0, hi = n;

	if (n == 0 || ip < tab[0].ip || ip > tab[n - 1].ip)
		return NULL;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (tab[mid].ip == ip)
			return &tab[mid];
		if (tab[mid].ip < ip)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static fbt_func_t *fbt_lookup_core(unsigned long ip);

/* the function of probe site @ip: the core table, then the late ones */
static fbt_func_t *fbt_lookup(unsigned long ip)
{
	fbt_func_t *f = fbt_lookup_core(ip), *t;
	uint32_t m, n;

	if (f != NULL)
		return f;
	n = smp_load_acquire(&fbt_nmods);
	for (m = 1; m < n; m++) {
		if ((t = smp_load_acquire(&fbt_late[m])) != NULL &&
		    (f = fbt_bsearch(t, READ_ONCE(fbt_late_n[m]), ip)) != NULL)
			return f;
	}
	return NULL;
}

static fbt_func_t *fbt_lookup_core(unsigned long ip)
{
	uint32_t lo = 0, hi = fbt_n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (fbt_tab[mid].ip == ip)
			return &fbt_tab[mid];
		if (fbt_tab[mid].ip < ip)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

static void notrace fbt_entry(unsigned long ip, unsigned long parent_ip,
    struct ftrace_ops *op, struct ftrace_regs *fregs)
{
	struct pt_regs *regs = ftrace_get_regs(fregs);
	struct dtrace_os_linux_regs save;
	fbt_func_t *f;
	int bit;

	(void)op;
	/*
	 * The thread patching probe sites fires none: the patching code is
	 * traced too, and would crawl (thousands of sites) through them.
	 */
	if (regs == NULL || in_nmi() || current == READ_ONCE(fbt_committer) ||
	    !rcu_is_watching())
		return;
	bit = ftrace_test_recursion_trylock(ip, parent_ip);
	if (bit < 0)
		return;
	f = fbt_lookup(ip);
	if (f != NULL && (READ_ONCE(f->want) & FBT_ENTRY_ON)) {
		/* stack(): from the caller, as the reference's fbt */
		dtrace_os_linux_regs_enter(regs, 0, &save);
		dtrace_probe(f->entry_id, regs->di, regs->si, regs->dx,
		    regs->cx, regs->r8);
		dtrace_os_linux_regs_exit(&save);
	}
	ftrace_test_recursion_unlock(bit);
}

static int notrace fbt_return(struct kretprobe_instance *ri,
    struct pt_regs *regs)
{
	struct fbt_kretprobe *k = container_of(get_kretprobe(ri),
	    struct fbt_kretprobe, krp);
	struct dtrace_os_linux_regs save;

	if (in_nmi() || !rcu_is_watching())
		return 0;
	/* stack(): from the return address in the caller */
	dtrace_os_linux_regs_enter(regs, -1, &save);
	dtrace_probe(k->fn->return_id, 0, regs_return_value(regs), 0, 0, 0);
	dtrace_os_linux_regs_exit(&save);
	return 0;
}

static struct ftrace_ops fbt_ops = {
	.func = fbt_entry,
	.flags = FTRACE_OPS_FL_SAVE_REGS | FTRACE_OPS_FL_RECURSION,
};

/* ---- control path -------------------------------------------------------------- */

static bool fbt_wait_ready(void)
{
	if (!smp_load_acquire(&fbt_ready))
		flush_work(&fbt_build);
	return smp_load_acquire(&fbt_ready);
}

static void fbt_create(fbt_func_t *f, bool entry)
{
	const char *mod = fbt_mods[f->mod];
	const char *name = entry ? "entry" : "return";
	dtrace_id_t *idp = entry ? &f->entry_id : &f->return_id;

	if (*idp != DTRACE_IDNONE)
		return;
	/* a repeated name: the first function of that name has the probe */
	if (dtrace_probe_lookup(fbt_id, mod, f->name, name) != DTRACE_IDNONE)
		return;
	*idp = dtrace_probe_create(fbt_id, mod, f->name, name, 0, f);
}

static bool fbt_provide_on = true;
module_param_named(fbt_provide, fbt_provide_on, bool, 0644);
MODULE_PARM_DESC(fbt_provide, "make fbt probes that descriptions name "
    "(0: only those already made exist)");

static void fbt_provide(void *arg, const dtrace_probedesc_t *desc)
{
	bool entry, ret;
	uint32_t i, m;
	fbt_func_t *f;

	(void)arg;
	if (desc == NULL || !READ_ONCE(fbt_provide_on) || !fbt_wait_ready())
		return;
	entry = dtrace_match_glob("entry", desc->dtpd_name);
	ret = dtrace_match_glob("return", desc->dtpd_name);
	if (!entry && !ret)
		return;
	mutex_lock(&fbt_lock);		/* the late tables stay put */
	FBT_FOREACH(f, m, i) {
		if (READ_ONCE(fbt_mgone[f->mod]) ||
		    !dtrace_match_glob(f->name, desc->dtpd_func) ||
		    !dtrace_match_glob(fbt_mods[f->mod], desc->dtpd_mod))
			continue;
		if (entry)
			fbt_create(f, true);
		if (ret)
			fbt_create(f, false);
		cond_resched();
	}
	mutex_unlock(&fbt_lock);
}

/* enable/disable record the wish; fbt_commit arms (framework lock held) */
static void fbt_enable(void *arg, dtrace_id_t id, void *parg)
{
	fbt_func_t *f = parg;

	(void)arg;
	f->want |= id == f->entry_id ? FBT_ENTRY_ON : FBT_RET_ON;
	WRITE_ONCE(fbt_dirty, 1);
}

static void fbt_disable(void *arg, dtrace_id_t id, void *parg)
{
	fbt_func_t *f = parg;

	(void)arg;
	f->want &= ~(id == f->entry_id ? FBT_ENTRY_ON : FBT_RET_ON);
	WRITE_ONCE(fbt_dirty, 1);
}

/*
 * Add (@remove false) or remove the @n sites of @ips to / from @ops'
 * filter; the functions are @idx[i].  ftrace takes or refuses a
 * batch whole: a refused batch is halved until the refused sites are
 * found, which are then marked FBT_ENTRY_BAD (never tried again).
 * Returns how many sites were added or removed.
 */
static uint32_t fbt_filter(struct ftrace_ops *ops, unsigned long *ips,
    fbt_func_t **idx, uint32_t n, bool remove)
{
	uint32_t i, half;

	if (n == 0)
		return 0;
	if (ftrace_set_filter_ips(ops, ips, n, remove, 0) == 0) {
		for (i = 0; i < n; i++) {
			if (remove)
				idx[i]->state &= ~FBT_ENTRY_ARMED;
			else
				idx[i]->state |= FBT_ENTRY_ARMED;
		}
		return n;
	}
	if (n == 1) {
		idx[0]->state |= FBT_ENTRY_BAD;
		idx[0]->state &= ~FBT_ENTRY_ARMED;
		return 0;
	}
	half = n / 2;
	cond_resched();
	return fbt_filter(ops, ips, idx, half, remove) +
	    fbt_filter(ops, ips + half, idx + half, n - half, remove);
}

static unsigned int fbt_return_max = 128;
module_param_named(fbt_return_max, fbt_return_max, uint, 0644);
MODULE_PARM_DESC(fbt_return_max, "fbt return probes armed at once, at most "
    "(one kretprobe each; each costs a code update)");
static uint32_t fbt_ret_armed, fbt_ret_refused;

/*
 * May one more kretprobe be allocated?  Each takes its struct and a pool
 * of maxactive instances (the kernel's default, max(10, 2 * CPUs)) of a
 * few dozen bytes: about a KiB.  fbt_return_max is root's to raise, so
 * the memory is checked too: arming stops while less than an eighth of
 * RAM (at least 32 MiB) would stay available, and the rest are refused
 * as those beyond fbt_return_max are (never the OOM killer's business).
 */
static bool fbt_ret_mem_ok(void)
{
	unsigned long reserve = max_t(unsigned long, totalram_pages() / 8,
	    (32UL << 20) >> PAGE_SHIFT);

	return si_mem_available() > (long)reserve;
}

/*
 * A site of @f's module is about to be armed: hold the module (the first
 * armed site takes a reference), so that it cannot unload under an armed
 * probe.  False if it is going or gone (the site is then not armed).
 * fbt_lock held.
 */
static bool fbt_mod_hold(const fbt_func_t *f)
{
	uint16_t m = f->mod;

	if (m == 0)
		return true;
	if (fbt_mgone[m] || fbt_mptr[m] == NULL)
		return false;
	if (fbt_marmed[m] == 0 && !try_module_get(fbt_mptr[m]))
		return false;
	fbt_marmed[m]++;
	return true;
}

/* A site of @f's module was disarmed (or not armed after a hold). */
static void fbt_mod_release(const fbt_func_t *f)
{
	uint16_t m = f->mod;

	if (m == 0 || fbt_marmed[m] == 0)
		return;
	if (--fbt_marmed[m] == 0 && fbt_mptr[m] != NULL)
		module_put(fbt_mptr[m]);
}

static void fbt_ret_arm(fbt_func_t *f)
{
	struct fbt_kretprobe *k = kzalloc(sizeof(*k), GFP_KERNEL | __GFP_NOWARN);

	if (k == NULL)
		return;
	if (fbt_ret_armed >= fbt_return_max || !fbt_ret_mem_ok()) {
		kfree(k);
		fbt_ret_refused++;
		return;
	}
	if (!fbt_mod_hold(f)) {
		kfree(k);
		return;
	}
	k->fn = f;
	k->krp.kp.addr = (kprobe_opcode_t *)f->addr;
	k->krp.handler = fbt_return;
	if (register_kretprobe(&k->krp) != 0) {
		kfree(k);
		fbt_mod_release(f);
		f->state |= FBT_RET_BAD;
		return;
	}
	f->krp = k;
	f->state |= FBT_RET_ARMED;
	fbt_ret_armed++;
}

/*
 * fbt_filter() on fbt_ops in chunks of FBT_CHUNK sites, rescheduling
 * between them: each chunk of a registered ops is one code update, and
 * the CPU doing them must not go without scheduling for long (a soft
 * lockup) when the updating code is itself traced.
 */
#define FBT_CHUNK	1024

static uint32_t fbt_filter_chunks(unsigned long *ips, fbt_func_t **idx,
    uint32_t n, bool remove)
{
	uint32_t done = 0, i, k;

	for (i = 0; i < n; i += k) {
		k = min_t(uint32_t, FBT_CHUNK, n - i);
		done += fbt_filter(&fbt_ops, ips + i, idx + i, k, remove);
		cond_resched();
	}
	return done;
}

/*
 * Bring every function's armed state to what is enabled: entry sites in
 * two filter updates (removals, additions), return probes one kretprobe
 * each, removed in one batch (one RCU grace period).
 */
static void fbt_commit(void *arg)
{
	unsigned long *ips = NULL;
	fbt_func_t **idx = NULL, *f;
	struct kretprobe **krps = NULL;
	uint32_t i, m, nadd = 0, ndel = 0, nkdel = 0, cap, k = 0;

	(void)arg;
	if (!smp_load_acquire(&fbt_ready) || fbt_n == 0)
		return;
	mutex_lock(&fbt_lock);
	if (xchg(&fbt_dirty, 0) == 0) {
		mutex_unlock(&fbt_lock);
		return;
	}
	WRITE_ONCE(fbt_committer, current);
	cap = 0;
	FBT_FOREACH(f, m, i)
		cap++;
	ips = kvmalloc_array(cap, sizeof(*ips), GFP_KERNEL | __GFP_NOWARN);
	idx = kvmalloc_array(cap, sizeof(*idx), GFP_KERNEL | __GFP_NOWARN);
	krps = kvmalloc_array(cap, sizeof(*krps), GFP_KERNEL | __GFP_NOWARN);
	if (ips == NULL || idx == NULL || krps == NULL) {
		WRITE_ONCE(fbt_dirty, 1);	/* try again next time */
		goto out;
	}

	/* return probes: removals batched, additions one by one */
	fbt_ret_refused = 0;
	FBT_FOREACH(f, m, i) {
		if (!(READ_ONCE(f->want) & FBT_RET_ON) &&
		    (f->state & FBT_RET_ARMED))
			krps[nkdel++] = &f->krp->krp;
	}
	if (nkdel != 0)
		unregister_kretprobes(krps, nkdel);
	FBT_FOREACH(f, m, i) {
		bool on = READ_ONCE(f->want) & FBT_RET_ON;

		if (!on && (f->state & FBT_RET_ARMED)) {
			kfree(f->krp);
			f->krp = NULL;
			f->state &= ~FBT_RET_ARMED;
			fbt_ret_armed--;
			fbt_mod_release(f);
		} else if (on && !(f->state & (FBT_RET_ARMED | FBT_RET_BAD))) {
			fbt_ret_arm(f);
			cond_resched();
		}
	}

	if (fbt_ret_refused != 0)
		pr_notice("fbt: %u return probes not armed: at most %u at "
		    "once (module parameter fbt_return_max), and only while "
		    "an eighth of memory stays available; %u armed\n",
		    fbt_ret_refused, fbt_return_max, fbt_ret_armed);

	/* entry sites: removals, then additions, in chunks */
	FBT_FOREACH(f, m, i) {
		if (!(READ_ONCE(f->want) & FBT_ENTRY_ON) &&
		    (f->state & FBT_ENTRY_ARMED)) {
			ips[ndel] = f->ip;
			idx[ndel++] = f;
		}
	}
	if (ndel != 0 && ndel == fbt_entry_armed && fbt_ops_registered) {
		/* the filter is about to empty: stop tracing first */
		unregister_ftrace_function(&fbt_ops);
		fbt_ops_registered = false;
	}
	fbt_entry_armed -= fbt_filter_chunks(ips, idx, ndel, true);
	for (i = 0; i < ndel; i++) {
		if (!(idx[i]->state & FBT_ENTRY_ARMED))
			fbt_mod_release(idx[i]);
	}
	FBT_FOREACH(f, m, i) {
		if ((READ_ONCE(f->want) & FBT_ENTRY_ON) &&
		    !(f->state & (FBT_ENTRY_ARMED | FBT_ENTRY_BAD)) &&
		    fbt_mod_hold(f)) {
			ips[nadd] = f->ip;
			idx[nadd++] = f;
		}
	}
	if (!fbt_ops_registered && nadd != 0) {
		/* not tracing yet: register with the first chunk */
		k = min_t(uint32_t, FBT_CHUNK, nadd);
		fbt_entry_armed += fbt_filter(&fbt_ops, ips, idx, k, false);
		if (fbt_entry_armed != 0) {
			if (register_ftrace_function(&fbt_ops) == 0)
				fbt_ops_registered = true;
			else
				pr_warn_ratelimited("fbt: ftrace "
				    "refused the probe sites\n");
		}
		cond_resched();
	}
	if (fbt_ops_registered)
		fbt_entry_armed += fbt_filter_chunks(ips + k, idx + k, nadd - k,
		    false);
	/* the holds of sites that were not armed after all */
	for (i = 0; i < nadd; i++) {
		if (!(idx[i]->state & FBT_ENTRY_ARMED))
			fbt_mod_release(idx[i]);
	}
out:
	kvfree(ips);
	kvfree(idx);
	kvfree(krps);
	WRITE_ONCE(fbt_committer, NULL);
	mutex_unlock(&fbt_lock);
}

static void fbt_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	fbt_func_t *f = parg;

	(void)arg;
	if (id == f->entry_id && desc->dtargd_ndx < FBT_NARGS) {
		strscpy(desc->dtargd_native, "uint64_t",
		    sizeof(desc->dtargd_native));
	} else if (id == f->return_id && desc->dtargd_ndx < 2) {
		strscpy(desc->dtargd_native, desc->dtargd_ndx == 0 ? "int" :
		    "uint64_t", sizeof(desc->dtargd_native));
	} else {
		desc->dtargd_ndx = DTRACE_ARGNONE;
	}
}

/* [P] arg5 of an entry probe: r9 of the probe's registers */
static uint64_t fbt_getargval(void *arg, dtrace_id_t id, void *parg,
    int argno, int aframes)
{
	fbt_func_t *f = parg;
	struct pt_regs *regs = dtrace_os_linux_regs();

	(void)arg;
	(void)aframes;
	if (id == f->entry_id && argno == 5 && regs != NULL)
		return regs->r9;
	return 0;
}

static const dtrace_pattr_t fbt_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
};

/* the probe is going away (its module unloaded, or the provider) */
static void fbt_destroy(void *arg, dtrace_id_t id, void *parg)
{
	fbt_func_t *f = parg;

	(void)arg;
	if (id == f->entry_id)
		f->entry_id = DTRACE_IDNONE;
	else if (id == f->return_id)
		f->return_id = DTRACE_IDNONE;
}

static const dtrace_pops_t fbt_pops = {
	.dtps_provide = fbt_provide,
	.dtps_enable = fbt_enable,
	.dtps_disable = fbt_disable,
	.dtps_getargdesc = fbt_getargdesc,
	.dtps_getargval = fbt_getargval,
	.dtps_destroy = fbt_destroy,
	.dtps_commit = fbt_commit,
};

/* ---- modules loaded and unloaded after dtrace.ko ------------------------------- */

static int fbt_cmp(const void *a, const void *b);

/*
 * A module became live: its core text's functions become a late table
 * of their own (probes are made on demand, as for the others).
 */
static void fbt_mod_live(struct module *mod)
{
	uint32_t m, n;
	unsigned long base, size;
	char *name;

	/* (dtrace.ko's own LIVE comes first: its load must not wait) */
	if (mod == THIS_MODULE || !fbt_wait_ready())
		return;
	mutex_lock(&fbt_lock);
	n = fbt_nmods;
	for (m = 1; m < n; m++) {
		if (fbt_mptr[m] == mod)	/* the build walked it */
			goto out;
	}
	if (n >= FBT_MAXMODS) {
		pr_notice("fbt: no probes for module %s: %u modules at most\n",
		    mod->name, FBT_MAXMODS);
		goto out;
	}
	if ((name = kstrdup(mod->name, GFP_KERNEL)) == NULL)
		goto out;
	fbt_addto = NULL;
	fbt_addto_n = fbt_addto_cap = 0;
	fbt_late_walk = true;
	base = fbt_mod_text(mod, &size);
	fbt_walk(base, base + size, n, NULL);
	fbt_late_walk = false;
	if (fbt_addto != NULL)
		sort(fbt_addto, fbt_addto_n, sizeof(*fbt_addto), fbt_cmp, NULL);
	fbt_mods[n] = name;
	fbt_mptr[n] = mod;
	fbt_mgone[n] = false;
	fbt_marmed[n] = 0;
	fbt_late_n[n] = fbt_addto_n;
	smp_store_release(&fbt_late[n], fbt_addto);
	smp_store_release(&fbt_nmods, n + 1);
	fbt_addto = NULL;
out:
	mutex_unlock(&fbt_lock);
}

/*
 * A module is going: nothing of it is armed (an armed site holds it), so
 * its functions are marked gone, never armed again, and its probes are
 * destroyed -- all but those still enabled, which never fire again and go
 * with the provider.
 */
static void fbt_mod_going(struct module *mod)
{
	uint32_t m, busy;
	int found = -1;

	mutex_lock(&fbt_lock);
	for (m = 1; m < fbt_nmods; m++) {
		if (fbt_mptr[m] == mod) {
			WRITE_ONCE(fbt_mgone[m], true);
			fbt_mptr[m] = NULL;
			found = m;
			break;
		}
	}
	mutex_unlock(&fbt_lock);
	if (found < 0 || fbt_id == 0)
		return;
	busy = dtrace_probe_destroy_mod(fbt_id, fbt_mods[found]);
	if (busy != 0)
		pr_notice("fbt: %u enabled probes of module %s stay until "
		    "disabled; they no longer fire\n", busy, fbt_mods[found]);
}

static int fbt_mod_notify(struct notifier_block *nb, unsigned long val,
    void *data)
{
	(void)nb;
	if (val == MODULE_STATE_LIVE)
		fbt_mod_live(data);
	else if (val == MODULE_STATE_GOING)
		fbt_mod_going(data);
	return NOTIFY_DONE;
}

static struct notifier_block fbt_mod_nb = {
	.notifier_call = fbt_mod_notify,
};
static bool fbt_mod_nb_on;

/**
 * dtrace_fbt_init - register the fbt provider and start building its
 * function table in the background (the first description naming fbt
 * waits for it).  Returns 0 or an errno value of the framework.
 */
int dtrace_fbt_init(void)
{
	int err = dtrace_register("fbt", &fbt_attr, DTRACE_PRIV_KERNEL,
	    &fbt_pops, NULL, &fbt_id);

	if (err != 0)
		return err;
	/* before the build: a module going during it is seen */
	if (register_module_notifier(&fbt_mod_nb) == 0)
		fbt_mod_nb_on = true;
	schedule_work(&fbt_build);
	return 0;
}

/**
 * dtrace_fbt_fini - unregister the provider (no consumer is open, so
 * nothing is enabled or armed) and free the function table.
 */
void dtrace_fbt_fini(void)
{
	uint32_t i, j;

	if (fbt_mod_nb_on)
		unregister_module_notifier(&fbt_mod_nb);
	fbt_mod_nb_on = false;
	cancel_work_sync(&fbt_build);
	if (fbt_id != 0)
		(void)dtrace_unregister(fbt_id);
	fbt_id = 0;
	if (fbt_ops_registered)
		unregister_ftrace_function(&fbt_ops);
	fbt_ops_registered = false;
	ftrace_free_filter(&fbt_ops);
	for (i = 1; i < fbt_nmods; i++) {
		kfree(fbt_mods[i]);
		if (fbt_late[i] != NULL) {
			for (j = 0; j < fbt_late_n[i]; j++)
				kfree(fbt_late[i][j].name);
			kvfree(fbt_late[i]);
		}
		fbt_late[i] = NULL;
		fbt_late_n[i] = 0;
	}
	kvfree(fbt_tab);
	kvfree(fbt_names);
	fbt_tab = NULL;
	fbt_names = NULL;
}
