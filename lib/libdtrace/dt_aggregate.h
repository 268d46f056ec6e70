/*
 * lib/libdtrace/dt_aggregate.h -- the consumer's aggregation state, shared
 * by dt_aggregate.c (snapshots, merging, sorting, walks, the library
 * actions clear/trunc/normalize/denormalize/setopt/ftruncate) and
 * dt_agg_print.c (the reference's output of aggregations: default
 * format, printa() with and without a format, the distribution tables).
 *
 * Where it sits (DESIGN.md "How a D program flows"): dtrace_work() calls
 * dt_aggregate_work() before dtrace_consume(); it snapshots every CPU's
 * aggregation buffer (DTRACEIOC_AGGSNAP, deltas since the last snapshot:
 * include/dtrace/ioctl.h, AGGREGATION RECORD CONTRACT) and adds them into
 * one hash of entries keyed by (variable id, keys).  dtrace_consume()
 * hands PRINTA and LIBACT records to dt_agg_printa() / dt_agg_libact(),
 * which act on those totals at that point of the output stream; dtrace(1)
 * prints what printa() did not with dtrace_aggregate_print() at exit.
 *
 * Invariants: an entry's dtada_data is dtagd_size bytes laid out by its
 * description (record 0 the variable id, then the keys, then the value);
 * entries of one variable share key layout and value kind (the compiler
 * guarantees it); dtada_normal is never 0.
 */
#ifndef _DT_AGGREGATE_H
#define _DT_AGGREGATE_H

#include "dt_impl.h"
#include "dt_printf.h"

/* One entry of the consumer's hash. */
typedef struct dt_ahashent {
	struct dt_ahashent *dtahe_next;		/* hash chain */
	struct dt_ahashent *dtahe_prev;
	struct dt_ahashent *dtahe_nextall;	/* list of all entries */
	struct dt_ahashent *dtahe_prevall;
	uint64_t dtahe_hashval;			/* hash of the key bytes */
	size_t dtahe_size;			/* dtagd_size */
	dtrace_aggvarid_t dtahe_varid;		/* variable id (record 0) */
	dtrace_aggdata_t dtahe_data;		/* what walkers see */
} dt_ahashent_t;

typedef struct dt_aggstate {
	dtrace_aggdesc_t **as_desc;	/* AGGDESC cache, by aggregation ID */
	uint32_t as_ndesc;		/* slots in as_desc */
	dt_ahashent_t **as_hash;	/* buckets */
	size_t as_hashsize;
	dt_ahashent_t *as_all;		/* every entry, newest first */
	size_t as_nents;
	char *as_buf;			/* AGGSNAP buffer */
	size_t as_bufsize;
	uint64_t as_lastagg;		/* time of the last snapshot (ns) */
	int as_maxcpu;			/* CPUs (dtc_maxbufs) */
	int as_nobufs;			/* no aggregation buffers at all */
} dt_aggstate_t;

/* Printing state handed through the walkers (dt_agg_print.c). */
typedef struct dt_print_aggdata {
	dtrace_hdl_t *dtpa_dtp;		/* handle */
	FILE *dtpa_fp;			/* output */
	dtrace_aggvarid_t dtpa_id;	/* the variable printa() prints */
	int dtpa_allunprint;		/* print everything not yet printed */
	int dtpa_agghist;		/* this entry: agghist */
	int dtpa_aggpack;		/* this entry: aggpack */
	dtrace_aggvarid_t dtpa_agghisthdr; /* variable whose header is out */
	const dt_pfargv_t *dtpa_pfv;	/* printa() format, or NULL */
} dt_print_aggdata_t;

/** dt_aggstate - the handle's aggregation state (created on first use),
 * or NULL (EDT_NOMEM). */
extern dt_aggstate_t *dt_aggstate(dtrace_hdl_t *dtp);

/** dt_aggid_lookup - the cached DTRACEIOC_AGGDESC of aggregation @id. */
extern int dt_aggid_lookup(dtrace_hdl_t *dtp, dtrace_aggid_t id,
    dtrace_aggdesc_t **aggp);

/**
 * dt_aggregate_work - dtrace_work()'s snapshot step: snapshot every CPU
 * (at most every aggrate when the consumer set one; always when @force,
 * i.e. once tracing has stopped).  Returns 0 or -1 (dtrace_errno()).
 */
extern int dt_aggregate_work(dtrace_hdl_t *dtp, int force);

/** dt_aggregate_destroy - free the aggregation state (dtrace_close). */
extern void dt_aggregate_destroy(dtrace_hdl_t *dtp);

/**
 * dt_agg_libact - carry out the library action whose first record is
 * @epd->dtepd_rec[@i] (clear, denormalize, normalize, trunc, setopt,
 * ftruncate) on the consumer's totals.  @base is the enabled probe's
 * record in the principal buffer, @data the probe data (for messages).
 * Returns the number of FURTHER records consumed (0 or 1), or -1.
 */
extern int dt_agg_libact(dtrace_hdl_t *dtp, FILE *fp,
    const dtrace_probedata_t *data, const dtrace_eprobedesc_t *epd, int i,
    const char *base);

/**
 * dt_agg_printa - print the printa() whose first PRINTA record is
 * @epd->dtepd_rec[@i] (one record per aggregation; the first carries the
 * format, if any) from the current totals, as the reference does.
 * Returns the number of records consumed (>= 1), or -1.
 */
extern int dt_agg_printa(dtrace_hdl_t *dtp, FILE *fp,
    const dtrace_eprobedesc_t *epd, int i, const char *base);

/* dt_agg_print.c: the walkers' printing callbacks. */
extern int dt_print_agg(const dtrace_aggdata_t *aggdata, void *arg);
extern int dt_print_aggs(const dtrace_aggdata_t **aggsdata, int naggvars,
    void *arg);
extern int dt_fprinta(const dtrace_aggdata_t *aggdata, void *arg);
extern int dt_fprintas(const dtrace_aggdata_t **aggsdata, int naggvars,
    void *arg);

/** dt_stddev - the standard deviation of stddev() data @data (count,
 * total, 128-bit sum of squares) with normalization @normal, as the
 * reference computes it (integer arithmetic, truncating). */
extern uint64_t dt_stddev(const uint64_t *data, uint64_t normal);

/** dt_agg_valrec - the value record (the last) of @agg. */
#define DT_AGG_VALREC(agg)	(&(agg)->dtagd_rec[(agg)->dtagd_nrecs - 1])

/* The value of quantize() bucket @i (an int index). */
#define DT_QBUCKETVAL(i)	DTRACE_QUANTIZE_BUCKETVAL((size_t)(i))

/* Height of the highest bar with -x aggzoom (the reference's 95%). */
#define DTRACE_AGGZOOM_MAX	0.95

#ifndef DTRACE_LLQUANTIZE_FACTOR
#define DTRACE_LLQUANTIZE_FACTOR(x)	\
	(uint16_t)(((x) & DTRACE_LLQUANTIZE_FACTORMASK) >> \
	DTRACE_LLQUANTIZE_FACTORSHIFT)
#define DTRACE_LLQUANTIZE_LOW(x)	\
	(uint16_t)(((x) & DTRACE_LLQUANTIZE_LOWMASK) >> DTRACE_LLQUANTIZE_LOWSHIFT)
#define DTRACE_LLQUANTIZE_HIGH(x)	\
	(uint16_t)(((x) & DTRACE_LLQUANTIZE_HIGHMASK) >> \
	DTRACE_LLQUANTIZE_HIGHSHIFT)
#define DTRACE_LLQUANTIZE_NSTEP(x)	\
	(uint16_t)(((x) & DTRACE_LLQUANTIZE_NSTEPMASK) >> \
	DTRACE_LLQUANTIZE_NSTEPSHIFT)
#endif

#endif /* _DT_AGGREGATE_H */
