/*
 * lib/libdtrace/dtrace.h -- libdtrace's public API.
 *
 * Names and shapes follow the reference libdtrace(3LIB), so that existing
 * consumers port by recompiling: open a handle, compile D programs, enable
 * them, go, consume records and aggregations, stop, close.
 *
 * Ownership: the consumer helper owns this file; the compiler helper adds
 * the compile entry points' flags with additive edits.
 */
#ifndef _DTRACE_H
#define _DTRACE_H

#include <stdio.h>
#include <stdint.h>
#include <dtrace/dtrace.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DTRACE_VERSION	3	/* library ABI interface version */

typedef struct dtrace_hdl dtrace_hdl_t;
typedef struct dtrace_prog dtrace_prog_t;

/* dtrace_open() flags */
#define DTRACE_O_NODEV	0x01	/* do not open the kernel device */
#define DTRACE_O_NOSYS	0x02	/* do not load /system/object modules */
#define DTRACE_O_LP64	0x04	/* force D compiler to be LP64 */
#define DTRACE_O_ILP32	0x08	/* force D compiler to be ILP32 */

/* dtrace_program_*compile() flags (DTRACE_C_*) */
#define DTRACE_C_DIFV	0x0001	/* print DIF disassembly (-S) */
#define DTRACE_C_EMPTY	0x0002	/* permit compilation of empty D source */
#define DTRACE_C_ZDEFS	0x0004	/* permit probe defs that match zero probes (-Z) */
#define DTRACE_C_EATTR	0x0008	/* print stability attributes (-v) */
#define DTRACE_C_CPP	0x0010	/* preprocess input with cpp (-C) */
#define DTRACE_C_KNODEF	0x0020	/* permit unresolved kernel symbols */
#define DTRACE_C_UNODEF	0x0040	/* permit unresolved user symbols */
#define DTRACE_C_PSPEC	0x0080	/* interpret ambiguous specifiers as probes */
#define DTRACE_C_ETAGS	0x0100	/* prefix error messages with error tags */
#define DTRACE_C_ARGREF	0x0200	/* do not require all macro args to be used */
#define DTRACE_C_DEFARG	0x0800	/* use 0/"" as value for unspecified args */
#define DTRACE_C_NOLIBS	0x1000	/* do not process D system libraries */
#define DTRACE_C_CTL	0x2000	/* only process control directives */
#define DTRACE_C_MASK	0x3bff

typedef struct dtrace_proginfo {
	dtrace_attribute_t dpi_descattr;	/* minimum probedesc attributes */
	dtrace_attribute_t dpi_stmtattr;	/* minimum statement attributes */
	unsigned int dpi_aggregates;		/* number of aggregates specified */
	unsigned int dpi_recgens;		/* number of record generating probes */
	unsigned int dpi_matches;		/* number of probes matched */
	unsigned int dpi_speculations;		/* number of speculations */
} dtrace_proginfo_t;

/* ---- handles ---------------------------------------------------------- */
extern dtrace_hdl_t *dtrace_open(int version, int flags, int *errp);
extern void dtrace_close(dtrace_hdl_t *dtp);
extern int dtrace_errno(dtrace_hdl_t *dtp);
extern const char *dtrace_errmsg(dtrace_hdl_t *dtp, int error);
extern int dtrace_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val);
extern int dtrace_getopt(dtrace_hdl_t *dtp, const char *opt, dtrace_optval_t *val);

/* ---- compiling -------------------------------------------------------- */
extern dtrace_prog_t *dtrace_program_strcompile(dtrace_hdl_t *dtp,
    const char *s, dtrace_probespec_t spec, unsigned int cflags,
    int argc, char *const argv[]);
extern dtrace_prog_t *dtrace_program_fcompile(dtrace_hdl_t *dtp, FILE *fp,
    unsigned int cflags, int argc, char *const argv[]);
extern int dtrace_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_proginfo_t *pip);
extern void dtrace_program_info(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_proginfo_t *pip);

/* ---- tracing ---------------------------------------------------------- */
extern int dtrace_go(dtrace_hdl_t *dtp);
extern int dtrace_stop(dtrace_hdl_t *dtp);
extern void dtrace_sleep(dtrace_hdl_t *dtp);

typedef enum {
	DTRACE_WORKSTATUS_ERROR = -1,
	DTRACE_WORKSTATUS_OKAY,
	DTRACE_WORKSTATUS_DONE
} dtrace_workstatus_t;

extern dtrace_workstatus_t dtrace_work(dtrace_hdl_t *dtp, FILE *fp,
    void *pfunc, void *rfunc, void *arg);

#define DTRACE_STATUS_NONE	0	/* no status; not yet time */
#define DTRACE_STATUS_OKAY	1	/* status okay */
#define DTRACE_STATUS_EXITED	2	/* exit() was called; tracing stopped */
#define DTRACE_STATUS_FILLED	3	/* fill buffer filled; tracing stopped */
#define DTRACE_STATUS_STOPPED	4	/* tracing already stopped */
extern int dtrace_status(dtrace_hdl_t *dtp);

#ifdef __cplusplus
}
#endif

#endif /* _DTRACE_H */
