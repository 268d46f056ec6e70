/*
 * common/dtrace_os.h -- the OS interface: everything the portable framework
 * (common/) needs from the operating system, and all a port implements.
 *
 * The framework is freestanding C: it includes this header and
 * include/dtrace/, nothing else.  Each OS layer (os/linux/user/ for the
 * in-process user host, os/linux/kernel/ for dtrace.ko) implements every
 * function below.
 *
 * [P] marks functions called in probe context.  Those must never block,
 * never take a sleeping lock, never fault, be reentrant, and work with
 * interrupts disabled.  Functions without [P] are called only from the
 * control path (ioctl, module load, periodic callbacks), where sleeping
 * is allowed.
 *
 * Fault-safe loads report failure through the per-CPU core block: they set
 * DTRACE_CPUFLAG_BADADDR (or another DTRACE_CPUFLAG_*) in *dtrace_os_cpu_flags()
 * and store the offending address in *dtrace_os_cpu_illval(), and return 0.
 * The DIF emulator checks the flags after each load and ends the clause.
 */
#ifndef DTRACE_OS_H
#define DTRACE_OS_H

#include <stdint.h>
#include <stddef.h>
#include <stdarg.h>
#include <dtrace/types.h>

/* Per-CPU fault flags (the low bits are the fault; see DTRACEFLT_*). */
#define DTRACE_CPUFLAG_NOFAULT	0x0001	/* loads must not fault */
#define DTRACE_CPUFLAG_BADADDR	0x0004	/* bad address */
#define DTRACE_CPUFLAG_BADALIGN	0x0008	/* bad alignment */
#define DTRACE_CPUFLAG_ILLOP	0x0010	/* illegal operation */
#define DTRACE_CPUFLAG_DIVZERO	0x0020	/* divide by zero */
#define DTRACE_CPUFLAG_NOSCRATCH 0x0040	/* out of scratch space */
#define DTRACE_CPUFLAG_KPRIV	0x0080	/* illegal kernel access */
#define DTRACE_CPUFLAG_UPRIV	0x0100	/* illegal user access */
#define DTRACE_CPUFLAG_TUPOFLOW	0x0200	/* tuple stack overflow */
#define DTRACE_CPUFLAG_BADSTACK	0x1000	/* bad stack */
#define DTRACE_CPUFLAG_ERROR	0x13fc	/* any of the above faults */

/*
 * The framework's error codes.  Every function of common/ that can fail
 * returns 0 or one of these (never an OS's errno number: the framework
 * includes no OS header), and the OS functions below that return an error
 * to the framework return one of these too.  The values are the
 * framework's own; an OS layer turns them into its errno numbers with
 * dtrace_os_errno_of() where it hands an answer of the framework to its
 * callers (the device's ioctl, open and module load; the user host's
 * library calls).  The names say which errno each one becomes.
 */
enum dtrace_error {
	DTRACE_E2BIG = 1,	/* argument list too long (DOF too big) */
	DTRACE_EACCES,		/* permission denied (privileges) */
	DTRACE_EALREADY,	/* operation already in progress */
	DTRACE_EBUSY,		/* device or resource busy */
	DTRACE_EFAULT,		/* bad address (ioctl argument) */
	DTRACE_EINVAL,		/* invalid argument */
	DTRACE_ENOENT,		/* no such entry */
	DTRACE_ENOMEM,		/* out of memory */
	DTRACE_ENOSPC,		/* no space left (buffer too small) */
	DTRACE_ENOTTY,		/* unknown ioctl command */
	DTRACE_EPERM,		/* operation not permitted */
	DTRACE_ESRCH,		/* no such process, probe or state */
	DTRACE_ENUMERRORS	/* not an error: the number of codes + 1 */
};

/**
 * dtrace_os_errno_of - the OS's errno number for framework error code @err
 * (0 for 0; an unknown code becomes the OS's EINVAL).  Called by the OS
 * layer's own glue, never by common/.
 */
int dtrace_os_errno_of(int err);

/* Opaque OS objects the framework only passes around. */
typedef struct dtrace_os_mutex dtrace_os_mutex_t;
typedef struct dtrace_os_cyclic dtrace_os_cyclic_t;
typedef struct dtrace_os_work dtrace_os_work_t;

/* ---- fault-safe memory access [P] ---------------------------------- */

/**
 * dtrace_os_load8/16/32/64 - [P] load 1, 2, 4 or 8 bytes from a kernel
 * (or, in the user host, this process's) address without faulting.
 * @addr: the address.
 * Returns the value, or 0 after setting DTRACE_CPUFLAG_BADADDR and the
 * illegal value to @addr when the memory cannot be read.  Misaligned
 * addresses are allowed (the emulator checks alignment itself).
 */
uint8_t dtrace_os_load8(uintptr_t addr);
uint16_t dtrace_os_load16(uintptr_t addr);
uint32_t dtrace_os_load32(uintptr_t addr);
uint64_t dtrace_os_load64(uintptr_t addr);

/**
 * dtrace_os_uload8/16/32/64 - [P] as dtrace_os_load*, from the address
 * space of the process the probe fired in (user memory).
 */
uint8_t dtrace_os_uload8(uintptr_t addr);
uint16_t dtrace_os_uload16(uintptr_t addr);
uint32_t dtrace_os_uload32(uintptr_t addr);
uint64_t dtrace_os_uload64(uintptr_t addr);

/**
 * dtrace_os_copyin - [P] copy @len bytes from user address @uaddr into
 * framework memory @dst.  On failure sets BADADDR (illegal value: the
 * first unreadable address) and returns -1; returns 0 on success.
 */
int dtrace_os_copyin(uintptr_t uaddr, void *dst, size_t len);

/**
 * dtrace_os_copyinstr - [P] copy a NUL-terminated string of at most
 * @len - 1 bytes from user address @uaddr to @dst, always terminating it.
 * Returns the number of bytes copied (without the NUL), or -1 with BADADDR.
 */
long dtrace_os_copyinstr(uintptr_t uaddr, char *dst, size_t len);

/**
 * dtrace_os_kcopy - [P] copy @len bytes from kernel/host address @src to
 * framework memory @dst without faulting.  Returns 0, or -1 with BADADDR.
 */
int dtrace_os_kcopy(uintptr_t src, void *dst, size_t len);

/**
 * dtrace_os_copyout - [P] copy @len bytes from @src to user address
 * @uaddr (destructive actions: copyout()).  Returns 0, or -1 with BADADDR.
 */
int dtrace_os_copyout(const void *src, uintptr_t uaddr, size_t len);

/* ---- control-path copies (ioctl arguments) -------------------------- */

/**
 * dtrace_os_ioctl_copyin / _copyout - copy an ioctl argument between the
 * caller of the device and the framework.  The user host uses plain memory
 * copies; the kernel uses copy_from_user/copy_to_user.
 * Returns 0, or DTRACE_EFAULT.
 */
int dtrace_os_ioctl_copyin(uint64_t uaddr, void *dst, size_t len);
int dtrace_os_ioctl_copyout(const void *src, uint64_t uaddr, size_t len);

/* ---- per-CPU state [P] ----------------------------------------------- */

/** dtrace_os_cpu_id - [P] the current CPU, 0 .. dtrace_os_ncpus() - 1. */
uint32_t dtrace_os_cpu_id(void);

/** dtrace_os_ncpus - [P] number of possible CPUs (constant after init). */
uint32_t dtrace_os_ncpus(void);

/** dtrace_os_cpu_flags - [P] address of the current CPU's fault flags. */
volatile uint16_t *dtrace_os_cpu_flags(void);

/** dtrace_os_cpu_illval - [P] address of the current CPU's illegal value. */
volatile uint64_t *dtrace_os_cpu_illval(void);

/**
 * dtrace_os_interrupt_disable - [P] disable interrupts (kernel) or enter
 * the probe-context critical section (user host: no other thread may be
 * in probe context on the same CPU buffer).  Returns a cookie for
 * dtrace_os_interrupt_restore().  Nests.
 */
uint64_t dtrace_os_interrupt_disable(void);
void dtrace_os_interrupt_restore(uint64_t cookie);

/* ---- atomics [P] ------------------------------------------------------ */

/** dtrace_os_cas32 - [P] compare-and-swap; returns the previous value. */
uint32_t dtrace_os_cas32(volatile uint32_t *target, uint32_t cmp, uint32_t nv);

/** dtrace_os_casptr - [P] compare-and-swap a pointer; returns the old one. */
void *dtrace_os_casptr(void *volatile *target, void *cmp, void *nv);

/** dtrace_os_add64 - [P] atomically add @delta to *@target. */
void dtrace_os_add64(volatile uint64_t *target, int64_t delta);

/** dtrace_os_membar_producer / _consumer - [P] store / load barriers. */
void dtrace_os_membar_producer(void);
void dtrace_os_membar_consumer(void);

/* ---- time [P] ---------------------------------------------------------- */

/** dtrace_os_gethrtime - [P] monotonic time in ns (D `timestamp`). */
uint64_t dtrace_os_gethrtime(void);

/** dtrace_os_getwalltime - [P] wall-clock ns since the epoch (`walltimestamp`). */
uint64_t dtrace_os_getwalltime(void);

/** dtrace_os_getvtime - [P] ns the current thread has run on CPU (`vtimestamp`). */
uint64_t dtrace_os_getvtime(void);

/* ---- current context [P] ----------------------------------------------- */

/** dtrace_os_curpid / curppid / curtid / curuid / curgid - [P] identity of
 * the process and thread the probe fired in (Linux: tgid, real parent's
 * tgid, pid, real uid and gid). */
int32_t dtrace_os_curpid(void);
int32_t dtrace_os_curppid(void);
int32_t dtrace_os_curtid(void);
uint32_t dtrace_os_curuid(void);
uint32_t dtrace_os_curgid(void);

/**
 * dtrace_os_curcpu - [P] the CPU the thread the probe fired in was running
 * on (D `cpu`, curcpu->cpu_id, curlwpsinfo->pr_onpro), 0 ..
 * dtrace_os_ncpus() - 1.  A kernel probe runs on that CPU, so this is
 * dtrace_os_cpu_id(); a backend that fires the probes of another process
 * from its own thread (the user host) answers with that process's CPU,
 * which can differ from the CPU whose buffer the firing records into.
 */
uint32_t dtrace_os_curcpu(void);

/**
 * dtrace_os_execname - [P] copy the current executable's name (Linux: comm,
 * at most 15 characters) into @buf of @len bytes, NUL-terminated.
 */
void dtrace_os_execname(char *buf, size_t len);

/**
 * dtrace_os_cwd - [P] copy the current working directory of the process
 * the probe fired in into @buf of @len bytes, truncated, NUL-terminated
 * (D `cwd`).  "" for a thread with no directory of its own (a kernel
 * thread), and where it cannot be had without blocking or deadlocking.
 */
void dtrace_os_cwd(char *buf, size_t len);

/**
 * dtrace_os_procinfo - [P] attribute @which (DIF_PROCINFO_*) of the current
 * process or thread: ids, the initial argument count and the user
 * addresses of the argument and environment vectors, the thread's
 * priority in the OS's own numbering (pr_pri; Linux: the kernel's prio,
 * 0 ... 139, lower runs first).  An unknown @which sets ILLOP (illegal value @which); an
 * attribute that cannot be had without blocking or faulting is 0.
 */
uint64_t dtrace_os_procinfo(int which);

/**
 * dtrace_os_progenyof - [P] is the current process @pid or a descendant of
 * it (D `progenyof()`: the process itself, its parent, and so on up to
 * the first process)?  Returns 1 or 0.
 */
int dtrace_os_progenyof(int32_t pid);

/**
 * dtrace_os_execargs - [P] copy the current process's initial arguments
 * (its command line, arguments separated by one blank: D `execargs`, and
 * proc(4)'s pr_psargs) into @buf of @len bytes, truncated and
 * NUL-terminated; "" when they cannot be had without blocking or faulting
 * (kernel threads).
 */
void dtrace_os_execargs(char *buf, size_t len);

/**
 * dtrace_os_curthread - [P] an opaque, non-zero identity of the current
 * thread (D `curthread`; the key for thread-local variables).
 */
uintptr_t dtrace_os_curthread(void);

/**
 * dtrace_os_errno - [P] D `errno`: the error of the system call the
 * current thread is returning from, in the OS's own numbering, and 0
 * when that call succeeded or the probe is not on a system call's way
 * back (Oracle Linux DTrace's rule).
 */
int32_t dtrace_os_errno(void);

/**
 * dtrace_os_getmajor / dtrace_os_getminor - [P] the major and the minor
 * number of device number @dev, as this OS encodes the device numbers its
 * kernel structures hold (D getmajor() and getminor(); Linux: the
 * kernel's dev_t, a 12-bit major above a 20-bit minor).
 */
uint64_t dtrace_os_getmajor(uint64_t dev);
uint64_t dtrace_os_getminor(uint64_t dev);

/**
 * dtrace_os_inet_family - [P] the address family that this OS's number
 * @af names, for inet_ntop(@af, addr): 4 for IPv4, 6 for IPv6, 0 for any
 * other (the subroutine then faults with an illegal operation).  A port
 * may also accept the numbers scripts written for another OS pass.
 */
int dtrace_os_inet_family(int af);

/* ---- stacks [P] ---------------------------------------------------------- */

/**
 * dtrace_os_getpcstack - [P] fill @pcs with up to @depth kernel (or host)
 * return addresses, skipping @aframes framework frames.  Returns the count.
 * @pcs[0] is the first frame stack() shows: for a probe in a function
 * (fbt), the return address in that function's caller (D's `caller`); for
 * a probe that interrupted the kernel (profile), the pc it interrupted
 * (and `caller` is @pcs[1]).
 */
int dtrace_os_getpcstack(uint64_t *pcs, int depth, int aframes);

/** dtrace_os_getustack - [P] the user stack of the current thread: @pcs[0]
 * is the pid, then up to @depth - 1 pcs.  Returns the count stored. */
int dtrace_os_getustack(uint64_t *pcs, int depth);

/** dtrace_os_getstackdepth / getustackdepth - [P] current stack depths. */
int dtrace_os_getstackdepth(int aframes);
int dtrace_os_getustackdepth(void);

/**
 * dtrace_os_getarg - [P] argument @argno of the probe that fired, beyond
 * those its provider passed to the framework (dtms_nargs, which the
 * framework answers itself), for a provider whose probe sites pass more
 * on the stack, found @aframes frames up; 0 when the probe has no such
 * argument (every provider of the Linux layers).
 */
uint64_t dtrace_os_getarg(int argno, int aframes);

/**
 * dtrace_os_getreg - [P] user register @reg (uregs[N], numbered as the D
 * library's R_* names) of the thread the probe fired in (on the user
 * host, a probe outside a traced process, e.g. BEGIN, reads the dtrace
 * thread's own).  A thread with no user state (a kernel thread) sets
 * BADADDR with illegal value 0; an index out of range sets ILLOP.
 * Returns 0 after a fault.
 */
uint64_t dtrace_os_getreg(int reg);

/* ---- control ------------------------------------------------------------- */

/**
 * dtrace_os_xcall - run @func(@arg) on CPU @cpu (DTRACE_CPUALL: on every
 * online CPU) and wait for completion.  Never from probe context.
 * Returns 0 once @func has run; DTRACE_ENOENT when @cpu is not online
 * (then @func has not run there, and the caller must not use what it
 * would have produced: e.g. a buffer it would have switched).  A CPU that
 * is offline runs no probe context, so DTRACE_CPUALL leaving it out
 * loses nothing that probe context could be writing.
 */
int dtrace_os_xcall(int32_t cpu, void (*func)(void *), void *arg);

/**
 * dtrace_os_sync - wait until no CPU is still in probe context using state
 * published before the call.
 */
void dtrace_os_sync(void);

/**
 * dtrace_os_yield - control path only, in loops over every probe (tens of
 * thousands with fbt): let the OS run other work if it wants the CPU
 * (Linux: cond_resched(), so no soft lockup; the user host: nothing).
 * May be called with the framework's mutexes held.
 */
void dtrace_os_yield(void);

/** dtrace_os_mutex_create / destroy / enter / exit - sleeping locks. */
dtrace_os_mutex_t *dtrace_os_mutex_create(void);
void dtrace_os_mutex_destroy(dtrace_os_mutex_t *m);
void dtrace_os_mutex_enter(dtrace_os_mutex_t *m);
void dtrace_os_mutex_exit(dtrace_os_mutex_t *m);

/**
 * dtrace_os_cyclic_add - call @func(@arg) every @interval_ns nanoseconds,
 * in a context where it may call dtrace_probe() (the profile and tick
 * probes, the deadman, the cleaner).  Returns NULL on failure.
 */
dtrace_os_cyclic_t *dtrace_os_cyclic_add(void (*func)(void *), void *arg,
    uint64_t interval_ns);
/** dtrace_os_cyclic_remove - stop and free; on return @func is not running
 * on any CPU (also for dtrace_os_cyclic_add_omni()). */
void dtrace_os_cyclic_remove(dtrace_os_cyclic_t *cyc);

/*
 * The next two serve the portable profile provider
 * (common/dtrace_provider_profile.c), which an OS layer registers when
 * its periodic callbacks interrupt what a CPU runs (the kernel module).
 * A layer that keeps its own profile provider (the user host, whose
 * timers are threads) does not link that file and need not implement
 * them.
 */

/**
 * dtrace_os_cyclic_add_omni - as dtrace_os_cyclic_add(), on every online
 * CPU: each CPU calls @func(@arg) every @interval_ns on itself, first one
 * interval from now (profile-N).  Removed with dtrace_os_cyclic_remove().
 * Returns NULL on failure.
 */
dtrace_os_cyclic_t *dtrace_os_cyclic_add_omni(void (*func)(void *),
    void *arg, uint64_t interval_ns);

/**
 * dtrace_os_interrupted_pc - [P] from a cyclic callback: where the CPU
 * was interrupted.  Kernel code: its pc in *@kpc and 0 in *@upc; user
 * code: 0 in *@kpc and the user pc in *@upc (profile-N and tick-N's
 * arg0 and arg1; exactly one is non-zero).  Both 0 when unknown.
 */
void dtrace_os_interrupted_pc(uint64_t *kpc, uint64_t *upc);

/**
 * dtrace_os_work_add - call @func(@arg) every @interval_ns nanoseconds in
 * a control-path context: one that may sleep, take dtrace_os_mutex_t
 * locks and call dtrace_os_xcall() / dtrace_os_sync(), and is never probe
 * context (the speculation cleaner, at the cleanrate option).  Calls never
 * overlap.  Returns NULL on failure.  (Kernel: a self-rearming delayed
 * work item; user host: a thread.)
 */
dtrace_os_work_t *dtrace_os_work_add(void (*func)(void *), void *arg,
    uint64_t interval_ns);
/** dtrace_os_work_remove - stop and free; on return @func is not running
 * and will not run again.  Never call it from @func itself. */
void dtrace_os_work_remove(dtrace_os_work_t *work);

/**
 * dtrace_os_deadman - the timings of the deadman on this host, in ns: how
 * often it looks at each consumer (*@interval), how long a consumer may
 * go without calling DTRACEIOC_STATUS before it counts as unresponsive
 * (*@user), and how long after that its tracing is aborted (*@timeout;
 * the consumer then reports "Abort due to systemic unresponsiveness").
 * Returns 1, or 0 when this host keeps no deadman (the user host: the
 * consumer and the framework are one process).  Control path, at GO.
 * (The reference's dtrace_deadman_interval, _user and _timeout: 1 s,
 * 30 s and 10 s.)
 */
int dtrace_os_deadman(uint64_t *interval, uint64_t *user, uint64_t *timeout);

/* ---- destructive process actions [P] ------------------------------------ */

/**
 * dtrace_os_raise - [P] the D action raise(@sig): ask that signal @sig be
 * sent to the thread the probe fired in (the process, where the OS cannot
 * aim at one thread).  Only records the request: the OS layer delivers it
 * once the thread leaves probe context (kernel: on its way back to user
 * space or from deferred work; user host: when the outermost
 * dtrace_os_interrupt_restore() returns), never from probe context
 * itself.  Like the reference, a thread holds one pending request: later
 * raise()s before the delivery are ignored.  @sig 0 is no request.
 * Returns 0, or -1 when @sig is not a signal number of this OS (the
 * framework then faults the clause with an illegal operation).
 * (Dynamic Tracing Guide, "Destructive Actions": raise().)
 */
int dtrace_os_raise(int sig);

/**
 * dtrace_os_stop - [P] the D action stop(): ask that the process the
 * probe fired in be stopped (as by SIGSTOP; a debugger or prun/kill -CONT
 * resumes it).  Only records the request, delivered as dtrace_os_raise()
 * delivers a signal.  A process that is a target of the consumer (-c/-p)
 * may be stopped through the OS layer's process control instead.
 * (Dynamic Tracing Guide, "Destructive Actions": stop().)
 */
void dtrace_os_stop(void);

/* ---- waking the consumer [P] -------------------------------------------- */

/**
 * dtrace_os_consumer_wake - [P] wake the consumer of the state whose OS
 * cookie is @waker (dtrace_state_set_waker) if it waits for its state to
 * want it (the kernel device: poll(2) on the open the state belongs to).
 * Called in any probe context, NMI included, at most once between two
 * DTRACEIOC_STATUS of the state: the OS layer only records the request
 * there and delivers the wake-up once it may (kernel: an irq_work), never
 * taking a lock under the probe.  A @waker of NULL is no request.
 */
void dtrace_os_consumer_wake(void *waker);

/* ---- kernel destructive actions [P] ------------------------------------- */

/**
 * dtrace_os_kdestructive - may the kernel-destructive actions breakpoint()
 * and panic() be enabled on this host at all?  Asked on the control path
 * (DTRACEIOC_GO), after the destructive option (-w) was found set: a
 * state holding either action is refused (EPERM) unless this returns 1.
 * The answer is the host's own opt-in, off by default (kernel: the module
 * parameter kdestructive; the user host, a process, never allows them).
 * (Dynamic Tracing Guide, "Kernel Destructive Actions".)
 */
int dtrace_os_kdestructive(void);

/**
 * dtrace_os_breakpoint - [P] the D action breakpoint(): report
 * "dtrace: breakpoint action at probe @probe (ecb @ecb)" on the console
 * and hand control to the kernel debugger if one is attached; without a
 * debugger, report and go on (a trap nobody handles would crash the
 * host).  @probe is the probe's full name, provider:module:function:name.
 */
void dtrace_os_breakpoint(const char *probe, const void *ecb);

/**
 * dtrace_os_panic - [P] the D action panic(): panic the host with
 * "dtrace: panic action at probe @probe (ecb @ecb)".  Returns only if
 * the OS declines (another CPU is already panicking).
 */
void dtrace_os_panic(const char *probe, const void *ecb);

/* ---- memory ------------------------------------------------------------ */

/**
 * dtrace_os_alloc - allocate @size zeroed bytes; may sleep.  NULL on
 * failure (reported by the caller as ENOMEM).  A failure is only an error
 * for the caller: the allocation never wakes the OS's out-of-memory
 * handling and never warns (Linux kernel: no OOM killer, no allocation
 * warning, no WARN for a size beyond INT_MAX).
 */
void *dtrace_os_alloc(size_t size);

/**
 * dtrace_os_alloc_try - as dtrace_os_alloc(), for memory whose size a user
 * chose (bufsize, aggsize, specsize, dynvarsize, strsize, nspec, ...):
 * also fails at once, without trying, when @size is above
 * dtrace_os_mem_avail().
 */
void *dtrace_os_alloc_try(size_t size);

/**
 * dtrace_os_mem_avail - how many bytes the framework may take from now on
 * for sizes a user chose: half of the memory the host can still give
 * without swapping (Linux: half of MemAvailable; the user host also stays
 * within half of its address-space limit).  The framework checks each set
 * of such allocations (all the CPUs' buffers of one kind) against it
 * before allocating the first, so a size beyond the machine is lowered
 * (bufresize=auto) or refused with ENOMEM (bufresize=manual) instead of
 * being forced on the host.
 */
uint64_t dtrace_os_mem_avail(void);
/** dtrace_os_alloc_nosleep - as dtrace_os_alloc, never sleeping. */
void *dtrace_os_alloc_nosleep(size_t size);
void dtrace_os_free(void *ptr, size_t size);

/* ---- privileges --------------------------------------------------------- */

/**
 * dtrace_os_priv - the DTRACE_PRIV_* privileges of the caller opening the
 * device (user host: all but KERNEL unless running as root), and its uid.
 */
uint32_t dtrace_os_priv(uint32_t *uidp);

/* ---- diagnostics -------------------------------------------------------- */

/**
 * dtrace_os_printf - log a diagnostic from the control path (never probe
 * context), when the host's verbosity allows (module: the verbose
 * parameter; user host: DTRACE_DEBUG in the environment).
 */
void dtrace_os_printf(const char *fmt, ...);

#endif /* DTRACE_OS_H */
