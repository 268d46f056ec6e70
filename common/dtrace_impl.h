/*
 * common/dtrace_impl.h -- the framework's private data structures and the
 * functions its files share: providers and probes (dtrace_probe.c), enabled
 * probe control blocks and their actions (dtrace_ecb.c), DOF loading
 * (dtrace_dof.c), per-CPU principal buffers (dtrace_buffer.c), consumer
 * state (dtrace_state.c), aggregations (dtrace_aggregate.c),
 * speculations (dtrace_speculation.c), probe context (dtrace_probectx.c),
 * the ERROR
 * probe (dtrace_error.c) and the freestanding string helpers
 * (dtrace_string.c).
 *
 * Where it sits in the flow (shared/DESIGN.md): an OS layer calls the entry
 * points of dtrace_core.h; the ioctl dispatcher (dtrace_ioctl.c) turns
 * DTRACEIOC_* commands into calls on the structures below; providers call
 * dtrace_probe(), which walks a probe's ECB list in probe context.
 *
 * Locking order (control path only; probe context takes no lock, only the
 * OS layer's interrupt cookie):
 *     dtrace_provider_lock  ->  dtrace_lock
 * dtrace_provider_lock serialises calls into providers' dtps_provide and
 * the provider list; dtrace_lock protects the probe table, the ECB lists
 * and every consumer state.  Providers' dtps_provide may call
 * dtrace_probe_lookup()/dtrace_probe_create() (they take dtrace_lock);
 * dtps_enable/dtps_disable are called with dtrace_lock held and must not
 * call back into the registry.
 *
 * Invariants:
 *   - Probe IDs start at 1 and are never reused while the framework is
 *     loaded; dtrace_probes[id - 1] is the probe (NULL once destroyed).
 *   - A probe's ECB list (dtpr_ecb, linked by dte_next) is only ever
 *     appended to or unlinked under dtrace_lock, with a producer barrier
 *     before the publishing store, and freed only after dtrace_os_sync().
 *   - EPIDs are per consumer state, from 1, in creation order;
 *     dts_ecbs[epid - 1] is the ECB.
 *   - Every ECB's data is dte_size bytes (a multiple of 4), starting with a
 *     dtrace_rechdr_t, laid out per the RECORD CONTRACT of ioctl.h.
 */
#ifndef DTRACE_IMPL_H
#define DTRACE_IMPL_H

#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>
#include <dtrace/dtrace.h>
#include "dtrace_os.h"
#include "dtrace_core.h"
#include "dtrace_dif.h"

/* The framework's error codes (DTRACE_E*) are in dtrace_os.h. */

/**
 * dtrace_mem_fits - may @n allocations of @size bytes each, sized by a
 * user's choice, be tried now?  False when the total overflows or is above
 * dtrace_os_mem_avail().  Control path (dtrace_buffer.c).
 */
bool dtrace_mem_fits(uint64_t n, uint64_t size);

/* keep big on-stack structures of control-path helpers in their own frames */
#define DTRACE_NOINLINE	__attribute__((__noinline__))

/* ---- freestanding helpers (dtrace_string.c) ------------------------------- */

size_t dtrace_strlen(const char *s);
size_t dtrace_strnlen(const char *s, size_t max);
int dtrace_strcmp(const char *a, const char *b);
int dtrace_strncmp(const char *a, const char *b, size_t n);
/* copy at most size - 1 bytes and terminate (size > 0); returns strlen(src) */
size_t dtrace_strlcpy(char *dst, const char *src, size_t size);
void *dtrace_memcpy(void *dst, const void *src, size_t len);
void *dtrace_memset(void *dst, int c, size_t len);
int dtrace_memcmp(const void *a, const void *b, size_t len);
void dtrace_bzero(void *dst, size_t len);
/* duplicate a string with dtrace_os_alloc (free with dtrace_strfree) */
char *dtrace_strdup(const char *s);
void dtrace_strfree(char *s);
/*
 * dtrace_match_glob - true if @s matches the shell pattern @p: '*' any
 * run, '?' any character, '[...]' a class with ranges and '!' negation,
 * '\' quoting the next character (the reference's gmatch() rules).
 * An empty pattern matches anything.
 */
bool dtrace_match_glob(const char *s, const char *p);
/* true if @p contains a glob metacharacter */
bool dtrace_is_glob(const char *p);

/* ---- providers and probes (dtrace_probe.c) --------------------------------- */

typedef struct dtrace_ecb dtrace_ecb_t;

typedef struct dtrace_provider {
	char dtpv_name[DTRACE_PROVNAMELEN];
	dtrace_pattr_t dtpv_attr;
	dtrace_ppriv_t dtpv_priv;
	dtrace_pops_t dtpv_pops;
	void *dtpv_arg;
	uint32_t dtpv_nenabled;		/* ECBs on this provider's probes */
	uint32_t dtpv_pad;
	struct dtrace_provider *dtpv_next;
} dtrace_provider_t;

typedef struct dtrace_probe {
	dtrace_id_t dtpr_id;
	int32_t dtpr_aframes;
	dtrace_ecb_t *volatile dtpr_ecb;	/* first ECB (probe context) */
	dtrace_ecb_t *dtpr_ecb_last;	/* last ECB (control path) */
	uint32_t dtpr_nuctx[DTRACE_UCTX_NBITS];	/* ECBs that read each
					 * DTRACE_UCTX_* (bit i: [i]) */
	dtrace_provider_t *dtpr_provider;
	char *dtpr_mod;
	char *dtpr_func;
	char *dtpr_name;
	void *dtpr_arg;
	struct dtrace_probe *dtpr_nextdead;	/* dtrace_unregister's list */
	struct dtrace_probe *dtpr_nexthash;	/* dtrace_probe.c's name hash */
	uint32_t dtpr_hashval;
} dtrace_probe_t;

extern dtrace_os_mutex_t *dtrace_lock;
extern dtrace_os_mutex_t *dtrace_provider_lock;
extern dtrace_probe_t **volatile dtrace_probes;
extern volatile uint32_t dtrace_nprobes;
extern dtrace_provider_t *dtrace_providers;
extern dtrace_id_t dtrace_probeid_begin;
extern dtrace_id_t dtrace_probeid_end;
extern dtrace_id_t dtrace_probeid_error;

/* match kinds for dtrace_probe_matches() */
#define DTRACE_MATCH_EXACT	0	/* names compare equal (empty = any) */
#define DTRACE_MATCH_GLOB	1	/* names are globs (empty = any) */

/** dtrace_probe_matches - does @prp match the four names of @desc? */
bool dtrace_probe_matches(const dtrace_probe_t *prp,
    const dtrace_probedesc_t *desc, int how);

/**
 * dtrace_probe_provide - ask every provider whose name matches @desc's
 * provider (a glob; empty: all) to create the probes @desc names
 * (dtps_provide).  Takes dtrace_provider_lock; call without dtrace_lock.
 */
void dtrace_probe_provide(const dtrace_probedesc_t *desc);

/**
 * dtrace_probe_commit - call every provider's dtps_commit (enables and
 * disables just made are complete).  Takes dtrace_provider_lock; call
 * without dtrace_lock.
 */
void dtrace_probe_commit(void);

/** dtrace_probe_byid - the probe with @id, or NULL (dtrace_lock held, or
 * interrupts disabled: the table is freed only after dtrace_os_sync). */
dtrace_probe_t *dtrace_probe_byid(dtrace_id_t id);

/** dtrace_probe_describe - fill @desc with the names and id of @prp. */
void dtrace_probe_describe(const dtrace_probe_t *prp, dtrace_probedesc_t *desc);

/** dtrace_provider_byname - the provider called @name, or NULL. */
dtrace_provider_t *dtrace_provider_byname(const char *name);

/** dtrace_registry_init/fini - set up and free the probe table. */
int dtrace_registry_init(void);
void dtrace_registry_fini(void);

/* the dtrace provider (dtrace_provider_dtrace.c) */
int dtrace_provider_dtrace_init(void);
void dtrace_provider_dtrace_fini(void);

/* ---- ECBs and actions (dtrace_ecb.c) ---------------------------------------- */

typedef struct dtrace_action {
	dtrace_actkind_t dta_kind;
	uint16_t dta_pad;
	uint32_t dta_flags;		/* DTRACE_ACTF_* */
	dtrace_difo_t *dta_difo;	/* expression, or NULL */
	dtrace_recdesc_t dta_rec;	/* where its record goes */
	/* aggregating actions only (dtrace_aggregate.c): */
	dtrace_aggid_t dta_aggid;	/* its aggregation ID */
	uint32_t dta_aggsize;		/* bytes of one aggregation record;
					 * on a DTRACE_ACTF_TUPLE0 action: the
					 * key length (value offset) */
	uint32_t dta_ntuple;		/* tuple actions just before it */
	uint32_t dta_valsize;		/* bytes of the value */
	uint64_t dta_initial;		/* first value word of a new key */
} dtrace_action_t;

#define DTRACE_ACTF_STRING	0x1	/* value is a D string (copy_str) */
#define DTRACE_ACTF_BYREF	0x2	/* value is an address of dtrd_size bytes */
#define DTRACE_ACTF_TUPLE	0x4	/* member of an aggregation's tuple: its
					 * record (dta_rec) lives in the
					 * aggregation record, not the ECB's */
#define DTRACE_ACTF_TUPLE0	0x8	/* first member of such a tuple */
#define DTRACE_ACTF_AGGARG	0x10	/* aggregating action whose last tuple
					 * member is its increment */
#define DTRACE_ACTF_CONTROL	0x20	/* speculate(), commit(), discard(),
					 * chill(), raise(), stop(): the value is
					 * an argument, run by
					 * dtrace_action_control() */
#define DTRACE_ACTF_AGGNOKEY	0x40	/* aggregating action whose key is
					 * the same every firing (its tuple
					 * records are constants, `setx; ret`,
					 * or of size 0: the increment) */
#define DTRACE_ACTF_AGGCONST	0x80	/* a constant tuple record of such an
					 * aggregation: skipped while the CPU
					 * remembers its record
					 * (dtrace_agg_known) */

struct dtrace_state;

struct dtrace_ecb {
	dtrace_epid_t dte_epid;
	uint32_t dte_size;		/* bytes of data per firing (dtepd_size) */
	struct dtrace_state *dte_state;
	dtrace_probe_t *dte_probe;
	dtrace_difo_t *dte_pred;	/* predicate, or NULL */
	dtrace_action_t *dte_action;	/* actions, in order */
	uint32_t dte_naction;
	uint32_t dte_uctx;		/* DTRACE_UCTX_* its DIFOs read */
	uint64_t dte_uarg;		/* dofe_uarg */
	dtrace_ecb_t *dte_next;		/* next ECB on the probe */
};

/*
 * dtrace_actdesc_t / dtrace_ecbdesc_t - an enabling description as read
 * from DOF (dtrace_dof.c), before it is matched against probes.  The DIFOs
 * are validated but not held; the strings are copies.
 */
typedef struct dtrace_actdesc {
	dtrace_actkind_t dtad_kind;
	uint16_t dtad_pad;
	uint32_t dtad_ntuple;
	dtrace_difo_t *dtad_difo;	/* or NULL */
	char *dtad_str;			/* printf-like format (copied), or NULL */
	uint64_t dtad_arg;
	uint64_t dtad_uarg;
} dtrace_actdesc_t;

typedef struct dtrace_ecbdesc {
	dtrace_probedesc_t dted_probe;
	dtrace_difo_t *dted_pred;	/* or NULL */
	dtrace_actdesc_t *dted_action;
	uint32_t dted_naction;
	uint32_t dted_pad;
	uint64_t dted_uarg;
} dtrace_ecbdesc_t;

typedef struct dtrace_enabling {
	dtrace_ecbdesc_t *dten_desc;
	uint32_t dten_ndesc;
	uint32_t dten_nopts;
	dtrace_vstate_t *dten_vstate;	/* set while the enabling itself holds
					 * its DIFOs (dtrace_enabling_apply) */
	struct {
		uint32_t option;
		dtrace_optval_t value;
	} *dten_opts;
} dtrace_enabling_t;

/**
 * dtrace_enabling_apply - match every description of @en against the
 * probes (asking providers first) and create the ECBs on @state.
 * @nmatched: out, number of ECBs created.
 * Returns 0 or an errno value; on failure no ECB of this enabling stays.
 * Called with no lock held.
 */
int dtrace_enabling_apply(struct dtrace_state *state, dtrace_enabling_t *en,
    uint32_t *nmatched);

/**
 * dtrace_enabling_free - free the descriptions of @en and drop its DIFOs:
 * released when the enabling holds them (dten_vstate set), else freed.
 */
void dtrace_enabling_free(dtrace_enabling_t *en);

/** dtrace_ecb_destroy_all - unlink and free every ECB of @state. */
void dtrace_ecb_destroy_all(struct dtrace_state *state);

/** dtrace_format_add - the format ID of @str in @state (adding it). 0: ENOMEM */
uint16_t dtrace_format_add(struct dtrace_state *state, const char *str);

/* ---- DOF (dtrace_dof.c) -------------------------------------------------------- */

/**
 * dtrace_dof_load - validate the DOF image @dof of @size bytes (framework
 * memory) and build its enabling.  @errbuf receives a diagnostic.
 * Returns 0 and *@enp, or EINVAL / ENOMEM / E2BIG.
 */
int dtrace_dof_load(const void *dof, uint64_t size, dtrace_enabling_t **enp,
    char *errbuf, size_t errlen);

/** dtrace_dof_options - build a DOF image holding @state's options. */
int dtrace_dof_options(struct dtrace_state *state, void **dofp, size_t *sizep);

/* ---- buffers (dtrace_buffer.c) ---------------------------------------------------- */

typedef struct dtrace_buffer {
	char *dtb_tomax;		/* active half (probe context writes) */
	char *dtb_xamot;		/* inactive half (consumer reads) */
	uint64_t dtb_size;		/* bytes per half */
	uint64_t dtb_offset;		/* bytes used in dtb_tomax */
	uint64_t dtb_xamot_offset;	/* bytes valid in dtb_xamot */
	uint64_t dtb_drops;		/* records dropped since last switch */
	uint64_t dtb_xamot_drops;
	uint32_t dtb_errors;		/* faults since last switch */
	uint32_t dtb_xamot_errors;
	uint32_t dtb_full;		/* fill policy: a record did not fit */
	uint32_t dtb_wrapped;		/* ring policy: data wrapped around */
	uint64_t dtb_oldest;		/* ring policy: offset of the oldest
					 * record when wrapped */
	uint64_t dtb_switched;		/* hrtime of the last switch */
} dtrace_buffer_t;

/** dtrace_buffers_alloc - allocate ncpus buffers of @size bytes per half. */
int dtrace_buffers_alloc(dtrace_buffer_t *bufs, uint32_t ncpus, uint64_t size);
void dtrace_buffers_free(dtrace_buffer_t *bufs, uint32_t ncpus);
/** dtrace_buffer_switch - swap halves of @buf (on its CPU, via xcall). */
void dtrace_buffer_switch(dtrace_buffer_t *buf);

struct dtrace_state;
/**
 * dtrace_buffer_reserve - [P] find room for a record of @size bytes (a
 * multiple of 4) in @buf of @state, per its buffer policy.  Returns the
 * offset at which the record starts (8-byte aligned; any padding word is
 * already written), or -1 after counting a drop.  The caller writes the
 * record and commits it with dtb_offset = offset + @size, or, when it
 * discards it, calls dtrace_buffer_discard().  @end: the END probe fires
 * (it may use the fill policy's reserve).
 */
int64_t dtrace_buffer_reserve(dtrace_buffer_t *buf, struct dtrace_state *state,
    uint32_t size, bool end);
/** dtrace_buffer_discard - [P] drop a reserved, uncommitted record. */
void dtrace_buffer_discard(dtrace_buffer_t *buf, struct dtrace_state *state,
    uint64_t offset, uint32_t size);

/* ---- aggregations (dtrace_aggregate.c) ---------------------------------------------- */

/*
 * One CPU's aggregation buffer: two halves of dts_aggsize bytes.  The
 * active half (dtab_tomax) holds, from offset 0, the aggregation records
 * of the AGGREGATION RECORD CONTRACT (ioctl.h) and, at its top, the hash
 * that finds them (see dtrace_aggregate.c); AGGSNAP swaps the halves.
 */
typedef struct dtrace_aggbuffer {
	char *dtab_tomax;		/* active half (probe context) */
	char *dtab_xamot;		/* inactive half (snapshot) */
	uint64_t dtab_offset;		/* bytes of records in dtab_tomax */
	uint64_t dtab_xamot_offset;
	uint64_t dtab_drops;		/* new keys that did not fit */
	uint64_t dtab_xamot_drops;
	uint64_t dtab_switched;		/* hrtime of the last switch */
	uint32_t dtab_nents;		/* hash entries in dtab_tomax */
	uint32_t dtab_ncache;		/* slots of dtab_cache */
	uint32_t *dtab_cache;		/* by aggregation ID - 1: offset + 1
					 * of the record it last updated in
					 * dtab_tomax, 0 = none; zeroed
					 * whenever the halves switch */
} dtrace_aggbuffer_t;

/* An aggregation ID's owner: action dtar_act of ECB dtar_ecb. */
typedef struct dtrace_aggref {
	dtrace_ecb_t *dtar_ecb;		/* NULL once the ECB is gone */
	uint32_t dtar_act;
	uint32_t dtar_pad;
} dtrace_aggref_t;

struct dtrace_state;

/**
 * dtrace_agg_valsize - size in bytes of the value of aggregating action
 * @kind with argument @arg (lquantize/llquantize encoding) and the value
 * word a new key starts with (*@initial).  Returns 0, or EINVAL for an
 * unknown function or bad lquantize/llquantize parameters.
 */
int dtrace_agg_valsize(dtrace_actkind_t kind, uint64_t arg, uint32_t *sizep,
    uint64_t *initial);

/**
 * dtrace_agg_register - give the aggregating actions of @ecb (laid out,
 * not yet published) their aggregation IDs in @state.  dtrace_lock held.
 * Returns 0 or ENOMEM (then no ID was given).
 */
int dtrace_agg_register(struct dtrace_state *state, dtrace_ecb_t *ecb);

/** dtrace_agg_unregister - forget the aggregation IDs of @ecb. */
void dtrace_agg_unregister(struct dtrace_state *state, dtrace_ecb_t *ecb);

/** dtrace_agg_go - allocate the aggregation buffers and stages (GO). */
int dtrace_agg_go(struct dtrace_state *state);

/** dtrace_agg_free - free all aggregation memory of @state (close). */
void dtrace_agg_free(struct dtrace_state *state);

/*
 * The 8-byte words of a staged aggregation key that can be nonzero: up
 * to DTRACE_AGGKEY_NRANGES ranges [dtak_lo[i], dtak_hi[i]), increasing
 * (the aggregation ID's word, then each tuple record's words, a string
 * record's up to its NUL); the stage is zero elsewhere.  Beyond the last
 * range slot, records extend the last range.
 */
#define	DTRACE_AGGKEY_NRANGES	4
typedef struct dtrace_aggkey {
	uint32_t dtak_n;
	uint32_t dtak_lo[DTRACE_AGGKEY_NRANGES];
	uint32_t dtak_hi[DTRACE_AGGKEY_NRANGES];
} dtrace_aggkey_t;

/* [P] add the key bytes [@start, @end) to @k's ranges (as words) */
static inline void
dtrace_aggkey_add(dtrace_aggkey_t *k, uint32_t start, uint32_t end)
{
	uint32_t lo = start / 8, hi = (end + 7) / 8;

	if (k->dtak_n != 0 && (lo <= k->dtak_hi[k->dtak_n - 1] ||
	    k->dtak_n == DTRACE_AGGKEY_NRANGES)) {
		if (hi > k->dtak_hi[k->dtak_n - 1])
			k->dtak_hi[k->dtak_n - 1] = hi;
		return;
	}
	k->dtak_lo[k->dtak_n] = lo;
	k->dtak_hi[k->dtak_n++] = hi;
}

/**
 * dtrace_aggregate - [P] fold @val (with increment @incr) into the
 * aggregation of action @a for the key staged at @stage (the tuple
 * records, laid out per the AGGREGATION RECORD CONTRACT) in CPU @cpu's
 * aggregation buffer of @state; a new key that does not fit is dropped
 * and counted.  @k: the words of the staged key that can be nonzero
 * (the stage is zero elsewhere); only they are hashed and compared.
 */
void dtrace_aggregate(struct dtrace_state *state, const dtrace_action_t *a,
    uint32_t cpu, char *stage, const dtrace_aggkey_t *k, uint64_t val,
    uint64_t incr);

/**
 * dtrace_agg_known - [P] does CPU @cpu remember a record of aggregation
 * @id in its active half (dtab_cache)?  For an aggregation whose key is
 * the same every firing (DTRACE_ACTF_AGGNOKEY) that is its one record, and
 * its constant tuple records need not be evaluated nor staged.
 */
bool dtrace_agg_known(const struct dtrace_state *state, uint32_t cpu,
    dtrace_aggid_t id);

/**
 * dtrace_aggregate_known - [P] dtrace_aggregate() for an aggregation with
 * DTRACE_ACTF_AGGNOKEY: fold @val (increment @incr) into the record that
 * CPU @cpu remembers.  Returns false, doing nothing, when it remembers
 * none (the caller then stages the key and calls dtrace_aggregate()).
 */
bool dtrace_aggregate_known(struct dtrace_state *state,
    const dtrace_action_t *a, uint32_t cpu, uint64_t val, uint64_t incr);

/** dtrace_agg_stage - [P] the staging area of @cpu at nesting @level. */
char *dtrace_agg_stage(struct dtrace_state *state, uint32_t cpu,
    uint32_t level);

/** DTRACEIOC_AGGSNAP and DTRACEIOC_AGGDESC (@arg: the caller's address). */
int dtrace_ioc_aggsnap(struct dtrace_state *state, uint64_t arg);
int dtrace_ioc_aggdesc(struct dtrace_state *state, uint64_t arg);

/* ---- consumer state (dtrace_state.c) ------------------------------------------------- */

#define DTRACE_ACTIVITY_INACTIVE	0	/* before GO */
#define DTRACE_ACTIVITY_WARMUP		1	/* GO: BEGIN firing */
#define DTRACE_ACTIVITY_ACTIVE		2	/* tracing */
#define DTRACE_ACTIVITY_DRAINING	3	/* exit() called, or STOP begun */
#define DTRACE_ACTIVITY_COOLDOWN	4	/* STOP: END firing */
#define DTRACE_ACTIVITY_STOPPED		5	/* after STOP */
#define DTRACE_ACTIVITY_KILLED		6	/* the deadman aborted it */

typedef struct dtrace_percpu {
	uint32_t dtc_depth;		/* nesting: 0 idle, 1 in probe, 2 in ERROR */
	uint32_t dtc_pad;
	uint64_t dtc_chillmark;		/* chill(): start of this interval (ns) */
	uint64_t dtc_chilled;		/* chill(): ns spun in this interval */
	uint64_t dtc_rand[2];		/* rand(): xoroshiro128+ state */
	char dtc_probename[DTRACE_FULLNAMELEN]; /* breakpoint(), panic() */
	dtrace_mstate_t dtc_mstate[2];	/* machine states by nesting level */
} dtrace_percpu_t;

/*
 * Each CPU's scratch space (alloca(), string results) is preceded, and
 * the last one followed, by a red zone of DTRACE_SCRATCH_REDZONE bytes
 * (dtrace_dif.h) that belongs to the framework: a load, store or bcopy()
 * that strays just below or beyond the part of the scratch in use faults
 * (BADADDR), whatever lies around the allocation.  DTRACE_SCRATCH_BASE is
 * the start of CPU @cpu's scratch.
 */
#define DTRACE_SCRATCH_ALLOC(ncpus, size) \
	((size_t)(ncpus) * ((size) + DTRACE_SCRATCH_REDZONE) + \
	DTRACE_SCRATCH_REDZONE)
#define DTRACE_SCRATCH_BASE(state, cpu) \
	((uintptr_t)(state)->dts_scratch + DTRACE_SCRATCH_REDZONE + \
	(uintptr_t)(cpu) * ((state)->dts_scratch_size + DTRACE_SCRATCH_REDZONE))

struct dtrace_state {
	volatile uint32_t dts_activity;	/* DTRACE_ACTIVITY_* */
	uint32_t dts_ncpus;
	dtrace_optval_t dts_options[DTRACEOPT_MAX];
	dtrace_ecb_t **dts_ecbs;	/* by EPID - 1 */
	uint32_t dts_necbs;
	uint32_t dts_ecbs_cap;
	char dts_speculates;		/* an ECB has speculate() */
	char dts_destructive;		/* an ECB has a destructive action */
	char dts_kdestructive;		/* an ECB has breakpoint() or panic() */
	char dts_pad2[2];
	uint32_t dts_nspeculations;	/* nspec, at GO */
	struct dtrace_speculation *dts_speculations;
	volatile uint64_t dts_speculations_busy;    /* dtst_specdrops_busy */
	volatile uint64_t dts_speculations_unavail; /* dtst_specdrops_unavail */
	dtrace_os_work_t *dts_cleaner;	/* speculation cleaner (cleanrate) */
	dtrace_os_cyclic_t *dts_deadman; /* the deadman's periodic check */
	volatile uint64_t dts_alive;	/* deadman: last time it found the
					 * consumer calling in (ns) */
	volatile uint64_t dts_laststatus; /* time of the last STATUS (ns) */
	uint64_t dts_deadman_timeout;	/* dead after this long (ns; 0: never) */
	uint64_t dts_deadman_user;	/* no STATUS for this long: unresponsive */
	volatile uint32_t dts_deadman_expired; /* the check's verdict: kill */
	char **dts_formats;		/* by format ID - 1 */
	uint32_t dts_nformats;
	uint32_t dts_formats_cap;
	dtrace_buffer_t *dts_buffers;	/* ncpus, allocated at GO */
	char *dts_scratch;		/* DTRACE_SCRATCH_ALLOC() bytes: per
					 * CPU a red zone, then the scratch;
					 * a last red zone after them */
	size_t dts_scratch_size;
	volatile uint64_t dts_errors;	/* faults (dtst_errors) */
	volatile uint64_t dts_dblerrors; /* faults in ERROR clauses */
	void *dts_waker;		/* the OS layer's cookie (set_waker) */
	volatile uint32_t dts_wanted;	/* woken since the last STATUS */
	volatile char dts_exiting;	/* exit() called */
	volatile char dts_filled;	/* fill policy: a buffer filled up */
	char dts_fill;			/* bufpolicy is fill */
	char dts_ring;			/* bufpolicy is ring */
	char dts_pad[4];
	int32_t dts_cpu_only;		/* cpu option: the only CPU traced, or -1 */
	uint32_t dts_reserve;		/* fill policy: bytes kept for END */
	uint32_t dts_begin_cpu;
	uint32_t dts_priv;
	dtrace_vstate_t dts_vstate;
	/* aggregations (dtrace_aggregate.c) */
	dtrace_aggref_t *dts_aggs;	/* by aggregation ID - 1 */
	uint32_t dts_naggs;
	uint32_t dts_aggs_cap;
	uint32_t dts_aggstage_size;	/* bytes of the largest tuple */
	uint32_t dts_aggnbuckets;	/* hash buckets per half (power of 2) */
	uint64_t dts_aggsize;		/* bytes per half */
	dtrace_aggbuffer_t *dts_aggbuffers; /* ncpus, at GO (if any agg) */
	char *dts_aggstage;		/* ncpus * 2 * dts_aggstage_size */
	struct dtrace_state *dts_next;	/* all open states */
};

typedef struct dtrace_state dtrace_state_t;

extern dtrace_state_t *dtrace_states;
extern dtrace_percpu_t *dtrace_percpu;
extern uint32_t dtrace_ncpus;

/* rand()'s per-CPU states (dtrace_dif_subr.c), seeded by dtrace_init() */
void dtrace_rand_seed(uint64_t seed);

int dtrace_state_go(dtrace_state_t *state, uint32_t *cpup);
/* [P] wake the consumer once until its next STATUS (dtrace_state.c) */
void dtrace_state_wake(dtrace_state_t *state);
int dtrace_state_stop(dtrace_state_t *state, uint32_t *cpup);
void dtrace_state_status(dtrace_state_t *state, dtrace_status_t *st);
int dtrace_state_option(dtrace_state_t *state, uint32_t option,
    dtrace_optval_t value);

/* ---- speculations (dtrace_speculation.c) ------------------------------------------ */

/*
 * States of a speculation (the reference's, Dynamic Tracing Guide,
 * "Speculative Tracing"); transitions are compare-and-swaps:
 *
 *   INACTIVE --speculation()--> ACTIVE
 *   ACTIVE --speculate() on a CPU--> ACTIVEONE
 *   ACTIVEONE --speculate() on another CPU--> ACTIVEMANY
 *   ACTIVE / ACTIVEONE (data on this CPU) --commit()--> COMMITTING
 *       --copied--> INACTIVE
 *   ACTIVEONE (data elsewhere) / ACTIVEMANY --commit()--> COMMITTINGMANY
 *       --cleaner: every CPU copied--> INACTIVE
 *   ACTIVE / ACTIVEMANY / ACTIVEONE (data elsewhere) --discard()-->
 *       DISCARDING --cleaner: every CPU emptied--> INACTIVE
 *   ACTIVEONE (data on this CPU) --discard()--> INACTIVE
 */
#define DTRACESPEC_INACTIVE		0
#define DTRACESPEC_ACTIVE		1
#define DTRACESPEC_ACTIVEONE		2
#define DTRACESPEC_ACTIVEMANY		3
#define DTRACESPEC_COMMITTING		4
#define DTRACESPEC_COMMITTINGMANY	5
#define DTRACESPEC_DISCARDING		6

typedef struct dtrace_speculation {
	volatile uint32_t dtsp_state;	/* DTRACESPEC_* */
	uint32_t dtsp_cleaning;		/* being cleaned (cleaner only) */
	dtrace_buffer_t *dtsp_buffer;	/* one per CPU: dtb_tomax only */
} dtrace_speculation_t;

/**
 * dtrace_speculation_go - allocate @state's nspec speculations (default 1)
 * with per-CPU buffers of specsize bytes (default 32k; no data buffers
 * when no ECB speculates: specsize becomes 0, as the reference) and start
 * the cleaner at cleanrate (default 101hz, kept within 200us .. 1min).
 * The size is halved while memory is short (bufresize=auto).  dtrace_lock
 * held, at GO, after the principal buffers (dts_reserve is known).
 * Returns 0, ENOMEM (also for a specsize below 8 bytes when an ECB
 * speculates), or E2BIG when specsize is below the room the fill policy
 * keeps for END (as the reference checks every buffer).
 */
int dtrace_speculation_go(dtrace_state_t *state);

/** dtrace_speculation_stop - stop the cleaner and clean once more (STOP,
 * after END fired): committed data of every CPU reaches its buffer. */
void dtrace_speculation_stop(dtrace_state_t *state);

/** dtrace_speculation_free - free the speculations of @state (close). */
void dtrace_speculation_free(dtrace_state_t *state);

/**
 * dtrace_speculation - [P] the speculation() subroutine: an INACTIVE
 * speculation made ACTIVE, as its ID (1 .. nspec), or 0 after counting a
 * failure as busy (some speculation is still committing or discarding)
 * or unavailable.
 */
uint64_t dtrace_speculation(dtrace_state_t *state);

/**
 * dtrace_speculation_buffer - [P] speculate(@which) on @cpu: the CPU's
 * buffer of that speculation, or NULL when it is not active (ID 0, or
 * committing/discarding: the clause's records are silently dropped).  An
 * ID above nspec sets the illegal-operation fault.
 */
dtrace_buffer_t *dtrace_speculation_buffer(dtrace_state_t *state,
    uint32_t cpu, uint64_t which);

/**
 * dtrace_speculation_reserve - [P] room for a record of @size bytes in the
 * speculation buffer @buf (8-byte aligned start, padding written), or -1
 * after counting a speculative drop in it.
 */
int64_t dtrace_speculation_reserve(dtrace_buffer_t *buf, uint32_t size);

/**
 * dtrace_speculation_commit / _discard - [P] commit(@which) / discard(@which)
 * on @cpu: copy this CPU's speculative data to its principal buffer (a
 * copy that does not fit is a principal drop) / throw it away, and move
 * the speculation on per the state diagram above (other CPUs are left
 * to the cleaner).  ID 0 or a speculation in no fitting state: nothing.
 * An ID above nspec sets the illegal-operation fault.
 */
void dtrace_speculation_commit(dtrace_state_t *state, uint32_t cpu,
    uint64_t which);
void dtrace_speculation_discard(dtrace_state_t *state, uint32_t cpu,
    uint64_t which);

/** dtrace_speculation_drops - speculative drops of committed speculations
 * so far (dtst_specdrops). */
uint64_t dtrace_speculation_drops(dtrace_state_t *state);

/* ---- probe context (dtrace_probectx.c, dtrace_error.c) ---------------------------- */

/**
 * dtrace_probe_fire - [P] run the ECBs of @prp (only those of @only when it
 * is not NULL) with @nargs arguments @args.  Interrupts are disabled.
 */
void dtrace_probe_fire(dtrace_probe_t *prp, dtrace_state_t *only,
    const uint64_t *args, uint32_t nargs);

/**
 * dtrace_error_fire - [P] count a fault of @ecb's action @ndx (0 for the
 * predicate) and fire dtrace:::ERROR for @state with the reference's
 * arguments; a fault inside an ERROR clause is counted as a double error.
 */
void dtrace_error_fire(dtrace_state_t *state, dtrace_ecb_t *ecb,
    uint32_t ndx, int32_t fltoffs, uint16_t flags, uint64_t illval);

#endif /* DTRACE_IMPL_H */
