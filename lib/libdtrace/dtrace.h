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
#include <sys/types.h>
#include <gelf.h>
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

/* The flow kind of a record under -F / flowindent (dtpda_flow). */
typedef enum dtrace_flowkind {
	DTRACEFLOW_ENTRY,	/* an entry probe: "-> func", indents */
	DTRACEFLOW_RETURN,	/* a return probe: "<- func", unindents */
	DTRACEFLOW_NONE		/* any other probe: "| func:name" */
} dtrace_flowkind_t;

/*
 * Probe data handed to the consumer callbacks (dtrace_work, dtrace_consume):
 * one enabled-probe record at a time, then each of its data records.
 */
typedef struct dtrace_probedata {
	dtrace_hdl_t *dtpda_handle;		/* handle to DTrace library */
	dtrace_eprobedesc_t *dtpda_edesc;	/* enabled probe description */
	dtrace_probedesc_t *dtpda_pdesc;	/* probe description */
	int dtpda_cpu;				/* CPU for data */
	char *dtpda_data;			/* pointer to raw data */
	int dtpda_flow;				/* flow kind (-F) */
	const char *dtpda_prefix;		/* flow prefix (-F) */
	int dtpda_indent;			/* flow indent (-F) */
} dtrace_probedata_t;

typedef int dtrace_consume_probe_f(const dtrace_probedata_t *, void *);
typedef int dtrace_consume_rec_f(const dtrace_probedata_t *,
    const dtrace_recdesc_t *, void *);

#define DTRACE_CONSUME_ERROR	-1	/* error while processing */
#define DTRACE_CONSUME_THIS	0	/* consume this probe/record */
#define DTRACE_CONSUME_NEXT	1	/* advance to next probe/rec */
#define DTRACE_CONSUME_ABORT	2	/* abort consumption */

/*
 * dtrace_work - one round of the consumer loop: check the framework's
 * status (stopping tracing after exit()), then snapshot every CPU's
 * buffer and print its records to @fp, calling @pfunc for each enabled
 * probe record and @rfunc for each data record (NULL callbacks print
 * everything).  Returns DTRACE_WORKSTATUS_DONE once tracing has stopped
 * and all data is consumed.
 */
extern dtrace_workstatus_t dtrace_work(dtrace_hdl_t *dtp, FILE *fp,
    dtrace_consume_probe_f *pfunc, dtrace_consume_rec_f *rfunc, void *arg);

/* dtrace_consume - print the data in every CPU's buffer (no status check). */
extern int dtrace_consume(dtrace_hdl_t *dtp, FILE *fp,
    dtrace_consume_probe_f *pfunc, dtrace_consume_rec_f *rfunc, void *arg);

/* ---- error and drop handlers ------------------------------------------ */
typedef struct dtrace_errdata {
	dtrace_hdl_t *dteda_handle;		/* handle to DTrace library */
	dtrace_eprobedesc_t *dteda_edesc;	/* enabled probe inducing err */
	dtrace_probedesc_t *dteda_pdesc;	/* probe inducing error */
	int dteda_cpu;				/* CPU of error */
	int dteda_action;			/* action inducing error */
	int dteda_offset;			/* offset in DIFO of error */
	int dteda_fault;			/* specific fault */
	uint64_t dteda_addr;			/* address of fault, if any */
	const char *dteda_msg;			/* preconstructed message */
} dtrace_errdata_t;

typedef int dtrace_handle_err_f(const dtrace_errdata_t *, void *);

typedef enum {
	DTRACEDROP_PRINCIPAL,			/* drop to principal buffer */
	DTRACEDROP_AGGREGATION,			/* drop to aggregation buffer */
	DTRACEDROP_DYNAMIC,			/* dynamic drop */
	DTRACEDROP_DYNRINSE,			/* dyn drop due to rinsing */
	DTRACEDROP_DYNDIRTY,			/* dyn drop due to dirty */
	DTRACEDROP_SPEC,			/* speculative drop */
	DTRACEDROP_SPECBUSY,			/* spec drop due to busy */
	DTRACEDROP_SPECUNAVAIL,			/* spec drop due to unavail */
	DTRACEDROP_STKSTROVERFLOW,		/* stack string tab overflow */
	DTRACEDROP_DBLERROR			/* error in ERROR probe */
} dtrace_dropkind_t;

typedef struct dtrace_dropdata {
	dtrace_hdl_t *dtdda_handle;		/* handle to DTrace library */
	int dtdda_cpu;				/* CPU, if any */
	dtrace_dropkind_t dtdda_kind;		/* kind of drop */
	uint64_t dtdda_drops;			/* number of drops */
	uint64_t dtdda_total;			/* total drops */
	const char *dtdda_msg;			/* preconstructed message */
} dtrace_dropdata_t;

typedef int dtrace_handle_drop_f(const dtrace_dropdata_t *, void *);

#define DTRACE_HANDLE_ABORT	-1		/* abort current operation */
#define DTRACE_HANDLE_OK	0		/* handled okay; continue */

/*
 * dtrace_handle_err - install @hdlr for probe-context faults.  Compiles the
 * library's own dtrace:::ERROR enabling, enabled by dtrace_go(); without a
 * handler, a fault aborts dtrace_work() with EDT_ERRABORT.
 */
extern int dtrace_handle_err(dtrace_hdl_t *dtp, dtrace_handle_err_f *hdlr,
    void *arg);
/* dtrace_handle_drop - install @hdlr for drop reports. */
extern int dtrace_handle_drop(dtrace_hdl_t *dtp, dtrace_handle_drop_f *hdlr,
    void *arg);

/* dtrace_faultstr - the reference's name of fault DTRACEFLT_* @fault. */
extern const char *dtrace_faultstr(dtrace_hdl_t *dtp, int fault);

/* ---- probe listing ---------------------------------------------------- */
typedef int dtrace_probe_f(dtrace_hdl_t *, const dtrace_probedesc_t *,
    void *);

/*
 * dtrace_probe_iter - call @func for each probe matching @pdp (globs in the
 * four names; empty names and NULL @pdp match everything), in ID order.
 * Returns 0, -1 on error, or EDT_NOPROBE (-1, dtrace_errno) when nothing
 * matched; a non-zero return of @func stops the walk and is returned.
 */
extern int dtrace_probe_iter(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dtrace_probe_f *func, void *arg);

/*
 * dtrace_program_probes - call @func for each probe description (one per
 * ECB, as compiled) of program @pgp.  Used by dtrace -l.
 */
extern int dtrace_program_probes(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    int (*func)(dtrace_hdl_t *, const dtrace_probedesc_t *, void *),
    void *arg);

/*
 * dtrace_probeinfo_t - what dtrace_probe_info() knows of a probe: the
 * probe description and argument stability attributes, and the type of
 * each argument as its provider names it (the reference gives CTF types
 * here; this library gives their names).
 */
#define DTRACE_PROBEINFO_MAXARGS	16
typedef struct dtrace_probeinfo {
	dtrace_attribute_t dtp_attr;	/* probe description attributes */
	dtrace_attribute_t dtp_arga;	/* argument attributes */
	int dtp_argc;			/* number of arguments */
	char dtp_argtypes[DTRACE_PROBEINFO_MAXARGS][DTRACE_ARGTYPELEN];
} dtrace_probeinfo_t;

/*
 * dtrace_probe_info - fill @pip for the probe @pdp describes (one probe,
 * or several whose provider promises them the same arguments), with the
 * reference's rules (dt_probeinfo.c; Dynamic Tracing Guide, "Stability").
 * Returns 0, or -1 with dtrace_errno() EDT_NOPROBE (no match),
 * EDT_UNSTABLE (an unstable set of probes) or EDT_NOPROV.
 */
extern int dtrace_probe_info(dtrace_hdl_t *dtp, const dtrace_probedesc_t *pdp,
    dtrace_probeinfo_t *pip);

/* dtrace_stability_name / dtrace_class_name - names for -v reports. */
extern const char *dtrace_stability_name(dtrace_stability_t s);
extern const char *dtrace_class_name(dtrace_class_t c);

/*
 * dtrace_errsrc - where the last compile error is: returns its line number
 * (0 when the error has no position) and sets *@linep to a copy of the
 * offending source line (or NULL) and *@colp to its 1-based column.
 * dtrace(1) prints the line and a caret after the reference's message.
 */
extern int dtrace_errsrc(dtrace_hdl_t *dtp, const char **linep, int *colp);

/* dtrace_version_string - "Portable DTrace 0.1.0 (D 1.13)" for -V. */
extern const char *dtrace_version_string(void);

#define DTRACE_STATUS_NONE	0	/* no status; not yet time */
#define DTRACE_STATUS_OKAY	1	/* status okay */
#define DTRACE_STATUS_EXITED	2	/* exit() was called; tracing stopped */
#define DTRACE_STATUS_FILLED	3	/* fill buffer filled; tracing stopped */
#define DTRACE_STATUS_STOPPED	4	/* tracing already stopped */
extern int dtrace_status(dtrace_hdl_t *dtp);

/* ---- aggregations (agg-consumer helper; dt_aggregate.c) ---------------- */

/*
 * One aggregation entry as the consumer holds it: the merged value of one
 * (aggregation variable, key) pair, summed over every CPU's snapshots.
 * dtada_data is laid out as the aggregation description says (record 0 is
 * the variable id, then the keys, then the value); dtada_normal is the
 * normalize() divisor (1 by default).
 */
typedef struct dtrace_aggdata {
	dtrace_hdl_t *dtada_handle;		/* handle to DTrace library */
	dtrace_aggdesc_t *dtada_desc;		/* aggregation description */
	dtrace_eprobedesc_t *dtada_edesc;	/* enabled probe description */
	dtrace_probedesc_t *dtada_pdesc;	/* probe description */
	char *dtada_data;			/* pointer to raw data */
	uint64_t dtada_normal;			/* the normal -- 1 for denorm */
	size_t dtada_size;			/* total size of the data */
	char *dtada_delta;			/* (unused) */
	char **dtada_percpu;			/* per CPU values (aggpercpu) */
	char **dtada_percpu_delta;		/* (unused) */
	int64_t dtada_total;			/* per agg total (agghist) */
	uint16_t dtada_minbin;			/* minimum bin (aggpack) */
	uint16_t dtada_maxbin;			/* maximum bin (aggpack) */
	int32_t dtada_flags;			/* DTRACE_A_* flags */
} dtrace_aggdata_t;

#define DTRACE_A_PERCPU		0x0001	/* keep per-CPU values */
#define DTRACE_A_KEEPDELTA	0x0002
#define DTRACE_A_ANONYMOUS	0x0004
#define DTRACE_A_TOTAL		0x0008	/* dtada_total is valid (agghist) */
#define DTRACE_A_MINMAXBIN	0x0010	/* dtada_minbin/maxbin are valid */
#define DTRACE_A_HASNEGATIVES	0x0020
#define DTRACE_A_HASPOSITIVES	0x0040

#define DTRACE_AGD_PRINTED	0x1	/* dtagd_flags: printed by printa() */

#define DTRACE_AGGWALK_ERROR		-1	/* error while walking */
#define DTRACE_AGGWALK_NEXT		0	/* proceed to next element */
#define DTRACE_AGGWALK_ABORT		1	/* abort aggregation walk */
#define DTRACE_AGGWALK_CLEAR		2	/* clear this element */
#define DTRACE_AGGWALK_NORMALIZE	3	/* normalize this element */
#define DTRACE_AGGWALK_DENORMALIZE	4	/* denormalize this element */
#define DTRACE_AGGWALK_REMOVE		5	/* remove this element */

typedef int dtrace_aggregate_f(const dtrace_aggdata_t *, void *);
typedef int dtrace_aggregate_walk_f(dtrace_hdl_t *, dtrace_aggregate_f *,
    void *);
typedef int dtrace_aggregate_walk_joined_f(const dtrace_aggdata_t **,
    const int, void *);

/* Snapshot every CPU's aggregation buffer into the consumer's totals. */
extern int dtrace_aggregate_snap(dtrace_hdl_t *dtp);
/* Print every aggregation not yet printed by printa(), sorted (@func NULL)
 * or walked by @func, in the reference's default format. */
extern int dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp,
    dtrace_aggregate_walk_f *func);
/* Zero every value (keys stay). */
extern void dtrace_aggregate_clear(dtrace_hdl_t *dtp);
extern int dtrace_aggregate_walk(dtrace_hdl_t *, dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_sorted(dtrace_hdl_t *,
    dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_keysorted(dtrace_hdl_t *,
    dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_valsorted(dtrace_hdl_t *,
    dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_keyvarsorted(dtrace_hdl_t *,
    dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_valvarsorted(dtrace_hdl_t *,
    dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_keyrevsorted(dtrace_hdl_t *,
    dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_valrevsorted(dtrace_hdl_t *,
    dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_keyvarrevsorted(dtrace_hdl_t *,
    dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_valvarrevsorted(dtrace_hdl_t *,
    dtrace_aggregate_f *, void *);
extern int dtrace_aggregate_walk_joined(dtrace_hdl_t *, dtrace_aggvarid_t *,
    int, dtrace_aggregate_walk_joined_f *, void *);

/* setopt() from D: the handler sees each option a probe changed. */
typedef struct dtrace_setoptdata {
	dtrace_hdl_t *dtsda_handle;		/* handle to DTrace library */
	const dtrace_probedata_t *dtsda_probe;	/* probe data */
	const char *dtsda_option;		/* option that was set */
	dtrace_optval_t dtsda_oldval;		/* old value */
	dtrace_optval_t dtsda_newval;		/* new value */
} dtrace_setoptdata_t;

typedef int dtrace_handle_setopt_f(const dtrace_setoptdata_t *, void *);
extern int dtrace_handle_setopt(dtrace_hdl_t *dtp,
    dtrace_handle_setopt_f *hdlr, void *arg);

/* ---- process control (proc helper; dt_proc.c) --------------------------- */

/*
 * A process under the consumer's control: created (dtrace -c) or grabbed
 * (dtrace -p).  The first one becomes $target.  Created processes wait,
 * stopped before their execve(2), and grabbed ones stopped, until
 * dtrace_proc_continue() (call it after dtrace_go()).  Release them before
 * dtrace_close() (which releases any left): a created process that still
 * runs is killed, a grabbed one detached and left running, its
 * instrumentation removed.  Errors are reported through dtrace_errmsg()
 * in the reference's words ("failed to execute cmd: No such file or
 * directory", "failed to grab pid 99999: No such process").
 */
typedef struct dtrace_proc dtrace_proc_t;

extern dtrace_proc_t *dtrace_proc_create(dtrace_hdl_t *dtp, const char *file,
    char *const *argv);
extern dtrace_proc_t *dtrace_proc_grab(dtrace_hdl_t *dtp, pid_t pid,
    int flags);
extern void dtrace_proc_continue(dtrace_hdl_t *dtp, dtrace_proc_t *dpr);
extern void dtrace_proc_release(dtrace_hdl_t *dtp, dtrace_proc_t *dpr);
/* dtrace_proc_getpid - the process id of @dpr. */
extern pid_t dtrace_proc_getpid(dtrace_hdl_t *dtp, dtrace_proc_t *dpr);
/* dtrace_proc_status - 1 and its wait(2) status once @dpr has exited. */
extern int dtrace_proc_status(dtrace_hdl_t *dtp, dtrace_proc_t *dpr,
    int *wstatp);

/*
 * dtrace_handle_proc - @hdlr is called from dtrace_sleep() once for each
 * process that has exited (@msg NULL), so the consumer can report it
 * ("dtrace: pid 1234 has exited") and stop when all are gone.  A created
 * process whose command could not be executed (its execve(2) failed once
 * continued: a missing #! interpreter, an unknown format) is reported
 * with @msg "failed to execute CMD: REASON" instead, an error.
 */
typedef void dtrace_handle_proc_f(dtrace_proc_t *dpr, const char *msg,
    void *arg);
extern int dtrace_handle_proc(dtrace_hdl_t *dtp, dtrace_handle_proc_f *hdlr,
    void *arg);

/* ---- the reference's utility, output and program interfaces (dt_api.c) --- */

/*
 * dtrace_str2desc - parse probe description @s ("provider:module:func:name"
 * or a shorter right part of it) into *@pdp.  The last field given lands
 * in the field @spec names (DTRACE_PROBESPEC_NAME for "BEGIN", _FUNC for
 * "-f read", ...), the ones before it in the fields before; fields not
 * given are empty (match anything).  Returns 0, or -1 with dtrace_errno()
 * EDT_BADSPEC (more than four fields, a bad @spec) or ENAMETOOLONG (a
 * field longer than its DTRACE_*NAMELEN).  Guide: "Probe Descriptions".
 */
extern int dtrace_str2desc(dtrace_hdl_t *dtp, dtrace_probespec_t spec,
    const char *s, dtrace_probedesc_t *pdp);

/*
 * dtrace_id2desc - fill *@pdp with the description of the probe whose ID
 * is @id (as dtrace -l lists it).  Returns 0, or -1 with dtrace_errno()
 * EDT_BADID when no probe has that ID.
 */
extern int dtrace_id2desc(dtrace_hdl_t *dtp, dtrace_id_t id,
    dtrace_probedesc_t *pdp);

#define DTRACE_DESC2STR_MAX	1024	/* buffer size for dtrace_desc2str() */

/*
 * dtrace_desc2str - @pdp as text in @buf of @len bytes: its ID ("42") when
 * dtpd_id is set, else "provider:module:func:name".  Returns @buf.
 */
extern char *dtrace_desc2str(const dtrace_probedesc_t *pdp, char *buf,
    size_t len);

/*
 * dtrace_addr2str - kernel address @addr as stack() prints it:
 * "module`symbol+0xoff", "module`symbol", or "0xaddr" when no symbol is
 * known (kernel symbols come from /proc/kallsyms, whose addresses only
 * privileged users see).  Writes at most @nbytes bytes, NUL included,
 * into @str; returns the length of the whole text (as snprintf(3)).
 */
extern int dtrace_addr2str(dtrace_hdl_t *dtp, uint64_t addr, char *str,
    int nbytes);

/*
 * dtrace_uaddr2str - user address @addr of process @pid as ustack()
 * prints it: "module`symbol+0xoff", "module`0xaddr", or "0xaddr".
 * Output and return value as dtrace_addr2str().
 */
extern int dtrace_uaddr2str(dtrace_hdl_t *dtp, pid_t pid, uint64_t addr,
    char *str, int nbytes);

/* Pseudo-object names for dtrace_lookup_by_name() (the reference's). */
#define DTRACE_OBJ_EXEC	 ((const char *)0L)	/* primary executable file */
#define DTRACE_OBJ_RTLD	 ((const char *)1L)	/* run-time link-editor */
#define DTRACE_OBJ_CDEFS ((const char *)2L)	/* C include definitions */
#define DTRACE_OBJ_DDEFS ((const char *)3L)	/* D program definitions */
#define DTRACE_OBJ_EVERY ((const char *)-1L)	/* all known objects */
#define DTRACE_OBJ_KMODS ((const char *)-2L)	/* all kernel objects */
#define DTRACE_OBJ_UMODS ((const char *)-3L)	/* all user objects */

typedef struct dtrace_syminfo {
	const char *dts_object;			/* object name */
	const char *dts_name;			/* symbol name */
	unsigned long dts_id;			/* symbol id */
} dtrace_syminfo_t;

/*
 * dtrace_lookup_by_name - the kernel symbol @name in module @object
 * ("vmlinux", a module name, or DTRACE_OBJ_EVERY / DTRACE_OBJ_KMODS for
 * any, the kernel proper first), as D's `sym and mod`sym name it.  Fills
 * *@symp (st_value the address, st_info STT_FUNC or STT_OBJECT with
 * STB_GLOBAL or STB_LOCAL; st_size 0: kallsyms has no sizes) and *@sip
 * (strings valid until dtrace_close()), each if not NULL.  Returns 0, or
 * -1 with dtrace_errno() EDT_NOMOD (no such module) or EDT_NOSYM.
 */
extern int dtrace_lookup_by_name(dtrace_hdl_t *dtp, const char *object,
    const char *name, GElf_Sym *symp, dtrace_syminfo_t *sip);

/*
 * dtrace_lookup_by_addr - the kernel text symbol containing @addr (the
 * last one at or below it), filled as dtrace_lookup_by_name() does.
 * Returns 0, or -1 with dtrace_errno() EDT_NOSYM.
 */
extern int dtrace_lookup_by_addr(dtrace_hdl_t *dtp, GElf_Addr addr,
    GElf_Sym *symp, dtrace_syminfo_t *sip);

/*
 * dtrace_update - re-read what may have changed since the handle looked:
 * the memory maps and symbol tables of the process $target names (a
 * library it loaded since).  Kernel symbols are read once per process.
 */
extern void dtrace_update(dtrace_hdl_t *dtp);

#define DTRACE_D_STRIP	0x01	/* strip non-loadable sections from program */
#define DTRACE_D_PROBES	0x02	/* include provider and probe definitions */
#define DTRACE_D_MASK	0x03	/* valid flags of dtrace_dof_create() */

/*
 * dtrace_dof_create - a copy of compiled program @pgp as a DOF image (the
 * bytes dtrace_program_exec() hands the framework; every section is
 * loadable, so DTRACE_D_STRIP changes nothing), for the caller to keep,
 * write or load elsewhere; free it with dtrace_dof_destroy().  @flags:
 * DTRACE_D_*.  Returns the image (its size is the header's dofh_filesz),
 * or NULL with dtrace_errno() EINVAL (bad flags, no program) or
 * EDT_NOMEM.  Guide: "DOF".
 */
extern void *dtrace_dof_create(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    unsigned int flags);
/* dtrace_dof_destroy - free an image of dtrace_dof_create(). */
extern void dtrace_dof_destroy(dtrace_hdl_t *dtp, void *dof);

/*
 * dtrace_program_link - dtrace -G: an object file @file with program
 * @pgp's USDT provider definitions, linked with the objects @objv[0..
 * @objc) whose probe sites it records; @dflags: DTRACE_D_*.  Returns 0,
 * or -1 with dtrace_errno() set.  Guide: "Statically Defined Tracing for
 * User Applications"; dt_usdt_link.c.
 */
extern int dtrace_program_link(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    unsigned int dflags, const char *file, int objc, char *const objv[]);

/*
 * dtrace_program_header - dtrace -h: write to @fp a C header, guarded by a
 * macro made from @fname, with the probe macros of every provider the
 * handle's programs define.  Returns 0, or -1 with dtrace_errno() set.
 * Guide: as above.
 */
extern int dtrace_program_header(dtrace_hdl_t *dtp, FILE *fp,
    const char *fname);

/*
 * Output buffered for the caller: with a handler installed, the output
 * that dtrace_work(), dtrace_consume() and dtrace_aggregate_print() would
 * write to a NULL stream goes to the handler instead, each piece as
 * dtbda_buffered (dtbda_probe, dtbda_recdesc and dtbda_aggdata are NULL
 * here: the pieces are not tied to records).
 */
#define DTRACE_BUFDATA_AGGKEY		0x0001	/* aggregation key */
#define DTRACE_BUFDATA_AGGVAL		0x0002	/* aggregation value */
#define DTRACE_BUFDATA_AGGFORMAT	0x0004	/* aggregation format data */
#define DTRACE_BUFDATA_AGGLAST		0x0008	/* last for this key/val */

typedef struct dtrace_bufdata {
	dtrace_hdl_t *dtbda_handle;		/* handle to DTrace library */
	const char *dtbda_buffered;		/* buffered output */
	dtrace_probedata_t *dtbda_probe;	/* probe data */
	const dtrace_recdesc_t *dtbda_recdesc;	/* record description */
	const dtrace_aggdata_t *dtbda_aggdata;	/* aggregation data, if agg. */
	uint32_t dtbda_flags;			/* flags; see above */
} dtrace_bufdata_t;

typedef int dtrace_handle_buffered_f(const dtrace_bufdata_t *, void *);

/*
 * dtrace_handle_buffered - install @hdlr (called with @arg) for output to
 * a NULL stream.  A handler returning DTRACE_HANDLE_ABORT stops the
 * consumer with EDT_DIRABORT.  Returns 0, or -1 with dtrace_errno()
 * EINVAL (@hdlr NULL) or EALREADY (a handler is installed).
 */
extern int dtrace_handle_buffered(dtrace_hdl_t *dtp,
    dtrace_handle_buffered_f *hdlr, void *arg);

/*
 * Formatted output for consumers that walk the records themselves (an
 * rfunc of dtrace_work()): a format of printf() or printa() (the D string,
 * e.g. the dtfd_string of DTRACEIOC_FORMAT) is parsed once into opaque
 * data, which the print functions below use with the records of one
 * action.  Each returns the number of records it consumed (at least 1),
 * or -1 with dtrace_errno() set.  The format data lives until
 * dtrace_close().
 */

/* dtrace_printf_create - parse printf()-style format @s; NULL with
 * dtrace_errno() EDT_BADCONV (and the reference's message) if invalid. */
extern void *dtrace_printf_create(dtrace_hdl_t *dtp, const char *s);
/* dtrace_printa_create - the same for a printa() format (%@ for the
 * aggregation's value). */
extern void *dtrace_printa_create(dtrace_hdl_t *dtp, const char *s);
/* dtrace_printf_format - the format string of @fmtdata into @s (@len
 * bytes, NUL included); returns the bytes the whole string needs. */
extern size_t dtrace_printf_format(dtrace_hdl_t *dtp, void *fmtdata,
    char *s, size_t len);

/*
 * dtrace_fprintf - print to @fp, as printf() does, the @nrecs records
 * @recp (the printf() action's, first the PRINTF record) of the data at
 * @buf (@len bytes; record offsets count from it) with format @fmtdata.
 * @data: the probe data (may be NULL).
 */
extern int dtrace_fprintf(dtrace_hdl_t *dtp, FILE *fp, void *fmtdata,
    const dtrace_probedata_t *data, const dtrace_recdesc_t *recp,
    unsigned int nrecs, const void *buf, size_t len);

/*
 * dtrace_fprinta - print to @fp, as printa() does, the aggregation whose
 * variable ID the PRINTA record @recp holds, from the totals of the last
 * dtrace_aggregate_snap(), with format @fmtdata (each key and %@ value).
 */
extern int dtrace_fprinta(dtrace_hdl_t *dtp, FILE *fp, void *fmtdata,
    const dtrace_probedata_t *data, const dtrace_recdesc_t *recp,
    unsigned int nrecs, const void *buf, size_t len);

/*
 * dtrace_system - the system() action: format the command as printf()
 * would, flush @fp, run it with the shell.  Guide: "Destructive Actions".
 */
extern int dtrace_system(dtrace_hdl_t *dtp, FILE *fp, void *fmtdata,
    const dtrace_probedata_t *data, const dtrace_recdesc_t *recp,
    unsigned int nrecs, const void *buf, size_t len);

/*
 * dtrace_freopen - the freopen() action: format a file name as printf()
 * would and send @fp's output there from now on ("" restores the
 * original).  A file that cannot be opened is reported through the error
 * handler as the reference words it.  Guide: "Destructive Actions".
 */
extern int dtrace_freopen(dtrace_hdl_t *dtp, FILE *fp, void *fmtdata,
    const dtrace_probedata_t *data, const dtrace_recdesc_t *recp,
    unsigned int nrecs, const void *buf, size_t len);

/* ---- program statements (dt_stmt.c) --------------------------------------- */

/*
 * A program as a list of statements, as the reference's libdtrace shows
 * it: each statement is one ECB description (a probe description, its
 * predicate, library argument) and the actions this statement adds to it.
 * A compiled program's statements are one per clause and probe
 * description, in the order of the source.  DIF objects are opaque
 * here: a statement can carry those of another statement of a live
 * program (its predicate, its actions), not DIF of its own.  For the
 * printf()-like actions (printf, printa, system, freopen) dtad_arg is the
 * format string (a const char *) or 0; for the others the action's
 * argument.
 */
typedef struct dtrace_difo dtrace_difo_t;

typedef struct dtrace_actdesc {
	dtrace_difo_t *dtad_difo;		/* the value's DIF, or NULL */
	struct dtrace_actdesc *dtad_next;	/* next action of the ECB */
	dtrace_actkind_t dtad_kind;		/* DTRACEACT_* / DTRACEAGG_* */
	uint32_t dtad_ntuple;			/* number of tuple records */
	uint64_t dtad_arg;			/* argument (see above) */
	uint64_t dtad_uarg;			/* user argument */
	int dtad_refcnt;			/* reference count */
} dtrace_actdesc_t;

typedef struct dtrace_preddesc {
	dtrace_difo_t *dtpdd_difo;		/* the predicate's DIF, or NULL */
	void *dtpdd_predicate;			/* (unused) */
} dtrace_preddesc_t;

typedef struct dtrace_ecbdesc {
	dtrace_actdesc_t *dted_action;		/* every action of the ECB */
	dtrace_preddesc_t dted_pred;		/* predicate */
	dtrace_probedesc_t dted_probe;		/* probe description */
	uint64_t dted_uarg;			/* library argument */
	int dted_refcnt;			/* statements using it */
} dtrace_ecbdesc_t;

typedef struct dtrace_stmtdesc {
	dtrace_ecbdesc_t *dtsd_ecbdesc;		/* ECB description */
	dtrace_actdesc_t *dtsd_action;		/* this statement's first action */
	dtrace_actdesc_t *dtsd_action_last;	/* ... and its last */
	void *dtsd_aggdata;			/* aggregation data */
	void *dtsd_fmtdata;			/* type-specific output data */
	void *dtsd_strdata;			/* type-specific string data */
	void (*dtsd_callback)(void);		/* callback function for EPID */
	void *dtsd_data;			/* callback data pointer */
	dtrace_attribute_t dtsd_descattr;	/* probedesc attributes */
	dtrace_attribute_t dtsd_stmtattr;	/* statement attributes */
} dtrace_stmtdesc_t;

typedef int dtrace_stmt_f(dtrace_hdl_t *, dtrace_prog_t *,
    dtrace_stmtdesc_t *, void *);

/*
 * dtrace_stmt_create - a new statement on ECB description @edp (its
 * reference count raised; the caller keeps ownership of an @edp it
 * allocated), with no actions yet.  NULL with dtrace_errno() EDT_NOMEM.
 */
extern dtrace_stmtdesc_t *dtrace_stmt_create(dtrace_hdl_t *dtp,
    dtrace_ecbdesc_t *edp);

/*
 * dtrace_stmt_action - a new, zeroed action appended to statement @sdp
 * (and to its ECB description's list), for the caller to fill in.  NULL
 * with dtrace_errno() EDT_NOMEM.
 */
extern dtrace_actdesc_t *dtrace_stmt_action(dtrace_hdl_t *dtp,
    dtrace_stmtdesc_t *sdp);

/*
 * dtrace_stmt_add - append statement @sdp to program @pgp, which then
 * owns it; dtrace_program_exec() enables the program as its statements
 * now say.  Its ECB description, and any program whose DIF it borrows,
 * must live as long as @pgp.  Returns 0, or -1 with dtrace_errno() EINVAL
 * or EDT_NOMEM.
 */
extern int dtrace_stmt_add(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_stmtdesc_t *sdp);

/*
 * dtrace_stmt_iter - call @func(dtp, pgp, statement, @data) for each
 * statement of @pgp in order; a non-zero return stops the walk and is
 * returned.  Returns 0, or -1 with dtrace_errno() set (EDT_NOMEM, or
 * EDT_DOFINVAL for a program whose DOF cannot be read back).
 */
extern int dtrace_stmt_iter(dtrace_hdl_t *dtp, dtrace_prog_t *pgp,
    dtrace_stmt_f *func, void *data);

/*
 * dtrace_stmt_destroy - free statement @sdp, which no program holds, and
 * the actions dtrace_stmt_action() made for it (its ECB description's
 * reference count drops).
 */
extern void dtrace_stmt_destroy(dtrace_hdl_t *dtp, dtrace_stmtdesc_t *sdp);

#ifdef __cplusplus
}
#endif

#endif /* _DTRACE_H */
