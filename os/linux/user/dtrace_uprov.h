/*
 * os/linux/user/dtrace_uprov.h -- inside the user host: what the tracer
 * (dtrace_ptrace.c) needs from the syscall and proc providers
 * (dtrace_syscall.c, dtrace_procprov.c), and what they need from it.
 *
 * The providers keep their enabled sets in plain arrays the tracer reads
 * at every stop; they fire their probes from the tracer thread, inside a
 * context entered with dtrace_uctx_enter() (dtrace_uproc.h).
 */
#ifndef DTRACE_UPROV_H
#define DTRACE_UPROV_H

#include <stdint.h>

/* ---- syscall provider (dtrace_syscall.c) -------------------------------- */

/** dtrace_syscall_init - register syscall:vmlinux:NAME:entry/return. */
int dtrace_syscall_init(void);

/** dtrace_syscall_count - number of system calls the provider knows
 * (enabled-set bytes are indexed by system-call number below this). */
#define DTRACE_SYSCALL_MAX	1024

/*
 * Enabled sets, by x86-64 system-call number: bit 0 entry enabled, bit 1
 * return enabled, bit 2 the tracer needs the stop for itself (proc
 * provider: execve, kill, ...).  dtrace_syscall_nstops counts the entries
 * with any bit set: 0 means no thread needs system-call stops.
 */
extern volatile uint8_t dtrace_syscall_want[DTRACE_SYSCALL_MAX];
extern volatile int dtrace_syscall_nstops;
#define DTRACE_SYSWANT_ENTRY	0x01
#define DTRACE_SYSWANT_RETURN	0x02
#define DTRACE_SYSWANT_PROC	0x04

/** dtrace_syscall_proc_want - the proc provider needs (@on) or no longer
 * needs the stops of system call @nr (entry and return). */
void dtrace_syscall_proc_want(long nr, int on);

/** dtrace_syscall_fire_entry / _return - [tracer, context entered] fire
 * syscall::NAME:entry with @args, or :return with @rval (arg0 = arg1). */
void dtrace_syscall_fire_entry(long nr, const uint64_t args[6]);

/**
 * dtrace_syscall_bytracer - 1 when some enabled syscall probe is fired
 * by the tracer's stops rather than by kernel capture (its clauses act
 * in place beside a process under control, or capture is not chosen).
 */
int dtrace_syscall_bytracer(void);
void dtrace_syscall_fire_return(long nr, int64_t rval);

/* ---- what the proc and sched providers share (dtrace_procprov.c) -------- */

/* A probe of a fixed set: its name and its arguments' C types. */
typedef struct dtrace_uprov_probe {
	const char *dup_name;
	int dup_nargs;
	const char *dup_types[3];
} dtrace_uprov_probe_t;

/** The stability the reference gives its proc and sched providers. */
extern const dtrace_pattr_t dtrace_uprov_stable_attr;

/**
 * dtrace_uprov_argdesc - dtps_getargdesc of probe @which of @probes
 * (@nprobes of them): its argument desc->dtargd_ndx's type, or
 * DTRACE_ARGNONE.
 */
void dtrace_uprov_argdesc(const dtrace_uprov_probe_t *probes, int nprobes,
    int which, dtrace_argdesc_t *desc);

/**
 * dtrace_uprov_late - probe @id of provider @prov is enabled and fired
 * once its event is drained (kernel capture): if its clauses act on the
 * thread where it stands (DTRACE_UCTX_INPLACE: stop(), raise(),
 * copyout()), which would then come after the event, note it (the first
 * such provider), so that the enabling fails rather than act late
 * (dt_uhost_capture_serves("inplace"), dtrace_uhost.c).  From dtps_enable
 * or dtps_commit.
 */
void dtrace_uprov_late(dtrace_id_t id, const char *prov);

/* ---- proc provider (dtrace_procprov.c) ------------------------------------ */

/** dtrace_procprov_init - register proc:::exec ... signal-handle. */
int dtrace_procprov_init(void);

/* The probes, in the order of the provider's table. */
enum {
	DT_PROC_CREATE, DT_PROC_EXEC, DT_PROC_EXEC_FAILURE,
	DT_PROC_EXEC_SUCCESS, DT_PROC_EXIT, DT_PROC_LWP_CREATE,
	DT_PROC_LWP_EXIT, DT_PROC_LWP_START, DT_PROC_SIGNAL_DISCARD,
	DT_PROC_SIGNAL_HANDLE, DT_PROC_SIGNAL_SEND, DT_PROC_START,
	DT_PROC_NPROBES
};

/** dtrace_procprov_enabled - is probe @which (DT_PROC_*) enabled? */
int dtrace_procprov_enabled(int which);

/**
 * dtrace_procprov_fire - [tracer, context entered] fire probe @which.
 * For create, @a0 is the child's pid; for lwp-create, signal-send and
 * signal-discard, @a0 is the thread id and @a1 the pid they concern: the
 * provider turns them into the lwpsinfo_t / psinfo_t the probe passes
 * (signal-discard fires only if that thread ignores signal @a2).  Other
 * probes: the arguments as passed.
 */
void dtrace_procprov_fire(int which, uint64_t a0, uint64_t a1, uint64_t a2);

/**
 * dtrace_procprov_fire_captured - [drain thread, context entered] fire
 * probe @which as dtrace_procprov_fire() does, for an event kernel
 * capture drained (a probe it serves: dtrace_bpf_proc_enable()); the
 * tracer's own events of such a probe fire nothing, so none fires twice.
 */
void dtrace_procprov_fire_captured(int which, uint64_t a0, uint64_t a1,
    uint64_t a2);

/* ---- sdt provider (dtrace_sdtprov.c) ------------------------------------ */

/**
 * dtrace_sdtprov_init - register sdt:GROUP::NAME, the kernel's trace
 * events, served by kernel capture; registers nothing when dtrace was
 * built without libbpf.  0, or an errno.
 */
int dtrace_sdtprov_init(void);

/* ---- fbt provider (dtrace_fbtprov.c) ------------------------------------ */

/**
 * dtrace_fbtprov_init - register fbt:MODULE:FUNCTION:entry/return, the
 * kernel's functions, served by kernel capture through kprobes; registers
 * nothing without libbpf or on a kernel without kprobes.  0, or an errno.
 */
int dtrace_fbtprov_init(void);

/* ---- sched provider (dtrace_schedprov.c) --------------------------------- */

/** dtrace_schedprov_init - register sched:vmlinux::*, served by kernel
 * capture; nothing without libbpf.  0, or an errno. */
int dtrace_schedprov_init(void);

/* The probes, in the order of the provider's table. */
enum {
	DT_SCHED_CHANGE_PRI, DT_SCHED_OFF_CPU, DT_SCHED_ON_CPU,
	DT_SCHED_PREEMPT, DT_SCHED_SLEEP, DT_SCHED_SURRENDER, DT_SCHED_WAKEUP,
	DT_SCHED_NPROBES
};

#endif /* DTRACE_UPROV_H */
