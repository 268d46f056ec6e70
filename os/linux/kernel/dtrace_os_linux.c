// SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
/*
 * os/linux/kernel/dtrace_os_linux.c -- the OS interface (common/dtrace_os.h)
 * for the Linux kernel: what the portable framework in common/ calls when it
 * runs inside dtrace.ko.
 *
 * Where it sits: common/ (compiled into the same module) calls these
 * functions; dtrace_dev.c drives the framework from /dev/dtrace/dtrace.
 *
 * Invariants:
 *  - Functions marked [P] in dtrace_os.h run in probe context: interrupts
 *    are disabled (dtrace_os_interrupt_disable), so they never sleep, never
 *    take a sleeping lock and never fault.  Memory of unknown validity is
 *    read only through the *_nofault primitives, and a failure is reported
 *    through this CPU's fault flags (DTRACE_CPUFLAG_BADADDR + illegal value).
 *  - Time in probe context comes from the NMI-safe fast clocks
 *    (ktime_get_mono_fast_ns / ktime_get_real_fast_ns): a probe may fire
 *    inside the timekeeping code, where ktime_get_ns() could deadlock.
 *  - dtrace_os_sync() is synchronize_rcu(): probe context runs with
 *    interrupts disabled, which RCU treats as a read-side critical section,
 *    so after it returns no CPU still runs probe context on old state.
 *  - Memory: no allocation of the framework wakes the OOM killer or warns
 *    (dtrace_os_alloc); sizes a user chose are also held to half of
 *    MemAvailable (dtrace_os_mem_avail) before anything is allocated.
 *  - Periodic callbacks (dtrace_os_cyclic_*) are pinned hard-irq hrtimers:
 *    the callback runs with interrupts disabled on the CPU that added it
 *    (an omni cyclic: one timer on each online CPU, following CPU hotplug
 *    through a cpuhp multi-instance state) and
 *    must neither sleep nor cross-call; get_irq_regs() there is the
 *    interrupted context (dtrace_os_interrupted_pc).  Control-path periodic work
 *    (dtrace_os_work_*, the speculation cleaner) is a delayed work item.
 *  - Probe context takes no lock a probe could have interrupted: cwd calls
 *    d_path() only after finding every seqlock/spinlock it reads free
 *    (with interrupts off, none can be taken on this CPU afterwards);
 *    vtimestamp reads the scheduler's accounting without the run-queue
 *    lock.  Kernel symbols modules cannot link against (mount_lock) and
 *    the extent of the framework's probe entry points (for stack()) are
 *    looked up through kallsyms once, at load.
 *  - A cyclic callback records the interrupt's registers per CPU while it
 *    runs: stack() of a probe fired there unwinds the interrupted context.
 *  - Cross calls (dtrace_os_xcall) hold the CPU hotplug lock and report a
 *    CPU that is not online instead of pretending to have run there.
 *  - raise()/stop() requests made in probe context are sent by an irq_work
 *    on the same CPU once interrupts are enabled again; the irq_work items
 *    are initialised at module load (dtrace_os_linux_init), never by a
 *    static per-CPU initialiser.
 */
#define pr_fmt(fmt)	"dtrace: " fmt	/* the one prefix of the module's lines */

#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/percpu.h>
#include <linux/smp.h>
#include <linux/irqflags.h>
#include <linux/uaccess.h>
#include <linux/slab.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <linux/mutex.h>
#include <linux/sched.h>
#include <linux/sched/task_stack.h>
#include <linux/cred.h>
#include <linux/capability.h>
#include <linux/timekeeping.h>
#include <linux/hrtimer.h>
#include <linux/workqueue.h>
#include <linux/irq_work.h>
#include <linux/cpu.h>
#include <linux/topology.h>
#include <linux/cpuhotplug.h>
#include <asm/irq_regs.h>
#include <linux/moduleparam.h>
#include <linux/panic.h>
#if IS_ENABLED(CONFIG_KGDB)
#include <linux/kgdb.h>
#endif
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <linux/rcupdate.h>
#include <linux/stacktrace.h>
#include <linux/string.h>
#include <linux/build_bug.h>
#include <linux/kdev_t.h>
#include <linux/utsname.h>
#ifdef CONFIG_X86
#include <asm/tsc.h>		/* cpu_khz */
#endif
#include <linux/fs_struct.h>
#include <linux/dcache.h>
#include <linux/path.h>
#include <linux/kprobes.h>
#include <linux/err.h>
#include <linux/preempt.h>
#include <linux/sched/clock.h>
#include <linux/kallsyms.h>
#include <linux/kstrtox.h>
#include <asm/unwind.h>
#include <linux/socket.h>
#include <asm/ptrace.h>

#include <dtrace/dif.h>
#include <dtrace/procinfo.h>

#include "dtrace_os.h"
#include "dtrace_os_linux.h"
#include "dtrace_linux_errno.h"
#include "dtrace_impl.h"	/* dtrace_probe_fire(): the stack walk's marker */

/* ---- per-CPU core block -------------------------------------------------- */

struct dtrace_os_cpu {
	uint16_t	flags;		/* DTRACE_CPUFLAG_* */
	uint64_t	illval;		/* the faulting address or value */
};

static DEFINE_PER_CPU(struct dtrace_os_cpu, dtrace_os_cpu_core);
/* what curcpu->cpu_info reads (DIF_PROCINFO_CPUINFO); dtrace_os_pinfo_init */
static DEFINE_PER_CPU(dtrace_processor_info_t, dtrace_os_pinfo);

/* Scratch space for stack walks (used with interrupts disabled only). */
#define DTRACE_OS_STACK_MAX	128
static DEFINE_PER_CPU(unsigned long [DTRACE_OS_STACK_MAX], dtrace_os_stack_scratch);

volatile uint16_t *dtrace_os_cpu_flags(void)
{
	return &this_cpu_ptr(&dtrace_os_cpu_core)->flags;
}

volatile uint64_t *dtrace_os_cpu_illval(void)
{
	return &this_cpu_ptr(&dtrace_os_cpu_core)->illval;
}

/* Record a bad address on this CPU (probe context). */
static void dtrace_os_badaddr(uintptr_t addr)
{
	struct dtrace_os_cpu *c = this_cpu_ptr(&dtrace_os_cpu_core);

	c->flags |= DTRACE_CPUFLAG_BADADDR;
	c->illval = addr;
}

/* ---- fault-safe memory access [P] ----------------------------------------- */

static int dtrace_os_kread(void *dst, uintptr_t addr, size_t len)
{
	if (copy_from_kernel_nofault(dst, (const void *)addr, len) != 0) {
		dtrace_os_badaddr(addr);
		return -1;
	}
	return 0;
}

static int dtrace_os_uread(void *dst, uintptr_t addr, size_t len)
{
	if (copy_from_user_nofault(dst, (const void __user *)addr, len) != 0) {
		dtrace_os_badaddr(addr);
		return -1;
	}
	return 0;
}

#define DTRACE_OS_LOADER(name, type, reader)			\
type name(uintptr_t addr)					\
{								\
	type v;							\
								\
	if (reader(&v, addr, sizeof(v)) != 0)			\
		return 0;					\
	return v;						\
}

DTRACE_OS_LOADER(dtrace_os_load8, uint8_t, dtrace_os_kread)
DTRACE_OS_LOADER(dtrace_os_load16, uint16_t, dtrace_os_kread)
DTRACE_OS_LOADER(dtrace_os_load32, uint32_t, dtrace_os_kread)
DTRACE_OS_LOADER(dtrace_os_load64, uint64_t, dtrace_os_kread)
DTRACE_OS_LOADER(dtrace_os_uload8, uint8_t, dtrace_os_uread)
DTRACE_OS_LOADER(dtrace_os_uload16, uint16_t, dtrace_os_uread)
DTRACE_OS_LOADER(dtrace_os_uload32, uint32_t, dtrace_os_uread)
DTRACE_OS_LOADER(dtrace_os_uload64, uint64_t, dtrace_os_uread)

int dtrace_os_copyin(uintptr_t uaddr, void *dst, size_t len)
{
	return dtrace_os_uread(dst, uaddr, len);
}

long dtrace_os_copyinstr(uintptr_t uaddr, char *dst, size_t len)
{
	size_t n = 0;

	if (len == 0)
		return 0;
	/*
	 * Read in chunks that never cross a page boundary, so a string that
	 * ends just before an unmapped page is still read whole.
	 */
	while (n < len - 1) {
		uintptr_t a = uaddr + n;
		size_t chunk = PAGE_SIZE - (a & (PAGE_SIZE - 1));
		size_t i;

		if (chunk > len - 1 - n)
			chunk = len - 1 - n;
		if (copy_from_user_nofault(dst + n, (const void __user *)a,
		    chunk) != 0) {
			dst[n] = '\0';
			dtrace_os_badaddr(a);
			return -1;
		}
		for (i = 0; i < chunk; i++) {
			if (dst[n + i] == '\0')
				return (long)(n + i);
		}
		n += chunk;
	}
	dst[n] = '\0';
	return (long)n;
}

int dtrace_os_kcopy(uintptr_t src, void *dst, size_t len)
{
	return dtrace_os_kread(dst, src, len);
}

int dtrace_os_copyout(const void *src, uintptr_t uaddr, size_t len)
{
	if (copy_to_user_nofault((void __user *)uaddr, src, len) != 0) {
		dtrace_os_badaddr(uaddr);
		return -1;
	}
	return 0;
}

/* ---- error codes ------------------------------------------------------------ */

/* The framework's error codes (DTRACE_E*): os/linux/dtrace_linux_errno.h */
int dtrace_os_errno_of(int err)
{
	return dtrace_linux_errno_of(err);
}

/* ---- control-path copies (ioctl arguments) --------------------------------- */

int dtrace_os_ioctl_copyin(uint64_t uaddr, void *dst, size_t len)
{
	if (copy_from_user(dst, (const void __user *)(uintptr_t)uaddr, len))
		return DTRACE_EFAULT;
	return 0;
}

int dtrace_os_ioctl_copyout(const void *src, uint64_t uaddr, size_t len)
{
	if (copy_to_user((void __user *)(uintptr_t)uaddr, src, len))
		return DTRACE_EFAULT;
	return 0;
}

/* ---- per-CPU state [P] ----------------------------------------------------- */

uint32_t dtrace_os_cpu_id(void)
{
	/* Probe context runs with interrupts off; the control path only
	 * uses the answer as a hint, so no preemption check is needed. */
	return raw_smp_processor_id();
}

uint32_t dtrace_os_ncpus(void)
{
	/* CPU ids run from 0 to nr_cpu_ids - 1 (the possible mask may have
	 * holes, so num_possible_cpus() could be smaller than the largest id). */
	return nr_cpu_ids;
}

uint64_t dtrace_os_interrupt_disable(void)
{
	unsigned long flags;

	local_irq_save(flags);
	return flags;
}

void dtrace_os_interrupt_restore(uint64_t cookie)
{
	unsigned long flags = (unsigned long)cookie;

	local_irq_restore(flags);
}

/* ---- atomics [P] ----------------------------------------------------------- */

uint32_t dtrace_os_cas32(volatile uint32_t *target, uint32_t cmp, uint32_t nv)
{
	return cmpxchg((uint32_t *)target, cmp, nv);
}

void *dtrace_os_casptr(void *volatile *target, void *cmp, void *nv)
{
	return cmpxchg((void **)target, cmp, nv);
}

void dtrace_os_add64(volatile uint64_t *target, int64_t delta)
{
	BUILD_BUG_ON(sizeof(atomic64_t) != sizeof(uint64_t));
	atomic64_add(delta, (atomic64_t *)target);
}

void dtrace_os_membar_producer(void)
{
	smp_wmb();
}

void dtrace_os_membar_consumer(void)
{
	smp_rmb();
}

/* ---- time [P] -------------------------------------------------------------- */

uint64_t dtrace_os_gethrtime(void)
{
	return ktime_get_mono_fast_ns();
}

uint64_t dtrace_os_getwalltime(void)
{
	return ktime_get_real_fast_ns();
}

/*
 * vtimestamp: the CPU time of the current thread in ns.  The scheduler
 * accounts it (se.sum_exec_runtime) only at ticks and switches, from
 * exec_start, the run-queue clock when the thread last was accounted;
 * the time since is this CPU's sched_clock_cpu() minus exec_start (the
 * run-queue clock is that same per-CPU clock, read under the run-queue
 * lock, which probe context must not take).  The accounting is done on
 * this CPU with interrupts off, except when another CPU asks for the
 * thread's run time (task_sched_runtime(), under the run-queue lock):
 * exec_start is read before and after the sum, and a change (an update
 * in between) reads again, at most a few times.  The idle task keeps no
 * exec_start: its accounted sum only.
 */
uint64_t dtrace_os_getvtime(void)
{
	struct task_struct *t = current;
	u64 sum, start, now;
	int tries = 0;

	do {
		start = READ_ONCE(t->se.exec_start);
		smp_rmb();
		sum = READ_ONCE(t->se.sum_exec_runtime);
		smp_rmb();
	} while (READ_ONCE(t->se.exec_start) != start && ++tries < 4);
	if (is_idle_task(t) || start == 0)
		return sum;
	now = sched_clock_cpu(raw_smp_processor_id());
	return now > start ? sum + (now - start) : sum;
}

/* ---- current context [P] --------------------------------------------------- */

int32_t dtrace_os_curpid(void)
{
	return current->tgid;
}

int32_t dtrace_os_curppid(void)
{
	struct task_struct *parent;
	int32_t ppid;

	/* Interrupts are off in probe context, an RCU read-side section. */
	rcu_read_lock();
	parent = rcu_dereference(current->real_parent);
	ppid = parent != NULL ? parent->tgid : 0;
	rcu_read_unlock();
	return ppid;
}

int32_t dtrace_os_curtid(void)
{
	return current->pid;
}

uint32_t dtrace_os_curcpu(void)
{
	return dtrace_os_cpu_id();
}

uint32_t dtrace_os_curuid(void)
{
	return __kuid_val(current_uid());
}

uint32_t dtrace_os_curgid(void)
{
	return __kgid_val(current_gid());
}

void dtrace_os_execname(char *buf, size_t len)
{
	/* get_task_comm() takes the task lock; comm is always terminated. */
	if (len > 0)
		strscpy(buf, current->comm, len);
}

/*
 * cwd: d_path() of the current task's working directory, in probe context.
 *
 * d_path() neither sleeps nor allocates, and walks dentries and mounts
 * under RCU (probe context has interrupts off: an RCU read-side section).
 * What it may wait for is a writer: it reads current->fs (fs->seq,
 * fs->lock), rename_lock and mount_lock as seqlocks, spinning while a
 * writer is inside, and takes the spinlocks on a retry.  A writer on
 * another CPU finishes; a writer this CPU interrupted would never finish.
 * So cwd first checks that none of the three is held or mid-write: with
 * interrupts off no writer can start on this CPU afterwards, and d_path()
 * then waits at most for other CPUs.  When one is held (a probe that
 * interrupted a chdir(), rename() or mount() in progress), cwd is "".
 *
 * fs->pwd itself is read without fs->lock or a reference, between two
 * reads of fs->seq, as the kernel's own RCU path walk reads it.
 * mount_lock is not exported to modules: its address comes from kallsyms
 * at load (dtrace_os_linux_init); without it cwd is "" everywhere.
 */
#define DTRACE_OS_PATH_MAX	4096
static DEFINE_PER_CPU(char [DTRACE_OS_PATH_MAX], dtrace_os_path_scratch);
static seqlock_t *dtrace_os_mount_lock;

/* Is seqlock @sl free: no writer inside, on this CPU or another? */
static bool dtrace_os_seqlock_free(seqlock_t *sl)
{
	return (raw_read_seqcount(&sl->seqcount.seqcount) & 1) == 0 &&
	    !spin_is_locked(&sl->lock);
}

void dtrace_os_cwd(char *buf, size_t len)
{
	struct fs_struct *fs = current->fs;
	char *scratch = this_cpu_ptr(dtrace_os_path_scratch);
	struct path pwd;
	unsigned int seq;
	char *p;

	if (len == 0)
		return;
	buf[0] = '\0';
	/* kernel threads have no working directory of their own */
	if (fs == NULL || (current->flags & PF_KTHREAD) ||
	    dtrace_os_mount_lock == NULL)
		return;
	seq = raw_read_seqcount(&fs->seq.seqcount);
	if ((seq & 1) != 0 || spin_is_locked(&fs->lock))
		return;
	pwd.mnt = READ_ONCE(fs->pwd.mnt);
	pwd.dentry = READ_ONCE(fs->pwd.dentry);
	if (read_seqcount_retry(&fs->seq, seq) || pwd.mnt == NULL ||
	    pwd.dentry == NULL)
		return;
	if (!dtrace_os_seqlock_free(&rename_lock) ||
	    !dtrace_os_seqlock_free(dtrace_os_mount_lock))
		return;
	p = d_path(&pwd, scratch, DTRACE_OS_PATH_MAX);
	if (IS_ERR(p))
		return;
	strscpy(buf, p, len);
}

/*
 * The address of a kernel symbol modules cannot link against, through
 * kallsyms_lookup_name() (itself unexported since 5.7: found as the
 * address of a kprobe placed on it and removed at once).  Load time only
 * (also used by the providers: dtrace_os_linux.h).
 */
unsigned long dtrace_os_ksym(const char *name)
{
	static unsigned long (*lookup)(const char *);
	struct kprobe kp = { .symbol_name = "kallsyms_lookup_name" };

	if (lookup == NULL) {
		if (register_kprobe(&kp) != 0)
			return 0;
		lookup = (unsigned long (*)(const char *))kp.addr;
		unregister_kprobe(&kp);
	}
	return lookup != NULL ? lookup(name) : 0;
}

uint64_t dtrace_os_procinfo(int which)
{
	struct mm_struct *mm = current->mm;
	unsigned long sp, argc = 0;

	switch (which) {
	case DIF_PROCINFO_EUID:
		return from_kuid_munged(current_user_ns(), current_euid());
	case DIF_PROCINFO_EGID:
		return from_kgid_munged(current_user_ns(), current_egid());
	case DIF_PROCINFO_PGID:
		return task_pgrp_vnr(current);
	case DIF_PROCINFO_SID:
		return task_session_vnr(current);
	case DIF_PROCINFO_PRI:
		return current->prio;
	case DIF_PROCINFO_POLICY:
		return READ_ONCE(current->policy);
	case DIF_PROCINFO_CHIP:
		return topology_physical_package_id(raw_smp_processor_id());
	case DIF_PROCINFO_LGRP:
		return cpu_to_node(raw_smp_processor_id());
	case DIF_PROCINFO_CPUINFO:
		return (uintptr_t)per_cpu_ptr(&dtrace_os_pinfo,
		    raw_smp_processor_id());
	case DIF_PROCINFO_ARGC:
	case DIF_PROCINFO_ARGV:
	case DIF_PROCINFO_ENVP:
		/* the initial stack holds argc, then argv[], envp[] */
		if (mm == NULL || (current->flags & PF_KTHREAD))
			return 0;
		sp = READ_ONCE(mm->start_stack);
		if (which == DIF_PROCINFO_ARGV)
			return sp + 8;
		if (copy_from_user_nofault(&argc, (const void __user *)sp,
		    sizeof (argc)) != 0)
			return 0;
		return which == DIF_PROCINFO_ARGC ? argc :
		    sp + 8 + 8 * (argc + 1);
	default:
		*dtrace_os_cpu_flags() |= DTRACE_CPUFLAG_ILLOP;
		*dtrace_os_cpu_illval() = (uint64_t)which;
		return 0;
	}
}

int dtrace_os_progenyof(int32_t pid)
{
	struct task_struct *p;
	int found = 0;

	/* up the real parents to the idle task (pid 0, its own parent) */
	rcu_read_lock();
	for (p = current; ; p = rcu_dereference(p->real_parent)) {
		if (task_tgid_nr(p) == pid) {
			found = 1;
			break;
		}
		if (p->pid == 0)
			break;
	}
	rcu_read_unlock();
	return found;
}

void dtrace_os_execargs(char *buf, size_t len)
{
	struct mm_struct *mm = current->mm;
	unsigned long start, end;
	size_t n, i;

	if (len == 0)
		return;
	buf[0] = '\0';
	if (mm == NULL || (current->flags & PF_KTHREAD))
		return;
	start = READ_ONCE(mm->arg_start);
	end = READ_ONCE(mm->arg_end);
	if (end <= start)
		return;
	n = end - start < len - 1 ? end - start : len - 1;
	/* the arguments are in the current process's memory: no sleeping */
	if (copy_from_user_nofault(buf, (const void __user *)start, n) != 0) {
		buf[0] = '\0';
		return;
	}
	while (n > 0 && buf[n - 1] == '\0')
		n--;
	for (i = 0; i < n; i++) {
		if (buf[i] == '\0')
			buf[i] = ' ';
	}
	buf[n] = '\0';
}

uintptr_t dtrace_os_curthread(void)
{
	return (uintptr_t)current;
}

/*
 * errno: as Oracle Linux DTrace reports it, the error of the system call
 * the current thread is returning from (non-zero only where that call
 * failed), and 0 everywhere else.  Linux keeps a system call's result in
 * the ax slot of the thread's user register frame (orig_ax holds the call
 * number, -1 outside a system call); on entry the slot holds -ENOSYS
 * until the call returns, so that value reads as "no result yet" (0), and
 * a call that really failed with ENOSYS is reported as 0 too.  A probe
 * that interrupted user code (profile) is outside any system call: 0.
 * The value is the Linux errno number: D scripts compare it with the
 * host's <errno.h> names.
 */
int32_t dtrace_os_errno(void)
{
	struct pt_regs *regs, *irq;
	long ret;

	if (current->mm == NULL || (current->flags & PF_KTHREAD))
		return 0;
	irq = get_irq_regs();
	if (in_hardirq() && irq != NULL && user_mode(irq))
		return 0;
	regs = task_pt_regs(current);
	if ((long)regs->orig_ax < 0)
		return 0;
	ret = (long)regs->ax;
	if (ret >= 0 || ret < -MAX_ERRNO || ret == -ENOSYS)
		return 0;
	return (int32_t)-ret;
}

uint64_t dtrace_os_getmajor(uint64_t dev)
{
	return MAJOR((dev_t)dev);
}

uint64_t dtrace_os_getminor(uint64_t dev)
{
	return MINOR((dev_t)dev);
}

/* AF_INET, AF_INET6, and the number illumos scripts give AF_INET6 (26) */
int dtrace_os_inet_family(int af)
{
	if (af == AF_INET)
		return 4;
	if (af == AF_INET6 || af == 26)
		return 6;
	return 0;
}

/* ---- stacks [P] ------------------------------------------------------------ */

/*
 * Kernel stacks (stack(), stackdepth) through the kernel's own unwinder
 * (ORC on Debian's kernels), starting at the probe site:
 *  - in a cyclic's callback (profile-N, tick-N), at the interrupted
 *    context: the unwinder starts from the interrupt's registers, so the
 *    first frame is the interrupted pc (arg0), as in the reference; an
 *    interrupted user context has no kernel frames;
 *  - elsewhere, from here, dropping every frame up to the outermost one
 *    inside the framework's probe entry points (dtrace_probe(), or
 *    dtrace_probe_fire() for BEGIN/END/ERROR), whose address ranges are
 *    taken from kallsyms at load; what follows is the function that fired
 *    the probe, after which the provider's @aframes artificial frames
 *    are dropped too.  No frame count is guessed: inlining or a changed
 *    call chain inside the framework moves nothing.
 */
static struct {
	unsigned long start, end;
} dtrace_os_entries[2];
static DEFINE_PER_CPU(struct pt_regs *, dtrace_os_cyc_regs);
static DEFINE_PER_CPU(int, dtrace_os_regs_skip);	/* frames to drop */

void dtrace_os_linux_regs_enter(struct pt_regs *regs, int skip,
    struct dtrace_os_linux_regs *save)
{
	save->regs = this_cpu_read(dtrace_os_cyc_regs);
	save->skip = this_cpu_read(dtrace_os_regs_skip);
	this_cpu_write(dtrace_os_cyc_regs, regs);
	this_cpu_write(dtrace_os_regs_skip, skip);
}

void dtrace_os_linux_regs_exit(const struct dtrace_os_linux_regs *save)
{
	this_cpu_write(dtrace_os_cyc_regs, save->regs);
	this_cpu_write(dtrace_os_regs_skip, save->skip);
}

struct pt_regs *dtrace_os_linux_regs(void)
{
	return this_cpu_read(dtrace_os_cyc_regs);
}

/* [start, end) of the function at @addr, from "name+0x0/0xSIZE [mod]" */
static void dtrace_os_entry_range(int i, unsigned long addr)
{
	static char sym[KSYM_SYMBOL_LEN];	/* module load only */
	char num[24];
	const char *p;
	unsigned long size = 0;
	size_t n = 0;

	sprint_symbol(sym, addr);
	p = strchr(sym, '/');
	if (p != NULL) {
		for (p++; *p != '\0' && *p != ' ' && n < sizeof(num) - 1; p++)
			num[n++] = *p;
		num[n] = '\0';
		if (kstrtoul(num, 0, &size) != 0)
			size = 0;
	}
	dtrace_os_entries[i].start = addr;
	dtrace_os_entries[i].end = addr + size;
}

static bool dtrace_os_in_entry(unsigned long pc)
{
	int i;

	for (i = 0; i < ARRAY_SIZE(dtrace_os_entries); i++) {
		if (pc > dtrace_os_entries[i].start &&
		    pc <= dtrace_os_entries[i].end)	/* return addresses */
			return true;
	}
	return false;
}

/* The kernel stack from the probe site into @st (at most @max); count. */
static int dtrace_os_kstack(unsigned long *st, int max, int aframes)
{
	struct pt_regs *regs = this_cpu_read(dtrace_os_cyc_regs);
	struct unwind_state us;
	int n = 0, i, skip = 0;

	if (regs != NULL) {
		skip = this_cpu_read(dtrace_os_regs_skip);
		if (user_mode(regs))
			return 0;
		/* the unwinder starts above the frame of regs->ip itself */
		if (skip < 0 && n < max)
			st[n++] = instruction_pointer(regs);
		for (unwind_start(&us, current, regs, NULL);
		    !unwind_done(&us) && n < max; unwind_next_frame(&us)) {
			unsigned long pc = unwind_get_return_address(&us);

			if (pc == 0)
				break;
			if (skip > 0) {
				skip--;
				continue;
			}
			st[n++] = pc;
		}
		return n;
	}
	n = stack_trace_save(st, max, 0);
	for (i = 0; i < n; i++) {
		if (dtrace_os_in_entry(st[i]))
			skip = i + 1;
	}
	if (aframes > 0)
		skip += aframes;
	if (skip >= n)
		return 0;
	memmove(st, st + skip, (n - skip) * sizeof(*st));
	return n - skip;
}

int dtrace_os_getpcstack(uint64_t *pcs, int depth, int aframes)
{
	unsigned long *st = this_cpu_ptr(dtrace_os_stack_scratch);
	int n, i;

	if (depth <= 0)
		return 0;
	n = dtrace_os_kstack(st, DTRACE_OS_STACK_MAX, aframes);
	if (n > depth)
		n = depth;
	for (i = 0; i < n; i++)
		pcs[i] = st[i];
	return n;
}

int dtrace_os_getstackdepth(int aframes)
{
	unsigned long *st = this_cpu_ptr(dtrace_os_stack_scratch);

	return dtrace_os_kstack(st, DTRACE_OS_STACK_MAX, aframes);
}

/*
 * Walk the user stack of the current thread through its frame pointers
 * (stack_trace_save_user() is not exported to modules).  Stores the pc
 * and up to @max - 1 return addresses; returns the count.
 */
/*
 * Set while a pid entry probe fires on this CPU (dtrace_pid.c): the
 * function has not pushed a frame yet, so its caller is the return
 * address on top of the stack, and the frame pointer is still the
 * caller's (the reference's CPU_DTRACE_ENTRY).
 */
static DEFINE_PER_CPU(int, dtrace_os_uentry);

void dtrace_os_linux_uentry(int on)
{
	this_cpu_write(dtrace_os_uentry, on);
}

static int dtrace_os_ustack_walk(uint64_t *pcs, int max)
{
	struct pt_regs *regs;
	unsigned long fp, frame[2];
	int n = 0;

	if (current->mm == NULL || (current->flags & PF_KTHREAD))
		return 0;
	regs = task_pt_regs(current);
	if (regs == NULL || !user_mode(regs))
		return 0;
	if (max <= 0)
		return 0;
	if (pcs != NULL)
		pcs[n] = regs->ip;
	n++;
	if (this_cpu_read(dtrace_os_uentry) && n < max) {
		unsigned long ret;

		if (copy_from_user_nofault(&ret, (const void __user *)regs->sp,
		    sizeof(ret)) != 0)
			return n;
		if (pcs != NULL)
			pcs[n] = ret;
		n++;
	}
	fp = regs->bp;
	while (n < max && fp != 0 && (fp & (sizeof(long) - 1)) == 0) {
		/* frame[0]: the caller's frame pointer, frame[1]: return pc */
		if (copy_from_user_nofault(frame, (const void __user *)fp,
		    sizeof(frame)) != 0)
			break;
		if (frame[1] == 0)
			break;
		if (pcs != NULL)
			pcs[n] = frame[1];
		n++;
		if (frame[0] <= fp)	/* stacks grow down: callers are above */
			break;
		fp = frame[0];
	}
	return n;
}

int dtrace_os_getustack(uint64_t *pcs, int depth)
{
	if (depth <= 0)
		return 0;
	pcs[0] = (uint64_t)current->tgid;
	if (depth == 1)
		return 1;
	return 1 + dtrace_os_ustack_walk(pcs + 1, depth - 1);
}

int dtrace_os_getustackdepth(void)
{
	return dtrace_os_ustack_walk(NULL, DTRACE_OS_STACK_MAX);
}

/*
 * getarg: every provider of this module hands all its arguments to the
 * framework in the call that fires the probe (dtrace_probe()'s five, and
 * up to DTRACE_MSTATE_NARGS through dtrace_probe_fire(): dtrace:::ERROR
 * passes its sixth, arg5, so), and the framework answers those itself.
 * An argument past them is one the probe does not have: 0, as Oracle
 * Linux DTrace answers, never a word read off the stack of the caller
 * (the reference's stack walk in illumos is for providers whose probe
 * sites pass arguments on the stack, which Linux's do not).
 */
uint64_t dtrace_os_getarg(int argno, int aframes)
{
	(void)argno;
	(void)aframes;
	return 0;
}

/*
 * uregs[] indices are those of the D library's R_* names (Oracle Linux
 * DTrace's on x86-64, the user host's too): the order of struct pt_regs
 * for 0 ... 20, then the data and extra segment selectors (21 ... 24).
 * Linux keeps no trap number (R_TRAPNO, 25): an illegal operation.
 */
uint64_t dtrace_os_getreg(int reg)
{
	struct pt_regs *regs;
	unsigned short sel = 0;

	if (current->mm == NULL || (current->flags & PF_KTHREAD)) {
		/* no user state: an invalid address (0), as the reference */
		*dtrace_os_cpu_flags() |= DTRACE_CPUFLAG_BADADDR;
		*dtrace_os_cpu_illval() = 0;
		return 0;
	}
	regs = task_pt_regs(current);
	if (reg >= 0 && reg <= 20)
		return ((const unsigned long *)regs)[reg];
	/* the 64-bit kernel leaves the user's selectors loaded */
	switch (reg) {
	case 21: savesegment(ds, sel); return sel;
	case 22: savesegment(es, sel); return sel;
	case 23: savesegment(fs, sel); return sel;
	case 24: savesegment(gs, sel); return sel;
	default: break;
	}
	*dtrace_os_cpu_flags() |= DTRACE_CPUFLAG_ILLOP;
	*dtrace_os_cpu_illval() = (uint64_t)reg;
	return 0;
}

/* ---- control --------------------------------------------------------------- */

/*
 * Cross calls hold the CPU hotplug lock, so a CPU cannot come or go
 * between the check and the call; a CPU that is offline (or out of
 * range) is DTRACE_ENOENT: the caller then reports that CPU as absent
 * (the consumer skips it, as the reference's does) instead of reading a
 * buffer that was never switched.
 */
int dtrace_os_xcall(int32_t cpu, void (*func)(void *), void *arg)
{
	int err = 0;

	cpus_read_lock();
	if (cpu == DTRACE_CPUALL)
		on_each_cpu(func, arg, 1);
	else if (cpu < 0 || cpu >= nr_cpu_ids || !cpu_online(cpu) ||
	    smp_call_function_single(cpu, func, arg, 1) != 0)
		err = DTRACE_ENOENT;
	cpus_read_unlock();
	return err;
}

void dtrace_os_yield(void)
{
	cond_resched();
}

void dtrace_os_sync(void)
{
	synchronize_rcu();
}

struct dtrace_os_mutex {
	struct mutex	m;
};

dtrace_os_mutex_t *dtrace_os_mutex_create(void)
{
	dtrace_os_mutex_t *m = kmalloc(sizeof(*m), GFP_KERNEL);

	if (m != NULL)
		mutex_init(&m->m);
	return m;
}

void dtrace_os_mutex_destroy(dtrace_os_mutex_t *m)
{
	if (m == NULL)
		return;
	mutex_destroy(&m->m);
	kfree(m);
}

void dtrace_os_mutex_enter(dtrace_os_mutex_t *m)
{
	mutex_lock(&m->m);
}

void dtrace_os_mutex_exit(dtrace_os_mutex_t *m)
{
	mutex_unlock(&m->m);
}

struct dtrace_os_cyclic {
	struct hrtimer	timer;
	ktime_t		interval;
	void		(*func)(void *);
	void		*arg;
	struct dtrace_os_cyclic __percpu *percpu;	/* omni: per CPU */
	struct hlist_node node;		/* omni: an instance of the cpuhp state */
};

/*
 * Self-timing of the cyclic callbacks, for bench/kernel-profile.sh: with
 * the parameter cyclic_timing set, each callback (for profile-N: the
 * probe, its ECBs and their clauses, into the buffers) is timed with
 * local_clock() and counted per CPU; the parameter cyclic_time reads
 * "CALLS NS MIN_NS MEDIAN_NS" over all CPUs, and any write to it starts
 * the counts again.  The median comes from a histogram of 32 ns buckets
 * up to 32 us (longer calls count in the last): in a virtual machine a
 * vCPU the host preempts in the middle of a call inflates its time, and
 * a few such calls move the mean but not the median.  Off (the default)
 * it costs one flag test a call.
 */
#define DTRACE_OS_CYCHIST	1024	/* buckets of 32 ns */

struct dtrace_os_cyctime {
	u64	calls;
	u64	ns;
	u64	min;	/* 0: no call yet */
	u32	hist[DTRACE_OS_CYCHIST];
};

/* allocated at load (a module's static per-CPU area is a few KB) */
static struct dtrace_os_cyctime __percpu *dtrace_os_cyctime;
static bool dtrace_cyclic_timing;
module_param_named(cyclic_timing, dtrace_cyclic_timing, bool, 0644);
MODULE_PARM_DESC(cyclic_timing,
	"time each cyclic callback (profile-N, tick-N) into cyclic_time (default 0)");

static int dtrace_os_cyctime_get(char *buf, const struct kernel_param *kp)
{
	u64 calls = 0, ns = 0, min = 0, seen = 0, med = 0;
	int cpu, b;

	if (dtrace_os_cyctime == NULL)
		return sysfs_emit(buf, "0 0 0 0\n");

	for_each_possible_cpu(cpu) {
		const struct dtrace_os_cyctime *ct =
		    per_cpu_ptr(dtrace_os_cyctime, cpu);

		calls += READ_ONCE(ct->calls);
		ns += READ_ONCE(ct->ns);
		if (READ_ONCE(ct->min) != 0 && (min == 0 || ct->min < min))
			min = READ_ONCE(ct->min);
	}
	for (b = 0; b < DTRACE_OS_CYCHIST && calls > 0; b++) {
		for_each_possible_cpu(cpu)
			seen += READ_ONCE(per_cpu_ptr(dtrace_os_cyctime,
			    cpu)->hist[b]);
		if (seen * 2 >= calls) {
			med = (u64)b * 32 + 16;	/* the bucket's middle */
			break;
		}
	}
	return sysfs_emit(buf, "%llu %llu %llu %llu\n", calls, ns, min, med);
}

static int dtrace_os_cyctime_set(const char *val, const struct kernel_param *kp)
{
	int cpu;

	if (dtrace_os_cyctime == NULL)
		return 0;	/* before load: nothing to reset */
	for_each_possible_cpu(cpu)
		memset(per_cpu_ptr(dtrace_os_cyctime, cpu), 0,
		    sizeof(struct dtrace_os_cyctime));
	return 0;
}

static const struct kernel_param_ops dtrace_os_cyctime_ops = {
	.get	= dtrace_os_cyctime_get,
	.set	= dtrace_os_cyctime_set,
};
module_param_cb(cyclic_time, &dtrace_os_cyctime_ops, NULL, 0644);
MODULE_PARM_DESC(cyclic_time,
	"cyclic callbacks timed: \"CALLS NS MIN_NS MEDIAN_NS\"; a write resets (see cyclic_timing)");

static enum hrtimer_restart dtrace_os_cyclic_fire(struct hrtimer *t)
{
	struct dtrace_os_cyclic *cyc = container_of(t, struct dtrace_os_cyclic,
	    timer);
	struct dtrace_os_linux_regs save;

	hrtimer_forward_now(t, cyc->interval);
	/*
	 * stack() of probes fired here starts at the interrupted pc (the
	 * reference's profile stacks: their first frame is the function
	 * the sample hit); an fbt probe this timer interrupted keeps its
	 * registers after.
	 */
	dtrace_os_linux_regs_enter(get_irq_regs(), -1, &save);
	if (unlikely(READ_ONCE(dtrace_cyclic_timing)) &&
	    dtrace_os_cyctime != NULL) {
		struct dtrace_os_cyctime *ct = this_cpu_ptr(dtrace_os_cyctime);
		u64 t0 = local_clock(), d;

		cyc->func(cyc->arg);
		d = local_clock() - t0;
		ct->calls++;
		ct->ns += d;
		if (ct->min == 0 || (d != 0 && d < ct->min))
			ct->min = d;
		ct->hist[min_t(u64, d >> 5, DTRACE_OS_CYCHIST - 1)]++;
	} else {
		cyc->func(cyc->arg);
	}
	dtrace_os_linux_regs_exit(&save);
	return HRTIMER_RESTART;
}

dtrace_os_cyclic_t *dtrace_os_cyclic_add(void (*func)(void *), void *arg,
    uint64_t interval_ns)
{
	dtrace_os_cyclic_t *cyc;

	if (func == NULL || interval_ns == 0)
		return NULL;
	cyc = kzalloc(sizeof(*cyc), GFP_KERNEL);
	if (cyc == NULL)
		return NULL;
	cyc->func = func;
	cyc->arg = arg;
	cyc->interval = ns_to_ktime(interval_ns);
	/*
	 * pinned: a tick-N stays on one CPU, its records in one buffer.  If
	 * that CPU goes offline the hrtimer core moves the timer to a CPU
	 * still online, where it goes on firing (tick-N fires on one CPU,
	 * whichever).
	 */
	hrtimer_init(&cyc->timer, CLOCK_MONOTONIC, HRTIMER_MODE_REL_PINNED_HARD);
	cyc->timer.function = dtrace_os_cyclic_fire;
	hrtimer_start(&cyc->timer, cyc->interval, HRTIMER_MODE_REL_PINNED_HARD);
	return cyc;
}

/*
 * Omni cyclics follow CPU hotplug: each is an instance of one dynamic
 * cpuhp state (registered at load), whose callbacks run on the CPU that
 * comes online (start its timer there) or is about to go offline (cancel
 * its timer there, before the hrtimer core would move it to a CPU still
 * online, which would then fire twice as often).  Adding an instance
 * runs the online callback on every CPU online at that moment, removing
 * it the offline callback; the hotplug core serialises both with CPUs
 * coming and going, so no CPU is ever without its timer or keeps one.
 */
static int dtrace_os_cyclic_cpuhp = -1;	/* the state, once registered */

static int dtrace_os_cyclic_online(unsigned int cpu, struct hlist_node *node)
{
	dtrace_os_cyclic_t *omni = hlist_entry(node, dtrace_os_cyclic_t, node);
	struct dtrace_os_cyclic *c = per_cpu_ptr(omni->percpu, cpu);

	hrtimer_start(&c->timer, c->interval, HRTIMER_MODE_REL_PINNED_HARD);
	return 0;
}

static int dtrace_os_cyclic_offline(unsigned int cpu, struct hlist_node *node)
{
	dtrace_os_cyclic_t *omni = hlist_entry(node, dtrace_os_cyclic_t, node);

	hrtimer_cancel(&per_cpu_ptr(omni->percpu, cpu)->timer);
	return 0;
}

dtrace_os_cyclic_t *dtrace_os_cyclic_add_omni(void (*func)(void *),
    void *arg, uint64_t interval_ns)
{
	dtrace_os_cyclic_t *omni;
	int cpu;

	if (func == NULL || interval_ns == 0 || dtrace_os_cyclic_cpuhp < 0)
		return NULL;
	omni = kzalloc(sizeof(*omni), GFP_KERNEL);
	if (omni == NULL)
		return NULL;
	omni->percpu = alloc_percpu(struct dtrace_os_cyclic);
	if (omni->percpu == NULL) {
		kfree(omni);
		return NULL;
	}
	/* every possible CPU's timer is ready for the day it comes online */
	for_each_possible_cpu(cpu) {
		struct dtrace_os_cyclic *c = per_cpu_ptr(omni->percpu, cpu);

		c->func = func;
		c->arg = arg;
		c->interval = ns_to_ktime(interval_ns);
		hrtimer_init(&c->timer, CLOCK_MONOTONIC,
		    HRTIMER_MODE_REL_PINNED_HARD);
		c->timer.function = dtrace_os_cyclic_fire;
	}
	if (cpuhp_state_add_instance(dtrace_os_cyclic_cpuhp, &omni->node) != 0) {
		/* the CPUs that started a timer have cancelled it again */
		free_percpu(omni->percpu);
		kfree(omni);
		return NULL;
	}
	return omni;
}

void dtrace_os_cyclic_remove(dtrace_os_cyclic_t *cyc)
{
	if (cyc == NULL)
		return;
	if (cyc->percpu != NULL) {
		/* each online CPU cancels its own timer; offline ones have */
		cpuhp_state_remove_instance(dtrace_os_cyclic_cpuhp, &cyc->node);
		free_percpu(cyc->percpu);
	} else {
		hrtimer_cancel(&cyc->timer);	/* waits for a running callback */
	}
	kfree(cyc);
}

void dtrace_os_interrupted_pc(uint64_t *kpc, uint64_t *upc)
{
	struct pt_regs *regs = get_irq_regs();

	*kpc = 0;
	*upc = 0;
	if (regs == NULL)
		return;
	if (user_mode(regs))
		*upc = instruction_pointer(regs);
	else
		*kpc = instruction_pointer(regs);
}

/*
 * Control-path periodic work (the speculation cleaner): a delayed work
 * item on the system workqueue that rearms itself; it may sleep and
 * cross-call, unlike the hard-irq cyclics above.
 */
struct dtrace_os_work {
	struct delayed_work	dw;
	unsigned long		delay;
	void			(*func)(void *);
	void			*arg;
	bool			stop;
};

static void dtrace_os_work_fire(struct work_struct *w)
{
	struct dtrace_os_work *wk = container_of(to_delayed_work(w),
	    struct dtrace_os_work, dw);

	wk->func(wk->arg);
	if (!READ_ONCE(wk->stop))
		schedule_delayed_work(&wk->dw, wk->delay);
}

dtrace_os_work_t *dtrace_os_work_add(void (*func)(void *), void *arg,
    uint64_t interval_ns)
{
	dtrace_os_work_t *wk;

	if (func == NULL || interval_ns == 0)
		return NULL;
	wk = kzalloc(sizeof(*wk), GFP_KERNEL);
	if (wk == NULL)
		return NULL;
	wk->func = func;
	wk->arg = arg;
	wk->delay = nsecs_to_jiffies(interval_ns);
	if (wk->delay == 0)
		wk->delay = 1;
	INIT_DELAYED_WORK(&wk->dw, dtrace_os_work_fire);
	schedule_delayed_work(&wk->dw, wk->delay);
	return wk;
}

void dtrace_os_work_remove(dtrace_os_work_t *wk)
{
	if (wk == NULL)
		return;
	WRITE_ONCE(wk->stop, true);
	cancel_delayed_work_sync(&wk->dw);	/* also stops a self-rearm */
	kfree(wk);
}

/*
 * raise() and stop(): probe context only records the request (one per
 * CPU, holding a reference on the task); an irq_work on the same CPU
 * sends the signal once interrupts are enabled again, outside probe
 * context, so no signal lock is ever taken under a probe.
 *
 * Whom the signal is for, as the reference: illumos posts raise()'s
 * signal to the process from the thread the probe fired in, which takes
 * it first unless it blocks it (then another thread of the process
 * does).  kill_pid() with that thread's own struct pid is the same in
 * Linux: a process-directed signal whose delivery tries that thread
 * first (send_sig() would direct it at the thread alone, and a thread
 * blocking it would keep it pending forever).
 *
 * The irq_work items are set up by dtrace_os_linux_init(), not by a
 * static initialiser: the module loader does not apply relocations to a
 * module's per-CPU section, so a function pointer put there at compile
 * time reads as NULL on every CPU (an irq_work calling address 0).
 */
struct dtrace_os_req {
	struct irq_work		work;
	struct task_struct	*task;
	int			sig;
};

static DEFINE_PER_CPU(struct dtrace_os_req, dtrace_os_req);

static void dtrace_os_req_fire(struct irq_work *w)
{
	struct dtrace_os_req *r = container_of(w, struct dtrace_os_req, work);
	struct task_struct *t = r->task;
	struct pid *pid;

	r->task = NULL;
	if (t == NULL)
		return;
	rcu_read_lock();	/* the thread's struct pid stays while we use it */
	pid = task_pid(t);	/* NULL once the thread has exited */
	if (pid != NULL)
		(void)kill_pid(pid, r->sig, 1);
	rcu_read_unlock();
	put_task_struct(t);
}

int dtrace_os_raise(int sig)
{
	struct dtrace_os_req *r;

	if (sig < 0 || sig > _NSIG)
		return -1;
	if (sig == 0 || (current->flags & PF_KTHREAD))
		return 0;
	r = this_cpu_ptr(&dtrace_os_req);
	if (r->task != NULL || r->work.func == NULL)
		return 0;
	get_task_struct(current);
	r->task = current;
	r->sig = sig;
	irq_work_queue(&r->work);
	return 0;
}

void dtrace_os_stop(void)
{
	(void)dtrace_os_raise(SIGSTOP);
}

/*
 * breakpoint() and panic() destroy the whole host, so besides -w they
 * need the module parameter kdestructive (default off; root may set it
 * in /sys/module/dtrace/parameters/kdestructive).  breakpoint() enters
 * kgdb when a debugger is connected; otherwise it only reports on the
 * console, because an int3 nobody handles in the kernel is an oops.
 */
static bool dtrace_kdestructive;
module_param_named(kdestructive, dtrace_kdestructive, bool, 0644);
MODULE_PARM_DESC(kdestructive,
	"allow the kernel-destructive D actions breakpoint() and panic() (default 0)");

int dtrace_os_kdestructive(void)
{
	return READ_ONCE(dtrace_kdestructive) ? 1 : 0;
}

void dtrace_os_breakpoint(const char *probe, const void *ecb)
{
	if (!READ_ONCE(dtrace_kdestructive))
		return;
	pr_warn("breakpoint action at probe %s (ecb %px)\n", probe,
	    ecb);
#if IS_ENABLED(CONFIG_KGDB)
	if (READ_ONCE(kgdb_connected))
		kgdb_breakpoint();
#endif
}

void dtrace_os_panic(const char *probe, const void *ecb)
{
	if (!READ_ONCE(dtrace_kdestructive))
		return;
	panic("dtrace: panic action at probe %s (ecb %px)", probe, ecb);
}

/* ---- the deadman ------------------------------------------------------------ */

/*
 * The reference's timings: a look every second; a consumer that has not
 * called in for 30 s is unresponsive, and aborted 10 s later.  Root may
 * change the last two (in ms; deadman_timeout_ms=0: no deadman) in
 * /sys/module/dtrace/parameters/; a change applies from the next GO.
 */
static unsigned int dtrace_deadman_user_ms = 30000;
module_param_named(deadman_user_ms, dtrace_deadman_user_ms, uint, 0644);
MODULE_PARM_DESC(deadman_user_ms,
	"a consumer that has not called in for this long (ms) is unresponsive (default 30000)");
static unsigned int dtrace_deadman_timeout_ms = 10000;
module_param_named(deadman_timeout_ms, dtrace_deadman_timeout_ms, uint, 0644);
MODULE_PARM_DESC(deadman_timeout_ms,
	"abort an unresponsive consumer's tracing after this long (ms; 0: never; default 10000)");

int dtrace_os_deadman(uint64_t *interval, uint64_t *user, uint64_t *timeout)
{
	*interval = NSEC_PER_SEC;
	*user = (uint64_t)READ_ONCE(dtrace_deadman_user_ms) * NSEC_PER_MSEC;
	*timeout = (uint64_t)READ_ONCE(dtrace_deadman_timeout_ms) *
	    NSEC_PER_MSEC;
	return *timeout != 0;
}

/* ---- OS layer set-up ------------------------------------------------------- */

/* cpuinfo_t's cpu_info of each CPU (<dtrace/procinfo.h>), set at load */
static void dtrace_os_pinfo_init(int cpu)
{
	dtrace_processor_info_t *pi = per_cpu_ptr(&dtrace_os_pinfo, cpu);

	pi->pi_state = DTRACE_P_ONLINE;
	strscpy(pi->pi_processor_type, init_utsname()->machine,
	    sizeof(pi->pi_processor_type));
#ifdef CONFIG_X86
	strscpy(pi->pi_fputypes, "i387 compatible", sizeof(pi->pi_fputypes));
	pi->pi_clock = (int)(cpu_khz / 1000);
#endif
}

int dtrace_os_linux_init(void)
{
	int cpu, st;

	for_each_possible_cpu(cpu)
		dtrace_os_pinfo_init(cpu);

	dtrace_os_mount_lock = (seqlock_t *)dtrace_os_ksym("mount_lock");
	dtrace_os_entry_range(0, (unsigned long)dtrace_probe);
	dtrace_os_entry_range(1, (unsigned long)dtrace_probe_fire);

	for_each_possible_cpu(cpu) {
		struct dtrace_os_req *r = per_cpu_ptr(&dtrace_os_req, cpu);

		r->task = NULL;
		r->work = IRQ_WORK_INIT_HARD(dtrace_os_req_fire);
	}

	/* the cyclics' self-timing (bench only): without it, no timing */
	dtrace_os_cyctime = alloc_percpu(struct dtrace_os_cyctime);

	/* omni cyclics' CPU hotplug callbacks; no instance yet, no call */
	st = cpuhp_setup_state_multi(CPUHP_AP_ONLINE_DYN, "dtrace/cyclic:online",
	    dtrace_os_cyclic_online, dtrace_os_cyclic_offline);
	if (st < 0)
		return st;
	dtrace_os_cyclic_cpuhp = st;
	return 0;
}

void dtrace_os_linux_fini(void)
{
	int cpu;

	if (dtrace_os_cyclic_cpuhp >= 0) {	/* every instance is gone */
		cpuhp_remove_multi_state(dtrace_os_cyclic_cpuhp);
		dtrace_os_cyclic_cpuhp = -1;
	}
	free_percpu(dtrace_os_cyctime);	/* no cyclic is left to use it */
	dtrace_os_cyctime = NULL;

	/* no probe fires any more: wait for requests in flight, drop the rest */
	for_each_possible_cpu(cpu) {
		struct dtrace_os_req *r = per_cpu_ptr(&dtrace_os_req, cpu);

		if (r->work.func == NULL)
			continue;
		irq_work_sync(&r->work);
		if (r->task != NULL) {
			put_task_struct(r->task);
			r->task = NULL;
		}
	}
}

/* ---- memory ---------------------------------------------------------------- */

/*
 * Every framework allocation may fail quietly: __GFP_NORETRY keeps the
 * OOM killer asleep, __GFP_NOWARN the allocation-failure report, and a
 * size beyond INT_MAX (where kvmalloc() would WARN) goes to vmalloc
 * directly, which fails without a warning for sizes beyond the machine.
 */
#define DTRACE_OS_GFP	(GFP_KERNEL | __GFP_NORETRY | __GFP_NOWARN)

void *dtrace_os_alloc(size_t size)
{
	if (size > INT_MAX)
		return __vmalloc(size, DTRACE_OS_GFP | __GFP_ZERO);
	return kvzalloc(size, DTRACE_OS_GFP);
}

void *dtrace_os_alloc_try(size_t size)
{
	if ((uint64_t)size > dtrace_os_mem_avail())
		return NULL;
	return dtrace_os_alloc(size);
}

uint64_t dtrace_os_mem_avail(void)
{
	long pages = si_mem_available();

	if (pages <= 0)
		return 0;
	return ((uint64_t)pages << PAGE_SHIFT) / 2;
}

void *dtrace_os_alloc_nosleep(size_t size)
{
	return kzalloc(size, GFP_NOWAIT | __GFP_NOWARN);
}

void dtrace_os_free(void *ptr, size_t size)
{
	(void)size;
	kvfree(ptr);	/* frees kmalloc and vmalloc memory alike */
}

/* ---- privileges ------------------------------------------------------------ */

uint32_t dtrace_os_priv(uint32_t *uidp)
{
	if (uidp != NULL)
		*uidp = __kuid_val(current_uid());
	if (capable(CAP_SYS_ADMIN))
		return DTRACE_PRIV_ALL;
	return DTRACE_PRIV_USER | DTRACE_PRIV_PROC | DTRACE_PRIV_OWNER;
}

/* ---- diagnostics ----------------------------------------------------------- */

/*
 * The framework's diagnostics (why a DOF image was refused, ...) reach the
 * kernel log only when the verbose parameter is set, as the reference's
 * dtrace_err_verbose: the consumer has the errno, and any consumer could
 * otherwise flood the log.
 */
static bool dtrace_verbose;
module_param_named(verbose, dtrace_verbose, bool, 0644);
MODULE_PARM_DESC(verbose, "log why enablings are refused (default off)");

void dtrace_os_printf(const char *fmt, ...)
{
	struct va_format vaf;
	va_list ap;

	if (!READ_ONCE(dtrace_verbose))
		return;
	/* the framework's messages start "dtrace: " as in the user host */
	if (strncmp(fmt, "dtrace: ", 8) == 0)
		fmt += 8;
	va_start(ap, fmt);
	vaf.fmt = fmt;
	vaf.va = &ap;
	pr_info("%pV", &vaf);
	va_end(ap);
}
