// SPDX-License-Identifier: BSD-2-Clause OR GPL-2.0-only
/*
 * os/linux/kernel/dtrace_stable.c -- the module's stable providers of the
 * Dynamic Tracing Guide: proc ("proc Provider"), sched ("sched
 * Provider"), io ("io Provider") and lockstat ("lockstat Provider"), with
 * the Guide's probe names and argument types, module "vmlinux" and no
 * function as Oracle Linux DTrace names them, built on the kernel's
 * tracepoints, and on kprobes where the kernel has no tracepoint (mostly
 * the functions Oracle Linux DTrace uses there).
 *
 * Where it sits: dtrace_dev.c registers the four providers after the
 * framework is up (dtrace_stable_init) and removes them before teardown.
 * Each probe names one "hook" (a tracepoint, or kprobes on one or more
 * kernel functions, and maybe a second hook held with it); a hook is
 * registered while at least one of the probes on it is enabled, and not
 * at all otherwise.  A hook that the
 * running kernel lacks (a function inlined away or renamed) leaves its
 * probes out of the listing.
 *
 *   probe               hook                        fires in
 *   proc:::exec         kprobe bprm_execve (6.8:    the exec'ing thread
 *                       alloc_bprm), else
 *                       raw_syscalls:sys_enter
 *                       (execve, execveat)
 *   exec-success,       raw_syscalls:sys_exit       the thread, in the new
 *   exec-failure        (execve, execveat)          image on success
 *   create, lwp-create  sched:sched_process_fork    the parent
 *   start, lwp-start    kprobe schedule_tail        the new task, first
 *   lwp-exit, exit      sched:sched_process_exit    the exiting thread
 *                       (exit: the process's last thread)
 *   signal-send,        signal:signal_generate      the sender
 *   signal-discard      (discard: the receiver ignores it)
 *   signal-handle       signal:signal_deliver       the receiver (caught
 *                                                   signals only)
 *   sched:::off-cpu,    sched:sched_switch          the thread leaving the
 *   sleep, preempt      (sleep: it blocks; preempt: CPU (sleep/preempt
 *                       it was preempted)           before off-cpu)
 *   on-cpu              kprobe finish_task_switch   the thread arriving
 *   wakeup              sched:sched_wakeup          the waker
 *   change-pri          kprobe set_user_nice (a new the caller
 *                       nice value), and
 *                       sched:sched_pi_setprio
 *   enqueue, dequeue    kprobes {en,de}queue_task_  the caller, runqueue
 *                       {fair,rt,dl,stop}           lock held
 *   tick                kprobe scheduler_tick       the timer interrupt
 *   surrender           kprobe do_sched_yield       sched_yield(2)'s caller
 *   io:::start          block:block_bio_queue       the submitter
 *   done                block:block_rq_complete,    the completion
 *                       block:block_bio_complete
 *   wait-start,         kretprobe submit_bio_wait   the waiting thread
 *   wait-done           (entry / return)
 *   lockstat:::         lock:contention_begin and   the waiting thread,
 *   adaptive-spin,      lock:contention_end         when it has the lock
 *   adaptive-block,     (mutexes; spinlocks;
 *   spin-spin, rw-spin  rwlocks)
 * sched:::remain-cpu has no probe: Linux's scheduler has no point where it
 * decides to keep the current thread that a module can hook.  lockstat
 * has the contention probes only: the acquire and release probes would
 * need a kprobe on every lock and unlock of the kernel (Oracle Linux
 * DTrace puts fbt return probes there), far too costly here.
 *
 * Arguments, the Guide's types: psinfo_t, lwpsinfo_t and cpuinfo_t are
 * the D library's proc(4) structures (lib/libdtrace/dt_dlib.c), filled
 * here from the task_struct the event is about, in a per-CPU scratch
 * area of this file (one per context level: task, softirq, hardirq, so
 * an interrupt that fires a probe does not overwrite the structures of
 * the probe it interrupted), and passed by address -- the way the user
 * host's proc provider passes structures filled from /proc, so a script
 * reads the same members on both.  bufinfo_t, devinfo_t and fileinfo_t
 * (the D library's io.d definitions) likewise, from the bio or request.
 *   proc: exec args[0] string (the path as passed); exec-failure args[0]
 *   int (errno); exit args[0] int (CLD_EXITED, CLD_KILLED, CLD_DUMPED);
 *   create args[0] psinfo_t *; lwp-create, signal-send, signal-discard
 *   args[0] lwpsinfo_t *, args[1] psinfo_t * (signal-*: args[2] int, the
 *   signal); signal-handle args[0] int, args[1] siginfo_t *, args[2]
 *   void (*)(void) (the handler); the rest none.
 *   sched: off-cpu (the next thread), wakeup (the woken), change-pri,
 *   surrender, tick args[0] lwpsinfo_t *, args[1] psinfo_t *; enqueue,
 *   dequeue also args[2] cpuinfo_t * (the runqueue's CPU), enqueue
 *   args[3] int (non-zero: queued at the front); change-pri args[2] int
 *   (the new priority, the kernel's prio scale: 120 + nice for a normal
 *   thread; args[0]->pr_pri is the old one); on-cpu, sleep, preempt
 *   none.
 *   io: args[0] bufinfo_t *, args[1] devinfo_t *, args[2] fileinfo_t *
 *   (on Linux no file is known at the block layer: "<none>", as Oracle
 *   Linux DTrace's translator of a NULL file).
 *   lockstat (Oracle Linux DTrace's types): args[0] the lock (struct
 *   mutex *, spinlock_t *, rwlock_t *), args[1] uint64_t the time spun or
 *   blocked in nanoseconds; rw-spin args[2] int, 1 for a reader, 0 for a
 *   writer.  A wait that ends without the lock (a signal) fires nothing.
 * Members filled: psinfo_t pr_nlwp, pr_pid, pr_ppid, pr_pgid, pr_sid,
 * pr_uid, pr_euid, pr_gid, pr_egid, pr_addr (the task), pr_start,
 * pr_fname, pr_psargs (and pr_argc) when the task shares the current
 * address space (otherwise pr_psargs is pr_fname: another process's
 * memory cannot be read in probe context), pr_dmodel, pr_lwp; lwpsinfo_t
 * pr_lwpid, pr_addr, pr_sname (the /proc state letter), pr_state,
 * pr_nice, pr_pri (the kernel's prio), pr_start, pr_name, pr_onpro (the
 * task's CPU); cpuinfo_t cpu_id; bufinfo_t b_flags (B_READ or B_WRITE,
 * B_ASYNC unless REQ_SYNC, B_PHYS, B_ERROR), b_bcount, b_bufsize, b_blkno
 * and b_lblkno (512-byte sector), b_error, b_edev, b_iodone; devinfo_t
 * dev_major, dev_minor, dev_name (the name the block major is registered
 * under), dev_statname (the disk, plus the partition number), dev_pathname
 * "<unknown>" (as Oracle Linux DTrace).  The rest is zero.
 *
 * Invariants: the probes are created once, at registration.  Hook
 * registration counts and the enabled-probe table change only in
 * dtps_enable/disable (framework lock held); handlers only read the
 * table.  Handlers run with preemption (or interrupts) disabled, so the
 * per-CPU scratch of their level stays theirs until dtrace_probe()
 * returns; in NMI context they return at once.
 */
#define pr_fmt(fmt)	"dtrace: " fmt	/* the one prefix of the module's lines */

#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/version.h>
#include <linux/percpu.h>
#include <linux/string.h>
#include <linux/tracepoint.h>
#include <linux/kprobes.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <linux/cred.h>
#include <linux/pid.h>
#include <linux/compat.h>
#include <linux/err.h>
#include <linux/uaccess.h>
#include <linux/hardirq.h>
#include <linux/hash.h>
#include <linux/blk_types.h>
#include <linux/blkdev.h>
#include <linux/blk-mq.h>
#include <linux/bio.h>
#include <asm/syscall.h>
#include <asm/unistd.h>

#include <dtrace/procinfo.h>

#include "dtrace_core.h"
#include "dtrace_os_linux.h"

/* ---- the D library's structures: <dtrace/procinfo.h> ------------------ */

/* the Guide's b_flags bits (the reference's io.d) */
#define ST_B_ERROR	0x000004
#define ST_B_PHYS	0x000020
#define ST_B_READ	0x000040
#define ST_B_WRITE	0x000100
#define ST_B_ASYNC	0x000400

#define ST_PATHMAX	1024	/* proc:::exec's path, as much as is kept */

/* One context level's scratch: the structures of the probe being fired. */
typedef struct st_scratch {
	dtrace_psinfo_t ps;
	dtrace_cpuinfo_t cpu;
	dtrace_bufinfo_t buf;
	dtrace_devinfo_t dev;
	dtrace_fileinfo_t file;
	char path[ST_PATHMAX];
} st_scratch_t;

#define ST_LEVELS	3	/* task, softirq, hardirq */
/* [ST_LEVELS] per CPU; from alloc_percpu: too big for a module's static
 * per-CPU reserve */
static st_scratch_t __percpu *st_scratch;

/* ---- probes and hooks --------------------------------------------------- */

enum st_hook {
	H_SYS_ENTER, H_SYS_EXIT, H_FORK, H_START, H_EXIT, H_SIGGEN, H_SIGDEL,
	H_SWITCH, H_ONCPU, H_WAKEUP, H_PISET, H_ENQ, H_DEQ, H_TICK, H_YIELD,
	H_BIOQ, H_RQDONE, H_WAIT, H_BPRM, H_LCB, H_LCE, H_NICE, H_BIODONE,
	H_NHOOKS
};

enum st_prov { P_PROC, P_SCHED, P_IO, P_LOCKSTAT, P_NPROVS };

enum st_which {
	/* proc */
	S_CREATE, S_EXEC, S_EXEC_FAILURE, S_EXEC_SUCCESS, S_EXIT,
	S_LWP_CREATE, S_LWP_EXIT, S_LWP_START, S_SIGNAL_DISCARD,
	S_SIGNAL_HANDLE, S_SIGNAL_SEND, S_START,
	/* sched */
	S_CHANGE_PRI, S_DEQUEUE, S_ENQUEUE, S_OFF_CPU, S_ON_CPU, S_PREEMPT,
	S_SLEEP, S_SURRENDER, S_TICK, S_WAKEUP,
	/* io */
	S_IO_DONE, S_IO_START, S_IO_WAIT_DONE, S_IO_WAIT_START,
	/* lockstat */
	S_ADAPTIVE_BLOCK, S_ADAPTIVE_SPIN, S_RW_SPIN, S_SPIN_SPIN,
	S_NPROBES
};

#define ST_MAXARGS	4

static const struct st_probe_def {
	enum st_prov prov;
	const char *name;
	enum st_hook hook;
	int nargs;
	const char *types[ST_MAXARGS];
} st_probes[S_NPROBES] = {
	[S_CREATE] = { P_PROC, "create", H_FORK, 1, { "psinfo_t *" } },
	[S_EXEC] = { P_PROC, "exec", H_SYS_ENTER, 1, { "string" } },
	[S_EXEC_FAILURE] = { P_PROC, "exec-failure", H_SYS_EXIT, 1,
	    { "int" } },
	[S_EXEC_SUCCESS] = { P_PROC, "exec-success", H_SYS_EXIT, 0 },
	[S_EXIT] = { P_PROC, "exit", H_EXIT, 1, { "int" } },
	[S_LWP_CREATE] = { P_PROC, "lwp-create", H_FORK, 2,
	    { "lwpsinfo_t *", "psinfo_t *" } },
	[S_LWP_EXIT] = { P_PROC, "lwp-exit", H_EXIT, 0 },
	[S_LWP_START] = { P_PROC, "lwp-start", H_START, 0 },
	[S_SIGNAL_DISCARD] = { P_PROC, "signal-discard", H_SIGGEN, 3,
	    { "lwpsinfo_t *", "psinfo_t *", "int" } },
	[S_SIGNAL_HANDLE] = { P_PROC, "signal-handle", H_SIGDEL, 3,
	    { "int", "siginfo_t *", "void (*)(void)" } },
	[S_SIGNAL_SEND] = { P_PROC, "signal-send", H_SIGGEN, 3,
	    { "lwpsinfo_t *", "psinfo_t *", "int" } },
	[S_START] = { P_PROC, "start", H_START, 0 },

	[S_CHANGE_PRI] = { P_SCHED, "change-pri", H_NICE, 3,
	    { "lwpsinfo_t *", "psinfo_t *", "int" } },
	[S_DEQUEUE] = { P_SCHED, "dequeue", H_DEQ, 3,
	    { "lwpsinfo_t *", "psinfo_t *", "cpuinfo_t *" } },
	[S_ENQUEUE] = { P_SCHED, "enqueue", H_ENQ, 4,
	    { "lwpsinfo_t *", "psinfo_t *", "cpuinfo_t *", "int" } },
	[S_OFF_CPU] = { P_SCHED, "off-cpu", H_SWITCH, 2,
	    { "lwpsinfo_t *", "psinfo_t *" } },
	[S_ON_CPU] = { P_SCHED, "on-cpu", H_ONCPU, 0 },
	[S_PREEMPT] = { P_SCHED, "preempt", H_SWITCH, 0 },
	[S_SLEEP] = { P_SCHED, "sleep", H_SWITCH, 0 },
	[S_SURRENDER] = { P_SCHED, "surrender", H_YIELD, 2,
	    { "lwpsinfo_t *", "psinfo_t *" } },
	[S_TICK] = { P_SCHED, "tick", H_TICK, 2,
	    { "lwpsinfo_t *", "psinfo_t *" } },
	[S_WAKEUP] = { P_SCHED, "wakeup", H_WAKEUP, 2,
	    { "lwpsinfo_t *", "psinfo_t *" } },

	[S_IO_DONE] = { P_IO, "done", H_RQDONE, 3,
	    { "bufinfo_t *", "devinfo_t *", "fileinfo_t *" } },
	[S_IO_START] = { P_IO, "start", H_BIOQ, 3,
	    { "bufinfo_t *", "devinfo_t *", "fileinfo_t *" } },
	[S_IO_WAIT_DONE] = { P_IO, "wait-done", H_WAIT, 3,
	    { "bufinfo_t *", "devinfo_t *", "fileinfo_t *" } },
	[S_IO_WAIT_START] = { P_IO, "wait-start", H_WAIT, 3,
	    { "bufinfo_t *", "devinfo_t *", "fileinfo_t *" } },

	[S_ADAPTIVE_BLOCK] = { P_LOCKSTAT, "adaptive-block", H_LCB, 2,
	    { "struct mutex *", "uint64_t" } },
	[S_ADAPTIVE_SPIN] = { P_LOCKSTAT, "adaptive-spin", H_LCB, 2,
	    { "struct mutex *", "uint64_t" } },
	[S_RW_SPIN] = { P_LOCKSTAT, "rw-spin", H_LCB, 3,
	    { "rwlock_t *", "uint64_t", "int" } },
	[S_SPIN_SPIN] = { P_LOCKSTAT, "spin-spin", H_LCB, 2,
	    { "spinlock_t *", "uint64_t" } },
};

static const char *const st_provnames[P_NPROVS] = {
	"proc", "sched", "io", "lockstat"
};

#define ST_MAXSYMS	4

typedef struct st_hook_def {
	const char *tp;			/* tracepoint, or NULL: kprobes */
	void *fn;			/* its handler */
	const char *syms[ST_MAXSYMS];	/* kprobed functions (any found) */
	bool ret;			/* a kretprobe (one function) */
	int pair;			/* another hook held with it, or 0 */
} st_hook_def_t;

static dtrace_provider_id_t st_prov[P_NPROVS];
static dtrace_id_t st_on[S_NPROBES];		/* enabled probes' IDs */
static int st_nenabled[H_NHOOKS];
static bool st_registered[H_NHOOKS];
static struct tracepoint *st_tp[H_NHOOKS];
static unsigned long st_addr[H_NHOOKS][ST_MAXSYMS];	/* kprobe sites */
static struct kprobe st_kp[H_NHOOKS][ST_MAXSYMS];
static struct kretprobe st_wait_krp;
static struct blk_major_name **st_major_names;	/* the kernel's, or NULL */

/* ---- probe context: filling the structures [P] ------------------------- */

static st_scratch_t *st_level(void)
{
	int lvl = in_hardirq() ? 2 : in_serving_softirq() ? 1 : 0;

	return this_cpu_ptr(st_scratch) + lvl;
}

static dtrace_id_t st_id(enum st_which w)
{
	return READ_ONCE(st_on[w]);
}

static void st_ts(dtrace_timestruc_t *ts, u64 ns)
{
	ts->tv_sec = (long)div_u64(ns, NSEC_PER_SEC);
	ts->tv_nsec = (long)(ns - (u64)ts->tv_sec * NSEC_PER_SEC);
}

/* The Solaris lwp state of @c, a /proc state letter. */
static char st_state(char c)
{
	switch (c) {
	case 'R': return 2;		/* SRUN */
	case 'S': case 'D': case 'I': return 1;	/* SSLEEP */
	case 'T': case 't': return 4;	/* SSTOP */
	case 'Z': case 'X': return 3;	/* SZOMB */
	default: return 0;
	}
}

static void st_fill_lwp(dtrace_lwpsinfo_t *l, struct task_struct *t)
{
	memset(l, 0, sizeof (*l));
	l->pr_lwpid = t->pid;
	l->pr_addr = (uintptr_t)t;
	l->pr_sname = task_state_to_char(t);
	l->pr_state = st_state(l->pr_sname);
	l->pr_nice = (char)task_nice(t);
	l->pr_pri = t->prio;
	st_ts(&l->pr_start, t->start_time);
	memcpy(l->pr_name, t->comm, sizeof (l->pr_name) - 1);
	l->pr_onpro = (int)task_cpu(t);
}

/* pr_psargs and pr_argc of the current process (its own memory). */
static void st_fill_args(dtrace_psinfo_t *ps)
{
	struct mm_struct *mm = current->mm;
	unsigned long start, end, sp, argc = 0;
	size_t n, i;

	start = READ_ONCE(mm->arg_start);
	end = READ_ONCE(mm->arg_end);
	sp = READ_ONCE(mm->start_stack);
	if (copy_from_user_nofault(&argc, (const void __user *)sp,
	    sizeof (argc)) == 0 && argc < INT_MAX)
		ps->pr_argc = (int)argc;
	if (end <= start)
		return;
	n = min_t(size_t, end - start, sizeof (ps->pr_psargs) - 1);
	if (copy_from_user_nofault(ps->pr_psargs, (const void __user *)start,
	    n) != 0) {
		memcpy(ps->pr_psargs, ps->pr_fname, sizeof (ps->pr_fname));
		return;
	}
	while (n > 0 && ps->pr_psargs[n - 1] == '\0')
		n--;
	for (i = 0; i < n; i++) {
		if (ps->pr_psargs[i] == '\0')
			ps->pr_psargs[i] = ' ';
	}
	ps->pr_psargs[n] = '\0';
}

static void st_fill_ps(dtrace_psinfo_t *ps, struct task_struct *t)
{
	struct task_struct *leader, *parent;
	const struct cred *cr;

	memset(ps, 0, offsetof(dtrace_psinfo_t, pr_lwp));
	rcu_read_lock();
	leader = READ_ONCE(t->group_leader);
	if (leader == NULL)
		leader = t;
	ps->pr_pid = t->tgid;
	parent = rcu_dereference(t->real_parent);
	ps->pr_ppid = parent != NULL ? parent->tgid : 0;
	ps->pr_pgid = task_pgrp_vnr(t);
	ps->pr_sid = task_session_vnr(t);
	cr = rcu_dereference(t->real_cred);
	if (cr != NULL) {
		ps->pr_uid = __kuid_val(cr->uid);
		ps->pr_euid = __kuid_val(cr->euid);
		ps->pr_gid = __kgid_val(cr->gid);
		ps->pr_egid = __kgid_val(cr->egid);
	}
	ps->pr_nlwp = t->signal != NULL ? t->signal->nr_threads : 1;
	ps->pr_addr = (uintptr_t)leader;
	st_ts(&ps->pr_start, leader->start_time);
	memcpy(ps->pr_fname, leader->comm, sizeof (ps->pr_fname) - 1);
	rcu_read_unlock();
	ps->pr_dmodel = 2;	/* PR_MODEL_LP64 */
	if (t->mm != NULL && t->mm == current->mm &&
	    !(current->flags & PF_KTHREAD))
		st_fill_args(ps);
	else
		memcpy(ps->pr_psargs, ps->pr_fname, sizeof (ps->pr_fname));
	st_fill_lwp(&ps->pr_lwp, t);
}

/* Fire @id with lwpsinfo_t and psinfo_t of @t, then @a2 and @a3. */
static void st_fire_task(dtrace_id_t id, struct task_struct *t, uint64_t a2,
    uint64_t a3)
{
	st_scratch_t *s = st_level();

	st_fill_ps(&s->ps, t);
	dtrace_probe(id, (uintptr_t)&s->ps.pr_lwp, (uintptr_t)&s->ps, a2, a3,
	    0);
}

/* The name block major @major is registered under, into @buf. */
static void st_major_name(unsigned int major, char *buf, size_t len)
{
	/*
	 * block/genhd.c's chains of struct blk_major_name { next; int
	 * major; char name[16]; ... }, read without its mutex: fault-safe
	 * loads, a bounded walk.
	 */
	struct {
		void *next;
		int major;
		char name[16];
	} e;
	void *p = NULL;
	int i;

	strscpy(buf, "<unknown>", len);
	if (st_major_names == NULL ||
	    copy_from_kernel_nofault(&p, &st_major_names[major % 255],
	    sizeof (p)) != 0)
		return;
	for (i = 0; p != NULL && i < 16; i++, p = e.next) {
		if (copy_from_kernel_nofault(&e, p, sizeof (e)) != 0)
			return;
		if (e.major == (int)major) {
			e.name[sizeof (e.name) - 1] = '\0';
			strscpy(buf, e.name, len);
			return;
		}
	}
}

/* The partition number of @bdev, 0 for a whole disk (6.10 packed it). */
static unsigned int st_partno(const struct block_device *bdev)
{
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 10, 0)
	return bdev_partno(bdev);
#else
	return bdev->bd_partno;
#endif
}

static void st_fill_dev(dtrace_devinfo_t *d, struct block_device *bdev)
{
	struct gendisk *disk;

	memset(d, 0, sizeof (*d));
	strscpy(d->dev_pathname, "<unknown>", sizeof (d->dev_pathname));
	if (bdev == NULL) {
		strscpy(d->dev_name, "<unknown>", sizeof (d->dev_name));
		strscpy(d->dev_statname, "<unknown>",
		    sizeof (d->dev_statname));
		return;
	}
	d->dev_major = MAJOR(bdev->bd_dev);
	d->dev_minor = MINOR(bdev->bd_dev);
	st_major_name(d->dev_major, d->dev_name, sizeof (d->dev_name));
	disk = bdev->bd_disk;
	if (disk == NULL)
		return;
	if (st_partno(bdev) == 0)
		snprintf(d->dev_statname, sizeof (d->dev_statname), "%s",
		    disk->disk_name);
	else
		snprintf(d->dev_statname, sizeof (d->dev_statname), "%s%u",
		    disk->disk_name, st_partno(bdev));
}

static void st_fill_file(dtrace_fileinfo_t *f)
{
	if (f->fi_name[0] != '\0')
		return;		/* filled before: nothing ever changes it */
	memset(f, 0, sizeof (*f));
	strscpy(f->fi_name, "<none>", sizeof (f->fi_name));
	strscpy(f->fi_dirname, "<none>", sizeof (f->fi_dirname));
	strscpy(f->fi_pathname, "<none>", sizeof (f->fi_pathname));
	strscpy(f->fi_fs, "<none>", sizeof (f->fi_fs));
	strscpy(f->fi_mount, "<none>", sizeof (f->fi_mount));
}

/* bufinfo_t of an I/O of @op/@opf on @bdev at @sector, @size bytes. */
static void st_fill_buf(dtrace_bufinfo_t *b, unsigned int opf, sector_t sector,
    unsigned int size, struct block_device *bdev, uintptr_t iodone,
    int error)
{
	memset(b, 0, sizeof (*b));
	b->b_flags = (op_is_write(opf) ? ST_B_WRITE : ST_B_READ) |
	    ((opf & REQ_SYNC) ? 0 : ST_B_ASYNC) | ST_B_PHYS |
	    (error != 0 ? ST_B_ERROR : 0);
	b->b_bcount = size;
	b->b_bufsize = size;
	b->b_blkno = sector;
	b->b_lblkno = sector;
	b->b_iodone = iodone;
	b->b_error = error;
	b->b_edev = bdev != NULL ? bdev->bd_dev : 0;
}

static void st_fire_io(dtrace_id_t id, unsigned int opf, sector_t sector,
    unsigned int size, struct block_device *bdev, uintptr_t iodone,
    int error)
{
	st_scratch_t *s = st_level();

	st_fill_buf(&s->buf, opf, sector, size, bdev, iodone, error);
	st_fill_dev(&s->dev, bdev);
	st_fill_file(&s->file);
	dtrace_probe(id, (uintptr_t)&s->buf, (uintptr_t)&s->dev,
	    (uintptr_t)&s->file, 0, 0);
}

/* ---- probe context: the handlers [P] ----------------------------------- */

/*
 * The user string at @uaddr into @dst (@len bytes, terminated): page by
 * page, so a string ending just before an unmapped page is read whole;
 * "" if its first page cannot be read.  No fault flag is set: this runs
 * before dtrace_probe(), outside any clause.
 */
static void st_copyinstr(char *dst, uintptr_t uaddr, size_t len)
{
	size_t n = 0;

	while (n < len - 1) {
		uintptr_t a = uaddr + n;
		size_t chunk = min_t(size_t, PAGE_SIZE - (a & (PAGE_SIZE - 1)),
		    len - 1 - n);

		if (copy_from_user_nofault(dst + n, (const void __user *)a,
		    chunk) != 0)
			break;
		if (memchr(dst + n, '\0', chunk) != NULL)
			return;
		n += chunk;
	}
	dst[n] = '\0';
}

static bool st_is_exec(long nr)
{
	return nr == __NR_execve || nr == __NR_execveat;
}

static void st_sys_enter(void *data, struct pt_regs *regs, long nr)
{
	dtrace_id_t id = st_id(S_EXEC);
	unsigned long a[6];
	st_scratch_t *s;

	(void)data;
	if (id == DTRACE_IDNONE || !st_is_exec(nr) || in_compat_syscall())
		return;
	syscall_get_arguments(current, regs, a);
	s = st_level();
	st_copyinstr(s->path, nr == __NR_execve ? a[0] : a[1],
	    sizeof (s->path));
	dtrace_probe(id, (uintptr_t)s->path, 0, 0, 0, 0);
}

/*
 * proc:::exec's kprobe, and the argument holding the path (getname()'s
 * struct filename): bprm_execve(bprm, fd, filename, flags) before 6.8;
 * since 6.8 execve opens the file before bprm_execve(bprm), so an exec
 * that fails there never reaches it, and the hook is alloc_bprm(fd,
 * filename, flags), which opens it.
 */
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 8, 0)
#define ST_EXEC_FUNC		"alloc_bprm"
#define ST_EXEC_NAME(regs)	((struct filename *)(regs)->si)
#else
#define ST_EXEC_FUNC		"bprm_execve"
#define ST_EXEC_NAME(regs)	((struct filename *)(regs)->dx)
#endif

static int st_bprm(struct kprobe *kp, struct pt_regs *regs)
{
	struct filename *fn = ST_EXEC_NAME(regs);
	dtrace_id_t id = st_id(S_EXEC);
	st_scratch_t *s;

	(void)kp;
	if (id == DTRACE_IDNONE || in_nmi() || fn == NULL || in_compat_syscall())
		return 0;
	s = st_level();
	/* getname() made it: a terminated kernel string */
	strscpy(s->path, fn->name, sizeof (s->path));
	dtrace_probe(id, (uintptr_t)s->path, 0, 0, 0, 0);
	return 0;
}

static void st_sys_exit(void *data, struct pt_regs *regs, long ret)
{
	long nr = syscall_get_nr(current, regs);
	dtrace_id_t id;

	(void)data;
	if (!st_is_exec(nr) || in_compat_syscall())
		return;
	if (ret == 0) {
		if ((id = st_id(S_EXEC_SUCCESS)) != DTRACE_IDNONE)
			dtrace_probe(id, 0, 0, 0, 0, 0);
	} else if ((id = st_id(S_EXEC_FAILURE)) != DTRACE_IDNONE) {
		dtrace_probe(id, (uint64_t)(IS_ERR_VALUE(ret) ? -ret : ret),
		    0, 0, 0, 0);
	}
}

static void st_fork(void *data, struct task_struct *parent,
    struct task_struct *child)
{
	dtrace_id_t id;
	st_scratch_t *s;

	(void)data;
	(void)parent;
	if (in_nmi())
		return;
	if (child->pid == child->tgid) {
		if ((id = st_id(S_CREATE)) != DTRACE_IDNONE) {
			s = st_level();
			st_fill_ps(&s->ps, child);
			dtrace_probe(id, (uintptr_t)&s->ps, 0, 0, 0, 0);
		}
	} else if ((id = st_id(S_LWP_CREATE)) != DTRACE_IDNONE) {
		st_fire_task(id, child, 0, 0);
	}
}

static int st_start(struct kprobe *kp, struct pt_regs *regs)
{
	dtrace_id_t id;

	(void)kp;
	(void)regs;
	if (in_nmi())
		return 0;
	if (current->pid == current->tgid &&
	    (id = st_id(S_START)) != DTRACE_IDNONE)
		dtrace_probe(id, 0, 0, 0, 0, 0);
	if ((id = st_id(S_LWP_START)) != DTRACE_IDNONE)
		dtrace_probe(id, 0, 0, 0, 0, 0);
	return 0;
}

static void st_exit(void *data, struct task_struct *p)
{
	dtrace_id_t id;
	int code, why;

	(void)data;
	if (in_nmi())
		return;
	if ((id = st_id(S_LWP_EXIT)) != DTRACE_IDNONE)
		dtrace_probe(id, 0, 0, 0, 0, 0);
	if ((id = st_id(S_EXIT)) == DTRACE_IDNONE || p->signal == NULL ||
	    atomic_read(&p->signal->live) != 0)
		return;
	/* the wait(2) status: low 7 bits the signal, 0x80 a core dump */
	code = p->exit_code;
	why = (code & 0x7f) == 0 ? 1 : (code & 0x80) ? 3 : 2;
	dtrace_probe(id, (uint64_t)why, 0, 0, 0, 0);
}

/* signal_generate's result: delivered 0, ignored 1 (trace/events/signal.h) */
#define ST_SIGNAL_IGNORED	1

static void st_siggen(void *data, int sig, struct kernel_siginfo *info,
    struct task_struct *task, int group, int result)
{
	dtrace_id_t id;

	(void)data;
	(void)info;
	(void)group;
	if (in_nmi())
		return;
	if ((id = st_id(S_SIGNAL_SEND)) != DTRACE_IDNONE)
		st_fire_task(id, task, (uint64_t)sig, 0);
	if (result == ST_SIGNAL_IGNORED &&
	    (id = st_id(S_SIGNAL_DISCARD)) != DTRACE_IDNONE)
		st_fire_task(id, task, (uint64_t)sig, 0);
}

static void st_sigdel(void *data, int sig, struct kernel_siginfo *info,
    struct k_sigaction *ka)
{
	dtrace_id_t id = st_id(S_SIGNAL_HANDLE);
	__sighandler_t h;

	(void)data;
	if (id == DTRACE_IDNONE || in_nmi() || ka == NULL)
		return;
	h = ka->sa.sa_handler;
	if (h == SIG_DFL || h == SIG_IGN)
		return;
	dtrace_probe(id, (uint64_t)sig, (uintptr_t)info, (uintptr_t)h, 0, 0);
}

static void st_switch(void *data, bool preempt, struct task_struct *prev,
    struct task_struct *next, unsigned int prev_state)
{
	dtrace_id_t id;

	(void)data;
	(void)prev;
	if (in_nmi())
		return;
	if (preempt) {
		if ((id = st_id(S_PREEMPT)) != DTRACE_IDNONE)
			dtrace_probe(id, 0, 0, 0, 0, 0);
	} else if (prev_state != TASK_RUNNING) {
		if ((id = st_id(S_SLEEP)) != DTRACE_IDNONE)
			dtrace_probe(id, 0, 0, 0, 0, 0);
	}
	if ((id = st_id(S_OFF_CPU)) != DTRACE_IDNONE)
		st_fire_task(id, next, 0, 0);
}

static int st_oncpu(struct kprobe *kp, struct pt_regs *regs)
{
	dtrace_id_t id = st_id(S_ON_CPU);

	(void)kp;
	(void)regs;
	if (id != DTRACE_IDNONE && !in_nmi())
		dtrace_probe(id, 0, 0, 0, 0, 0);
	return 0;
}

static void st_wakeup(void *data, struct task_struct *p)
{
	dtrace_id_t id = st_id(S_WAKEUP);

	(void)data;
	if (id != DTRACE_IDNONE && !in_nmi())
		st_fire_task(id, p, 0, 0);
}

static void st_piset(void *data, struct task_struct *tsk,
    struct task_struct *pi_task)
{
	dtrace_id_t id = st_id(S_CHANGE_PRI);
	int pri;

	(void)data;
	if (id == DTRACE_IDNONE || in_nmi())
		return;
	/* the priority the kernel is about to give @tsk */
	pri = pi_task != NULL ? min(tsk->normal_prio, pi_task->prio) :
	    tsk->normal_prio;
	st_fire_task(id, tsk, (uint64_t)(int64_t)pri, 0);
}

/* set_user_nice(p, nice): a new nice value, so a new priority */
static int st_nice(struct kprobe *kp, struct pt_regs *regs)
{
	struct task_struct *p = (struct task_struct *)regs->di;
	long nice = (long)regs->si;
	dtrace_id_t id = st_id(S_CHANGE_PRI);

	(void)kp;
	if (id == DTRACE_IDNONE || in_nmi() || p == NULL ||
	    nice < MIN_NICE || nice > MAX_NICE || nice == task_nice(p))
		return 0;
	/* what set_user_nice() makes of a normal (not RT or DL) task */
	st_fire_task(id, p, (uint64_t)NICE_TO_PRIO(nice), 0);
	return 0;
}

/* kernel/sched/sched.h's ENQUEUE_HEAD flag of enqueue_task() */
#define ST_ENQUEUE_HEAD	0x10

/* enqueue_task_CLASS / dequeue_task_CLASS (struct rq *, task, flags) */
static int st_queue(struct kprobe *kp, struct pt_regs *regs)
{
	bool enq = kp >= st_kp[H_ENQ] && kp < st_kp[H_ENQ] + ST_MAXSYMS;
	struct task_struct *p = (struct task_struct *)regs->si;
	dtrace_id_t id = st_id(enq ? S_ENQUEUE : S_DEQUEUE);
	st_scratch_t *s;

	if (id == DTRACE_IDNONE || in_nmi() || p == NULL)
		return 0;
	s = st_level();
	memset(&s->cpu, 0, sizeof (s->cpu));
	s->cpu.cpu_id = (int)task_cpu(p);
	st_fire_task(id, p, (uintptr_t)&s->cpu,
	    enq ? (regs->dx & ST_ENQUEUE_HEAD) != 0 : 0);
	return 0;
}

static int st_tick(struct kprobe *kp, struct pt_regs *regs)
{
	bool tick = kp >= st_kp[H_TICK] && kp < st_kp[H_TICK] + ST_MAXSYMS;
	dtrace_id_t id = st_id(tick ? S_TICK : S_SURRENDER);

	(void)regs;
	if (id != DTRACE_IDNONE && !in_nmi())
		st_fire_task(id, current, 0, 0);
	return 0;
}

static void st_bioq(void *data, struct bio *bio)
{
	dtrace_id_t id = st_id(S_IO_START);

	(void)data;
	if (id == DTRACE_IDNONE || in_nmi() || bio == NULL)
		return;
	st_fire_io(id, bio->bi_opf, bio->bi_iter.bi_sector,
	    bio->bi_iter.bi_size, bio->bi_bdev, (uintptr_t)bio->bi_end_io, 0);
}

static void st_rqdone(void *data, struct request *rq, blk_status_t error,
    unsigned int nr_bytes)
{
	dtrace_id_t id = st_id(S_IO_DONE);
	struct bio *bio;

	(void)data;
	(void)nr_bytes;
	if (id == DTRACE_IDNONE || in_nmi() || (bio = rq->bio) == NULL)
		return;
	st_fire_io(id, bio->bi_opf, bio->bi_iter.bi_sector,
	    bio->bi_iter.bi_size, bio->bi_bdev, (uintptr_t)bio->bi_end_io,
	    -blk_status_to_errno(error));
}

/*
 * block_bio_complete(q, bio): the end of a bio of a bio-based driver
 * (device mapper, md); a blk-mq request's bios are done at
 * block_rq_complete and do not come here too (the kernel clears their
 * BIO_TRACE_COMPLETION).  Sector and size are those of the bio's
 * iterator as its driver left it; the error is its bi_status.
 */
static void st_biodone(void *data, struct request_queue *q, struct bio *bio)
{
	dtrace_id_t id = st_id(S_IO_DONE);

	(void)data;
	(void)q;
	if (id == DTRACE_IDNONE || in_nmi() || bio == NULL)
		return;
	st_fire_io(id, bio->bi_opf, bio->bi_iter.bi_sector,
	    bio->bi_iter.bi_size, bio->bi_bdev, (uintptr_t)bio->bi_end_io,
	    -blk_status_to_errno(bio->bi_status));
}

/* submit_bio_wait(bio): what its entry saw, for its return */
typedef struct st_wait {
	unsigned int opf;
	unsigned int size;
	sector_t sector;
	struct block_device *bdev;
	uintptr_t iodone;
} st_wait_t;

static int st_wait_entry(struct kretprobe_instance *ri, struct pt_regs *regs)
{
	st_wait_t *w = (st_wait_t *)ri->data;
	struct bio *bio = (struct bio *)regs->di;
	dtrace_id_t id;

	if (in_nmi() || bio == NULL)
		return 1;	/* no return handler for this call */
	w->opf = bio->bi_opf;
	w->size = bio->bi_iter.bi_size;
	w->sector = bio->bi_iter.bi_sector;
	w->bdev = bio->bi_bdev;
	w->iodone = (uintptr_t)bio->bi_end_io;
	if ((id = st_id(S_IO_WAIT_START)) != DTRACE_IDNONE)
		st_fire_io(id, w->opf, w->sector, w->size, w->bdev, w->iodone,
		    0);
	return 0;
}

static int st_wait_return(struct kretprobe_instance *ri,
    struct pt_regs *regs)
{
	st_wait_t *w = (st_wait_t *)ri->data;
	dtrace_id_t id = st_id(S_IO_WAIT_DONE);
	long ret = (long)regs_return_value(regs);

	if (id != DTRACE_IDNONE && !in_nmi())
		st_fire_io(id, w->opf, w->sector, w->size, w->bdev, w->iodone,
		    ret < 0 ? (int)-ret : 0);
	return 0;
}

/*
 * lockstat: the kernel's lock contention tracepoints.  A spinning wait
 * (spinlocks, rwlocks, a mutex's optimistic spin) begins and ends on one
 * CPU with preemption off: its start is kept per CPU and context level.
 * A mutex's sleeping wait may end on another CPU: its start is kept in a
 * small table keyed by the task (a wait that finds the table full is not
 * reported).  Times come from ktime_get_mono_fast_ns(), which takes no
 * lock (a contended lock may be the timekeeper's).
 */
#define ST_LCB_SPIN	(1U << 0)	/* trace/events/lock.h's LCB_F_* */
#define ST_LCB_READ	(1U << 1)
#define ST_LCB_WRITE	(1U << 2)
#define ST_LCB_MUTEX	(1U << 5)

typedef struct st_spinwait {
	void *lock;
	u64 start;
	unsigned int flags;
} st_spinwait_t;

static DEFINE_PER_CPU(st_spinwait_t [ST_LEVELS], st_spinwait);

#define ST_NBLOCK	256
#define ST_BLOCK_PROBE	8
static struct {
	struct task_struct *task;
	u64 start;
} st_block[ST_NBLOCK];

static st_spinwait_t *st_spin_slot(void)
{
	int lvl = in_hardirq() ? 2 : in_serving_softirq() ? 1 : 0;

	return this_cpu_ptr(st_spinwait) + lvl;
}

static unsigned int st_block_hash(struct task_struct *t)
{
	return (unsigned int)(hash_ptr(t, 16) % ST_NBLOCK);
}

static void st_block_start(u64 now)
{
	unsigned int h = st_block_hash(current), i;

	for (i = 0; i < ST_BLOCK_PROBE; i++) {
		unsigned int k = (h + i) % ST_NBLOCK;

		if (READ_ONCE(st_block[k].task) == current ||
		    cmpxchg(&st_block[k].task, NULL, current) == NULL) {
			WRITE_ONCE(st_block[k].start, now);
			return;
		}
	}
}

/* The start of current's sleeping wait (0: none), its slot freed. */
static u64 st_block_end(void)
{
	unsigned int h = st_block_hash(current), i;
	u64 start;

	for (i = 0; i < ST_BLOCK_PROBE; i++) {
		unsigned int k = (h + i) % ST_NBLOCK;

		if (READ_ONCE(st_block[k].task) == current) {
			start = READ_ONCE(st_block[k].start);
			smp_store_release(&st_block[k].task, NULL);
			return start;
		}
	}
	return 0;
}

static void st_lcb(void *data, void *lock, unsigned int flags)
{
	u64 now;

	(void)data;
	if (in_nmi() || (READ_ONCE(st_on[S_ADAPTIVE_BLOCK]) == DTRACE_IDNONE &&
	    READ_ONCE(st_on[S_ADAPTIVE_SPIN]) == DTRACE_IDNONE &&
	    READ_ONCE(st_on[S_RW_SPIN]) == DTRACE_IDNONE &&
	    READ_ONCE(st_on[S_SPIN_SPIN]) == DTRACE_IDNONE))
		return;
	now = ktime_get_mono_fast_ns();
	if (flags & ST_LCB_SPIN) {
		st_spinwait_t *w = st_spin_slot();

		w->lock = lock;
		w->start = now;
		w->flags = flags;
	} else if (flags & ST_LCB_MUTEX) {
		/* the optimistic spin (same CPU) is over: it blocks now */
		st_spin_slot()->lock = NULL;
		st_block_start(now);
	}
}

static void st_lce(void *data, void *lock, int ret)
{
	st_spinwait_t *w;
	dtrace_id_t id;
	u64 now, start;

	(void)data;
	if (in_nmi())
		return;
	w = st_spin_slot();
	now = ktime_get_mono_fast_ns();
	if (w->lock == lock) {
		unsigned int flags = w->flags;

		w->lock = NULL;
		start = w->start;
		if (flags & ST_LCB_MUTEX)
			id = st_id(S_ADAPTIVE_SPIN);
		else if (flags & (ST_LCB_READ | ST_LCB_WRITE))
			id = st_id(S_RW_SPIN);
		else
			id = st_id(S_SPIN_SPIN);
		if (id != DTRACE_IDNONE && ret == 0)
			dtrace_probe(id, (uintptr_t)lock, now - start,
			    (flags & ST_LCB_READ) != 0, 0, 0);
		return;
	}
	/* a mutex's sleeping wait, or a wait this does not report */
	if ((start = st_block_end()) != 0 && ret == 0 &&
	    (id = st_id(S_ADAPTIVE_BLOCK)) != DTRACE_IDNONE)
		dtrace_probe(id, (uintptr_t)lock, now - start, 0, 0, 0);
}

/* Forget every wait in progress (no contention handler runs any more). */
static void st_lock_reset(void)
{
	int cpu;

	for_each_possible_cpu(cpu)
		memset(per_cpu_ptr(st_spinwait, cpu), 0,
		    sizeof (st_spinwait_t) * ST_LEVELS);
	memset(st_block, 0, sizeof (st_block));
}

/* ---- control path ------------------------------------------------------ */

static const st_hook_def_t st_hooks[H_NHOOKS] = {
	[H_SYS_ENTER] = { "sys_enter", st_sys_enter },
	[H_SYS_EXIT] = { "sys_exit", st_sys_exit },
	[H_FORK] = { "sched_process_fork", st_fork },
	[H_START] = { NULL, st_start, { "schedule_tail" } },
	[H_EXIT] = { "sched_process_exit", st_exit },
	[H_SIGGEN] = { "signal_generate", st_siggen },
	[H_SIGDEL] = { "signal_deliver", st_sigdel },
	[H_SWITCH] = { "sched_switch", st_switch },
	[H_ONCPU] = { NULL, st_oncpu,
	    { "finish_task_switch", "finish_task_switch.isra.0" } },
	[H_WAKEUP] = { "sched_wakeup", st_wakeup },
	[H_PISET] = { "sched_pi_setprio", st_piset },
	[H_ENQ] = { NULL, st_queue, { "enqueue_task_fair", "enqueue_task_rt",
	    "enqueue_task_dl", "enqueue_task_stop" } },
	[H_DEQ] = { NULL, st_queue, { "dequeue_task_fair", "dequeue_task_rt",
	    "dequeue_task_dl", "dequeue_task_stop" } },
	[H_TICK] = { NULL, st_tick, { "scheduler_tick", "sched_tick" } },
	[H_YIELD] = { NULL, st_tick, { "do_sched_yield" } },
	[H_BIOQ] = { "block_bio_queue", st_bioq },
	[H_RQDONE] = { "block_rq_complete", st_rqdone, .pair = H_BIODONE },
	[H_WAIT] = { NULL, NULL, { "submit_bio_wait" }, true },
	[H_BPRM] = { NULL, st_bprm, { ST_EXEC_FUNC } },
	[H_LCB] = { "contention_begin", st_lcb, .pair = H_LCE },
	[H_LCE] = { "contention_end", st_lce },
	[H_NICE] = { NULL, st_nice, { "set_user_nice" }, .pair = H_PISET },
	[H_BIODONE] = { "block_bio_complete", st_biodone },
};

static void st_find_tp(struct tracepoint *tp, void *priv)
{
	int h;

	(void)priv;
	for (h = 0; h < H_NHOOKS; h++) {
		if (st_hooks[h].tp != NULL && strcmp(tp->name, st_hooks[h].tp) == 0)
			st_tp[h] = tp;
	}
}

/* Can hook @h be registered on this kernel? */
static bool st_hook_found(int h)
{
	int i;

	if (st_hooks[h].pair != 0 && !st_hook_found(st_hooks[h].pair))
		return false;
	if (st_hooks[h].tp != NULL)
		return st_tp[h] != NULL;
	for (i = 0; i < ST_MAXSYMS; i++) {
		if (st_addr[h][i] != 0)
			return true;
	}
	return false;
}

static void st_attach(int h, bool on)
{
	const st_hook_def_t *hd = &st_hooks[h];
	int err = 0, i, n = 0;

	if (st_registered[h] == on)
		return;
	if (hd->tp != NULL) {
		err = on ? tracepoint_probe_register(st_tp[h], hd->fn, NULL) :
		    tracepoint_probe_unregister(st_tp[h], hd->fn, NULL);
		if (err == 0)
			st_registered[h] = on;
		else
			pr_warn_ratelimited("%sregistering %s failed (%d)\n",
			    on ? "" : "un", hd->tp, err);
		return;
	}
	if (hd->ret) {
		if (!on) {
			unregister_kretprobe(&st_wait_krp);
			st_registered[h] = false;
			return;
		}
		memset(&st_wait_krp, 0, sizeof (st_wait_krp));
		st_wait_krp.kp.addr = (kprobe_opcode_t *)st_addr[h][0];
		st_wait_krp.entry_handler = st_wait_entry;
		st_wait_krp.handler = st_wait_return;
		st_wait_krp.data_size = sizeof (st_wait_t);
		st_wait_krp.maxactive = 64;
		err = register_kretprobe(&st_wait_krp);
		if (err == 0)
			st_registered[h] = true;
		else
			pr_warn_ratelimited("kretprobe on %s failed (%d)\n",
			    hd->syms[0], err);
		return;
	}
	for (i = 0; i < ST_MAXSYMS; i++) {
		struct kprobe *kp = &st_kp[h][i];

		if (st_addr[h][i] == 0)
			continue;
		if (!on) {
			if (kp->addr != NULL)
				unregister_kprobe(kp);
			memset(kp, 0, sizeof (*kp));
			continue;
		}
		memset(kp, 0, sizeof (*kp));
		kp->addr = (kprobe_opcode_t *)st_addr[h][i];
		kp->pre_handler = (kprobe_pre_handler_t)hd->fn;
		err = register_kprobe(kp);
		if (err != 0) {
			pr_warn_ratelimited("kprobe on %s failed (%d)\n",
			    hd->syms[i], err);
			memset(kp, 0, sizeof (*kp));
			continue;
		}
		n++;
	}
	st_registered[h] = on;
	(void)n;
}

static enum st_which st_which(void *parg)
{
	return (enum st_which)((uintptr_t)parg - 1);
}

/*
 * The hook of probe @w: exec's is the kprobe ST_EXEC_FUNC where the
 * kernel has it (the path already copied in by getname(): at sys_enter the user page
 * holding it may not be mapped yet, in a child fresh from fork(), and
 * probe context cannot fault it in), else sys_enter.
 */
static int st_hook_of(enum st_which w)
{
	if (w == S_EXEC && st_hook_found(H_BPRM))
		return H_BPRM;
	return st_probes[w].hook;
}

/* One more (@on) or one fewer user of hook @h, and of its pair. */
static void st_hold(int h, bool on)
{
	if (on) {
		/* the pair first: contention_end before contention_begin */
		if (st_hooks[h].pair != 0)
			st_hold(st_hooks[h].pair, true);
		if (st_nenabled[h]++ == 0)
			st_attach(h, true);
		return;
	}
	if (--st_nenabled[h] == 0) {
		st_attach(h, false);
		/* no handler of the hook still runs on the old table */
		if (st_hooks[h].tp != NULL)
			tracepoint_synchronize_unregister();
		if (h == H_LCE)
			st_lock_reset();
	}
	if (st_hooks[h].pair != 0)
		st_hold(st_hooks[h].pair, false);
}

static void st_enable(void *arg, dtrace_id_t id, void *parg)
{
	enum st_which w = st_which(parg);

	(void)arg;
	WRITE_ONCE(st_on[w], id);
	st_hold(st_hook_of(w), true);
}

static void st_disable(void *arg, dtrace_id_t id, void *parg)
{
	enum st_which w = st_which(parg);

	(void)arg;
	(void)id;
	WRITE_ONCE(st_on[w], DTRACE_IDNONE);
	st_hold(st_hook_of(w), false);
}

static void st_getargdesc(void *arg, dtrace_id_t id, void *parg,
    dtrace_argdesc_t *desc)
{
	const struct st_probe_def *pd = &st_probes[st_which(parg)];

	(void)arg;
	(void)id;
	if (desc->dtargd_ndx < 0 || desc->dtargd_ndx >= pd->nargs) {
		desc->dtargd_ndx = DTRACE_ARGNONE;
		return;
	}
	strscpy(desc->dtargd_native, pd->types[desc->dtargd_ndx],
	    sizeof (desc->dtargd_native));
	desc->dtargd_mapping = desc->dtargd_ndx;
}

/* Stability as the reference gives its proc, sched and io providers. */
static const dtrace_pattr_t st_attr = {
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_PRIVATE, DTRACE_STABILITY_PRIVATE, DTRACE_CLASS_UNKNOWN },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
	{ DTRACE_STABILITY_EVOLVING, DTRACE_STABILITY_EVOLVING, DTRACE_CLASS_ISA },
};

static const dtrace_pops_t st_pops = {
	NULL,
	st_enable,
	st_disable,
	st_getargdesc,
	NULL,
	NULL,
};

/**
 * dtrace_stable_init - register the proc, sched, io and lockstat
 * providers and create the probes whose hooks this kernel has (see the
 * head of this file).  Load time only.  Returns 0, DTRACE_ENOMEM (no
 * per-CPU scratch), or the framework's error of a registration (what was
 * registered so far is then removed by dtrace_stable_fini()).
 */
int dtrace_stable_init(void)
{
	int h, i, p, err;

	/* the D library's sizes (dt_dlib.c), as sizeof () there reports */
	BUILD_BUG_ON(sizeof (dtrace_psinfo_t) != 416);
	BUILD_BUG_ON(offsetof(dtrace_psinfo_t, pr_lwp) != 288);
	BUILD_BUG_ON(sizeof (dtrace_lwpsinfo_t) != 128);
	BUILD_BUG_ON(sizeof (dtrace_cpuinfo_t) != 72);
	BUILD_BUG_ON(sizeof (dtrace_bufinfo_t) != 80);
	BUILD_BUG_ON(sizeof (dtrace_devinfo_t) != 140);
	BUILD_BUG_ON(sizeof (dtrace_fileinfo_t) != 880);
	BUILD_BUG_ON(offsetof(dtrace_fileinfo_t, fi_oflags) != 872);

	for_each_kernel_tracepoint(st_find_tp, NULL);
	for (h = 0; h < H_NHOOKS; h++) {
		for (i = 0; i < ST_MAXSYMS && st_hooks[h].syms[i] != NULL;
		    i++)
			st_addr[h][i] = dtrace_os_ksym(st_hooks[h].syms[i]);
	}
	/* one on-cpu site: the plain name, or its compiler-made copy */
	if (st_addr[H_ONCPU][0] != 0)
		st_addr[H_ONCPU][1] = 0;
	/* one tick site: the name of this kernel */
	if (st_addr[H_TICK][0] != 0)
		st_addr[H_TICK][1] = 0;
	st_major_names = (struct blk_major_name **)dtrace_os_ksym(
	    "major_names");
	st_scratch = __alloc_percpu(sizeof (st_scratch_t) * ST_LEVELS,
	    __alignof__(st_scratch_t));
	if (st_scratch == NULL)
		return DTRACE_ENOMEM;
	for (p = 0; p < P_NPROVS; p++) {
		err = dtrace_register(st_provnames[p], &st_attr,
		    DTRACE_PRIV_KERNEL, &st_pops, NULL, &st_prov[p]);
		if (err != 0)
			return err;
	}
	for (i = 0; i < S_NPROBES; i++) {
		const struct st_probe_def *pd = &st_probes[i];

		if (!st_hook_found(st_hook_of(i))) {
			pr_info("%s:::%s: no hook in this kernel\n",
			    st_provnames[pd->prov], pd->name);
			continue;
		}
		(void)dtrace_probe_create(st_prov[pd->prov], "vmlinux", "",
		    pd->name, 0, (void *)(uintptr_t)(i + 1));
	}
	return 0;
}

/**
 * dtrace_stable_fini - unregister the providers (before dtrace_fini());
 * no probe is enabled then (every hook is unregistered), and this waits
 * until no tracepoint handler still runs.
 */
void dtrace_stable_fini(void)
{
	int p;

	tracepoint_synchronize_unregister();
	for (p = 0; p < P_NPROVS; p++) {
		if (st_prov[p] != 0)
			(void)dtrace_unregister(st_prov[p]);
		st_prov[p] = 0;
	}
	free_percpu(st_scratch);
	st_scratch = NULL;
}
