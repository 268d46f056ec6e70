// SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
/*
 * os/linux/kernel/dtrace_pid.c -- the module's pid provider: user-level
 * probes planted with the kernel's uprobes (Dynamic Tracing Guide, "pid
 * Provider"; the ABI is include/dtrace/ioctl.h, DTRACEIOC_UPROBE_*).
 *
 * Where it sits: libdtrace controls the process (dtrace -c / -p, through
 * its own process control), reads its symbol tables, computes every probe
 * site and sends one DTRACEIOC_UPROBE_MAKE per probe to the device
 * (dtrace_dev.c hands it to dtrace_kpid_ioctl()).  Each probe lives in the
 * provider pid<N> of its process, registered here on first use; the
 * framework then matches and enables it as any other.  A probe's sites are
 * uprobes on the inode of the object file at its file offset plus the
 * site's offset (uprobe_register), registered only while the probe is
 * enabled (armed by dtps_commit, which runs under the framework's provider
 * lock but not the framework lock: registering sleeps), with a filter so
 * that only the target's address space gets the breakpoints, and a
 * handler that fires the probe only in the target's address space (a
 * forked child inherits the breakpoints but never fires: the first one it
 * reaches takes that site out of it).
 *
 * Return probes are uprobes on every ret instruction of the function (the
 * sites libdtrace found with its decoder), not uretprobes: so arg0 is the
 * offset of the ret that returned and a tail call fires no return probe,
 * as in the reference and on the user host.  Arguments: entry and offset
 * probes arg0..arg4 = rdi, rsi, rdx, rcx, r8, arg5 = r9, arg6.. the stack
 * words above the return address (entry probes); return probes arg0 = the
 * ret's offset into the function, arg1 = rax.  uregs[], copyin(),
 * ustack() and ufunc() need nothing here: the handler runs in the target
 * thread, whose user registers are task_pt_regs(current); only the first
 * page each argument points to is faulted in before the probe fires
 * (kpid_prefault: copies in probe context never fault).
 *
 * Lifetime: a provider is referenced by every open of the device that
 * created probes in it (kpid_ref).  When the last of them is released
 * (close(2), or the exit of a dtrace killed by SIGKILL: the kernel closes
 * its files), every site of the provider is unregistered whatever is still
 * enabled, so no process keeps a breakpoint of a dtrace that went away;
 * then the provider is unregistered (or, if another consumer still has
 * its probes enabled, kept without sites until module unload).
 *
 * Limits (nothing a user chooses may exhaust the kernel): at most
 * KPID_MAXSITES sites in the whole module (ENOSPC), each site's file
 * offset inside an executable mapping of that very file in the target
 * (EINVAL), the caller allowed to ptrace the target (EPERM: the ptrace
 * uid rule or CAP_SYS_PTRACE).  An offset
 * inside an instruction is the consumer's error: uprobes refuses what it
 * cannot decode (the site is then left unarmed) and the target may crash,
 * never the kernel.
 *
 * Deferred probes (-Z, an object not mapped yet, an IFUNC not bound yet)
 * are made without sites and given them by DTRACEIOC_UPROBE_RESOLVE,
 * which libdtrace sends from its process-control thread while the target
 * is stopped at the loader's or the resolver's breakpoint (its own
 * ptrace breakpoints: DTRACEIOC_PROC_WATCH), so they are armed before the
 * new code first runs.
 *
 * USDT (DTRACE_UPROBE_USDT: the <sys/sdt.h> notes libdtrace reads) use
 * the same path in provider PROV<N>: a site is the probe's nop, its
 * arguments are evaluated from the thread's registers and memory as
 * include/dtrace/usdt.h says, and the probe's semaphore, if any, is the
 * uprobe's reference counter (uprobe_register_refctr, or 6.12's
 * uprobe_register with it: the kernel raises it in the target while the
 * site is registered and lowers it after).  A child forked from the
 * target inherits the raised count with the breakpoints: libdtrace's
 * process control, holding the child stopped, says so
 * (DTRACEIOC_UPROBE_FORKED) and kpid_purge takes those sites out of it,
 * which lowers the count, before it runs.
 *
 * Locking, outermost first: kpid_lock (providers, references, the site
 * count; framework calls that take the framework's provider lock --
 * register, unregister, probe lookup and create -- are made under it),
 * then the framework's provider lock, then kpid_arm_lock (the probe lists
 * and the arming).  dtps_commit and dtps_destroy are called with the
 * provider lock held, so they take kpid_arm_lock only, never kpid_lock.
 * dtps_enable and dtps_disable (framework lock held) only flip a probe's
 * want flag.  Probe context (the uprobe handler) reads only fields fixed
 * before the site was armed.
 */
#define pr_fmt(fmt)	"dtrace: " fmt	/* the one prefix of the module's lines */

#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/version.h>
#include <linux/slab.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <linux/sched/mm.h>
#include <linux/sched/task.h>
#include <linux/sched/task_stack.h>
#include <linux/pid.h>
#include <linux/ptrace.h>
#include <linux/cred.h>
#include <linux/capability.h>
#include <linux/namei.h>
#include <linux/fs.h>
#include <linux/file.h>
#include <linux/uaccess.h>
#include <linux/pagemap.h>
#include <linux/uprobes.h>
#include <linux/list.h>
#include <linux/mutex.h>

#include <dtrace/ioctl.h>

#include "dtrace_core.h"
#include "dtrace_usdt.h"
#include "dtrace_uret.h"
#include "dtrace_os_linux.h"

#define KPID_MAXSITES	16384	/* uprobes the module plants at most */

struct kpid_probe;

typedef struct kpid_site {
	struct uprobe_consumer ks_uc;	/* first: container_of */
	struct kpid_probe *ks_probe;
	uint32_t ks_idx;		/* its index in the probe */
	uint64_t ks_off;		/* offset into the function */
	loff_t ks_foff;			/* file offset of the site */
	int ks_cond;			/* return site: when it returns
					 * (dtrace_uret_cond) */
	bool ks_armed;
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)
	struct uprobe *ks_up;		/* while armed: what unregisters it */
#endif
} kpid_site_t;

typedef struct kpid_prov {
	struct list_head kv_link;
	pid_t kv_pid;
	char kv_name[DTRACE_PROVNAMELEN];	/* pid<N> or PROV<N> */
	dtrace_provider_id_t kv_id;
	struct mm_struct *kv_mm;	/* mmgrab'd: the target's */
	int kv_refs;			/* opens that made probes in it */
	bool kv_dead;			/* its sites are never armed again */
	struct list_head kv_probes;
} kpid_prov_t;

typedef struct kpid_probe {
	struct list_head kp_link;
	kpid_prov_t *kp_prov;
	dtrace_id_t kp_id;
	uint32_t kp_kind;		/* DTRACE_UPROBE_* */
	int kp_want;			/* enabled (dtps_enable) */
	struct path kp_path;		/* the object file (held) */
	uint32_t kp_nsites;
	kpid_site_t *kp_sites;
	uint32_t kp_nargs;		/* USDT: arguments per site */
	dtrace_usdt_arg_t *kp_args;	/* USDT: [kp_nsites][MAXARGS] */
	char *kp_types;			/* USDT: declared types, or NULL */
	uint32_t kp_typeslen;		/* their bytes */
	loff_t kp_refctr;		/* USDT: semaphore's file offset, or -1 */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)
	bool kp_leaving;		/* its sites go: no UPROBE_HANDLER_REMOVE */
#endif
} kpid_probe_t;

typedef struct kpid_ref {
	struct list_head kr_link;
	struct file *kr_file;
	kpid_prov_t *kr_prov;
} kpid_ref_t;

static DEFINE_MUTEX(kpid_lock);
static DEFINE_MUTEX(kpid_arm_lock);
static LIST_HEAD(kpid_provs);
static LIST_HEAD(kpid_refs);
static uint32_t kpid_nsites;		/* sites of every probe */

/* ---- the uprobes interface ---------------------------------------------
 *
 * Linux 6.12 changed it: uprobe_register() takes the reference counter's
 * file offset (0: none) and returns the uprobe, which unregistering needs;
 * the filter lost its context argument; and handlers now run under the
 * kernel's SRCU, not under the uprobe's lock, so unregistering is two
 * steps: uprobe_unregister_nosync() takes the consumer out, and
 * uprobe_unregister_sync() waits until no handler still runs it.  Before
 * that a consumer (a kpid_site_t) must be neither freed nor registered
 * again (its list node may still be walked).  So every kpid_arm_lock
 * section that arms or disarms ends with kpid_uprobe_sync(): kpid_arm_lock
 * is never free while a handler may still run an unregistered consumer
 * (a site's, or one of kpid_uprobe_purge's), and one wait covers a whole
 * batch.  And since 6.12 takes a uprobe out of its tree at its last
 * unregistration while handlers may still run, one of them asking to be
 * removed from a forked child then (UPROBE_HANDLER_REMOVE) makes uprobes
 * WARN: so before the sites of a probe go, its handlers stop asking
 * (kp_leaving, kpid_foreign), and the handlers that did not see it yet
 * are waited for (kpid_uprobe_leave for a batch, else
 * kpid_uprobe_unregister).  Before 6.12 uprobe_unregister()
 * itself returns only when no handler runs the consumer, and
 * kpid_uprobe_sync() has nothing to do.
 */

/* The filter: does site @uc plant its breakpoint in @mm?  Only the target. */
static bool kpid_filter_mm(struct uprobe_consumer *uc, struct mm_struct *mm)
{
	kpid_site_t *s = container_of(uc, kpid_site_t, ks_uc);

	return mm == s->ks_probe->kp_prov->kv_mm;
}

/* The purging consumer's (kpid_uprobe_purge): it never wants a space. */
static int kpid_purge_handler(struct uprobe_consumer *uc, struct pt_regs *regs)
{
	(void)uc;
	(void)regs;
	return 0;
}

#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 12, 0)

static bool kpid_unsynced;	/* a consumer left since the last wait
				 * (kpid_arm_lock) */
/* kpid_uprobe_purge's consumers, and how many wait for the next sync */
static struct uprobe_consumer kpid_purge_uc[64];
static uint32_t kpid_purge_used;

static bool kpid_filter(struct uprobe_consumer *uc, struct mm_struct *mm)
{
	return kpid_filter_mm(uc, mm);
}

/* What the handler returns in another address space than the target's. */
static int kpid_foreign(const kpid_probe_t *p)
{
	return READ_ONCE(p->kp_leaving) ? 0 : UPROBE_HANDLER_REMOVE;
}

/*
 * Before a batch disarms the sites of @pv's probes that are not wanted:
 * their handlers stop asking for removal, and those that may not have
 * seen it yet are waited for.  kpid_arm_lock held.
 */
static void kpid_uprobe_leave(kpid_prov_t *pv)
{
	kpid_probe_t *p;
	bool waits = false;
	uint32_t i;

	list_for_each_entry(p, &pv->kv_probes, kp_link) {
		if ((!pv->kv_dead && READ_ONCE(p->kp_want)) || p->kp_leaving)
			continue;
		for (i = 0; i < p->kp_nsites && !p->kp_sites[i].ks_armed; i++)
			;
		if (i < p->kp_nsites) {
			WRITE_ONCE(p->kp_leaving, true);
			waits = true;
		}
	}
	if (waits)
		uprobe_unregister_sync();
}

/* Register site @s of @inode (@refctr: the semaphore, or -1).  0 or -errno. */
static int kpid_uprobe_register(struct inode *inode, kpid_site_t *s,
    loff_t refctr)
{
	struct uprobe *up;

	WRITE_ONCE(s->ks_probe->kp_leaving, false);
	up = uprobe_register(inode, s->ks_foff, refctr >= 0 ? refctr : 0,
	    &s->ks_uc);
	if (IS_ERR(up)) {
		kpid_unsynced = true;	/* it may have been seen meanwhile */
		return (int)PTR_ERR(up);
	}
	s->ks_up = up;
	return 0;
}

/* Unregister site @s of @inode; kpid_uprobe_sync() before reusing it. */
static void kpid_uprobe_unregister(struct inode *inode, kpid_site_t *s)
{
	kpid_probe_t *p = s->ks_probe;

	(void)inode;
	if (!p->kp_leaving) {	/* not announced (kpid_uprobe_leave) */
		WRITE_ONCE(p->kp_leaving, true);
		uprobe_unregister_sync();
	}
	uprobe_unregister_nosync(s->ks_up, &s->ks_uc);
	s->ks_up = NULL;
	kpid_unsynced = true;
}

/* No handler runs a consumer unregistered before.  kpid_arm_lock held. */
static void kpid_uprobe_sync(void)
{
	if (kpid_unsynced) {
		uprobe_unregister_sync();
		kpid_unsynced = false;
		kpid_purge_used = 0;
	}
}

static bool kpid_purge_filter(struct uprobe_consumer *uc, struct mm_struct *mm)
{
	(void)uc;
	(void)mm;
	return false;
}

/*
 * Take the site at @foff of @inode (@refctr: its semaphore, or -1) out of
 * every address space no consumer of it wants, lowering the semaphore
 * there: uprobes does that when a consumer goes, so add one that wants no
 * address space and take it out at once.  Each gets a consumer of its
 * own from kpid_purge_uc, used again only after kpid_uprobe_sync() (one
 * wait for a batch of sites).  kpid_arm_lock held.
 */
static void kpid_uprobe_purge(struct inode *inode, loff_t foff, loff_t refctr)
{
	struct uprobe_consumer *uc;
	struct uprobe *up;

	if (kpid_purge_used == ARRAY_SIZE(kpid_purge_uc))
		kpid_uprobe_sync();
	uc = &kpid_purge_uc[kpid_purge_used++];
	uc->handler = kpid_purge_handler;
	uc->filter = kpid_purge_filter;
	kpid_unsynced = true;	/* even refused, it may have been seen */
	up = uprobe_register(inode, foff, refctr >= 0 ? refctr : 0, uc);
	if (!IS_ERR(up))
		uprobe_unregister_nosync(up, uc);
}

#else

/* What the handler returns in another address space than the target's. */
static int kpid_foreign(const kpid_probe_t *p)
{
	(void)p;
	return UPROBE_HANDLER_REMOVE;
}

/* Nothing to announce: a handler runs under the uprobe's lock. */
static void kpid_uprobe_leave(kpid_prov_t *pv)
{
	(void)pv;
}

static bool kpid_filter(struct uprobe_consumer *uc, enum uprobe_filter_ctx ctx,
    struct mm_struct *mm)
{
	(void)ctx;
	return kpid_filter_mm(uc, mm);
}

/* Register site @s of @inode (@refctr: the semaphore, or -1).  0 or -errno. */
static int kpid_uprobe_register(struct inode *inode, kpid_site_t *s,
    loff_t refctr)
{
	return refctr >= 0 ? uprobe_register_refctr(inode, s->ks_foff, refctr,
	    &s->ks_uc) : uprobe_register(inode, s->ks_foff, &s->ks_uc);
}

/* Unregister site @s of @inode: no handler runs it any more. */
static void kpid_uprobe_unregister(struct inode *inode, kpid_site_t *s)
{
	uprobe_unregister(inode, s->ks_foff, &s->ks_uc);
}

/* Nothing to wait for: uprobe_unregister() did. */
static void kpid_uprobe_sync(void)
{
}

static bool kpid_purge_filter(struct uprobe_consumer *uc,
    enum uprobe_filter_ctx ctx, struct mm_struct *mm)
{
	(void)uc;
	(void)ctx;
	(void)mm;
	return false;
}

/*
 * Take the site at @foff of @inode (@refctr: its semaphore, or -1) out of
 * every address space no consumer of it wants, lowering the semaphore
 * there: uprobes does that when a consumer goes, so add one that wants no
 * address space and take it out at once.  kpid_arm_lock held.
 */
static void kpid_uprobe_purge(struct inode *inode, loff_t foff, loff_t refctr)
{
	struct uprobe_consumer uc = {
		.handler = kpid_purge_handler,
		.filter = kpid_purge_filter,
	};

	/* the handlers are done with @uc once this returns */
	if ((refctr >= 0 ? uprobe_register_refctr(inode, foff, refctr, &uc) :
	    uprobe_register(inode, foff, &uc)) == 0)
		uprobe_unregister(inode, foff, &uc);
}

#endif

/* ---- probe context ----------------------------------------------------- */

/* The USDT arguments of the firing on this CPU, for getargval. */
static DEFINE_PER_CPU(uint64_t [DTRACE_USDT_MAXARGS], kpid_usdt_vals);
static DEFINE_PER_CPU(uint32_t, kpid_usdt_nvals);

/* Register @r (DTRACE_USDT_REG_*) of @regs. */
static uint64_t kpid_usdt_reg(const void *arg, int r)
{
	const struct pt_regs *regs = arg;

	switch (r) {
	case DTRACE_USDT_REG_RAX: return regs->ax;
	case DTRACE_USDT_REG_RBX: return regs->bx;
	case DTRACE_USDT_REG_RCX: return regs->cx;
	case DTRACE_USDT_REG_RDX: return regs->dx;
	case DTRACE_USDT_REG_RSI: return regs->si;
	case DTRACE_USDT_REG_RDI: return regs->di;
	case DTRACE_USDT_REG_RBP: return regs->bp;
	case DTRACE_USDT_REG_RSP: return regs->sp;
	case DTRACE_USDT_REG_R8: return regs->r8;
	case DTRACE_USDT_REG_R8 + 1: return regs->r9;
	case DTRACE_USDT_REG_R8 + 2: return regs->r10;
	case DTRACE_USDT_REG_R8 + 3: return regs->r11;
	case DTRACE_USDT_REG_R8 + 4: return regs->r12;
	case DTRACE_USDT_REG_R8 + 5: return regs->r13;
	case DTRACE_USDT_REG_R8 + 6: return regs->r14;
	case DTRACE_USDT_REG_R8 + 7: return regs->r15;
	case DTRACE_USDT_REG_RIP: return regs->ip;
	default: return 0;
	}
}

/* [P] @len bytes of the current task's memory at @addr, without faulting. */
static int kpid_usdt_read(void *arg, uint64_t addr, void *buf, size_t len)
{
	(void)arg;
	return copy_from_user_nofault(buf, (const void __user *)addr, len) ?
	    -1 : 0;
}

/*
 * Fault in the first page of each of the @n values @v that is a user
 * address of the target.  copyin() and copyinstr() in probe context never
 * fault (the copies are nofault, as the reference's), so a string the
 * program passes but has not touched yet -- its .rodata, say -- would read
 * as an invalid address; the user host, which reads with
 * process_vm_readv(), faults it in.  The handler runs on the target's way
 * back to user mode (uprobe_notify_resume), where it may sleep, and this
 * is called before preemption is disabled.  Only values inside a readable
 * mapping are touched (looked up under the mmap lock first: a failed user
 * load costs a page-fault exception, most of all under emulation), and a
 * page already present costs one load.  Only for a probe an enabled
 * clause of which calls copyin(), copyinstr() or copyinto()
 * (dtrace_probe_reads_user): the others read no user memory.
 */
static void kpid_prefault(const uint64_t *v, uint32_t n)
{
#if LINUX_VERSION_CODE >= KERNEL_VERSION(5, 16, 0)
	struct mm_struct *mm = current->mm;
	struct vm_area_struct *vma;
	uint32_t i, want = 0;

	if (mm == NULL || n == 0)
		return;
	mmap_read_lock(mm);
	for (i = 0; i < n && i < 32; i++) {
		vma = v[i] >= PAGE_SIZE ? vma_lookup(mm, (unsigned long)v[i]) :
		    NULL;
		if (vma != NULL && (vma->vm_flags & VM_READ))
			want |= 1U << i;
	}
	mmap_read_unlock(mm);
	for (i = 0; i < n && i < 32; i++) {
		if (want & (1U << i))
			(void)fault_in_readable((const char __user *)
			    (uintptr_t)v[i], 1);
	}
#endif
}

static int kpid_handler(struct uprobe_consumer *uc, struct pt_regs *regs)
{
	kpid_site_t *s = container_of(uc, kpid_site_t, ks_uc);
	kpid_probe_t *p = s->ks_probe;
	uint64_t lv[DTRACE_USDT_MAXARGS];
	uint32_t i, n;

	/*
	 * Another address space (a child forked with the breakpoints):
	 * the kernel takes them out of it, and lowers its USDT semaphores,
	 * unless another consumer of the site traces that one (or, on
	 * 6.12, the sites are going anyway: kpid_foreign).
	 */
	if (current->mm != p->kp_prov->kv_mm)
		return kpid_foreign(p);
	if (!READ_ONCE(p->kp_want))
		return 0;
	/* a jcc out of the function: a return only when taken */
	if (s->ks_cond != DTRACE_URET_ALWAYS &&
	    !dtrace_uret_taken(s->ks_cond, regs->flags))
		return 0;
	/* the arguments, and the pages they point to (kpid_prefault) */
	if (p->kp_kind == DTRACE_UPROBE_USDT) {
		const dtrace_usdt_arg_t *a = &p->kp_args[(size_t)s->ks_idx *
		    DTRACE_USDT_MAXARGS];

		for (i = 0; i < DTRACE_USDT_MAXARGS; i++)
			lv[i] = i < p->kp_nargs ? dtrace_usdt_arg_value(&a[i],
			    kpid_usdt_reg, regs, kpid_usdt_read, NULL) : 0;
		n = p->kp_nargs;
	} else if (p->kp_kind == DTRACE_UPROBE_RETURN) {
		lv[0] = regs->ax;
		n = 1;
	} else {
		lv[0] = regs->di;
		lv[1] = regs->si;
		lv[2] = regs->dx;
		lv[3] = regs->cx;
		lv[4] = regs->r8;
		lv[5] = regs->r9;
		n = 6;
	}
	if (dtrace_probe_reads_user(p->kp_id))
		kpid_prefault(lv, n);
	preempt_disable();
	if (p->kp_kind == DTRACE_UPROBE_USDT) {
		uint64_t *v = this_cpu_ptr(kpid_usdt_vals);

		memcpy(v, lv, sizeof(lv));
		this_cpu_write(kpid_usdt_nvals, p->kp_nargs);
		dtrace_probe(p->kp_id, v[0], v[1], v[2], v[3], v[4]);
		this_cpu_write(kpid_usdt_nvals, 0);
	} else if (p->kp_kind == DTRACE_UPROBE_RETURN) {
		dtrace_probe(p->kp_id, s->ks_off, regs->ax, 0, 0, 0);
	} else if (p->kp_kind == DTRACE_UPROBE_ENTRY) {
		dtrace_os_linux_uentry(1);
		dtrace_probe(p->kp_id, regs->di, regs->si, regs->dx, regs->cx,
		    regs->r8);
		dtrace_os_linux_uentry(0);
	} else {
		dtrace_probe(p->kp_id, regs->di, regs->si, regs->dx, regs->cx,
		    regs->r8);
	}
	preempt_enable();
	return 0;
}

static uint64_t kpid_getargval(void *arg, dtrace_id_t id, void *parg,
    int argno, int aframes)
{
	kpid_probe_t *p = parg;
	struct pt_regs *regs;
	unsigned long v = 0;

	(void)arg;
	(void)id;
	(void)aframes;
	if (p->kp_kind == DTRACE_UPROBE_USDT)
		return argno >= 0 && (uint32_t)argno <
		    this_cpu_read(kpid_usdt_nvals) ?
		    this_cpu_ptr(kpid_usdt_vals)[argno] : 0;
	if (current->mm == NULL || (current->flags & PF_KTHREAD) ||
	    p->kp_kind == DTRACE_UPROBE_RETURN)
		return 0;
	regs = task_pt_regs(current);
	if (argno == 5)
		return regs->r9;
	if (argno < 5)
		return 0;
	/* the caller's stack: above the return address at (%rsp) */
	if (copy_from_user_nofault(&v, (const void __user *)(regs->sp +
	    (unsigned long)(argno - 5) * sizeof(long)), sizeof(v)) != 0) {
		*dtrace_os_cpu_flags() |= DTRACE_CPUFLAG_BADADDR;
		*dtrace_os_cpu_illval() = regs->sp +
		    (unsigned long)(argno - 5) * sizeof(long);
		return 0;
	}
	return v;
}

/* ---- control path ------------------------------------------------------ */

static void kpid_enable(void *arg, dtrace_id_t id, void *parg)
{
	(void)arg;
	(void)id;
	WRITE_ONCE(((kpid_probe_t *)parg)->kp_want, 1);
}

static void kpid_disable(void *arg, dtrace_id_t id, void *parg)
{
	(void)arg;
	(void)id;
	WRITE_ONCE(((kpid_probe_t *)parg)->kp_want, 0);
}

/* Register (@on) or unregister the uprobes of @p.  kpid_arm_lock held. */
static void kpid_arm(kpid_probe_t *p, bool on)
{
	struct inode *inode;
	uint32_t i;

	if (p->kp_nsites == 0)
		return;		/* deferred: no sites yet */
	inode = d_inode(p->kp_path.dentry);

	for (i = 0; i < p->kp_nsites; i++) {
		kpid_site_t *s = &p->kp_sites[i];

		if (on && !s->ks_armed) {
			/* refused (an undecodable instruction): stays off */
			if (kpid_uprobe_register(inode, s, p->kp_refctr) == 0)
				s->ks_armed = true;
		} else if (!on && s->ks_armed) {
			kpid_uprobe_unregister(inode, s);
			s->ks_armed = false;
		}
		cond_resched();
	}
}

/*
 * Arm what is wanted, disarm the rest.  The framework's provider lock is
 * held (not the framework lock): uprobe_register may sleep.
 */
static void kpid_commit(void *arg)
{
	kpid_prov_t *pv = arg;
	kpid_probe_t *p;

	mutex_lock(&kpid_arm_lock);
	kpid_uprobe_leave(pv);
	list_for_each_entry(p, &pv->kv_probes, kp_link)
		kpid_arm(p, !pv->kv_dead && READ_ONCE(p->kp_want));
	kpid_uprobe_sync();
	mutex_unlock(&kpid_arm_lock);
}

/*
 * dtps_destroy: the framework forgets probe @parg (dtrace_unregister,
 * which only kpid_prov_put and kpid_prov_get call, kpid_lock held).
 */
static void kpid_destroy(void *arg, dtrace_id_t id, void *parg)
{
	kpid_probe_t *p = parg;

	(void)arg;
	(void)id;
	mutex_lock(&kpid_arm_lock);
	list_del(&p->kp_link);
	kpid_arm(p, false);
	kpid_uprobe_sync();	/* before its sites are freed */
	mutex_unlock(&kpid_arm_lock);
	kpid_nsites -= p->kp_nsites;
	if (p->kp_path.dentry != NULL)
		path_put(&p->kp_path);
	kvfree(p->kp_sites);
	kvfree(p->kp_args);
	kfree(p->kp_types);
	kfree(p);
}

/*
 * dtps_getargdesc: a USDT probe's argument types, as its provider
 * declared them or from its operands (dtrace_usdt_getargdesc()); pid
 * probes have none.
 */
static void kpid_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	kpid_probe_t *p = parg;

	(void)arg;
	(void)id;
	if (p->kp_kind != DTRACE_UPROBE_USDT) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	dtrace_usdt_getargdesc(p->kp_types, p->kp_typeslen, p->kp_args,
	    p->kp_nsites, p->kp_nargs, desc);
}

static const dtrace_pattr_t kpid_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_ISA },
};

static const dtrace_pops_t kpid_pops = {
	.dtps_enable = kpid_enable,
	.dtps_disable = kpid_disable,
	.dtps_getargval = kpid_getargval,
	.dtps_getargdesc = kpid_getargdesc,
	.dtps_destroy = kpid_destroy,
	.dtps_commit = kpid_commit,
};

/*
 * May the caller plant probes in @t?  With CAP_SYS_PTRACE, or when @t's
 * real, effective and saved uids are the caller's effective uid (the
 * ptrace rule; ptrace_may_access() is not exported to modules).
 */
static bool kpid_may_trace(struct task_struct *t)
{
	const struct cred *me = current_cred(), *tc;
	bool ok;

	if (capable(CAP_SYS_PTRACE))
		return true;
	rcu_read_lock();
	tc = __task_cred(t);
	ok = uid_eq(me->euid, tc->uid) && uid_eq(me->euid, tc->euid) &&
	    uid_eq(me->euid, tc->suid);
	rcu_read_unlock();
	return ok;
}

/* The mm of process @pid if the caller may trace it; NULL and *@errp. */
static struct mm_struct *kpid_target_mm(pid_t pid, int *errp)
{
	struct task_struct *t;
	struct mm_struct *mm;
	struct pid *sp;

	*errp = ESRCH;
	if (pid <= 0 || (sp = find_get_pid(pid)) == NULL)
		return NULL;
	t = get_pid_task(sp, PIDTYPE_TGID);
	put_pid(sp);
	if (t == NULL)
		return NULL;
	if (!kpid_may_trace(t)) {
		put_task_struct(t);
		*errp = EPERM;
		return NULL;
	}
	mm = get_task_mm(t);
	put_task_struct(t);
	if (mm == NULL)
		return NULL;
	*errp = 0;
	return mm;
}

/*
 * Is every site @foffs[@n] of @inode inside an executable mapping of that
 * inode in @mm?
 */
static bool kpid_mapped(struct mm_struct *mm, struct inode *inode,
    const loff_t *foffs, uint32_t n)
{
	struct vm_area_struct *vma;
	uint32_t i, found = 0;
	bool *hit;

	hit = kvcalloc(n, sizeof(*hit), GFP_KERNEL | __GFP_NOWARN);
	if (hit == NULL)
		return false;
	mmap_read_lock(mm);
	{
		VMA_ITERATOR(vmi, mm, 0);

		for_each_vma(vmi, vma) {
			loff_t lo, hi;

			if (vma->vm_file == NULL ||
			    file_inode(vma->vm_file) != inode ||
			    !(vma->vm_flags & VM_EXEC))
				continue;
			lo = (loff_t)vma->vm_pgoff << PAGE_SHIFT;
			hi = lo + (loff_t)(vma->vm_end - vma->vm_start);
			for (i = 0; i < n; i++) {
				if (!hit[i] && foffs[i] >= lo && foffs[i] < hi) {
					hit[i] = true;
					found++;
				}
			}
		}
	}
	mmap_read_unlock(mm);
	kvfree(hit);
	return found == n;
}

/*
 * The file offset in @inode of runtime address @addr in @mm (a USDT
 * semaphore: a writable mapping of the object), or -1.
 */
static loff_t kpid_file_offset(struct mm_struct *mm, struct inode *inode,
    uint64_t addr)
{
	struct vm_area_struct *vma;
	loff_t off = -1;

	mmap_read_lock(mm);
	vma = find_vma(mm, (unsigned long)addr);
	if (vma != NULL && vma->vm_start <= addr && vma->vm_file != NULL &&
	    file_inode(vma->vm_file) == inode)
		off = ((loff_t)vma->vm_pgoff << PAGE_SHIFT) +
		    (loff_t)(addr - vma->vm_start);
	mmap_read_unlock(mm);
	return off;
}

/* Provider @name of @pid with a reference for @file.  kpid_lock held. */
static int kpid_prov_get(struct file *file, const char *name, pid_t pid,
    struct mm_struct *mm, kpid_prov_t **pvp)
{
	kpid_prov_t *pv;
	kpid_ref_t *r;
	int err;

	list_for_each_entry(pv, &kpid_provs, kv_link) {
		if (strcmp(pv->kv_name, name) == 0 && pv->kv_mm == mm)
			goto found;
	}
	list_for_each_entry(pv, &kpid_provs, kv_link) {
		if (strcmp(pv->kv_name, name) != 0)
			continue;
		/* an earlier image's (exec, or the pid reused) */
		if (pv->kv_refs > 0 || dtrace_unregister(pv->kv_id) != 0)
			return EBUSY;
		list_del(&pv->kv_link);
		mmdrop(pv->kv_mm);
		kfree(pv);
		break;
	}
	pv = kzalloc(sizeof(*pv), GFP_KERNEL | __GFP_NOWARN);
	if (pv == NULL)
		return ENOMEM;
	pv->kv_pid = pid;
	strscpy(pv->kv_name, name, sizeof(pv->kv_name));
	INIT_LIST_HEAD(&pv->kv_probes);
	err = dtrace_register(name, &kpid_attr,
	    DTRACE_PRIV_PROC | DTRACE_PRIV_OWNER, &kpid_pops, pv, &pv->kv_id);
	if (err != 0) {
		kfree(pv);
		return dtrace_os_errno_of(err);
	}
	mmgrab(mm);
	pv->kv_mm = mm;
	list_add(&pv->kv_link, &kpid_provs);
found:
	list_for_each_entry(r, &kpid_refs, kr_link) {
		if (r->kr_file == file && r->kr_prov == pv) {
			*pvp = pv;
			return 0;
		}
	}
	r = kzalloc(sizeof(*r), GFP_KERNEL | __GFP_NOWARN);
	if (r == NULL)
		return ENOMEM;	/* a new provider stays, empty, till unload */
	r->kr_file = file;
	r->kr_prov = pv;
	list_add(&r->kr_link, &kpid_refs);
	pv->kv_refs++;
	mutex_lock(&kpid_arm_lock);
	pv->kv_dead = false;
	mutex_unlock(&kpid_arm_lock);
	*pvp = pv;
	return 0;
}

/* Drop a reference on @pv; the last takes every site out.  Lock held. */
static void kpid_prov_put(kpid_prov_t *pv)
{
	kpid_probe_t *p;

	if (--pv->kv_refs > 0)
		return;
	mutex_lock(&kpid_arm_lock);
	pv->kv_dead = true;
	kpid_uprobe_leave(pv);
	list_for_each_entry(p, &pv->kv_probes, kp_link)
		kpid_arm(p, false);
	kpid_uprobe_sync();	/* before the provider may be freed */
	mutex_unlock(&kpid_arm_lock);
	/* its probes go with it (kpid_destroy), unless still enabled */
	if (dtrace_unregister(pv->kv_id) != 0)
		return;
	list_del(&pv->kv_link);
	mmdrop(pv->kv_mm);
	kfree(pv);
}

/*
 * Check @u (copied in) for DTRACEIOC_UPROBE_MAKE, or for _RESOLVE
 * (@resolve: the sites of a deferred entry, return or offset probe).
 * 0 or an errno.
 */
static int kpid_spec_check(const dtrace_uprobespec_t *u, bool resolve)
{
	bool usdt = u->dups_kind == DTRACE_UPROBE_USDT;
	bool deferred = (u->dups_flags & DTRACE_UPROBE_DEFERRED) != 0;

	if ((u->dups_flags & ~DTRACE_UPROBE_DEFERRED) != 0 ||
	    (deferred && (usdt || resolve)) || (resolve && usdt))
		return EINVAL;
	if (u->dups_kind < DTRACE_UPROBE_ENTRY ||
	    u->dups_kind > DTRACE_UPROBE_USDT || u->dups_pid <= 0 ||
	    (!deferred && (u->dups_noffs == 0 || u->dups_path == 0 ||
	    u->dups_offs == 0)) ||
	    u->dups_mod[0] == '\0' || (!usdt && u->dups_func[0] == '\0') ||
	    u->dups_name[0] == '\0' ||
	    (usdt && (u->dups_prov[0] == '\0' ||
	    strnlen(u->dups_prov, sizeof(u->dups_prov)) >
	    sizeof(u->dups_prov) - 12 || (u->dups_nargs != 0 &&
	    u->dups_args == 0))) ||
	    u->dups_nargs > DTRACE_USDT_MAXARGS ||
	    u->dups_typeslen > DTRACE_UPROBE_MAXTYPES ||
	    (u->dups_argtypes != 0 && !usdt) ||
	    strnlen(u->dups_mod, sizeof(u->dups_mod)) == sizeof(u->dups_mod) ||
	    strnlen(u->dups_func, sizeof(u->dups_func)) ==
	    sizeof(u->dups_func) ||
	    strnlen(u->dups_name, sizeof(u->dups_name)) ==
	    sizeof(u->dups_name) || u->dups_foff > (uint64_t)LLONG_MAX / 2 ||
	    u->dups_size > (uint64_t)LLONG_MAX / 2)
		return EINVAL;
	if (deferred)
		return 0;	/* its sites come with _RESOLVE */
	if (u->dups_noffs > DTRACE_UPROBE_MAXSITES)
		return E2BIG;
	if (u->dups_noffs > KPID_MAXSITES)
		return ENOSPC;	/* before anything is allocated for them */
	return 0;
}

/*
 * The object file of @u (*@path, held) and its sites: their offsets into
 * the function (*@offsp) and into the file (*@foffsp), both kvmalloc'ed,
 * each checked to lie in the file (kpid_mapped checks the target's
 * mappings).  0, or an errno with nothing held.
 */
static int kpid_sites_load(const dtrace_uprobespec_t *u, struct path *path,
    uint64_t **offsp, loff_t **foffsp)
{
	uint64_t *offs = NULL;
	loff_t *foffs = NULL;
	char *pathname;
	uint32_t i;
	int err;

	pathname = strndup_user((const char __user *)(uintptr_t)u->dups_path,
	    PATH_MAX);
	if (IS_ERR(pathname))
		return -PTR_ERR(pathname) == EFAULT ? EFAULT : EINVAL;
	err = kern_path(pathname, LOOKUP_FOLLOW, path);
	kfree(pathname);
	if (err != 0)
		return EINVAL;
	if (!S_ISREG(d_inode(path->dentry)->i_mode)) {
		err = EINVAL;
		goto fail;
	}
	offs = kvmalloc_array(u->dups_noffs, sizeof(*offs),
	    GFP_KERNEL | __GFP_NOWARN);
	foffs = kvmalloc_array(u->dups_noffs, sizeof(*foffs),
	    GFP_KERNEL | __GFP_NOWARN);
	if (offs == NULL || foffs == NULL) {
		err = ENOMEM;
		goto fail;
	}
	if (copy_from_user(offs, (const void __user *)(uintptr_t)u->dups_offs,
	    (size_t)u->dups_noffs * sizeof(*offs)) != 0) {
		err = EFAULT;
		goto fail;
	}
	err = EINVAL;
	for (i = 0; i < u->dups_noffs; i++) {
		/* a function of unknown extent has its entry only */
		if ((u->dups_kind != DTRACE_UPROBE_USDT && offs[i] != 0 &&
		    offs[i] >= u->dups_size) ||
		    offs[i] > (uint64_t)LLONG_MAX / 2)
			goto fail;
		foffs[i] = (loff_t)(u->dups_foff + offs[i]);
		if (foffs[i] >= i_size_read(d_inode(path->dentry)))
			goto fail;
	}
	*offsp = offs;
	*foffsp = foffs;
	return 0;
fail:
	path_put(path);
	path->dentry = NULL;
	kvfree(offs);
	kvfree(foffs);
	return err;
}

/*
 * Drop what kpid_sites_load and kpid_target_mm gave that no probe took
 * (@mm and @path->dentry may be NULL).
 */
static void kpid_load_put(struct mm_struct *mm, struct path *path,
    uint64_t *offs, loff_t *foffs)
{
	if (mm != NULL)
		mmput(mm);
	if (path->dentry != NULL)
		path_put(path);
	kvfree(offs);
	kvfree(foffs);
}

/*
 * How each of the @n sites of a probe of kind @kind in object @path
 * returns (dtrace_uret_cond), from the file's bytes there: uprobes runs
 * the handler before the instruction, so a conditional jump out of the
 * function must be decided from the flags.  What cannot be read counts
 * as a ret.
 */
static void kpid_sites_cond(const struct path *path, uint32_t kind,
    kpid_site_t *sites, uint32_t n)
{
	struct file *f;
	uint8_t insn[8];
	uint32_t i;

	for (i = 0; i < n; i++)
		sites[i].ks_cond = DTRACE_URET_ALWAYS;
	if (kind != DTRACE_UPROBE_RETURN || n == 0)
		return;
	f = dentry_open(path, O_RDONLY | O_LARGEFILE, current_cred());
	if (IS_ERR(f))
		return;
	for (i = 0; i < n; i++) {
		loff_t pos = sites[i].ks_foff;
		ssize_t got = kernel_read(f, insn, sizeof(insn), &pos);

		if (got > 0)
			sites[i].ks_cond = dtrace_uret_cond(insn, (size_t)got);
		cond_resched();
	}
	fput(f);
}

/*
 * Fill the @n sites of @p (kp_kind set), in object @path, from @offs and
 * @foffs.  Not armed yet.
 */
static void kpid_sites_init(kpid_probe_t *p, const struct path *path,
    kpid_site_t *sites, uint32_t n, const uint64_t *offs, const loff_t *foffs)
{
	uint32_t i;

	for (i = 0; i < n; i++) {
		sites[i].ks_idx = i;
		sites[i].ks_uc.handler = kpid_handler;
		sites[i].ks_uc.filter = kpid_filter;
		sites[i].ks_probe = p;
		sites[i].ks_off = offs[i];
		sites[i].ks_foff = foffs[i];
	}
	kpid_sites_cond(path, p->kp_kind, sites, n);
}

static int kpid_make(struct file *file, const dtrace_uprobespec_t *u)
{
	bool deferred = (u->dups_flags & DTRACE_UPROBE_DEFERRED) != 0;
	char name[DTRACE_PROVNAMELEN];
	dtrace_usdt_arg_t *args = NULL;
	char *types = NULL;
	struct mm_struct *mm = NULL;
	loff_t *foffs = NULL, refctr = -1;
	uint64_t *offs = NULL;
	kpid_probe_t *p = NULL;
	kpid_prov_t *pv = NULL;
	struct path path = { .dentry = NULL };
	uint32_t nsites = deferred ? 0 : u->dups_noffs;
	int err;

	if ((err = kpid_spec_check(u, false)) != 0)
		return err;
	if (!deferred && (err = kpid_sites_load(u, &path, &offs,
	    &foffs)) != 0)
		return err;
	if ((mm = kpid_target_mm(u->dups_pid, &err)) == NULL)
		goto out;
	if (!deferred && !kpid_mapped(mm, d_inode(path.dentry), foffs,
	    nsites)) {
		err = EINVAL;
		goto out;
	}
	if (u->dups_kind == DTRACE_UPROBE_USDT) {
		size_t n = (size_t)u->dups_noffs * DTRACE_USDT_MAXARGS;

		if (u->dups_sem != 0 && ((refctr = kpid_file_offset(mm,
		    d_inode(path.dentry), u->dups_sem)) < 0 ||
		    (refctr & 1) != 0)) {
			err = EINVAL;	/* not in this object, or unaligned */
			goto out;
		}
		if (u->dups_nargs != 0) {
			args = kvmalloc_array(n, sizeof(*args),
			    GFP_KERNEL | __GFP_NOWARN);
			if (args == NULL) {
				err = ENOMEM;
				goto out;
			}
			if (copy_from_user(args, (const void __user *)(uintptr_t)
			    u->dups_args, n * sizeof(*args)) != 0) {
				err = EFAULT;
				goto out;
			}
		}
		if (u->dups_argtypes != 0) {
			/* + 1: dups_typeslen 0 is checked like any other */
			types = kmalloc(u->dups_typeslen + 1, GFP_KERNEL |
			    __GFP_NOWARN);
			if (types == NULL) {
				err = ENOMEM;
				goto out;
			}
			if (copy_from_user(types, (const void __user *)
			    (uintptr_t)u->dups_argtypes, u->dups_typeslen)) {
				err = EFAULT;
				goto out;
			}
			if (dtrace_usdt_types_check(types, u->dups_typeslen,
			    u->dups_nargs) != 0) {
				err = EINVAL;
				goto out;
			}
		}
		snprintf(name, sizeof(name), "%s%d", u->dups_prov,
		    (int)u->dups_pid);
	} else {
		snprintf(name, sizeof(name), "pid%d", (int)u->dups_pid);
	}

	mutex_lock(&kpid_lock);
	if ((err = kpid_prov_get(file, name, u->dups_pid, mm, &pv)) != 0)
		goto unlock;
	if (dtrace_probe_lookup(pv->kv_id, u->dups_mod, u->dups_func,
	    u->dups_name) != DTRACE_IDNONE)
		goto unlock;		/* made already: not an error */
	if (nsites > KPID_MAXSITES - kpid_nsites) {
		err = ENOSPC;
		goto unlock;
	}
	p = kzalloc(sizeof(*p), GFP_KERNEL | __GFP_NOWARN);
	if (p == NULL || (nsites != 0 && (p->kp_sites = kvcalloc(nsites,
	    sizeof(*p->kp_sites), GFP_KERNEL | __GFP_NOWARN)) == NULL)) {
		kfree(p);
		err = ENOMEM;
		goto unlock;
	}
	p->kp_prov = pv;
	p->kp_kind = u->dups_kind;
	p->kp_path = path;
	path.dentry = NULL;	/* the probe holds it now */
	p->kp_nsites = nsites;
	p->kp_nargs = args != NULL ? u->dups_nargs : 0;
	p->kp_args = args;
	args = NULL;		/* the probe holds them now */
	p->kp_types = types;
	p->kp_typeslen = types != NULL ? u->dups_typeslen : 0;
	types = NULL;
	p->kp_refctr = refctr;
	kpid_sites_init(p, &p->kp_path, p->kp_sites, nsites, offs, foffs);
	kpid_nsites += p->kp_nsites;
	mutex_lock(&kpid_arm_lock);
	list_add_tail(&p->kp_link, &pv->kv_probes);
	mutex_unlock(&kpid_arm_lock);
	p->kp_id = dtrace_probe_create(pv->kv_id, u->dups_mod, u->dups_func,
	    u->dups_name, 0, p);
unlock:
	mutex_unlock(&kpid_lock);
out:
	kpid_load_put(mm, &path, offs, foffs);
	kvfree(args);
	kfree(types);
	return err;
}

/*
 * DTRACEIOC_UPROBE_RESOLVE: give the deferred probe @u names (in the
 * provider pid<N> this open made it in) the sites @u carries, and arm
 * them at once if the probe is enabled.  A probe that has its sites
 * already keeps them.  0 or an errno.
 */
static int kpid_resolve(struct file *file, const dtrace_uprobespec_t *u)
{
	char name[DTRACE_PROVNAMELEN];
	struct mm_struct *mm = NULL;
	kpid_site_t *sites = NULL;
	loff_t *foffs = NULL;
	uint64_t *offs = NULL;
	kpid_probe_t *p = NULL, *q;
	kpid_ref_t *r;
	struct path path;
	dtrace_id_t id;
	int err;

	if ((err = kpid_spec_check(u, true)) != 0)
		return err;
	if ((err = kpid_sites_load(u, &path, &offs, &foffs)) != 0)
		return err;
	if ((mm = kpid_target_mm(u->dups_pid, &err)) == NULL)
		goto out;
	if (!kpid_mapped(mm, d_inode(path.dentry), foffs, u->dups_noffs)) {
		err = EINVAL;
		goto out;
	}
	sites = kvcalloc(u->dups_noffs, sizeof(*sites),
	    GFP_KERNEL | __GFP_NOWARN);
	if (sites == NULL) {
		err = ENOMEM;
		goto out;
	}
	snprintf(name, sizeof(name), "pid%d", (int)u->dups_pid);
	mutex_lock(&kpid_lock);
	err = ENOENT;
	list_for_each_entry(r, &kpid_refs, kr_link) {
		if (r->kr_file != file || r->kr_prov->kv_mm != mm ||
		    strcmp(r->kr_prov->kv_name, name) != 0)
			continue;
		id = dtrace_probe_lookup(r->kr_prov->kv_id, u->dups_mod,
		    u->dups_func, u->dups_name);
		list_for_each_entry(q, &r->kr_prov->kv_probes, kp_link) {
			if (q->kp_id == id && id != DTRACE_IDNONE)
				p = q;
		}
		break;
	}
	if (p == NULL || p->kp_kind != u->dups_kind)
		goto unlock;
	err = 0;
	if (p->kp_nsites != 0)
		goto unlock;		/* resolved already */
	if (u->dups_noffs > KPID_MAXSITES - kpid_nsites) {
		err = ENOSPC;
		goto unlock;
	}
	kpid_sites_init(p, &path, sites, u->dups_noffs, offs, foffs);
	mutex_lock(&kpid_arm_lock);
	p->kp_path = path;
	path.dentry = NULL;	/* the probe holds it now */
	p->kp_sites = sites;
	sites = NULL;
	p->kp_nsites = u->dups_noffs;
	kpid_nsites += p->kp_nsites;
	kpid_arm(p, !p->kp_prov->kv_dead && READ_ONCE(p->kp_want));
	kpid_uprobe_sync();
	mutex_unlock(&kpid_arm_lock);
unlock:
	mutex_unlock(&kpid_lock);
out:
	kpid_load_put(mm, &path, offs, foffs);
	kvfree(sites);
	return err;
}

/*
 * Take the armed sites of @p out of every address space that no consumer
 * of theirs wants -- a child forked from the target, which inherited the
 * breakpoints -- and lower the semaphore @p raised there
 * (kpid_uprobe_purge).  kpid_arm_lock held, kpid_uprobe_sync() before it
 * is dropped.
 */
static void kpid_purge(kpid_probe_t *p)
{
	struct inode *inode = d_inode(p->kp_path.dentry);
	uint32_t i;

	for (i = 0; i < p->kp_nsites; i++) {
		if (p->kp_sites[i].ks_armed)
			kpid_uprobe_purge(inode, p->kp_sites[i].ks_foff,
			    p->kp_refctr);
		cond_resched();
	}
}

/*
 * DTRACEIOC_UPROBE_FORKED: process @f->dupf_child was forked from the
 * target @f->dupf_pid of probes this open made, and has not run yet: take
 * the sites with a USDT semaphore out of it now, so that its is-enabled
 * probes read off from its first instruction (the others go at its first
 * hit, kpid_handler).  0 or an errno.
 */
static int kpid_forked(struct file *file, const dtrace_uprobefork_t *f)
{
	struct mm_struct *mm;
	kpid_probe_t *p;
	kpid_ref_t *r;
	int err;

	if (f->dupf_pid <= 0 || f->dupf_child <= 0 ||
	    f->dupf_pid == f->dupf_child)
		return EINVAL;
	if ((mm = kpid_target_mm(f->dupf_child, &err)) == NULL)
		return err;
	mutex_lock(&kpid_lock);
	list_for_each_entry(r, &kpid_refs, kr_link) {
		kpid_prov_t *pv = r->kr_prov;

		/* a thread or vfork shares the target's space: nothing */
		if (r->kr_file != file || pv->kv_pid != f->dupf_pid ||
		    pv->kv_mm == mm)
			continue;
		mutex_lock(&kpid_arm_lock);
		list_for_each_entry(p, &pv->kv_probes, kp_link) {
			if (p->kp_refctr >= 0 && !pv->kv_dead)
				kpid_purge(p);
		}
		kpid_uprobe_sync();
		mutex_unlock(&kpid_arm_lock);
	}
	mutex_unlock(&kpid_lock);
	mmput(mm);
	return 0;
}

/**
 * dtrace_kpid_ioctl - DTRACEIOC_UPROBE_* @cmd from the open @file with
 * user argument @arg (include/dtrace/ioctl.h).  MAKE creates an entry,
 * return, offset or USDT probe in provider pid<N> (PROV<N>), with its
 * sites or, DTRACE_UPROBE_DEFERRED, without; RESOLVE gives a deferred one
 * its sites; FORKED takes a target's sites out of its new child.
 * Returns 0 or a positive errno value.  Process context, may
 * sleep.
 */
int dtrace_kpid_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	dtrace_uprobespec_t *u;
	dtrace_uprobefork_t f;
	int err;

	if (cmd == DTRACEIOC_UPROBE_FORKED) {
		if (copy_from_user(&f, (const void __user *)arg,
		    sizeof(f)) != 0)
			return EFAULT;
		return kpid_forked(file, &f);
	}
	if (cmd != DTRACEIOC_UPROBE_MAKE && cmd != DTRACEIOC_UPROBE_RESOLVE)
		return EOPNOTSUPP;
	u = kmalloc(sizeof(*u), GFP_KERNEL);
	if (u == NULL)
		return ENOMEM;
	if (copy_from_user(u, (const void __user *)arg, sizeof(*u)) != 0)
		err = EFAULT;
	else if (cmd == DTRACEIOC_UPROBE_MAKE)
		err = kpid_make(file, u);
	else
		err = kpid_resolve(file, u);
	kfree(u);
	return err;
}

/**
 * dtrace_kpid_release - @file is closed (its consumer state already
 * closed): drop its providers; the last reference to one unregisters all
 * of that provider's uprobes.  Process context, may sleep.
 */
void dtrace_kpid_release(struct file *file)
{
	kpid_ref_t *r, *n;

	mutex_lock(&kpid_lock);
	list_for_each_entry_safe(r, n, &kpid_refs, kr_link) {
		if (r->kr_file != file)
			continue;
		list_del(&r->kr_link);
		kpid_prov_put(r->kr_prov);
		kfree(r);
	}
	mutex_unlock(&kpid_lock);
}

/**
 * dtrace_kpid_fini - module unload (no consumer open): unregister what
 * is left.
 */
void dtrace_kpid_fini(void)
{
	kpid_prov_t *pv, *n;

	mutex_lock(&kpid_lock);
	list_for_each_entry_safe(pv, n, &kpid_provs, kv_link) {
		pv->kv_refs = 1;
		kpid_prov_put(pv);
	}
	mutex_unlock(&kpid_lock);
}
