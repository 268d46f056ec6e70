/*
 * lib/libdtrace/dt_impl.h -- libdtrace's internal handle and the contracts
 * between its parts: the compiler (dt_cc.c and friends) turns D source into
 * a dtrace_prog_t holding a DOF image; the consumer (dt_open.c,
 * dt_consume.c, ...) sends that DOF to the framework with DTRACEIOC_ENABLE
 * through dt_ioctl(), and turns buffer records back into text.
 *
 * The handle has one section per part.  Owners add fields only inside their
 * own section (additive edits), so parts can grow independently.
 */
#ifndef _DT_IMPL_H
#define _DT_IMPL_H

#include <stdio.h>
#include <stdint.h>
#include <sys/types.h>
#include <dtrace/dtrace.h>
#include "dtrace.h"

/* Library-level error codes (dtrace_errno()), above the errno range. */
enum {
	EDT_BASE = 1000,
	EDT_VERSION = EDT_BASE,	/* client requested a newer version */
	EDT_COMPILER,		/* compile error: message in dt_errmsg */
	EDT_NOMEM,		/* memory allocation failure */
	EDT_BADOPTNAME,		/* invalid option name */
	EDT_BADOPTVAL,		/* invalid value for option */
	EDT_BADOPTCTX,		/* option cannot be set from this context */
	EDT_NOPROBE,		/* description matched no probes */
	EDT_DIFINVAL,		/* the framework rejected the DIF */
	EDT_DOFINVAL,		/* the framework rejected the DOF */
	EDT_BADSPEC,		/* invalid probe specifier */
	EDT_ENABLING_ERR,	/* failed to enable probe */
	EDT_NOSCRATCH,		/* out of scratch space */
	EDT_BADID,		/* invalid probe / epid / format id */
	EDT_DESTRUCTIVE,	/* destructive actions not allowed */
	EDT_DATAMODEL,		/* data model mismatch */
	EDT_BADRVAL,		/* bad return value from callback */
	/* consumer helper's additions (reference wording in dt_error.c) */
	EDT_VERSINVAL,		/* version is not properly formatted */
	EDT_VERSUNDEF,		/* requested version is not supported */
	EDT_CTF,		/* unexpected libctf error */
	EDT_NOREG,		/* insufficient registers */
	EDT_NOTUPREG,		/* insufficient tuple registers */
	EDT_INT2BIG,		/* integer table limit exceeded */
	EDT_STR2BIG,		/* string table limit exceeded */
	EDT_NOMOD,		/* unknown module name */
	EDT_NOPROV,		/* unknown provider name */
	EDT_NOSYM,		/* unknown symbol name */
	EDT_NOTYPE,		/* unknown type name */
	EDT_NOVAR,		/* unknown variable name */
	EDT_NOAGG,		/* unknown aggregation name */
	EDT_BADAGG,		/* unknown aggregating action */
	EDT_FIO,		/* error reading the input stream */
	EDT_DIFSIZE,		/* DIF program too big */
	EDT_DIFFAULT,		/* DIF program contains invalid pointer */
	EDT_BADPROBE,		/* invalid probe specification */
	EDT_BADPGLOB,		/* too many globbing characters */
	EDT_DMISMATCH,		/* data record list does not match */
	EDT_DOFFSET,		/* record offset exceeds buffer */
	EDT_DALIGN,		/* record has inappropriate alignment */
	EDT_CPPFORK,		/* failed to fork preprocessor */
	EDT_CPPEXEC,		/* failed to exec preprocessor */
	EDT_CPPENT,		/* preprocessor not found */
	EDT_CPPERR,		/* preprocessor failed */
	EDT_ACTIVE,		/* operation illegal when tracing is active */
	EDT_BADCONV,		/* incomplete printf conversion */
	EDT_BADERROR,		/* invalid library ERROR action */
	EDT_ERRABORT,		/* abort due to error */
	EDT_DROPABORT,		/* abort due to drop */
	EDT_DIRABORT,		/* abort explicitly directed */
	EDT_BUFTOOSMALL,	/* enabling exceeds size of buffer */
	EDT_ACCESS,		/* DTrace requires additional privileges */
	EDT_GNOENT,		/* DTrace device not available */
	EDT_BRICKED,		/* abort due to systemic unresponsiveness */
	EDT_NOBACKEND,		/* no backend: neither device nor user host */
	EDT_NOCAPTURE,		/* -x backend=bpf: kernel capture unavailable */
	EDT_LATEACT,		/* an in-place action on a probe fired late */
	EDT_UNSUPPORTED,	/* feature not implemented yet */
	EDT_ENDTOOBIG,		/* END enablings exceed size of prncpl buffer */
	EDT_UNSTABLE,		/* description matched an unstable set */
	EDT_NOANON,		/* no anonymous tracing state */
	EDT_ISANON,		/* can't claim anon state and enable probes */
	EDT_NOILP32,		/* the ILP32 data model is not implemented */
	EDT_MAX
};

/*
 * dtepd_uarg / dofe_uarg values that the library reserves: records of an
 * ECB carrying DT_ECB_ERROR belong to the library's dtrace:::ERROR
 * enabling and are never printed as data.  Every other value (0, or the
 * compiler's statement numbers) is the user's.
 */
#define DT_ECB_DEFAULT	0			/* the user's clauses */
#define DT_ECB_ERROR	0x4C49424552524F52ULL	/* "LIBERROR" */

/* Backends (DESIGN.md: user host or kernel device). */
#define DT_BACKEND_USER		0
#define DT_BACKEND_KERNEL	1

/*
 * How the user host backs its system-wide providers (-x backend=, the
 * values of dt_uhost_set_capture): kernel capture (BPF) when no process
 * is under control, kernel capture or an error, the ptrace path only.
 */
#define DT_CAPTURE_AUTO		0
#define DT_CAPTURE_BPF		1
#define DT_CAPTURE_PTRACE	2

/* A compiled program: the output of the compiler, the input of exec. */
struct dtrace_prog {
	void *dp_dof;			/* DOF image (malloc'd) */
	size_t dp_dofsize;		/* its size in bytes */
	unsigned int dp_necbs;		/* number of ECB descriptions (clauses x probes descs) */
	unsigned int dp_aggregates;	/* number of aggregations referenced */
	unsigned int dp_recgens;	/* number of record-generating clauses */
	unsigned int dp_speculations;	/* number of speculations */
	char *dp_desc;			/* first probe description, for messages */
	struct dtrace_prog *dp_next;	/* list of programs in the handle */
	void *dp_stmts;			/* its statements (dt_stmt.c), or NULL */
};

struct dtrace_hdl {
	/* ---- common (consumer helper) ---- */
	int dt_version;			/* library version requested */
	int dt_oflags;			/* dtrace_open() flags */
	int dt_errno;			/* last error (errno or EDT_*) */
	int dt_backend;			/* DT_BACKEND_* */
	int dt_fd;			/* /dev/dtrace/dtrace, or -1 */
	void *dt_ustate;		/* user-host framework state */
	dtrace_optval_t dt_options[DTRACEOPT_MAX]; /* runtime options */
	unsigned int dt_cflags;		/* DTRACE_C_* from options (-x errtags...) */
	const char *dt_progname;	/* program name for messages ("dtrace") */
	FILE *dt_stdout;		/* where trace output goes (-o) */
	dtrace_prog_t *dt_programs;	/* programs compiled on this handle */
	dtrace_conf_t dt_conf;		/* DTRACEIOC_CONF */

	/* ---- compile errors (set by the compiler, printed by cmd/dtrace) ---- */
	char dt_errmsg[2048];		/* "line N: message" as the reference words it */
	const char *dt_errtag;		/* D_* tag name of the last compile error */
	int dt_errlineno;		/* line of the error, 0 if none */
	int dt_errcol;			/* 1-based column of the error, 0 if none */
	char *dt_errsrcline;		/* copy of the offending source line, or NULL */

	/* ---- compiler (compiler helper) ---- */
	void *dt_cc;			/* compiler-private state (dt_cc.c) */
	char *dt_cpp_path;		/* C preprocessor for -C */
	char **dt_cpp_argv;		/* -D/-U/-I arguments for cpp */
	int dt_cpp_argc;
	char *dt_dif_out_unused;
	pid_t dt_target;		/* $target: pid of the -c/-p process, 0 if none (set by the consumer) */
	char dt_stdcmode;		/* -X a|c|s|t (stdc): 'a' unless set */
	char **dt_libdirs;		/* -L / libdir: directories of .d libraries */
	int dt_nlibdirs;
	const char *dt_filetag;		/* library file being compiled, for messages */
	char **dt_proc_env;		/* -x setenv/unsetenv: environment for -c processes; NULL: inherit ours */

	/* ---- consumer (consumer helper) ---- */
	void *dt_consume;		/* consumer-private state (dt_consume.c) */
	int dt_backend_req;		/* -x backend: -1 default, else DT_BACKEND_* */
	int dt_backend_open;		/* backend opened (lazily, first dt_ioctl) */
	int dt_capture_req;		/* -x backend=bpf|ptrace: DT_CAPTURE_* */
	int dt_showbackend;		/* -x showbackend (dtrace -v): say which */
	int dt_active;			/* dtrace_go() has succeeded */
	int dt_stopped;			/* dtrace_stop() has succeeded */
	int dt_beganon;			/* CPU BEGIN fired on; -1 once consumed */
	int dt_endedon;			/* CPU END fired on */
	dtrace_handle_err_f *dt_errhdlr; /* fault handler (dtrace_handle_err) */
	void *dt_errarg;
	dtrace_handle_drop_f *dt_drophdlr; /* drop handler */
	void *dt_droparg;
	dtrace_prog_t *dt_errprog;	/* the library's ERROR enabling */
	uint64_t dt_laststatus;		/* time (ns) of the last STATUS */
	uint64_t dt_lastwake;		/* dtrace_sleep(): its last return (ns) */
	int dt_wanted;			/* the framework woke dtrace_sleep():
					 * the next round is due now */
	dtrace_status_t dt_status[2];	/* last two STATUS snapshots */
	int dt_statusgen;		/* which of dt_status is current */
	int dt_cpp_argcap;		/* capacity of dt_cpp_argv (dt_options.c) */
	char *dt_cpp_path_alloc;	/* dt_cpp_path as malloc'd by -x cpppath */
	dtrace_optval_t dt_useropts[DTRACEOPT_MAX]; /* options as set before GO */

	/* ---- aggregations (agg-consumer helper: dt_aggregate.c) ---- */
	void *dt_aggstate;		/* dt_aggstate_t (dt_aggregate.h) */
	dtrace_handle_setopt_f *dt_setopthdlr; /* setopt() from D handler */
	void *dt_setoptarg;
	int dt_aggpercpu;		/* -x aggpercpu: keep per-CPU values */
	int64_t dt_maxframes;		/* -x maxframes: stack depth cap, 0 = none */
	int dt_noresolve;		/* -x noresolve: user addresses unresolved */
	int dt_demangle;		/* -x demangle: C++ names demangled */
	int dt_droptags;		/* -x droptags: "[DTRACEDROP_*] " prefix */

	/* ---- public API additions (dt_api.c) ---- */
	dtrace_handle_buffered_f *dt_bufhdlr; /* output to a NULL stream */
	void *dt_bufarg;
	int dt_bufdepth;		/* inside the buffered handler */
	void **dt_apifmts;		/* dtrace_print[fa]_create() formats */
	size_t dt_napifmts, dt_apifmtcap;
};

/* Fallback defaults when an option is unset (framework's own defaults). */
#define DT_DEFAULT_BUFSIZE	(4 * 1024 * 1024)
#define DT_DEFAULT_STRSIZE	256

/**
 * dt_ioctl - issue DTRACEIOC_* @cmd with argument @arg to the backend:
 * a direct call into the in-process framework (user host) or ioctl(2) on
 * the device (kernel).  Returns 0, or -1 with errno set.  (consumer helper)
 */
extern int dt_ioctl(dtrace_hdl_t *dtp, uint32_t cmd, void *arg);

/**
 * dt_backend_waitfd - the descriptor poll(2) reports POLLIN on while the
 * framework wants the consumer (include/dtrace/ioctl.h, "Waiting"): the
 * device (kernel) or the open's eventfd (user host, which the caller
 * reads to empty); -1 when the backend is not open.  (consumer helper)
 */
extern int dt_backend_waitfd(dtrace_hdl_t *dtp);

/**
 * dt_proc_waitfd - an eventfd that turns readable when a process under
 * control is gone (the caller reads it to empty), or -1.  (proc helper)
 */
extern int dt_proc_waitfd(void);

/**
 * dt_set_errno - record library error @err on @dtp and return -1.
 */
extern int dt_set_errno(dtrace_hdl_t *dtp, int err);

/**
 * dt_cc_destroy - free the compiler state of @dtp (types, identifier
 * tables, persistent definitions) and every program compiled on it
 * (dt_programs).  Called by dtrace_close(). (compiler)
 */
extern void dt_cc_destroy(dtrace_hdl_t *dtp);

/* ---- consumer internals (consumer helper) ------------------------------ */

/**
 * dt_read_fd / dt_read_file - all of descriptor @fd (a pipe too), or of
 * file @path (also /proc and /sys files, whose size stat(2) does not
 * tell), in a malloc'd buffer with a NUL after its @lenp bytes; or NULL
 * with errno set (EFBIG beyond @max bytes, ENOMEM, a read's error).
 */
extern char *dt_read_fd(int fd, size_t max, size_t *lenp);
extern char *dt_read_file(const char *path, size_t max, size_t *lenp);

/** dt_tmpdir - the directory of temporary files: $TMPDIR, else /tmp. */
extern const char *dt_tmpdir(void);

/** dt_gethrtime - monotonic time in ns (CLOCK_MONOTONIC). */
extern uint64_t dt_gethrtime(void);

/** dt_printf - fprintf to @fp (or nowhere when @fp is NULL); returns the
 * count, or -1 with EDT_FIO-style errno set on @dtp on a write error. */
extern int dt_printf(dtrace_hdl_t *dtp, FILE *fp, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/** dt_epid_lookup - the (cached) descriptions of enabled probe @epid. */
extern int dt_epid_lookup(dtrace_hdl_t *dtp, dtrace_epid_t epid,
    dtrace_eprobedesc_t **epdp, dtrace_probedesc_t **pdp);

/** dt_format_lookup - the (cached) parsed format of format ID @fmt. */
struct dt_pfargv;
extern struct dt_pfargv *dt_format_lookup(dtrace_hdl_t *dtp, int fmt);

/** dt_consume_fini - free the consumer caches (dtrace_close). */
extern void dt_consume_fini(dtrace_hdl_t *dtp);

/** dt_handle_err - turn a record of the library's ERROR enabling into the
 * reference's message and call the error handler.  Returns 0 or -1. */
extern int dt_handle_err(dtrace_hdl_t *dtp, const dtrace_probedata_t *data);

/** dt_handle_liberr - report library error @faultstr (a failed freopen()
 * or setopt()) of the enabled probe of @data through the error handler,
 * as the reference words it (a newline added, so a setopt() message, which
 * carries its own, ends in a blank line there too); 0, or -1
 * (EDT_ERRABORT) when aborted. */
extern int dt_handle_liberr(dtrace_hdl_t *dtp, const dtrace_probedata_t *data,
    const char *faultstr);

/** dt_handle_cpudrop / dt_handle_status - report drops as the reference. */
extern int dt_handle_cpudrop(dtrace_hdl_t *dtp, int cpu,
    dtrace_dropkind_t what, uint64_t howmany);
extern int dt_handle_status(dtrace_hdl_t *dtp, dtrace_status_t *old,
    dtrace_status_t *new);

/** dt_options_dof - a DOF image holding only an OPTDESC section with every
 * runtime option that is set (dtrace_go sends it with ENABLE).  Returns a
 * malloc'd image and its size in *@sizep, or NULL (EDT_NOMEM). */
extern void *dt_options_dof(dtrace_hdl_t *dtp, size_t *sizep);

/**
 * dt_pctl - process-control command @cmd (DTRACEIOC_PROC_*,
 * include/dtrace/ioctl.h) with @q, answered by the consumer's process
 * control host whatever the backend (dt_proc.c).  Returns 0 or a
 * positive errno value.
 */
extern int dt_pctl(uint32_t cmd, dtrace_procreq_t *q);

/**
 * dt_proc_grab_forprobes - grab process @pid, not under control, for a
 * pid or USDT probe description naming it (DTRACE_PROCREQ_FORPROBES):
 * as dtrace_proc_grab(); the process, or NULL with the error reported.
 */
extern dtrace_proc_t *dt_proc_grab_forprobes(dtrace_hdl_t *dtp, pid_t pid);

/**
 * dt_proc_advance - make process @pid, under control, ready for probe
 * creation (DTRACEIOC_PROC_ADVANCE): 0, ESRCH when not under control,
 * or the error of running a created process to its entry point.
 */
extern int dt_proc_advance(pid_t pid);

/**
 * dt_proc_watch - plant the process-control host's own breakpoint(s) @w
 * (DTRACEIOC_PROC_WATCH: the loader's dlopen hook or an IFUNC resolver's
 * returns) in a process under control, whatever the backend; they call
 * the hooks dt_pid.c installed.  Returns 0 or a positive errno value.
 */
extern int dt_proc_watch(const dtrace_uprobewatch_t *w);

/**
 * dt_proc_read - read @len bytes at @addr of process @pid into @buf
 * (/proc/PID/mem).  Returns 0, or -1 when any byte cannot be read.
 */
extern int dt_proc_read(pid_t pid, uint64_t addr, void *buf, size_t len);

/** dt_backend_init - open the chosen backend now (0, or -1 with errno). */
extern int dt_backend_init(dtrace_hdl_t *dtp);

/** dt_options_load - reload dt_options[] from the framework (DOFGET). */
extern int dt_options_load(dtrace_hdl_t *dtp);

/** dt_dof_set_uarg - set dofe_uarg of every ECB description in DOF image
 * @dof (used to mark the library's ERROR enabling). */
extern void dt_dof_set_uarg(void *dof, size_t size, uint64_t uarg);

/** dt_buffered - pass @len bytes at @s to the buffered output handler
 * (dtrace_handle_buffered); 0, or -1 (EDT_DIRABORT) when it aborts.
 * (dt_api.c) */
extern int dt_buffered(dtrace_hdl_t *dtp, const char *s);

/** dt_api_fini - free what the public API additions hold (dtrace_close).
 * (dt_api.c) */
extern void dt_api_fini(dtrace_hdl_t *dtp);

/** dt_consume_sysfreopen - carry out system() (@act DTRACEACT_SYSTEM) or
 * freopen() (DTRACEACT_FREOPEN) with format @pfv on records @rec..:
 * see dt_consume.c.  Returns the records consumed, or -1. */
struct dt_pfargv;
extern int dt_consume_sysfreopen(dtrace_hdl_t *dtp, FILE *fp,
    const struct dt_pfargv *pfv, const dtrace_probedata_t *data,
    const dtrace_recdesc_t *rec, unsigned int nrecs, const char *base,
    size_t size, int act);

/** dt_stmt_prog_sync - if statements were added to @pgp, rewrite its
 * DOF image from its statements (before dtrace_program_exec() enables
 * it); dt_stmt_prog_free - free its statements (with the program).
 * (dt_stmt.c) */
extern int dt_stmt_prog_sync(dtrace_hdl_t *dtp, dtrace_prog_t *pgp);
extern void dt_stmt_prog_free(dtrace_prog_t *pgp);

/** dt_opt_defaults_fill - fill unset options the consumer needs. */
extern dtrace_optval_t dt_opt_get(dtrace_hdl_t *dtp, int opt,
    dtrace_optval_t dflt);

#endif /* _DT_IMPL_H */
