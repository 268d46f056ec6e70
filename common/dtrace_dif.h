/*
 * common/dtrace_dif.h -- the framework's view of DIF: in-framework DIF
 * objects (DIFOs), the machine state of one probe firing, the variable
 * state of one consumer, and the entry points of the DIF validator, the
 * DIF emulator, the built-in variables, the subroutines and the dynamic
 * variable space.
 *
 * Where it sits in the flow (see shared/DESIGN.md):
 *
 *   DTRACEIOC_ENABLE -> DOF loading (dtrace_dof.c) builds a dtrace_difo_t
 *     for each predicate and action expression, calls dtrace_difo_validate()
 *     and, if it returns 0, dtrace_difo_hold() to register the DIFO's
 *     variables in the consumer's dtrace_vstate_t.
 *   DTRACEIOC_GO -> dtrace_vstate_go() allocates the dynamic variable space.
 *   dtrace_probe() [probe context] -> fills a dtrace_mstate_t, then for each
 *     clause resets the scratch space and calls dtrace_dif_emulate() for the
 *     predicate and each action.  After each call it tests the per-CPU fault
 *     flags (*dtrace_os_cpu_flags() & DTRACE_CPUFLAG_ERROR); on a fault it
 *     ends the clause and fires dtrace:::ERROR with arg3 = ms->dtms_fltoffs,
 *     arg4 = the DTRACEFLT_* of the flag (dtrace_dif_fault()), arg5 =
 *     *dtrace_os_cpu_illval(), then clears the flags.
 *   Teardown -> dtrace_difo_release() for each DIFO, dtrace_vstate_fini().
 *
 * Invariants:
 *   - Everything here is freestanding C (no libc); the probe-context
 *     functions ([P]) never block, never allocate, never loop unboundedly,
 *     and read memory they do not own only through dtrace_os_load* /
 *     dtrace_os_uload* / dtrace_os_kcopy / dtrace_os_copyin*.
 *   - A DIFO that dtrace_difo_validate() accepted cannot make the emulator
 *     crash: branches are forward only, registers and variable ids are in
 *     range, table offsets are in bounds.
 *   - Stores by DIF code (ST*, subroutines) only ever land in the per-clause
 *     scratch space, the dynamic variable space or by-reference variable
 *     storage (dtrace_dif_canstore()).
 *
 * Reference ABI: include/dtrace/dif.h (encoding, variable ids, subroutine
 * numbers), include/dtrace/actions.h (DTRACEFLT_*), common/dtrace_os.h
 * (DTRACE_CPUFLAG_*).  Dynamic Tracing Guide: "Variables", "Built-in
 * Variables", "Actions and Subroutines", "Options and Tunables".
 */
#ifndef DTRACE_DIF_IMPL_H
#define DTRACE_DIF_IMPL_H

#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>
#include <dtrace/dtrace.h>
#include "dtrace_os.h"
#include "dtrace_core.h"	/* dtrace_probe_filter_t */

/* ---- limits ------------------------------------------------------------ */

/*
 * DTRACE_DIFO_MAXLEN: the most instructions a DIFO may have (64 KiB of
 * code).  Longer programs are rejected by dtrace_difo_validate().  Since
 * branches only go forward, this also bounds the work of one emulation.
 */
#define DTRACE_DIFO_MAXLEN	16384

/* DTRACE_DIF_NREGS: integer registers the framework advertises (dtc_difintregs). */
#define DTRACE_DIF_NREGS	DIF_DIR_NREGS

/*
 * DTRACE_DIF_NTUPREGS: depth of the tuple stack (dtc_diftupregs).  The
 * emulator keeps two spare slots for the implicit keys of thread-local
 * variables; a PUSHTR/PUSHTV beyond DIF_DTR_NREGS raises TUPOFLOW.
 */
#define DTRACE_DIF_NTUPREGS	DIF_DTR_NREGS

/* Defaults of the options this part reads (Guide, "Options and Tunables"). */
#define DTRACE_DIF_STRSIZE_DEFAULT	256		/* strsize, bytes */
#define DTRACE_DIF_STRSIZE_MAX		(1024 * 1024)	/* its largest value */
#define DTRACE_DIF_DYNVARSIZE_DEFAULT	(1024 * 1024)	/* dynvarsize, bytes */

/* ---- DIF objects --------------------------------------------------------- */

/*
 * dtrace_difo_t - one DIF object inside the framework (a predicate or the
 * expression of one action).  DOF loading (dtrace_dof.c) allocates the
 * structure and every table with dtrace_os_alloc() of exactly the sizes
 * given by the counts below (dtdo_len * sizeof (dif_instr_t), dtdo_intlen *
 * sizeof (uint64_t), dtdo_strlen bytes, dtdo_varlen * sizeof
 * (dtrace_difv_t), sizeof (dtrace_difo_t)); dtrace_difo_release() frees them
 * when the last reference goes.  Any table may be NULL when its count is 0.
 */
typedef struct dtrace_difo {
	dif_instr_t *dtdo_buf;		/* instructions (DOF_SECT_DIF) */
	uint64_t *dtdo_inttab;		/* integer table (DOF_SECT_INTTAB) */
	char *dtdo_strtab;		/* string table (DOF_SECT_STRTAB) */
	dtrace_difv_t *dtdo_vartab;	/* variable table (DOF_SECT_VARTAB) */
	uint32_t dtdo_len;		/* number of instructions */
	uint32_t dtdo_intlen;		/* number of integers */
	uint32_t dtdo_strlen;		/* size of the string table, bytes */
	uint32_t dtdo_varlen;		/* number of variable entries */
	dtrace_diftype_t dtdo_rtype;	/* type of the value RET returns */
	uint32_t dtdo_refcnt;		/* references (dtrace_difo_hold/release) */
	/* Set by dtrace_difo_hold(), for the framework's convenience: */
	uint32_t dtdo_destructive;	/* calls a destructive subroutine
					 * (copyout, copyoutstr): needs -w */
	uint32_t dtdo_krefs;		/* DIFO reads kernel memory (LD or RLD ops) */
	uint32_t dtdo_uctx;		/* DTRACE_UCTX_*: the thread's
					 * context it reads (user memory,
					 * uregs[], execargs) */
	dtrace_probe_filter_t dtdo_filter; /* a predicate VAR == CONSTANT
					 * (dtrace_probe_filter), or dpf_var 0 */
	uint32_t dtdo_fast;		/* DTRACE_DIFO_FAST_*: how
					 * dtrace_dif_emulate() may skip the
					 * interpreter */
	uint64_t dtdo_fastval;		/* its operand: the constant, or the
					 * built-in variable's DIF_VAR_* id */
} dtrace_difo_t;

/*
 * dtrace_difo_t.dtdo_fast: the shapes of program that dtrace_difo_hold()
 * recognises once and dtrace_dif_emulate() then runs without the
 * interpreter, with the same result, flags and fault offset.  Predicates,
 * aggregation keys and values and trace() arguments are very often one of
 * these (`/0/`, count()'s 1, `@[pid]`, `@[execname]`, `trace(arg0)`).
 *   NONE     interpret
 *   CONST    "setx DT_INTEGER[i], %rN; ret %rN": dtdo_fastval is the value
 *   BUILTIN  "ldgs DT_VAR(id), %rN; ret %rN" with id a built-in variable
 *            (below DIF_VAR_OTHER_UBASE): dtdo_fastval is id
 */
#define DTRACE_DIFO_FAST_NONE		0
#define DTRACE_DIFO_FAST_CONST		1
#define DTRACE_DIFO_FAST_BUILTIN	2

/**
 * dtrace_difo_shape - which DTRACE_DIFO_FAST_* shape validated DIFO @dp
 * has, with its operand (the constant, or the DIF_VAR_* id; 0 for NONE)
 * in *@valp.  Reads @dp only: dtrace_difo_hold() stores the answer in
 * dtdo_fast/dtdo_fastval, the ECB layout asks it before any hold.
 */
uint32_t dtrace_difo_shape(const dtrace_difo_t *dp, uint64_t *valp);

/* ---- variable state -------------------------------------------------------- */

/*
 * dtrace_statvar_t - storage of one user-defined global scalar or one
 * clause-local variable.
 *
 * Global by-value scalar: dtsv_data is the value itself; dtsv_size is 0.
 * Global by-reference (string, struct): dtsv_data is the address of a
 *   zero-initialised buffer of dtsv_size = 8 + roundup(dtdt_size, 8)
 *   bytes: an 8-byte header (first byte 0xff when the variable holds a
 *   NULL pointer) followed by the value.
 * Clause-local (this->): dtsv_data is the address of dtsv_size bytes,
 *   one slot per CPU: by value 8 bytes per CPU, by reference
 *   8 + roundup(dtdt_size, 8) bytes per CPU (header as above); CPU c uses
 *   slot c.  Clause-locals
 *   keep their value across the clauses of one probe firing on a CPU
 *   (their value at first use in a firing is undefined, as in the Guide).
 * Global associative arrays are registered too (dtsv_data unused), so the
 * emulator can find their type.
 */
typedef struct dtrace_statvar {
	uint64_t dtsv_data;		/* value, or address of the storage */
	size_t dtsv_size;		/* bytes of storage at dtsv_data (0: by value) */
	uint32_t dtsv_refcnt;		/* DIFOs referencing the variable */
	uint32_t dtsv_pad;
	dtrace_difv_t dtsv_var;		/* the variable (id, kind, scope, type) */
} dtrace_statvar_t;

/*
 * dtrace_dstate_t - the dynamic variable space of one consumer: thread-
 * local variables (self->) and associative arrays (global a[k], self->a[k]).
 *
 * One preallocated area of dtds_size bytes (the dynvarsize option) cut into
 * fixed-size chunks of dtds_chunksize bytes (the largest key tuple plus
 * value any held DIFO can need), a hash table with one lock per bucket,
 * and a free list.  Probe context never allocates: when no chunk is free,
 * or when a lock cannot be had within a bounded number of tries, the store
 * is dropped and dtds_drops is incremented (reported as "N dynamic
 * variable drops").
 * Assigning 0 (or a NULL string pointer) deletes the element: as in the
 * reference, its chunk goes to a dirty list, and only the cleaner (control
 * path) makes it reusable, after a dtrace_os_sync() guarantees no CPU still
 * uses it.  A store that finds no free chunk while deleted ones wait is
 * counted apart (dtds_drops_dirty / dtds_drops_rinsing: "N dynamic
 * variable drops with non-empty dirty list" / "... rinsing list").
 */
struct dtrace_dynvar;			/* private to dtrace_dynvar.c */
struct dtrace_dynhash;			/* private to dtrace_dynvar.c */
typedef struct dtrace_dstate {
	char *dtds_base;		/* the area (dtrace_os_alloc), or NULL */
	size_t dtds_size;		/* its size, bytes */
	size_t dtds_chunksize;		/* bytes per element (0 until go) */
	size_t dtds_nchunks;		/* number of elements */
	struct dtrace_dynhash *dtds_hash; /* hash buckets, each with its lock */
	size_t dtds_hashsize;		/* number of buckets (power of two) */
	size_t dtds_hashbytes;		/* bytes allocated for dtds_hash */
	struct dtrace_dynvar *volatile dtds_free; /* free chunks (pushed with
					 * dtrace_os_casptr, popped under
					 * dtds_lock) */
	volatile uint32_t dtds_lock;	/* free-list pop lock: 0 free, 1 held */
	uint32_t dtds_pad;
	volatile uint64_t dtds_drops;	/* stores dropped: no space or busy */
	struct dtrace_dynvar *volatile dtds_dirty; /* deleted elements not yet
					 * reusable (pushed lock-free) */
	struct dtrace_dynvar *volatile dtds_rinsing; /* taken by the cleaner,
					 * waiting for dtrace_os_sync() */
	volatile uint64_t dtds_drops_dirty;	/* no free chunk, dirty list
					 * non-empty ("... with non-empty dirty list") */
	volatile uint64_t dtds_drops_rinsing;	/* no free chunk, rinsing list
					 * non-empty */
	dtrace_os_work_t *dtds_cleaner;	/* moves dirty chunks back to the free
					 * list every dtds_cleanrate ns */
	uint64_t dtds_cleanrate;	/* the cleanrate option (0: 101 Hz) */
	size_t dtds_chunkwant;		/* largest element (bytes) any held DIFO
					 * can create; dtds_chunksize is fixed
					 * from it when the space is allocated */
} dtrace_dstate_t;

/*
 * dtrace_vstate_t - all variable storage of one consumer state (one open
 * of the device).  Embedded in the framework's dtrace_state_t; set up with
 * dtrace_vstate_init(), filled by dtrace_difo_hold(), made ready for probe
 * context by dtrace_vstate_go(), torn down by dtrace_vstate_fini().
 *
 * Arrays are indexed by (variable id - DIF_VAR_OTHER_UBASE); a NULL entry is
 * an id no held DIFO declared.
 */
typedef struct dtrace_vstate {
	dtrace_statvar_t **dtvs_globals;	/* user globals (scalars and assocs) */
	uint32_t dtvs_nglobals;			/* entries in dtvs_globals */
	uint32_t dtvs_nlocals;			/* entries in dtvs_locals */
	dtrace_statvar_t **dtvs_locals;		/* clause-locals (this->) */
	dtrace_difv_t *dtvs_tlocals;		/* thread-locals: declarations; a
						 * zero dtdv_id marks an unused slot */
	uint32_t dtvs_ntlocals;			/* entries in dtvs_tlocals */
	uint32_t dtvs_ncpus;			/* CPUs the local slots cover */
	uint64_t dtvs_strsize;			/* strsize option, bytes (> 0) */
	uint64_t dtvs_dynvarsize;		/* dynvarsize option, bytes */
	dtrace_dstate_t dtvs_dynvars;		/* thread-local and assoc storage */
	void *dtvs_state;			/* owner (framework's dtrace_state_t) */
} dtrace_vstate_t;

/* ---- machine state of one probe firing ------------------------------------- */

/*
 * dtrace_key_t - one entry of the tuple stack: a key of an associative
 * array or thread-local variable, or an argument of a subroutine.
 */
typedef struct dtrace_key {
	uint64_t dttk_value;		/* integer value, or address of the data */
	uint64_t dttk_size;		/* 0: by value; else bytes at dttk_value */
} dtrace_key_t;

/* dtms_present bits: values computed at most once per probe firing. */
#define DTRACE_MSTATE_TIMESTAMP		0x0001	/* dtms_timestamp is valid */
#define DTRACE_MSTATE_WALLTIMESTAMP	0x0002	/* dtms_walltimestamp is valid */
#define DTRACE_MSTATE_STACKDEPTH	0x0004	/* dtms_stackdepth is valid */
#define DTRACE_MSTATE_USTACKDEPTH	0x0008	/* dtms_ustackdepth is valid */
#define DTRACE_MSTATE_CALLER		0x0010	/* dtms_caller is valid */
#define DTRACE_MSTATE_UCALLER		0x0020	/* dtms_ucaller is valid */
#define DTRACE_MSTATE_EXECNAME		0x0040	/* dtms_execname is valid */

/* Arguments held directly in the mstate (arg0..arg9); beyond: provider. */
#define DTRACE_MSTATE_NARGS		10

/*
 * dtrace_mstate_t - the machine state of one probe firing, on the stack of
 * dtrace_probe() (one per firing, so per CPU while it runs).  dtrace_probe()
 * fills the "in" fields once per firing, resets dtms_scratch_used to 0 at
 * the start of each clause, and reads the "out" fields after a fault.
 * Fields not mentioned are private to this part; zero them (e.g. by
 * initialising the whole structure to 0) before filling the rest.
 */
/* bytes of framework memory before and after each CPU's scratch space */
#define DTRACE_SCRATCH_REDZONE	64

typedef struct dtrace_mstate {
	/* in: identity of the firing */
	dtrace_id_t dtms_probe;		/* probe ID (D `id`) */
	dtrace_epid_t dtms_epid;	/* enabled probe ID of the clause (D `epid`);
					 * set before each clause */
	uint32_t dtms_cpu;		/* dtrace_os_cpu_id() of this firing */
	uint32_t dtms_present;		/* DTRACE_MSTATE_* cache bits (set 0) */
	/* in: arguments.  arg0..arg(dtms_nargs-1) come from dtms_arg; any higher
	 * index from dtms_getargval (if non-NULL) else dtrace_os_getarg(). */
	uint32_t dtms_nargs;		/* valid entries of dtms_arg (5 normally;
					 * 6 for dtrace:::ERROR with arg5 = illval) */
	int32_t dtms_aframes;		/* artificial frames of the probe */
	uint64_t dtms_arg[DTRACE_MSTATE_NARGS];
	uint64_t (*dtms_getargval)(void *arg, dtrace_id_t id, void *parg,
	    int argno, int aframes);	/* provider's dtps_getargval, or NULL */
	void *dtms_provarg;		/* its first argument (provider arg) */
	void *dtms_probearg;		/* its third argument (probe's parg) */
	/* in: the probe's names, NUL-terminated (probeprov, probemod, ...) */
	const char *dtms_probeprov;
	const char *dtms_probemod;
	const char *dtms_probefunc;
	const char *dtms_probename;
	/* in: per-clause scratch space (alloca(), strjoin(), ALLOCS, ...).
	 * Owned by the framework: a per-CPU area of dtms_scratch_size bytes;
	 * the emulator allocates from base + used, 8-byte aligned, and raises
	 * NOSCRATCH (illegal value 0) when a request does not fit.  The
	 * DTRACE_SCRATCH_REDZONE bytes before it and after it are the
	 * framework's too: loads, stores and bcopy() that touch them, or the
	 * part of the scratch not in use, fault (alloca() bounds). */
	uintptr_t dtms_scratch_base;	/* start of the scratch space */
	size_t dtms_scratch_size;	/* its size, bytes */
	size_t dtms_scratch_used;	/* bytes in use; reset to 0 per clause */
	/* out: fault reporting.  After dtrace_dif_emulate() returns with a
	 * fault flag set, dtms_fltoffs is the byte offset in the DIFO of the
	 * faulting instruction (index * 4) -- the ERROR probe's arg3 -- and
	 * dtms_difo the DIFO that faulted. */
	int32_t dtms_fltoffs;		/* -1 when no instruction faulted */
	uint32_t dtms_pad;
	const dtrace_difo_t *dtms_difo;	/* DIFO being (or last) emulated */
	/* private: values cached per firing (see dtms_present) */
	uint64_t dtms_timestamp;	/* ns, dtrace_os_gethrtime() */
	uint64_t dtms_walltimestamp;	/* ns since epoch */
	uint64_t dtms_caller;		/* caller */
	uint64_t dtms_ucaller;		/* ucaller */
	int32_t dtms_stackdepth;	/* stackdepth */
	int32_t dtms_ustackdepth;	/* ustackdepth */
	uintptr_t dtms_strtok;		/* strtok() position (0: none) */
	uintptr_t dtms_strtok_limit;	/* end of the strtok() string */
	char dtms_execname[32];		/* execname, NUL-terminated */
	/* private: tuple stack of the running DIFO (PUSHTR/PUSHTV/POPTS). */
	uint32_t dtms_ntuples;		/* entries in use */
	uint32_t dtms_pad2;
	dtrace_key_t dtms_tuple[DTRACE_DIF_NTUPREGS + 2];
} dtrace_mstate_t;

/* ---- validation and variable registration (control path) --------------------- */

/**
 * dtrace_difo_validate - check a DIFO before it may run (the DIF-era
 * safety rules of the Guide, "DIF validation"; facts from the reference's
 * dtrace_difo_validate()).
 * @dp:     the DIFO (its tables as loaded from DOF).
 * @vs:     the variable state it will run against: user variables already
 *          registered there must keep their kind and type (NULL: skip
 *          that check).
 * @nregs:  number of integer registers (DTRACE_DIF_NREGS).
 * @errbuf: receives the first error message, NUL-terminated, no newline,
 *          as "[PC]: MESSAGE" with PC the instruction index (or vartab index
 *          for vartab errors) and MESSAGE in the reference's wording, e.g.
 *          "[3]: invalid register 9", "[1]: backward branch to 0",
 *          "[4]: invalid subr 200"; the framework prints it after
 *          "dtrace DIF object error: " as the reference does.  May be NULL.
 * @errlen: size of @errbuf in bytes.
 * Returns the number of errors found (0: the DIFO is safe to emulate).
 * Rejects: programs of 0 or more than DTRACE_DIFO_MAXLEN instructions,
 * unknown opcodes, registers >= @nregs, writes to %r0, branches that are
 * not forward or land past the end, integer/string table offsets out of
 * range, strings not terminated inside the string table, variable ids
 * that are not built-in or not declared in the vartab with the right scope
 * and kind, stores to built-in variables, unknown or unimplemented
 * subroutines, more tuple pushes after a FLUSHTS (in code order) than
 * tuple registers, a last instruction that is not RET, malformed vartab
 * entries (bad scope or kind, id > DIF_VARIABLE_MAX, zero-sized by-ref
 * variable, a definition that differs from one already in @vs), and a
 * by-value return size other than 0, 1, 2, 4 or 8.  Every user variable
 * (id >= DIF_VAR_OTHER_UBASE) the code touches must have a vartab entry
 * of matching scope (the emulator takes its type from there).
 */
int dtrace_difo_validate(const dtrace_difo_t *dp, dtrace_vstate_t *vs,
    unsigned nregs, char *errbuf, size_t errlen);

/**
 * dtrace_vstate_init - initialise an empty variable state.
 * @vs: the state (any content); set to no variables, strsize =
 *      DTRACE_DIF_STRSIZE_DEFAULT, dynvarsize = DTRACE_DIF_DYNVARSIZE_DEFAULT,
 *      dtvs_ncpus = dtrace_os_ncpus().
 * The caller may then set dtvs_strsize / dtvs_dynvarsize from the options
 * (DTRACEOPT_STRSIZE, DTRACEOPT_DYNVARSIZE) and dtvs_state.  Control path.
 */
void dtrace_vstate_init(dtrace_vstate_t *vs);

/**
 * dtrace_difo_hold - take a reference on a validated DIFO and register its
 * variables in @vs (only on the first reference; later holds just count;
 * a DIFO belongs to one vstate).  Sets dtdo_destructive, dtdo_krefs,
 * dtdo_uctx, dtdo_filter and dtdo_fast/dtdo_fastval (the program's shape, see
 * DTRACE_DIFO_FAST_*).
 * In detail: allocates (zeroed) storage for every user global scalar
 * and clause-local it declares that @vs does not have yet, records the
 * types of thread-locals and associative arrays, and grows the dynamic
 * variable chunk size to fit the largest key tuple and value the DIFO can
 * store.  Control path (may sleep).
 * Returns 0, or DTRACE_ENOMEM: the reference is not taken and the variables
 * registered so far are released again (thread-local declarations, which
 * own no storage, may stay).
 */
int dtrace_difo_hold(dtrace_difo_t *dp, dtrace_vstate_t *vs);

/**
 * dtrace_difo_release - drop a reference taken by dtrace_difo_hold(); on
 * the last one, free the DIFO and its tables (sizes as documented for
 * dtrace_difo_t).  Variable storage stays in @vs until dtrace_vstate_fini().
 * Never call while the DIFO may still run (after dtrace_os_sync()).
 */
void dtrace_difo_release(dtrace_difo_t *dp, dtrace_vstate_t *vs);

/**
 * dtrace_difo_free - free a DIFO that was never held (e.g. one that failed
 * validation), with its tables.  Control path.
 */
void dtrace_difo_free(dtrace_difo_t *dp);

/**
 * dtrace_vstate_go - allocate the dynamic variable space of dtvs_dynvarsize
 * bytes for the DIFOs held so far (DTRACEIOC_GO).  The element (chunk)
 * size is fixed here from what those DIFOs need; DIFOs held later whose
 * tuples do not fit see their stores dropped (counted).  When no DIFO
 * held so far uses thread-local or associative variables, nothing is
 * allocated (and later stores to them are dropped).
 * Returns 0, or DTRACE_ENOMEM.  Once the space exists, calling it again is
 * a no-op; after a call that allocated nothing, a later call allocates for
 * the DIFOs held since.
 */
int dtrace_vstate_go(dtrace_vstate_t *vs);

/**
 * dtrace_vstate_fini - free all storage of @vs (globals, locals, dynamic
 * variable space).  After dtrace_os_sync(), when no probe can run on it.
 */
void dtrace_vstate_fini(dtrace_vstate_t *vs);

/** dtrace_vstate_dyndrops - [P] dynamic variable drops so far (dtst_dyndrops). */
uint64_t dtrace_vstate_dyndrops(const dtrace_vstate_t *vs);

/* ---- probe context ---------------------------------------------------------- */

/**
 * dtrace_dif_emulate - [P] run a validated DIFO (Guide: the DIF virtual
 * machine; ABI: include/dtrace/dif.h).
 * @dp: the DIFO; @ms: the machine state of this firing; @vs: the
 *      consumer's variables.
 * Returns the value of the RET register: an integer, or for a DIFO whose
 * return type is a string or by-reference, the address of the value (which
 * the framework copies with dtrace_dif_copy_str()/dtrace_dif_copy_mem()).
 * On a fault (bad address, bad alignment, divide by zero, out of scratch,
 * tuple stack overflow, illegal operation) sets the DTRACE_CPUFLAG_* in
 * *dtrace_os_cpu_flags() and the illegal value in *dtrace_os_cpu_illval(),
 * stores the byte offset of the faulting instruction in ms->dtms_fltoffs,
 * and returns 0.  The caller must clear the flags before the next clause.
 * Never blocks, never allocates, never loops (time bounded by dtdo_len).
 */
uint64_t dtrace_dif_emulate(dtrace_difo_t *dp, dtrace_mstate_t *ms,
    dtrace_vstate_t *vs);

/**
 * dtrace_dif_fault - [P] the DTRACEFLT_* code of a DTRACE_CPUFLAG_* set
 * (the ERROR probe's arg4); DTRACEFLT_UNKNOWN if none is set.
 */
int dtrace_dif_fault(uint16_t cpuflags);

/**
 * dtrace_dif_fault_name - the reference's message text of a DTRACEFLT_*
 * ("invalid address", "divide-by-zero", "out of scratch space", ...), as
 * printed by dtrace(1) in "error on enabled probe ID ...: TEXT in action #N".
 * Returns "unknown fault" for unknown codes.  (libdtrace keeps its own copy
 * for printing; this one serves in-framework diagnostics.)
 */
const char *dtrace_dif_fault_name(int fault);

/**
 * dtrace_dif_copy_str - [P] copy the D string at @src (any address a DIFO
 * returned: framework memory, or kernel/host memory read fault-safely) into
 * @dst of @size bytes: at most @size - 1 characters, NUL-terminated and
 * NUL-padded to @size.  Returns the string length copied, or -1 after a
 * BADADDR fault (flags set as for a load).
 */
long dtrace_dif_copy_str(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t src, char *dst, size_t size);

/**
 * dtrace_dif_copy_mem - [P] copy @len bytes from @src (as for
 * dtrace_dif_copy_str) to @dst.  Returns 0, or -1 after a BADADDR fault.
 */
int dtrace_dif_copy_mem(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t src, void *dst, size_t len);

/**
 * dtrace_dif_variable - [P] value of built-in variable @id (DIF_VAR_*, below
 * DIF_VAR_OTHER_UBASE) for this firing; @ndx is the index for args[] /
 * regs[] / uregs[] (ignored otherwise).  String-valued variables (execname,
 * probeprov, ..., cwd) return an address.  Unknown ids set ILLOP, return 0.
 */
uint64_t dtrace_dif_variable(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
    uint32_t id, uint64_t ndx);

/**
 * dtrace_dif_variable_known - true if @id is a built-in variable this
 * framework implements (used by the validator).  @array: asked about the
 * array form (args[], regs[], uregs[]) rather than a scalar.
 */
bool dtrace_dif_variable_known(uint32_t id, bool array);

/**
 * dtrace_dif_scratch_alloc - [P] allocate @size bytes (8-byte aligned) of
 * the clause's scratch space.  Returns the address, or 0 after raising
 * NOSCRATCH.
 */
uintptr_t dtrace_dif_scratch_alloc(dtrace_mstate_t *ms, size_t size);

/* ---- subroutines ------------------------------------------------------------- */

/*
 * dtrace_dif_subr_t - one row of the subroutine table (dtrace_dif_subr.c):
 * the DIF_SUBR_* number, its D name, argument count range and body.  The
 * body reads its @nargs arguments from the tuple stack, ms->dtms_tuple[i]
 * (dttk_value; dttk_size != 0 for by-reference arguments), and returns the
 * result (strings: an address in scratch space); faults are raised with
 * dtrace_dif_set_fault() and end the clause.  The emulator raises ILLOP
 * instead of calling a body with fewer than dtsr_minargs arguments.  A NULL
 * body means "not implemented": the validator rejects the call
 * ("invalid subr N").
 */
typedef struct dtrace_dif_subr {
	const char *dtsr_name;		/* D name, e.g. "strjoin" */
	uint8_t dtsr_minargs;		/* fewest arguments */
	uint8_t dtsr_maxargs;		/* most arguments */
	uint8_t dtsr_destructive;	/* needs -w (copyout, copyoutstr) */
	uint8_t dtsr_pad;
	uint64_t (*dtsr_func)(dtrace_mstate_t *ms, dtrace_vstate_t *vs,
	    uint32_t nargs);		/* arguments: ms->dtms_tuple[0..nargs-1] */
} dtrace_dif_subr_t;

/** dtrace_dif_subrs - the table, indexed by DIF_SUBR_* (0..DIF_SUBR_MAX). */
extern const dtrace_dif_subr_t dtrace_dif_subrs[DIF_SUBR_MAX + 1];

/* ---- dynamic variables [P] ------------------------------------------------------ */

/* dtrace_dynvar_lookup() operations */
#define DTRACE_DYNVAR_LOOKUP	0	/* find; NULL if absent */
#define DTRACE_DYNVAR_ALLOC	1	/* find or create (zeroed value) */
#define DTRACE_DYNVAR_DEALLOC	2	/* delete; returns NULL */

/*
 * dtrace_dynvar_xfer_t - a value moved in or out of an element while the
 * space is locked, so that a concurrent delete and reuse of the element
 * on another CPU can never mix two elements' values.
 */
typedef struct dtrace_dynvar_xfer {
	uint64_t dtdx_value;	/* by value: stored (ALLOC) or read (LOOKUP) */
	uintptr_t dtdx_src;	/* by reference, ALLOC: address of the value */
	uint8_t dtdx_byref;	/* the value is by reference */
	uint8_t dtdx_string;	/* ... and is a D string (copy up to NUL) */
	uint8_t dtdx_pad[6];
} dtrace_dynvar_xfer_t;

/**
 * dtrace_dynvar_lookup - [P] find, create or delete the element of the
 * dynamic variable space keyed by the tuple @key[0..@nkeys-1] (integers
 * compared by value; by-reference keys (dttk_size != 0) by the content of
 * their dttk_size bytes, read fault-safely).
 * @valsize: bytes of value the element holds (>= 8).
 * @op: DTRACE_DYNVAR_LOOKUP, _ALLOC or _DEALLOC.
 * @xfer: NULL, or a value to store (ALLOC) / read (LOOKUP, by value) under
 *        the space's lock.
 * Returns the address of the element's value (valsize bytes, zeroed at
 * creation), or NULL: absent (LOOKUP), deleted (DEALLOC), or dropped
 * (ALLOC with no space, key too large for the chunk size, or lock busy:
 * dtds_drops incremented).  Key reads may fault (BADADDR): NULL.
 * A by-reference value returned by LOOKUP is read after the lock is
 * dropped: if another CPU deletes the element at that moment, the reader
 * may see the next element's bytes (never a fault).
 */
void *dtrace_dynvar_lookup(dtrace_dstate_t *ds, dtrace_mstate_t *ms,
    const dtrace_vstate_t *vs, const dtrace_key_t *key, uint32_t nkeys,
    size_t valsize, int op, dtrace_dynvar_xfer_t *xfer);

/**
 * dtrace_dynvar_init - allocate the space of @size bytes for chunks of
 * ds->dtds_chunksize bytes (control path).  Returns 0 or ENOMEM.
 */
int dtrace_dynvar_init(dtrace_dstate_t *ds, size_t size);

/** dtrace_dynvar_fini - free the space (control path, after dtrace_os_sync). */
void dtrace_dynvar_fini(dtrace_dstate_t *ds);

/**
 * dtrace_dynvar_canstore - [P] true if [@addr, @addr + @len) lies inside the
 * value of one live element of @ds (headers and keys are never writable by
 * DIF code).
 */
bool dtrace_dynvar_canstore(const dtrace_dstate_t *ds, uintptr_t addr,
    size_t len);

/* ---- freestanding helpers shared by the DIF files ----------------------------------- */

/**
 * dtrace_dif_inmem - [P] true if [@addr, @addr + @len) lies entirely in
 * memory the framework owns and may read directly in this firing: the
 * scratch space, the running DIFO's string table, by-reference variable
 * storage, the dynamic variable space, the probe-name strings or the
 * mstate itself.
 */
bool dtrace_dif_inmem(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr, size_t len);

/**
 * dtrace_dif_in_scratch - [P] true if [@addr, @addr + @len) lies inside
 * the clause's scratch space (bcopy() and copyinto() destinations).
 */
bool dtrace_dif_in_scratch(const dtrace_mstate_t *ms, uintptr_t addr,
    uint64_t len);

/**
 * dtrace_dif_canstore - [P] true if DIF code may store @len bytes at @addr:
 * scratch space, dynamic variable space, or by-reference variable storage.
 */
bool dtrace_dif_canstore(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr, size_t len);

/**
 * dtrace_dif_ldb - [P] load one byte from @addr for string processing:
 * direct when in framework memory (dtrace_dif_inmem), else fault-safe via
 * dtrace_os_load8.  Check the fault flags after use.
 */
uint8_t dtrace_dif_ldb(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr);

/**
 * dtrace_dif_strlen - [P] length of the D string at @addr, at most @max
 * (a D string ends at its NUL or at strsize bytes).  May fault (BADADDR).
 */
size_t dtrace_dif_strlen(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr, size_t max);

/**
 * dtrace_dif_readable - [P] the number of bytes, from @addr on, that lie in
 * framework memory (as for dtrace_dif_inmem) and may be read directly;
 * 0 when @addr is not in framework memory.
 */
size_t dtrace_dif_readable(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t addr);

/**
 * dtrace_dif_strcpy - [P] copy the D string at @src into @dst (framework
 * memory) of @size bytes, at most @size - 1 characters plus a NUL; no
 * padding.  Returns the length, or -1 on a fault (flags set).
 */
long dtrace_dif_strcpy(const dtrace_mstate_t *ms, const dtrace_vstate_t *vs,
    uintptr_t src, char *dst, size_t size);

/** dtrace_dif_bzero / dtrace_dif_memcpy - freestanding memset(0)/memcpy. */
void dtrace_dif_bzero(void *dst, size_t len);
void dtrace_dif_memcpy(void *dst, const void *src, size_t len);

/** dtrace_dif_set_fault - [P] raise DTRACE_CPUFLAG_* @flag with @illval. */
void dtrace_dif_set_fault(uint16_t flag, uint64_t illval);

/**
 * dtrace_mstate_timestamp - [P] the firing's time (D `timestamp`, and the
 * record headers' timestamp), in ns of dtrace_os_gethrtime(): read at the
 * first use in a firing and the same for the rest of it (chill() excepted),
 * so a firing that records nothing and reads no time, as an aggregation,
 * reads no clock.
 */
static inline uint64_t
dtrace_mstate_timestamp(dtrace_mstate_t *ms)
{
	if (!(ms->dtms_present & DTRACE_MSTATE_TIMESTAMP)) {
		ms->dtms_timestamp = dtrace_os_gethrtime();
		ms->dtms_present |= DTRACE_MSTATE_TIMESTAMP;
	}
	return (ms->dtms_timestamp);
}

/** dtrace_dif_faulted - [P] true if a fault flag is set on this CPU. */
static inline bool
dtrace_dif_faulted(void)
{
	return ((*dtrace_os_cpu_flags() & DTRACE_CPUFLAG_ERROR) != 0);
}

#endif /* DTRACE_DIF_IMPL_H */
