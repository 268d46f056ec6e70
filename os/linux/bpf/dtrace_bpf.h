/*
 * os/linux/bpf/dtrace_bpf.h -- kernel capture for the user host
 * (DESIGN.md, "user host with kernel capture"): what the user host's
 * providers and glue call.  Built when configure found libbpf and clang
 * (DTRACE_HAVE_BPF); otherwise these are stubs that serve nothing, so
 * every caller falls back to the ptrace path.
 */
#ifndef DTRACE_BPF_H
#define DTRACE_BPF_H

#include <stdint.h>
#include <string.h>
#include <sys/types.h>
#include "dtrace_core.h"	/* dtrace_probe_filter_t */

/* How the user host backs its system-wide providers (-x backend=). */
#define DTRACE_BPF_MODE_AUTO	0	/* kernel capture if it loads */
#define DTRACE_BPF_MODE_BPF	1	/* kernel capture, or an error */
#define DTRACE_BPF_MODE_PTRACE	2	/* processes under control only */
/*
 * In both capture modes, what must act on the thread where it stands
 * (DTRACE_UCTX_INPLACE) stays the tracer's: pid sites always
 * (dtrace_bpf_usite_fits), syscall probes beside a process under control
 * (dtrace_syscall.c), proc probes beside one (dtrace_bpf_proc_enable).
 */

/* dtrace_bpf_usite_set(): the strings a site takes at most */
#define DTRACE_BPF_USITE_NSTR	3

/*
 * dtrace_bpf_utake_t - an argument of a pid site's probes that each hit
 * takes (dtrace_bpf_usite_set): with @but_mem, one in memory, the 8 bytes
 * at base + index * scale + disp (a USDT argument; @but_index -1: none),
 * else register word @but_base (struct user_regs_struct, rdi = 14; -1:
 * none); with @but_str, the string at the address it holds too (the
 * site's clauses read it with copyinstr()).
 */
typedef struct dtrace_bpf_utake {
	int8_t but_base;
	int8_t but_index;
	uint8_t but_scale;
	uint8_t but_mem;
	uint8_t but_str;
	uint8_t but_pad[3];
	int64_t but_disp;
} dtrace_bpf_utake_t;

#ifdef DTRACE_HAVE_BPF

/**
 * dtrace_bpf_set_mode - choose DTRACE_BPF_MODE_* before the first
 * enabling (later calls change nothing once a choice was made).
 */
void dtrace_bpf_set_mode(int mode);

/**
 * dtrace_bpf_syscall_enable - enable (@on) or disable the entry
 * (@isret 0) or return probe of system call @nr, named @name (the
 * syscall provider's function name, which is the kernel's); @uctx: the
 * DTRACE_UCTX_* bits its clauses read (dtrace_probe_uctx), captured
 * with the event: the strings and data the entry's arguments point to
 * (DTRACE_UCTX_MEM), the thread's registers, its arguments (execargs);
 * @f (or NULL): the test every
 * enabled clause's predicate makes first (dtrace_probe_filter), made in
 * the kernel before anything is captured.  Called again for an enabled
 * probe (@on 1) when its clauses change (dtps_commit).  The first
 * call decides, once per process, whether kernel capture serves the
 * syscall provider: in modes AUTO and BPF if the capture program loads
 * (AUTO falls back to the ptrace path when it does not; BPF fails).
 * Returns 1 when kernel capture serves the probe (the caller does
 * nothing more), 0 when the ptrace path must.  Framework lock held
 * (dtps_enable / dtps_disable).
 */
int dtrace_bpf_syscall_enable(long nr, const char *name, int isret, int on,
    uint32_t uctx, const dtrace_probe_filter_t *f);

/**
 * dtrace_bpf_usite_prepare - load what pid sites as uprobes need (the
 * capture programs, the drain thread) unless -x backend=ptrace, for
 * $target and pid<N> probes alike; failing that,
 * dtrace_bpf_usite_add() refuses and the ptrace path plants them.  From
 * dtrace's own threads only (dtps_enable): never from the tracer process
 * (dtrace_ptrace.c), whose threads would outlive dtrace.
 */
void dtrace_bpf_usite_prepare(void);

/**
 * dtrace_bpf_usite_add - arm the pid provider's site at address @addr
 * of process @pid as a kernel uprobe (dtrace_bpf_uprobe.bpf.c), disarmed
 * until dtrace_bpf_usite_set() turns it on; @uctx: the DTRACE_UCTX_*
 * bits of its probes' clauses (dtrace_bpf_usite_fits).  Once prepared:
 * the process stays under control (symbols, dlopen, IFUNCs) but its
 * enabled probes stop nothing; they fire from the drained records
 * (dtrace_pidprov_fire_captured), and the kernel drops the uprobes when
 * dtrace exits, SIGKILL included.  Returns the site's number (>= 0), or
 * -1 when the ptrace path must plant it (not prepared, kernel capture
 * unavailable, DTRACE_BPF_NUSITES in use, the uprobe refused).  pid
 * provider lock held; any thread, the tracer's included.
 */
int dtrace_bpf_usite_add(pid_t pid, uint64_t addr, uint32_t uctx);

/**
 * dtrace_bpf_usite_fits - may a site whose probes' clauses have the
 * DTRACE_UCTX_* bits @uctx be a uprobe?  Not when they act on the thread
 * where it stands (DTRACE_UCTX_INPLACE: stop(), raise(), copyout()),
 * which a hit fired once drained would do too late: such a site stays
 * the tracer's breakpoint, in every mode.
 */
int dtrace_bpf_usite_fits(uint32_t uctx);

/**
 * dtrace_bpf_usite_set - site @site's probes are enabled (@on) or not,
 * and @uctx, the DTRACE_UCTX_* bits their clauses read, says whether
 * each hit takes the user stack (DTRACE_UCTX_USTACK) and the top of it
 * (DTRACE_UCTX_MEM); @src[0 .. @nsrc - 1] (@nsrc at most
 * DTRACE_BPF_USITE_NSTR): the arguments in memory and the strings their
 * clauses read with copyinstr() of an argument, taken with each hit.
 */
void dtrace_bpf_usite_set(int site, int on, uint32_t uctx,
    const dtrace_bpf_utake_t *src, int nsrc);

/**
 * dtrace_bpf_usite_remove - drop site @site's uprobe; records of it
 * still in the ring buffer fire nothing.
 */
void dtrace_bpf_usite_remove(int site);

/**
 * dtrace_bpf_proc_enable - enable (@on) or disable proc provider probe
 * @which (DT_PROC_*, dtrace_uprov.h) for every process: exec,
 * exec-failure, start and lwp-start through the syscall program's records,
 * the others through the scheduler's and signals' tracepoints
 * (dtrace_bpf_proc.bpf.c).  Returns 1 when kernel capture serves the
 * probe (chosen as for the syscall provider, no process is under
 * control, and the programs load), 0 when only the processes under
 * control see it (the ptrace path).  From dtrace's own threads
 * (dtps_enable / dtps_disable).
 */
int dtrace_bpf_proc_enable(int which, int on);

/**
 * dtrace_bpf_sdt_attach - attach the sdt program (dtrace_bpf_sdt.bpf.c)
 * to tracepoint @group:@event for the sdt provider's probe number
 * @probe (below DTRACE_BPF_SDT_NPROBES), taking @len bytes of each
 * event's record (at most DTRACE_BPF_SDTMAX), for the threads that pass
 * @f (NULL: all; dtrace_probe_filter): every process's events from then
 * on fire through dtrace_sdtprov_fire_captured().  Loads the programs and the drain
 * thread at the first call, whatever serves the other providers (only
 * -x backend=ptrace refuses).  Returns the link, held until dtrace
 * exits, or NULL with the reason kept for dtrace_bpf_serves("sdt").  From dtrace's own threads (dtps_enable).
 */
void *dtrace_bpf_sdt_attach(const char *group, const char *event,
    uint32_t probe, uint32_t len, const dtrace_probe_filter_t *f);

/**
 * dtrace_bpf_sdt_set - attached probe @probe is enabled (@on), for the
 * threads that pass @f (NULL: all), or disabled: it keeps its link (the
 * kernel's detach is slow) and captures nothing.
 */
void dtrace_bpf_sdt_set(uint32_t probe, int on, const dtrace_probe_filter_t *f);

/**
 * dtrace_bpf_fbt_attach - attach the fbt program (dtrace_bpf_fbt.bpf.c)
 * to kernel function @func, at its entry (kprobe) or, @isret, its return
 * (kretprobe), for the fbt provider's probe in slot @slot (below
 * DTRACE_BPF_FBT_NSLOTS), for the threads that pass @f (NULL: all;
 * dtrace_probe_filter): every hit from then on fires through
 * dtrace_fbtprov_fire_captured().  Loads the programs and the drain thread
 * at the first call, whatever serves the other providers (only -x
 * backend=ptrace refuses).  Returns the link, held until dtrace exits, or
 * NULL: the kernel refused (its kprobe blacklist, a function gone), or
 * the slots are used up, counted, with the first reason, for
 * dtrace_bpf_serves("fbt").  From dtrace's own threads (dtps_enable).
 */
void *dtrace_bpf_fbt_attach(const char *func, int isret, uint32_t slot,
    const dtrace_probe_filter_t *f);

/**
 * dtrace_bpf_fbt_set - attached probe in slot @slot is enabled (@on), for
 * the threads that pass @f (NULL: all), or disabled: it keeps its link
 * (the kernel's detach is slow) and captures nothing.
 */
void dtrace_bpf_fbt_set(uint32_t slot, int on, const dtrace_probe_filter_t *f);

/**
 * dtrace_bpf_sched_enable - enable (@on) or disable sched provider probe
 * @which (DT_SCHED_*, dtrace_uprov.h) for every thread that passes @f
 * (NULL: all; the thread the probe fires in), through the scheduler's
 * tracepoints (dtrace_bpf_sched.bpf.c), loaded at the first call as for
 * sdt; called again with @on 1 when its clauses change (dtps_commit).  Returns 1 when kernel capture serves it, 0 when
 * nothing can (the reason kept for dtrace_bpf_serves("sched")).  From
 * dtrace's own threads (dtps_enable / dtps_disable).
 */
int dtrace_bpf_sched_enable(int which, int on,
    const dtrace_probe_filter_t *f);

/**
 * dtrace_bpf_systemwide - does the backend rule choose kernel capture,
 * i.e. should the system-wide providers that need no capture program
 * (profile-N through perf events) serve every process?  1 unless -x
 * backend=ptrace, processes under control (-c, -p) or not.
 * Loads nothing.  Framework lock held (dtps_enable).
 */
int dtrace_bpf_systemwide(void);

/**
 * dtrace_bpf_flush - fire the probes of every event the kernel has
 * captured so far (the consumer stops: the last events of a process
 * that just exited are in the ring buffer).  Any thread but the drain
 * thread; not in probe context.
 */
void dtrace_bpf_flush(void);

/**
 * dtrace_bpf_sync - wait until the drain thread has fired every record
 * the kernel captured so far (a process under control is about to lose
 * its memory: a thread exits, the process detaches), or 100 ms at most.
 * Nothing when kernel capture serves nothing.  Any thread (the tracer's
 * included): takes no lock of the framework or the providers.
 */
void dtrace_bpf_sync(void);

/**
 * dtrace_bpf_serves - does kernel capture serve provider @prov now
 * ("syscall"; "pid": the sites of its enabled probes, and USDT's;
 * "proc": every proc probe, once one was enabled; "sdt": the probes
 * enabled, once one was; "sched" likewise)?
 * Returns 1 if so; 0 if not, with *@whyp (if not NULL) the reason
 * ("not chosen", or why loading failed), or NULL when no choice was made
 * (for "pid": when nothing failed).
 */
int dtrace_bpf_serves(const char *prov, const char **whyp);

/**
 * dtrace_bpf_profile_attach - name system-wide profile samples when they
 * are taken (dtrace_usample.c): run the identity program
 * (dtrace_bpf_profile.bpf.c) at every sample of the perf event
 * @sample_fd of CPU @cpu; it writes the sampled thread's
 * dtrace_bpf_hdr_t (kind DTRACE_BPF_PROFILE) as the raw data of the BPF
 * output event @out_fd of the same CPU, which the caller has pointed at
 * @sample_fd's ring (PERF_EVENT_IOC_SET_OUTPUT): each identity comes
 * just before its sample.  Loads the program once (and kernel capture's
 * base, as sched does).  Returns 0, or -1 (not chosen, not loaded, or
 * the kernel refused): the samples are then named from /proc.
 * Framework lock held (dtps_enable).
 */
int dtrace_bpf_profile_attach(int cpu, int sample_fd, int out_fd);

#else	/* !DTRACE_HAVE_BPF */

static inline int
dtrace_bpf_profile_attach(int cpu, int sample_fd, int out_fd)
{
	(void)cpu; (void)sample_fd; (void)out_fd;
	return (-1);
}

static inline void dtrace_bpf_set_mode(int mode) { (void)mode; }
static inline int
dtrace_bpf_syscall_enable(long nr, const char *name, int isret, int on,
    uint32_t uctx, const dtrace_probe_filter_t *f)
{
	(void)nr; (void)name; (void)isret; (void)on; (void)uctx;
	(void)f;
	return (0);
}
static inline void dtrace_bpf_flush(void) { }
static inline void dtrace_bpf_sync(void) { }
static inline void dtrace_bpf_usite_prepare(void) { }
static inline int
dtrace_bpf_proc_enable(int which, int on)
{
	(void)which; (void)on;
	return (0);
}
static inline int
dtrace_bpf_usite_add(pid_t pid, uint64_t addr, uint32_t uctx)
{
	(void)pid; (void)addr; (void)uctx;
	return (-1);
}
static inline int dtrace_bpf_usite_fits(uint32_t uctx) { (void)uctx; return (0); }
static inline void
dtrace_bpf_usite_set(int site, int on, uint32_t uctx,
    const dtrace_bpf_utake_t *src, int nsrc)
{
	(void)site; (void)on; (void)uctx; (void)src; (void)nsrc;
}
static inline void dtrace_bpf_usite_remove(int site) { (void)site; }
static inline int dtrace_bpf_systemwide(void) { return (0); }
static inline void *
dtrace_bpf_sdt_attach(const char *group, const char *event, uint32_t probe,
    uint32_t len, const dtrace_probe_filter_t *f)
{
	(void)group; (void)event; (void)probe; (void)len; (void)f;
	return (NULL);
}
static inline void
dtrace_bpf_sdt_set(uint32_t probe, int on, const dtrace_probe_filter_t *f)
{
	(void)probe; (void)on; (void)f;
}
static inline void *
dtrace_bpf_fbt_attach(const char *func, int isret, uint32_t slot,
    const dtrace_probe_filter_t *f)
{
	(void)func; (void)isret; (void)slot; (void)f;
	return (NULL);
}
static inline void
dtrace_bpf_fbt_set(uint32_t slot, int on, const dtrace_probe_filter_t *f)
{
	(void)slot; (void)on; (void)f;
}
static inline int
dtrace_bpf_sched_enable(int which, int on, const dtrace_probe_filter_t *f)
{
	(void)which; (void)on; (void)f;
	return (0);
}
static inline int
dtrace_bpf_serves(const char *prov, const char **whyp)
{
	/* sdt, sched and fbt are not registered here: never asked about */
	if (whyp != 0)
		*whyp = strcmp(prov, "syscall") == 0 ||
		    strcmp(prov, "pid") == 0 ?
		    "dtrace was built without libbpf" : 0;
	return (0);
}

#endif	/* DTRACE_HAVE_BPF */

/**
 * dtrace_syscall_fire_captured - (dtrace_syscall.c) fire syscall::NAME:
 * entry (@isret 0, arguments @args) or :return (@isret 1, @rval the
 * kernel's return value: a negative errno becomes -1) of system call
 * @nr, for an event kernel capture drained.  Drain thread, context
 * entered.
 */
void dtrace_syscall_fire_captured(long nr, int isret, const uint64_t args[6],
    int64_t rval);

/**
 * dtrace_pidprov_fire_captured - (dtrace_pidprov.c) fire the probes of the
 * pid provider's site at @addr of process @pid, for a hit that kernel
 * capture drained: @regs are the thread's registers at the probed
 * instruction.  Drain thread, context entered.
 */
struct user_regs_struct;
void dtrace_pidprov_fire_captured(pid_t pid, uint64_t addr,
    const struct user_regs_struct *regs);

/**
 * dtrace_sdtprov_fire_captured - (dtrace_sdtprov.c) fire the sdt probe
 * numbered @probe (the cookie of dtrace_bpf_sdt_attach) for an event kernel
 * capture drained: @rec, @len bytes, is the event's record as the kernel
 * wrote it.  Drain thread, context entered.
 */
void dtrace_sdtprov_fire_captured(uint32_t probe, const void *rec,
    uint32_t len);

/**
 * dtrace_fbtprov_fire_captured - (dtrace_fbtprov.c) fire the fbt probe in
 * slot @slot (the cookie of dtrace_bpf_fbt_attach) for a hit kernel
 * capture drained: @regs, the kernel's registers at the probe (struct
 * pt_regs words: rdi = 14, rax = 10).  Drain thread, context entered.
 */
void dtrace_fbtprov_fire_captured(uint32_t slot, const uint64_t *regs);

/**
 * dtrace_schedprov_fire_captured - (dtrace_schedprov.c) fire sched probe
 * @which (DT_SCHED_*) for an event kernel capture drained: @task is the
 * thread its args[0] and args[1] describe (when it has them), @prio
 * change-pri's new priority.  Drain thread, context entered.
 */
struct dtrace_bpf_task;
void dtrace_schedprov_fire_captured(int which,
    const struct dtrace_bpf_task *task, int32_t prio);

/* One argument of a system call, as its tracefs format names it. */
typedef struct dtrace_syscall_arg {
	char dsa_type[64];	/* "const char *", "int", "umode_t" */
	char dsa_name[32];	/* "filename" */
} dtrace_syscall_arg_t;

/**
 * dtrace_syscall_format - (dtrace_syscall.c) the arguments of system call
 * @name, as its entry event's tracefs format lists them (fields "TYPE
 * NAME" at offset 16 + 8 * i, the C types without __user, as the
 * kernel's syscall metadata has them): fills @args[0 .. n - 1] and
 * returns n (0 .. 6), or -1 when there is no format (no tracefs, a
 * kernel without syscall events).
 */
int dtrace_syscall_format(const char *name, dtrace_syscall_arg_t args[6]);

#endif /* DTRACE_BPF_H */
