/*
 * os/linux/user/dtrace_pidprov.h -- how libdtrace hands resolved pid
 * provider probes to a backend (DESIGN.md, "pid provider").
 *
 * libdtrace (lib/libdtrace/dt_pid.c) resolves every probe description
 * naming pid<N> at compile time against the process's ELF symbol tables
 * (dt_symtab.c): modules, functions, entry / return / instruction-offset
 * probes, globs in every field, and the return sites found by decoding
 * the function (capstone).  Each probe becomes one dtrace_pidspec_t: the
 * process, the object file and where the function is (its runtime address
 * and its file offset), the probe's names, and the instruction offsets
 * inside the function where the probe fires.  libdtrace sends them as
 * dtrace_uprobespec_t through DTRACEIOC_UPROBE_MAKE (include/dtrace/
 * ioctl.h); dtrace_uhost.c checks each and hands it here as a
 * dtrace_pidspec_t.  The backend only plants breakpoints: here ptrace
 * breakpoints handled by the tracer thread (dtrace_pidprov.c); the module
 * plants uprobes for the same ioctl (os/linux/kernel/dtrace_pid.c).  Probe names and module names are final (a.out already replaced
 * by the executable's basename, as the reference does).  A probe on a
 * GNU indirect function (strlen) describes the implementation its
 * resolver selected in that process, under the IFUNC's name; while that
 * is not known yet the probe is created deferred and libdtrace watches
 * the resolver (dtrace_pidprov_watch_ifunc) to resolve it.  USDT probes
 * of <sys/sdt.h> notes (lib/libdtrace/dt_usdt.c) come the same way, as
 * DTRACE_PIDSPEC_USDT specs naming their provider, their sites' argument
 * formats and their semaphore.
 */
#ifndef DTRACE_PIDPROV_H
#define DTRACE_PIDPROV_H

#include <stdint.h>
#include <sys/types.h>
#include <dtrace/dtrace.h>
#include <dtrace/usdt.h>

#define DTRACE_PIDSPEC_ENTRY	1	/* arg0.. = the function's arguments */
#define DTRACE_PIDSPEC_RETURN	2	/* arg0 = offset of the ret, arg1 = rax */
#define DTRACE_PIDSPEC_OFFSET	3	/* arg0.. = argument registers */
#define DTRACE_PIDSPEC_USDT	4	/* arg0.. = as dps_args say, per site */

typedef struct dtrace_pidspec {
	pid_t dps_pid;			/* the process (tgid) */
	int dps_kind;			/* DTRACE_PIDSPEC_* */
	char dps_mod[DTRACE_MODNAMELEN];	/* "libc.so.6", "prog" */
	char dps_func[DTRACE_FUNCNAMELEN];	/* "malloc" */
	char dps_name[DTRACE_NAMELEN];	/* "entry", "return", "1a" */
	const char *dps_path;		/* the object file */
	uint64_t dps_addr;		/* runtime address of the function */
	uint64_t dps_size;		/* its size in bytes */
	uint64_t dps_foff;		/* file offset of the function */
	uint32_t dps_noffs;		/* sites: offsets into the function */
	const uint64_t *dps_offs;
	int dps_deferred;		/* no sites until _resolve(): the
					 * object is not mapped yet (-Z), or
					 * an IFUNC's choice is not known */
	/* DTRACE_PIDSPEC_USDT only: */
	const char *dps_prov;		/* provider without the pid: the
					 * probe is PROV<pid>:mod:func:name */
	uint64_t dps_sem;		/* runtime address of its semaphore
					 * (unsigned short), or 0 */
	uint32_t dps_nargs;		/* arguments (at most
					 * DTRACE_USDT_MAXARGS) */
	const dtrace_usdt_arg_t *dps_args;	/* per site, in dps_offs
					 * order: DTRACE_USDT_MAXARGS each */
	const char *dps_types;		/* NULL, or the declared types
					 * (include/dtrace/ioctl.h,
					 * dups_argtypes), checked */
	uint32_t dps_typeslen;		/* their bytes */
} dtrace_pidspec_t;

/**
 * dtrace_pidprov_prepare - make process @pid ready for probe resolution:
 * it must be under control (dtrace -c / -p); a created process is run to
 * its entry point so its libraries are mapped.  Returns 0, ESRCH (not
 * under control) or the error of dtrace_uproc_advance().  Control path.
 */
int dtrace_pidprov_prepare(pid_t pid);

/*
 * The most probes one pid<N> provider holds (the reference's default
 * fasttrap-max-probes): a description such as pid$target:libc.so.6::,
 * every instruction of the C library, is refused past it rather than
 * tying up the consumer and the process for minutes.
 */
#define DTRACE_PIDPROV_MAXPROBES	250000

/**
 * dtrace_pidprov_create - create (or find) the probe @spec describes in
 * the pid<N> provider, or for a USDT probe (DTRACE_PIDSPEC_USDT) in the
 * provider dps_prov<N> (each registered on first use).  A USDT probe's
 * sites are its nops (stapsdt notes); while it is enabled its semaphore,
 * if any, is raised by one (and lowered again when it is disabled, when
 * dtrace lets the process go, and in a child after fork).  Breakpoints are written
 * only when the probe is enabled.  Returns 0 or an errno value (ENOMEM,
 * ESRCH: the process is not under control; ENOSPC: the provider already
 * has DTRACE_PIDPROV_MAXPROBES probes).  Control path.
 */
int dtrace_pidprov_create(const dtrace_pidspec_t *spec);

/**
 * dtrace_pidprov_resolve - give the deferred probe named by @spec's
 * module, function and name (created with dps_deferred while its object
 * was not mapped) its address and sites, now that the object is mapped
 * (dlopen); its breakpoints are inserted at once if it is enabled.
 * Returns 0, ENOENT (no such probe) or ESRCH.  Any thread (called from
 * the mapped hook, in the tracer thread).
 */
int dtrace_pidprov_resolve(const dtrace_pidspec_t *spec);

/**
 * dtrace_pidprov_watch_maps - plant the provider's own breakpoint at
 * @addr in process @pid: the dynamic loader's r_debug hook
 * (_dl_debug_state, called around every dlopen/dlclose), so the mapped
 * hook below runs while the new objects are there to be read.  Returns 0
 * or an errno value.  Control path.
 */
int dtrace_pidprov_watch_maps(pid_t pid, uint64_t addr);

/**
 * dtrace_pidprov_watch_ifunc - plant the provider's own breakpoints on
 * the @nrets return instructions @rets (runtime addresses) of the GNU
 * indirect function resolver at @resolver in process @pid.  Whenever the
 * loader runs that resolver (binding a lazy slot, relocating a dlopen'ed
 * object, dlsym) the ifunc hook below gets the address it returned (rax),
 * so probes on an IFUNC whose implementation was not known when they were
 * created are planted before that implementation first runs.  Returns 0
 * or an errno value.  Control path or tracer thread.
 */
int dtrace_pidprov_watch_ifunc(pid_t pid, uint64_t resolver,
    const uint64_t *rets, uint32_t nrets);

/**
 * dtrace_pidprov_set_ifunc_hook - @fn(pid, resolver, impl) is called
 * (tracer thread, no provider lock held, the thread stopped on the
 * resolver's return) when a watched resolver returns @impl.
 */
void dtrace_pidprov_set_ifunc_hook(void (*fn)(pid_t, uint64_t, uint64_t));

/**
 * dtrace_pidprov_set_mapped_hook - @fn(pid) is called (tracer thread)
 * when a process under control mapped new code (dlopen), before its
 * probes are looked for; libdtrace uses it to refresh its symbol tables.
 */
void dtrace_pidprov_set_mapped_hook(void (*fn)(pid_t));

/**
 * dtrace_pidprov_notify_maps - tell libdtrace (the mapped hook) that the
 * objects mapped into @pid are there to be read now: the first user
 * stack taken in a process, a new object mapped.  Any thread.
 */
void dtrace_pidprov_notify_maps(pid_t pid);

#endif /* DTRACE_PIDPROV_H */
