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
	EDT_MAX
};

/* Backends (DESIGN.md: user host or kernel device). */
#define DT_BACKEND_USER		0
#define DT_BACKEND_KERNEL	1

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

	/* ---- consumer (consumer helper) ---- */
	void *dt_consume;		/* consumer-private state (dt_consume.c) */
};

/**
 * dt_ioctl - issue DTRACEIOC_* @cmd with argument @arg to the backend:
 * a direct call into the in-process framework (user host) or ioctl(2) on
 * the device (kernel).  Returns 0, or -1 with errno set.  (consumer helper)
 */
extern int dt_ioctl(dtrace_hdl_t *dtp, uint32_t cmd, void *arg);

/**
 * dt_set_errno - record library error @err on @dtp and return -1.
 */
extern int dt_set_errno(dtrace_hdl_t *dtp, int err);

#endif /* _DT_IMPL_H */
