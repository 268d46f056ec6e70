/*
 * lib/libdtrace/dt_aggregate.c -- the consumer's side of aggregations:
 * per-CPU snapshots merged into one set of totals, the walks (unsorted,
 * sorted as the reference sorts, joined for printa() of several
 * aggregations) and the library actions that act on the totals
 * (clear, trunc, normalize, denormalize, setopt, ftruncate).
 * (Dynamic Tracing Guide, "Aggregations", "Output Formatting: printa",
 * "Options and Tunables": aggrate, aggsortkey, aggsortkeypos, aggsortpos,
 * aggsortrev.)
 *
 * Where it sits: dtrace_work() -> dt_aggregate_work() -> DTRACEIOC_AGGSNAP
 * for every CPU.  Each snapshot holds what that CPU gathered since its
 * previous snapshot (include/dtrace/ioctl.h, AGGREGATION RECORD CONTRACT),
 * so entries are ADDED into the totals here: count, sum, avg, stddev and
 * the buckets of the quantizations add, min and max keep the extreme.
 * Records of different enabled probes (aggregation IDs) that share the
 * variable id and the keys merge into one entry.
 *
 * Sorting follows the reference: by aggregation variable, then by value
 * (each function's own order: averages, weighted sums of the
 * distributions with the zero bucket as tie breaker, ...), then by key;
 * -x aggsortkey sorts by key first, aggsortkeypos rotates which key
 * compares first, aggsortrev reverses the order, aggsortpos picks which
 * aggregation of a multi-aggregation printa() orders the rows.  Integer
 * keys compare as unsigned values of their size, other keys bytewise.
 *
 * Invariants: an entry is in exactly one hash chain and in the as_all
 * list; walkers may remove the entry they are called on (and only it);
 * the comparison context below is set for the duration of one qsort()
 * (libdtrace handles are used by one thread at a time).
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_aggregate.h"
#include "dt_stack.h"	/* usym()/umod() keys (pid helper) */
#include "dt_parser.h"		/* DT_ACT_* (library action codes) */

#define DT_AHASH_MINSIZE	1024

/* ---- state and descriptions ------------------------------------------- */

dt_aggstate_t *
dt_aggstate(dtrace_hdl_t *dtp)
{
	if (dtp->dt_aggstate == NULL) {
		if ((dtp->dt_aggstate = calloc(1, sizeof (dt_aggstate_t))) ==
		    NULL)
			(void) dt_set_errno(dtp, EDT_NOMEM);
	}
	return (dtp->dt_aggstate);
}

static void
dt_ahashent_free(dt_ahashent_t *h, int maxcpu)
{
	int i;

	if (h->dtahe_data.dtada_percpu != NULL) {
		for (i = 0; i < maxcpu; i++)
			free(h->dtahe_data.dtada_percpu[i]);
		free(h->dtahe_data.dtada_percpu);
	}
	free(h->dtahe_data.dtada_data);
	free(h);
}

void
dt_aggregate_destroy(dtrace_hdl_t *dtp)
{
	dt_aggstate_t *as = dtp->dt_aggstate;
	dt_ahashent_t *h, *next;
	uint32_t i;

	if (as == NULL)
		return;
	for (h = as->as_all; h != NULL; h = next) {
		next = h->dtahe_nextall;
		dt_ahashent_free(h, as->as_maxcpu);
	}
	for (i = 0; i < as->as_ndesc; i++)
		free(as->as_desc[i]);
	free(as->as_desc);
	free(as->as_hash);
	free(as->as_buf);
	free(as);
	dtp->dt_aggstate = NULL;
}

int
dt_aggid_lookup(dtrace_hdl_t *dtp, dtrace_aggid_t id, dtrace_aggdesc_t **aggp)
{
	dt_aggstate_t *as = dt_aggstate(dtp);
	dtrace_aggdesc_t *agg;
	int32_t nrecs;

	if (as == NULL)
		return (-1);
	if (id < as->as_ndesc && as->as_desc[id] != NULL) {
		*aggp = as->as_desc[id];
		return (0);
	}
	/* First with room for one record, then with room for all. */
	for (nrecs = 1;;) {
		size_t sz = sizeof (*agg) + (size_t)(nrecs - 1) *
		    sizeof (dtrace_recdesc_t);

		if ((agg = calloc(1, sz)) == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		agg->dtagd_id = id;
		agg->dtagd_nrecs = nrecs;
		if (dt_ioctl(dtp, DTRACEIOC_AGGDESC, agg) == -1) {
			int err = errno;

			free(agg);
			return (dt_set_errno(dtp, err == ESRCH || err == EINVAL ||
			    err == ENOENT ? EDT_BADID : err));
		}
		if (agg->dtagd_nrecs <= nrecs)
			break;
		nrecs = agg->dtagd_nrecs;
		free(agg);
	}
	if (agg->dtagd_nrecs < 1) {
		free(agg);
		return (dt_set_errno(dtp, EDT_DMISMATCH));
	}
	/*
	 * Grow the table only for an id the framework knows: a bad one read
	 * from a buffer must not size it (or loop on the doubling).
	 */
	if (id >= as->as_ndesc) {
		uint32_t n = as->as_ndesc ? as->as_ndesc : 16;
		dtrace_aggdesc_t **d;

		while (n <= id && n <= UINT32_MAX / 2)
			n *= 2;
		if (n <= id ||
		    (d = realloc(as->as_desc, n * sizeof (*d))) == NULL) {
			free(agg);
			return (dt_set_errno(dtp, EDT_NOMEM));
		}
		memset(d + as->as_ndesc, 0, (n - as->as_ndesc) * sizeof (*d));
		as->as_desc = d;
		as->as_ndesc = n;
	}
	agg->dtagd_varid = DTRACE_AGGVARIDNONE;
	agg->dtagd_flags = 0;
	as->as_desc[id] = agg;
	*aggp = agg;
	return (0);
}

/* ---- merging ---------------------------------------------------------- */

/* Add the values @nw of function @act into @ex (@size bytes). */
static void
dt_agg_merge(dtrace_actkind_t act, int64_t *ex, const int64_t *nw,
    size_t size)
{
	size_t i, n = size / sizeof (int64_t);

	switch (act) {
	case DTRACEAGG_MIN:
		if (nw[0] < ex[0])
			ex[0] = nw[0];
		break;
	case DTRACEAGG_MAX:
		if (nw[0] > ex[0])
			ex[0] = nw[0];
		break;
	case DTRACEAGG_LQUANTIZE:
	case DTRACEAGG_LLQUANTIZE:	/* word 0 is the encoding */
		for (i = 1; i < n; i++)
			ex[i] = (int64_t)((uint64_t)ex[i] + (uint64_t)nw[i]);
		break;
	case DTRACEAGG_STDDEV: {
		uint64_t lo;

		if (n < 4)
			break;
		ex[0] = (int64_t)((uint64_t)ex[0] + (uint64_t)nw[0]);
		ex[1] = (int64_t)((uint64_t)ex[1] + (uint64_t)nw[1]);
		lo = (uint64_t)ex[2] + (uint64_t)nw[2];
		ex[3] = (int64_t)((uint64_t)ex[3] + (uint64_t)nw[3] +
		    (lo < (uint64_t)nw[2] ? 1 : 0));
		ex[2] = (int64_t)lo;
		break;
	}
	default:		/* count, sum, avg, quantize */
		for (i = 0; i < n; i++)
			ex[i] = (int64_t)((uint64_t)ex[i] + (uint64_t)nw[i]);
		break;
	}
}

static uint64_t
dt_agg_hashkey(const dtrace_aggdesc_t *agg, const char *addr)
{
	uint64_t h = 14695981039346656037ULL;	/* FNV-1a */
	int j;
	uint32_t i;

	for (j = 0; j < agg->dtagd_nrecs - 1; j++) {
		const dtrace_recdesc_t *rec = &agg->dtagd_rec[j];

		for (i = 0; i < rec->dtrd_size; i++) {
			h ^= (unsigned char)addr[rec->dtrd_offset + i];
			h *= 1099511628211ULL;
		}
	}
	return (h);
}

static int
dt_agg_samekey(const dtrace_aggdesc_t *agg, const char *a, const char *b)
{
	int j;

	for (j = 0; j < agg->dtagd_nrecs - 1; j++) {
		const dtrace_recdesc_t *rec = &agg->dtagd_rec[j];

		if (memcmp(a + rec->dtrd_offset, b + rec->dtrd_offset,
		    rec->dtrd_size) != 0)
			return (0);
	}
	return (1);
}

static int
dt_ahash_grow(dtrace_hdl_t *dtp, dt_aggstate_t *as)
{
	size_t n = as->as_hashsize ? as->as_hashsize * 2 : DT_AHASH_MINSIZE;
	dt_ahashent_t **nh, *h;

	if ((nh = calloc(n, sizeof (*nh))) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	for (h = as->as_all; h != NULL; h = h->dtahe_nextall) {
		size_t ndx = h->dtahe_hashval % n;

		h->dtahe_prev = NULL;
		h->dtahe_next = nh[ndx];
		if (nh[ndx] != NULL)
			nh[ndx]->dtahe_prev = h;
		nh[ndx] = h;
	}
	free(as->as_hash);
	as->as_hash = nh;
	as->as_hashsize = n;
	return (0);
}

/* Add one snapshot record (@agg at @addr, from @cpu) into the totals. */
static int
dt_agg_addrec(dtrace_hdl_t *dtp, dt_aggstate_t *as, dtrace_aggdesc_t *agg,
    const char *addr, int cpu)
{
	const dtrace_recdesc_t *vrec = DT_AGG_VALREC(agg);
	uint64_t hv = (dt_stack_agg_normalize(agg, (char *)(uintptr_t)addr),
	    dt_agg_hashkey(agg, addr));	/* usym()/umod() keys: pid helper */
	size_t size = agg->dtagd_size, ndx;
	dtrace_aggdata_t *ad;
	dt_ahashent_t *h;

	if (as->as_hash == NULL || as->as_nents >= as->as_hashsize * 2) {
		if (dt_ahash_grow(dtp, as) != 0)
			return (-1);
	}
	ndx = hv % as->as_hashsize;

	for (h = as->as_hash[ndx]; h != NULL; h = h->dtahe_next) {
		if (h->dtahe_hashval != hv || h->dtahe_size != size ||
		    !dt_agg_samekey(agg, h->dtahe_data.dtada_data, addr))
			continue;
		ad = &h->dtahe_data;
		dt_agg_merge(vrec->dtrd_action,
		    (int64_t *)(void *)(ad->dtada_data + vrec->dtrd_offset),
		    (const int64_t *)(const void *)(addr + vrec->dtrd_offset),
		    vrec->dtrd_size);
		if (ad->dtada_percpu != NULL && cpu < as->as_maxcpu) {
			dt_agg_merge(vrec->dtrd_action,
			    (int64_t *)(void *)ad->dtada_percpu[cpu],
			    (const int64_t *)(const void *)(addr +
			    vrec->dtrd_offset), vrec->dtrd_size);
		}
		return (0);
	}

	if ((h = calloc(1, sizeof (*h))) == NULL ||
	    (h->dtahe_data.dtada_data = malloc(size)) == NULL) {
		free(h);
		return (dt_set_errno(dtp, EDT_NOMEM));
	}
	ad = &h->dtahe_data;
	memcpy(ad->dtada_data, addr, size);
	ad->dtada_size = size;
	ad->dtada_desc = agg;
	ad->dtada_handle = dtp;
	ad->dtada_normal = 1;
	if (dt_epid_lookup(dtp, agg->dtagd_epid, &ad->dtada_edesc,
	    &ad->dtada_pdesc) != 0) {
		ad->dtada_edesc = NULL;
		ad->dtada_pdesc = NULL;
	}
	h->dtahe_hashval = hv;
	h->dtahe_size = size;
	if (agg->dtagd_rec[0].dtrd_size == sizeof (int64_t))
		memcpy(&h->dtahe_varid, addr + agg->dtagd_rec[0].dtrd_offset,
		    sizeof (int64_t));
	if (agg->dtagd_varid == DTRACE_AGGVARIDNONE)
		agg->dtagd_varid = h->dtahe_varid;

	if (dtp->dt_aggpercpu && as->as_maxcpu > 0) {
		int j;

		if ((ad->dtada_percpu = calloc((size_t)as->as_maxcpu,
		    sizeof (char *))) == NULL) {
			dt_ahashent_free(h, 0);
			return (dt_set_errno(dtp, EDT_NOMEM));
		}
		for (j = 0; j < as->as_maxcpu; j++) {
			if ((ad->dtada_percpu[j] = calloc(1,
			    vrec->dtrd_size)) == NULL) {
				dt_ahashent_free(h, as->as_maxcpu);
				return (dt_set_errno(dtp, EDT_NOMEM));
			}
			if (j == cpu)
				memcpy(ad->dtada_percpu[j],
				    addr + vrec->dtrd_offset, vrec->dtrd_size);
			else if (vrec->dtrd_action == DTRACEAGG_LQUANTIZE ||
			    vrec->dtrd_action == DTRACEAGG_LLQUANTIZE)
				memcpy(ad->dtada_percpu[j],
				    addr + vrec->dtrd_offset, sizeof (int64_t));
		}
		ad->dtada_flags |= DTRACE_A_PERCPU;
	}

	h->dtahe_next = as->as_hash[ndx];
	if (as->as_hash[ndx] != NULL)
		as->as_hash[ndx]->dtahe_prev = h;
	as->as_hash[ndx] = h;
	h->dtahe_nextall = as->as_all;
	if (as->as_all != NULL)
		as->as_all->dtahe_prevall = h;
	as->as_all = h;
	as->as_nents++;
	return (0);
}

static int
dt_aggregate_snap_cpu(dtrace_hdl_t *dtp, dt_aggstate_t *as, int cpu)
{
	dtrace_bufdesc_t desc;
	size_t offs, end;

	memset(&desc, 0, sizeof (desc));
	desc.dtbd_size = as->as_bufsize;
	desc.dtbd_cpu = (uint32_t)cpu;
	desc.dtbd_data = (uint64_t)(uintptr_t)as->as_buf;

	if (dt_ioctl(dtp, DTRACEIOC_AGGSNAP, &desc) == -1) {
		if (errno == ENOENT)	/* no aggregation buffers (here) */
			return (0);
		return (dt_set_errno(dtp, errno));
	}

	if (desc.dtbd_drops != 0 && dt_handle_cpudrop(dtp, cpu,
	    DTRACEDROP_AGGREGATION, desc.dtbd_drops) == -1)
		return (-1);

	end = desc.dtbd_size > as->as_bufsize ? as->as_bufsize :
	    (size_t)desc.dtbd_size;

	for (offs = 0; offs + sizeof (dtrace_aggid_t) <= end; ) {
		dtrace_aggdesc_t *agg;
		dtrace_aggid_t id;

		memcpy(&id, as->as_buf + offs, sizeof (id));
		/*
		 * Records are packed from offset 0, each a multiple of 8
		 * bytes (common/dtrace_aggregate.c): an empty slot skips a
		 * whole word, so the records read stay 8-aligned.
		 */
		if (id == DTRACE_AGGIDNONE) {
			offs += sizeof (uint64_t);
			continue;
		}
		if (dt_aggid_lookup(dtp, id, &agg) != 0)
			return (-1);
		if (agg->dtagd_size == 0 || agg->dtagd_size % 8 != 0 ||
		    offs + agg->dtagd_size > end)
			return (dt_set_errno(dtp, EDT_DOFFSET));
		if (dt_agg_addrec(dtp, as, agg, as->as_buf + offs, cpu) != 0)
			return (-1);
		offs += agg->dtagd_size;
	}
	return (0);
}

/**
 * dtrace_aggregate_snap - snapshot every CPU's aggregation buffer and add
 * it into the consumer's totals; at most once per aggrate when the
 * consumer set that option.  Returns 0, or -1 with dtrace_errno() set
 * (EINVAL when tracing is not active).  (libdtrace(3LIB).)
 */
int
dtrace_aggregate_snap(dtrace_hdl_t *dtp)
{
	dt_aggstate_t *as;
	dtrace_optval_t rate = dtp->dt_useropts[DTRACEOPT_AGGRATE];
	uint64_t now = dt_gethrtime();
	int cpu;

	if (!dtp->dt_active)
		return (dt_set_errno(dtp, EINVAL));
	if ((as = dt_aggstate(dtp)) == NULL)
		return (-1);

	if (rate != DTRACEOPT_UNSET && rate > 0 && as->as_lastagg != 0) {
		if (now - as->as_lastagg < (uint64_t)rate)
			return (0);
		as->as_lastagg += (uint64_t)rate;
		if (now - as->as_lastagg >= (uint64_t)rate)
			as->as_lastagg = now;
	} else {
		as->as_lastagg = now;
	}

	if (as->as_buf == NULL) {
		size_t size = (size_t)dt_opt_get(dtp, DTRACEOPT_AGGSIZE,
		    DT_DEFAULT_BUFSIZE);

		if (size < 4096)
			size = 4096;
		if ((as->as_buf = malloc(size)) == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		as->as_bufsize = size;
		as->as_maxcpu = (int)dtp->dt_conf.dtc_maxbufs;
		if (as->as_maxcpu <= 0)
			as->as_maxcpu = 1;
	}

	for (cpu = 0; cpu < as->as_maxcpu; cpu++) {
		if (dt_aggregate_snap_cpu(dtp, as, cpu) != 0)
			return (-1);
	}
	return (0);
}

int
dt_aggregate_work(dtrace_hdl_t *dtp, int force)
{
	dt_aggstate_t *as = dt_aggstate(dtp);

	if (as == NULL)
		return (-1);
	if (force)
		as->as_lastagg = 0;
	return (dtrace_aggregate_snap(dtp));
}

/* ---- comparisons ------------------------------------------------------ */

typedef int dt_cmp_f(const dt_ahashent_t *, const dt_ahashent_t *);

/* The sort context (see the invariants above). */
static struct {
	int keypos;		/* aggsortkeypos */
	int keysort;		/* aggsortkey */
	int rev;		/* aggsortrev */
	dt_cmp_f *cmp;		/* what dt_qsort_cmp() applies */
} dt_sortctx;

#define DT_CMP(a, b)	((a) < (b) ? -1 : (a) > (b) ? 1 : 0)

static int
dt_cmp_nrecs(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	return (DT_CMP(l->dtahe_data.dtada_desc->dtagd_nrecs,
	    r->dtahe_data.dtada_desc->dtagd_nrecs));
}

static int
dt_cmp_var(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	return (DT_CMP(l->dtahe_varid, r->dtahe_varid));
}

/* Integer keys sort as UNSIGNED values of their size (the reference's
 * documented order: -1 after 2), though they print signed. */
static uint64_t
dt_agg_keyint(const char *p, uint32_t size)
{
	switch (size) {
	case 1: return (*(const uint8_t *)p);
	case 2: { uint16_t v; memcpy(&v, p, 2); return (v); }
	case 4: { uint32_t v; memcpy(&v, p, 4); return (v); }
	default: { uint64_t v; memcpy(&v, p, 8); return (v); }
	}
}

static int
dt_cmp_key(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	const dtrace_aggdesc_t *la = l->dtahe_data.dtada_desc;
	const dtrace_aggdesc_t *ra = r->dtahe_data.dtada_desc;
	int rv, i, nrecs, keypos;

	if ((rv = dt_cmp_nrecs(l, r)) != 0)
		return (rv);

	nrecs = la->dtagd_nrecs - 1;	/* the variable id and the keys */
	keypos = dt_sortctx.keypos + 1 >= nrecs ? 0 : dt_sortctx.keypos;

	for (i = 1; i < nrecs; i++) {
		const dtrace_recdesc_t *lrec, *rrec;
		const char *ld, *rd;
		int ndx = i + keypos;

		if (ndx >= nrecs)
			ndx = ndx - nrecs + 1;
		lrec = &la->dtagd_rec[ndx];
		rrec = &ra->dtagd_rec[ndx];
		ld = l->dtahe_data.dtada_data + lrec->dtrd_offset;
		rd = r->dtahe_data.dtada_data + rrec->dtrd_offset;

		if ((rv = DT_CMP(lrec->dtrd_size, rrec->dtrd_size)) != 0)
			return (rv);

		switch (lrec->dtrd_size) {
		case 1: case 2: case 4: case 8: {
			uint64_t lv = dt_agg_keyint(ld, lrec->dtrd_size);
			uint64_t rv2 = dt_agg_keyint(rd, rrec->dtrd_size);

			if ((rv = DT_CMP(lv, rv2)) != 0)
				return (rv);
			break;
		}
		default:
			if (lrec->dtrd_action == DTRACEACT_USYM ||
			    lrec->dtrd_action == DTRACEACT_UADDR ||
			    lrec->dtrd_action == DTRACEACT_UMOD) {
				uint64_t lv[2], rv2[2];

				memcpy(lv, ld, sizeof (lv));
				memcpy(rv2, rd, sizeof (rv2));
				if ((rv = DT_CMP(lv[0], rv2[0])) != 0 ||
				    (rv = DT_CMP(lv[1], rv2[1])) != 0)
					return (rv);
				break;
			}
			rv = memcmp(ld, rd, lrec->dtrd_size);
			if (rv != 0)
				return (rv < 0 ? -1 : 1);
			break;
		}
	}
	return (0);
}

static long double
dt_agg_quantizedsum(const int64_t *q, int64_t *zero)
{
	long double total = 0;
	int i;

	for (i = 0; i < (int)DTRACE_QUANTIZE_NBUCKETS; i++) {
		int64_t bv = DT_QBUCKETVAL(i);

		if (bv == 0)
			*zero = q[i];
		total += (long double)bv * (long double)q[i];
	}
	return (total);
}

/*
 * The sum of an lquantize() record of @size bytes (its encoding word
 * first); 0 when the encoding's levels do not fill exactly that size, as
 * the printer refuses such a record (dt_agg_print.c).
 */
static long double
dt_agg_lquantizedsum(const int64_t *lq, size_t size, int64_t *zero)
{
	uint64_t arg = (uint64_t)*lq++;
	int32_t base = DTRACE_LQUANTIZE_BASE(arg);
	uint16_t step = DTRACE_LQUANTIZE_STEP(arg);
	uint16_t levels = DTRACE_LQUANTIZE_LEVELS(arg), i;
	long double total;
	int64_t b = base;

	*zero = 0;
	if (size != sizeof (int64_t) * ((size_t)levels + 3))
		return (0);
	total = (long double)lq[0] * (long double)(b - 1);
	if (b - 1 == 0)
		*zero = lq[0];
	for (i = 0; i < levels; b += step, i++) {
		if (b == 0)
			*zero = lq[i + 1];
		total += (long double)lq[i + 1] * (long double)b;
	}
	if (b + 1 == 0)
		*zero = lq[levels + 1];
	return (total + (long double)lq[levels + 1] * (long double)(b + 1));
}

static long double
dt_agg_llquantizedsum(const int64_t *llq, size_t size, int64_t *zero)
{
	uint64_t arg = (uint64_t)*llq++;
	uint16_t factor = DTRACE_LLQUANTIZE_FACTOR(arg);
	uint16_t low = DTRACE_LLQUANTIZE_LOW(arg);
	uint16_t high = DTRACE_LLQUANTIZE_HIGH(arg);
	uint16_t nsteps = DTRACE_LLQUANTIZE_NSTEP(arg);
	int nb = (int)(size / sizeof (int64_t)) - 1, bin = 1, order;
	int64_t value = 1, next, step;
	long double total;

	*zero = nb > 0 ? llq[0] : 0;
	if (nb <= 0 || factor < 2 || nsteps == 0)
		return (0);
	for (order = 0; order < low; order++)
		value *= factor;
	total = (long double)llq[0] * (long double)(value - 1);
	next = value * factor;
	step = next > nsteps ? next / nsteps : 1;
	while (order <= high && bin < nb) {
		total += (long double)llq[bin] * (long double)value;
		bin++;
		if ((value += step) != next)
			continue;
		next = value * factor;
		step = next > nsteps ? next / nsteps : 1;
		order++;
	}
	if (bin < nb)
		total += (long double)llq[bin] * (long double)value;
	return (total);
}

static int
dt_cmp_val(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	const dtrace_aggdesc_t *la = l->dtahe_data.dtada_desc;
	const dtrace_aggdesc_t *ra = r->dtahe_data.dtada_desc;
	const dtrace_recdesc_t *lrec = NULL, *rrec = NULL;
	const int64_t *lv, *rv;
	int i, c;

	if ((c = dt_cmp_nrecs(l, r)) != 0)
		return (c);
	for (i = 0; i < la->dtagd_nrecs; i++) {
		lrec = &la->dtagd_rec[i];
		rrec = &ra->dtagd_rec[i];
		if ((c = DT_CMP(lrec->dtrd_offset, rrec->dtrd_offset)) != 0 ||
		    (c = DT_CMP(lrec->dtrd_action, rrec->dtrd_action)) != 0)
			return (c);
	}
	lv = (const int64_t *)(const void *)(l->dtahe_data.dtada_data +
	    lrec->dtrd_offset);
	rv = (const int64_t *)(const void *)(r->dtahe_data.dtada_data +
	    rrec->dtrd_offset);

	switch (lrec->dtrd_action) {
	case DTRACEAGG_AVG: {
		int64_t a = lv[0] ? lv[1] / lv[0] : 0;
		int64_t b = rv[0] ? rv[1] / rv[0] : 0;

		return (DT_CMP(a, b));
	}
	case DTRACEAGG_STDDEV: {
		uint64_t a = lv[0] ? dt_stddev((const uint64_t *)lv, 1) : 0;
		uint64_t b = rv[0] ? dt_stddev((const uint64_t *)rv, 1) : 0;

		return (DT_CMP(a, b));
	}
	case DTRACEAGG_QUANTIZE:
	case DTRACEAGG_LQUANTIZE:
	case DTRACEAGG_LLQUANTIZE: {
		long double a, b;
		int64_t az = 0, bz = 0;

		if (lrec->dtrd_action == DTRACEAGG_QUANTIZE) {
			a = dt_agg_quantizedsum(lv, &az);
			b = dt_agg_quantizedsum(rv, &bz);
		} else if (lrec->dtrd_action == DTRACEAGG_LQUANTIZE) {
			a = dt_agg_lquantizedsum(lv, lrec->dtrd_size, &az);
			b = dt_agg_lquantizedsum(rv, rrec->dtrd_size, &bz);
		} else {
			a = dt_agg_llquantizedsum(lv, lrec->dtrd_size, &az);
			b = dt_agg_llquantizedsum(rv, rrec->dtrd_size, &bz);
		}
		if ((c = DT_CMP(a, b)) != 0)
			return (c);
		return (DT_CMP(az, bz));
	}
	default:		/* count, sum, min, max */
		return (DT_CMP(lv[0], rv[0]));
	}
}

static int
dt_cmp_valkey(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	int c = dt_cmp_val(l, r);

	return (c != 0 ? c : dt_cmp_key(l, r));
}

static int
dt_cmp_varval(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	int c = dt_cmp_var(l, r);

	return (c != 0 ? c : dt_cmp_valkey(l, r));
}

static int
dt_cmp_varkey(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	int c = dt_cmp_var(l, r);

	return (c != 0 ? c : dt_cmp_key(l, r));
}

static int
dt_cmp_keyvar(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	int c = dt_cmp_key(l, r);

	return (c != 0 ? c : dt_cmp_var(l, r));
}

static int
dt_cmp_valvar(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	int c = dt_cmp_valkey(l, r);

	return (c != 0 ? c : dt_cmp_var(l, r));
}

static int
dt_qsort_cmp(const void *a, const void *b)
{
	int c = dt_sortctx.cmp(*(dt_ahashent_t *const *)a,
	    *(dt_ahashent_t *const *)b);

	return (dt_sortctx.rev ? -c : c);
}

/* Set the sort context from the options (@useopts) or to the plain one. */
static void
dt_sortctx_set(dtrace_hdl_t *dtp, int useopts)
{
	dtrace_optval_t kp = dtp->dt_options[DTRACEOPT_AGGSORTKEYPOS];

	memset(&dt_sortctx, 0, sizeof (dt_sortctx));
	if (!useopts)
		return;
	dt_sortctx.rev = dtp->dt_options[DTRACEOPT_AGGSORTREV] !=
	    DTRACEOPT_UNSET;
	dt_sortctx.keysort = dtp->dt_options[DTRACEOPT_AGGSORTKEY] !=
	    DTRACEOPT_UNSET;
	dt_sortctx.keypos = kp != DTRACEOPT_UNSET && kp >= 0 && kp <= INT_MAX ?
	    (int)kp : 0;
}

/* ---- walking ---------------------------------------------------------- */

static void
dt_agg_unlink(dt_aggstate_t *as, dt_ahashent_t *h)
{
	if (h->dtahe_prev != NULL)
		h->dtahe_prev->dtahe_next = h->dtahe_next;
	else
		as->as_hash[h->dtahe_hashval % as->as_hashsize] = h->dtahe_next;
	if (h->dtahe_next != NULL)
		h->dtahe_next->dtahe_prev = h->dtahe_prev;
	if (h->dtahe_prevall != NULL)
		h->dtahe_prevall->dtahe_nextall = h->dtahe_nextall;
	else
		as->as_all = h->dtahe_nextall;
	if (h->dtahe_nextall != NULL)
		h->dtahe_nextall->dtahe_prevall = h->dtahe_prevall;
	as->as_nents--;
	dt_ahashent_free(h, as->as_maxcpu);
}

/* Zero the value of @ad (keeping the encoding word of lquantize and
 * llquantize), and its per-CPU values. */
static void
dt_agg_zero(dt_aggstate_t *as, dtrace_aggdata_t *ad)
{
	const dtrace_recdesc_t *rec = DT_AGG_VALREC(ad->dtada_desc);
	size_t offs = 0, size = rec->dtrd_size;
	int i;

	if (rec->dtrd_action == DTRACEAGG_LQUANTIZE ||
	    rec->dtrd_action == DTRACEAGG_LLQUANTIZE) {
		offs = sizeof (uint64_t);
		size -= size >= offs ? offs : size;
	}
	memset(ad->dtada_data + rec->dtrd_offset + offs, 0, size);
	if (ad->dtada_percpu != NULL) {
		for (i = 0; i < as->as_maxcpu; i++)
			memset(ad->dtada_percpu[i] + offs, 0, size);
	}
}

/* Carry out walker return value @rval on entry @h. */
static int
dt_aggwalk_rval(dtrace_hdl_t *dtp, dt_ahashent_t *h, int rval)
{
	dt_aggstate_t *as = dtp->dt_aggstate;

	switch (rval) {
	case DTRACE_AGGWALK_NEXT:
		return (0);
	case DTRACE_AGGWALK_CLEAR:
		dt_agg_zero(as, &h->dtahe_data);
		return (0);
	case DTRACE_AGGWALK_ERROR:
		/* our own walkers leave the reason in dt_errno */
		return (dt_set_errno(dtp, dtp->dt_errno != 0 ? dtp->dt_errno :
		    errno));
	case DTRACE_AGGWALK_ABORT:
		return (dt_set_errno(dtp, EDT_DIRABORT));
	case DTRACE_AGGWALK_DENORMALIZE:
		h->dtahe_data.dtada_normal = 1;
		return (0);
	case DTRACE_AGGWALK_NORMALIZE:
		if (h->dtahe_data.dtada_normal == 0) {
			h->dtahe_data.dtada_normal = 1;
			return (dt_set_errno(dtp, EDT_BADRVAL));
		}
		return (0);
	case DTRACE_AGGWALK_REMOVE:
		dt_agg_unlink(as, h);
		return (0);
	default:
		return (dt_set_errno(dtp, EDT_BADRVAL));
	}
}

/**
 * dtrace_aggregate_walk - call @func for every entry, in no particular
 * order; its return value (DTRACE_AGGWALK_*) may clear, normalize or
 * remove the entry.  Returns 0 or -1 (dtrace_errno()).
 */
int
dtrace_aggregate_walk(dtrace_hdl_t *dtp, dtrace_aggregate_f *func, void *arg)
{
	dt_aggstate_t *as = dt_aggstate(dtp);
	dt_ahashent_t *h, *next;

	if (as == NULL)
		return (-1);
	for (h = as->as_all; h != NULL; h = next) {
		next = h->dtahe_nextall;
		if (dt_aggwalk_rval(dtp, h, func(&h->dtahe_data, arg)) == -1)
			return (-1);
	}
	return (0);
}

/*
 * -x agghist: per variable, the total (or with aggzoom the largest value
 * over the zoom height) of count()/sum() values and their signs; -x
 * aggpack: per variable, the lowest and highest non-zero bucket of
 * quantize() (lquantize() prints its whole range).  @clear undoes both.
 */
static void
dt_aggregate_prepare(dtrace_hdl_t *dtp, int clear)
{
	dt_aggstate_t *as = dtp->dt_aggstate;
	int hist = dtp->dt_options[DTRACEOPT_AGGHIST] != DTRACEOPT_UNSET;
	int pack = dtp->dt_options[DTRACEOPT_AGGPACK] != DTRACEOPT_UNSET;
	int zoom = dtp->dt_options[DTRACEOPT_AGGZOOM] != DTRACEOPT_UNSET;
	dt_ahashent_t *h, *g;

	for (h = as->as_all; h != NULL; h = h->dtahe_nextall) {
		h->dtahe_data.dtada_flags &= ~(DTRACE_A_TOTAL |
		    DTRACE_A_MINMAXBIN | DTRACE_A_HASNEGATIVES |
		    DTRACE_A_HASPOSITIVES);
		h->dtahe_data.dtada_total = 0;
		h->dtahe_data.dtada_minbin = h->dtahe_data.dtada_maxbin = 0;
	}
	if (clear || (!hist && !pack))
		return;

	/* Quadratic in the number of variables only: entries are grouped. */
	for (h = as->as_all; h != NULL; h = h->dtahe_nextall) {
		const dtrace_recdesc_t *rec = DT_AGG_VALREC(h->dtahe_data.dtada_desc);
		dtrace_actkind_t act = rec->dtrd_action;
		long double total = 0;
		int flags = 0, minb = INT_MAX, maxb = -1;

		if (h->dtahe_data.dtada_flags & (DTRACE_A_TOTAL |
		    DTRACE_A_MINMAXBIN))
			continue;	/* this variable is done */

		if (hist && (act == DTRACEAGG_COUNT || act == DTRACEAGG_SUM)) {
			for (g = as->as_all; g != NULL; g = g->dtahe_nextall) {
				const dtrace_recdesc_t *gr;
				int64_t v;
				long double av;

				if (g->dtahe_varid != h->dtahe_varid)
					continue;
				gr = DT_AGG_VALREC(g->dtahe_data.dtada_desc);
				memcpy(&v, g->dtahe_data.dtada_data +
				    gr->dtrd_offset, sizeof (v));
				av = v < 0 ? -(long double)v : (long double)v;
				if (v < 0)
					flags |= DTRACE_A_HASNEGATIVES;
				if (v > 0)
					flags |= DTRACE_A_HASPOSITIVES;
				if (zoom) {
					av *= 1 / DTRACE_AGGZOOM_MAX;
					if (total < av)
						total = av;
				} else {
					total += av;
				}
			}
			for (g = as->as_all; g != NULL; g = g->dtahe_nextall) {
				if (g->dtahe_varid != h->dtahe_varid)
					continue;
				g->dtahe_data.dtada_total = (int64_t)total;
				g->dtahe_data.dtada_flags |= DTRACE_A_TOTAL |
				    flags;
			}
			continue;
		}

		if (pack && (act == DTRACEAGG_QUANTIZE ||
		    act == DTRACEAGG_LQUANTIZE)) {
			for (g = as->as_all; g != NULL; g = g->dtahe_nextall) {
				const dtrace_recdesc_t *gr;
				const int64_t *d;
				int i;

				if (g->dtahe_varid != h->dtahe_varid ||
				    act != DTRACEAGG_QUANTIZE)
					continue;
				gr = DT_AGG_VALREC(g->dtahe_data.dtada_desc);
				d = (const int64_t *)(const void *)
				    (g->dtahe_data.dtada_data + gr->dtrd_offset);
				for (i = 0; i < (int)DTRACE_QUANTIZE_NBUCKETS;
				    i++) {
					if (d[i] == 0)
						continue;
					if (i < minb)
						minb = i;
					if (i > maxb)
						maxb = i;
				}
			}
			if (act == DTRACEAGG_LQUANTIZE) {
				/* its whole range: below, levels, above */
				uint64_t arg;

				memcpy(&arg, h->dtahe_data.dtada_data +
				    rec->dtrd_offset, sizeof (arg));
				minb = 0;
				maxb = DTRACE_LQUANTIZE_LEVELS(arg);
			} else if (maxb < 0) {
				minb = maxb = DTRACE_QUANTIZE_ZEROBUCKET;
			}
			for (g = as->as_all; g != NULL; g = g->dtahe_nextall) {
				if (g->dtahe_varid != h->dtahe_varid)
					continue;
				g->dtahe_data.dtada_minbin = (uint16_t)minb;
				g->dtahe_data.dtada_maxbin = (uint16_t)maxb;
				g->dtahe_data.dtada_flags |= DTRACE_A_MINMAXBIN;
			}
		}
	}
}

static int
dt_aggregate_walk_sorted(dtrace_hdl_t *dtp, dtrace_aggregate_f *func,
    void *arg, dt_cmp_f *sfunc)
{
	dt_aggstate_t *as = dt_aggstate(dtp);
	dt_ahashent_t *h, **sorted;
	size_t i, n = 0;
	int rv = 0;

	if (as == NULL)
		return (-1);
	if (as->as_nents == 0)
		return (0);
	if ((sorted = malloc(as->as_nents * sizeof (*sorted))) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	for (h = as->as_all; h != NULL; h = h->dtahe_nextall)
		sorted[n++] = h;

	if (sfunc == NULL) {
		dt_sortctx_set(dtp, 1);
		dt_sortctx.cmp = dt_sortctx.keysort ? dt_cmp_varkey :
		    dt_cmp_varval;
	} else {
		/* An explicit order ignores the sorting options. */
		dt_sortctx_set(dtp, 0);
		dt_sortctx.cmp = sfunc;
	}
	qsort(sorted, n, sizeof (*sorted), dt_qsort_cmp);
	dt_sortctx_set(dtp, 0);

	dt_aggregate_prepare(dtp, 0);
	for (i = 0; i < n; i++) {
		h = sorted[i];
		if (dt_aggwalk_rval(dtp, h, func(&h->dtahe_data, arg)) == -1) {
			rv = -1;
			break;
		}
	}
	dt_aggregate_prepare(dtp, 1);
	free(sorted);
	return (rv);
}

/* The sorted walks of libdtrace(3LIB): by the options, or explicitly. */
int
dtrace_aggregate_walk_sorted(dtrace_hdl_t *dtp, dtrace_aggregate_f *func,
    void *arg)
{
	return (dt_aggregate_walk_sorted(dtp, func, arg, NULL));
}

int
dtrace_aggregate_walk_keysorted(dtrace_hdl_t *dtp, dtrace_aggregate_f *func,
    void *arg)
{
	return (dt_aggregate_walk_sorted(dtp, func, arg, dt_cmp_varkey));
}

int
dtrace_aggregate_walk_valsorted(dtrace_hdl_t *dtp, dtrace_aggregate_f *func,
    void *arg)
{
	return (dt_aggregate_walk_sorted(dtp, func, arg, dt_cmp_varval));
}

int
dtrace_aggregate_walk_keyvarsorted(dtrace_hdl_t *dtp,
    dtrace_aggregate_f *func, void *arg)
{
	return (dt_aggregate_walk_sorted(dtp, func, arg, dt_cmp_keyvar));
}

int
dtrace_aggregate_walk_valvarsorted(dtrace_hdl_t *dtp,
    dtrace_aggregate_f *func, void *arg)
{
	return (dt_aggregate_walk_sorted(dtp, func, arg, dt_cmp_valvar));
}

static int
dt_cmp_varkeyrev(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	return (dt_cmp_varkey(r, l));
}

static int
dt_cmp_varvalrev(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	return (dt_cmp_varval(r, l));
}

static int
dt_cmp_keyvarrev(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	return (dt_cmp_keyvar(r, l));
}

static int
dt_cmp_valvarrev(const dt_ahashent_t *l, const dt_ahashent_t *r)
{
	return (dt_cmp_valvar(r, l));
}

int
dtrace_aggregate_walk_keyrevsorted(dtrace_hdl_t *dtp,
    dtrace_aggregate_f *func, void *arg)
{
	return (dt_aggregate_walk_sorted(dtp, func, arg, dt_cmp_varkeyrev));
}

int
dtrace_aggregate_walk_valrevsorted(dtrace_hdl_t *dtp,
    dtrace_aggregate_f *func, void *arg)
{
	return (dt_aggregate_walk_sorted(dtp, func, arg, dt_cmp_varvalrev));
}

int
dtrace_aggregate_walk_keyvarrevsorted(dtrace_hdl_t *dtp,
    dtrace_aggregate_f *func, void *arg)
{
	return (dt_aggregate_walk_sorted(dtp, func, arg, dt_cmp_keyvarrev));
}

int
dtrace_aggregate_walk_valvarrevsorted(dtrace_hdl_t *dtp,
    dtrace_aggregate_f *func, void *arg)
{
	return (dt_aggregate_walk_sorted(dtp, func, arg, dt_cmp_valvarrev));
}

/* Bundles of the joined walk: naggvars entries, the representative, NULL. */
static int dt_bundle_n;

static int
dt_bundle_cmp(const void *a, const void *b)
{
	dt_ahashent_t *const *lh = *(dt_ahashent_t **const *)a;
	dt_ahashent_t *const *rh = *(dt_ahashent_t **const *)b;
	int i, c, n = dt_bundle_n;

	if (dt_sortctx.keysort &&
	    (c = dt_cmp_key(lh[n], rh[n])) != 0)
		return (dt_sortctx.rev ? -c : c);
	for (i = 0; i < n; i++) {
		if ((c = dt_cmp_val(lh[i], rh[i])) != 0)
			return (dt_sortctx.rev ? -c : c);
	}
	if (dt_sortctx.keysort)
		return (0);
	c = dt_cmp_key(lh[n], rh[n]);
	return (dt_sortctx.rev ? -c : c);
}

/**
 * dtrace_aggregate_walk_joined - call @func once per key present in any
 * of the @naggvars aggregations @aggvars, with the entries of that key
 * (data[0] the representative key, data[1 + i] the entry of aggvars[i],
 * zero-filled when that aggregation lacks the key), ordered by the value
 * of aggvars[aggsortpos] then the others, then by key, as the sorting
 * options say.  (printa() of several aggregations.)
 */
int
dtrace_aggregate_walk_joined(dtrace_hdl_t *dtp, dtrace_aggvarid_t *aggvars,
    int naggvars, dtrace_aggregate_walk_joined_f *func, void *arg)
{
	dt_aggstate_t *as = dt_aggstate(dtp);
	dtrace_optval_t sortpos = dtp->dt_options[DTRACEOPT_AGGSORTPOS];
	dt_ahashent_t *h, **sorted = NULL, ***bundle = NULL, *zagg = NULL;
	const dtrace_aggdata_t **data = NULL;
	size_t nentries = 0, nbundles = 0, start, i;
	int *pos = NULL, rval = -1, j, sp;

	if (as == NULL)
		return (-1);
	if (naggvars <= 0)
		return (0);
	if (sortpos == DTRACEOPT_UNSET || sortpos < 0 || sortpos >= naggvars)
		sortpos = 0;
	sp = (int)sortpos;

	for (j = 0; j < naggvars; j++) {
		if (aggvars[j] == DTRACE_AGGVARIDNONE || aggvars[j] < 0)
			return (dt_set_errno(dtp, EDT_BADAGG));
	}

	/*
	 * Position p of a bundle holds aggvars[(p + sortpos) % naggvars];
	 * pos[p] is the first position holding the same variable (a
	 * variable may be named twice).
	 */
	if ((pos = calloc((size_t)naggvars, sizeof (int))) == NULL ||
	    (zagg = calloc((size_t)naggvars, sizeof (*zagg))) == NULL ||
	    (data = calloc((size_t)naggvars + 1, sizeof (*data))) == NULL) {
		(void) dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	for (j = 0; j < naggvars; j++) {
		dtrace_aggvarid_t v = aggvars[(j + sp) % naggvars];
		int k;

		pos[j] = j;
		for (k = 0; k < j; k++) {
			if (aggvars[(k + sp) % naggvars] == v) {
				pos[j] = k;
				break;
			}
		}
	}

	/* Entries of interest, and a prototype of each variable. */
	for (h = as->as_all; h != NULL; h = h->dtahe_nextall) {
		for (j = 0; j < naggvars; j++) {
			if (aggvars[(j + sp) % naggvars] != h->dtahe_varid)
				continue;
			if (zagg[j].dtahe_size == 0) {
				zagg[j].dtahe_size = h->dtahe_size;
				zagg[j].dtahe_data = h->dtahe_data;
			}
		}
		for (j = 0; j < naggvars; j++) {
			if (aggvars[j] == h->dtahe_varid) {
				nentries++;
				break;
			}
		}
	}
	if (nentries == 0) {
		rval = 0;
		goto out;
	}

	/* Variables without any entry: a description by ID, else the first. */
	for (j = 0; j < naggvars; j++) {
		dtrace_aggvarid_t v = aggvars[(j + sp) % naggvars];
		dtrace_aggid_t id;
		dtrace_aggdesc_t *agg;

		if (zagg[j].dtahe_size != 0)
			continue;
		for (id = 1; as->as_desc != NULL && id < as->as_ndesc; id++) {
			agg = as->as_desc[id];
			if (agg == NULL || agg->dtagd_varid != v)
				continue;
			zagg[j].dtahe_size = agg->dtagd_size;
			zagg[j].dtahe_data.dtada_desc = agg;
			zagg[j].dtahe_data.dtada_size = agg->dtagd_size;
			zagg[j].dtahe_data.dtada_handle = dtp;
			zagg[j].dtahe_data.dtada_data = NULL;
			break;
		}
		if (zagg[j].dtahe_size == 0) {
			int k;

			for (k = 0; k < naggvars; k++) {
				if (zagg[k].dtahe_size != 0 &&
				    zagg[k].dtahe_data.dtada_data != NULL)
					break;
			}
			zagg[j] = zagg[k];
		}
	}

	/* The zero-filled data of each position. */
	for (j = 0; j < naggvars; j++) {
		dtrace_aggdata_t *ad = &zagg[j].dtahe_data;
		const dtrace_aggdesc_t *agg = ad->dtada_desc;
		const dtrace_recdesc_t *vrec = DT_AGG_VALREC(agg);
		const char *proto = ad->dtada_data;
		char *z;

		if ((z = calloc(1, zagg[j].dtahe_size)) == NULL) {
			for (; j < naggvars; j++)
				zagg[j].dtahe_data.dtada_data = NULL;
			(void) dt_set_errno(dtp, EDT_NOMEM);
			goto out;
		}
		zagg[j].dtahe_varid = aggvars[(j + sp) % naggvars];
		if (agg->dtagd_rec[0].dtrd_size == sizeof (int64_t))
			memcpy(z + agg->dtagd_rec[0].dtrd_offset,
			    &zagg[j].dtahe_varid, sizeof (int64_t));
		if (vrec->dtrd_action == DTRACEAGG_LQUANTIZE ||
		    vrec->dtrd_action == DTRACEAGG_LLQUANTIZE) {
			/* the encoding word: from data, else the description */
			if (proto != NULL)
				memcpy(z + vrec->dtrd_offset,
				    proto + vrec->dtrd_offset, sizeof (uint64_t));
			else
				memcpy(z + vrec->dtrd_offset, &vrec->dtrd_arg,
				    sizeof (uint64_t));
		}
		ad->dtada_data = z;
		ad->dtada_normal = 1;
		ad->dtada_percpu = NULL;
		ad->dtada_flags = 0;
	}

	if ((sorted = malloc(nentries * sizeof (*sorted))) == NULL ||
	    (bundle = calloc(nentries, sizeof (*bundle))) == NULL) {
		(void) dt_set_errno(dtp, EDT_NOMEM);
		goto out;
	}
	i = 0;
	for (h = as->as_all; h != NULL; h = h->dtahe_nextall) {
		for (j = 0; j < naggvars; j++) {
			if (aggvars[j] == h->dtahe_varid) {
				sorted[i++] = h;
				break;
			}
		}
	}

	dt_sortctx_set(dtp, 0);
	dt_sortctx.cmp = dt_cmp_keyvar;
	qsort(sorted, nentries, sizeof (*sorted), dt_qsort_cmp);

	for (i = 1, start = 0; i <= nentries; i++) {
		dt_ahashent_t **nb;
		size_t k;

		if (i < nentries && dt_cmp_key(sorted[i], sorted[i - 1]) == 0)
			continue;
		if ((nb = calloc((size_t)naggvars + 2, sizeof (*nb))) == NULL) {
			(void) dt_set_errno(dtp, EDT_NOMEM);
			goto out;
		}
		for (k = start; k < i; k++) {
			for (j = 0; j < naggvars; j++) {
				if (pos[j] == j && aggvars[(j + sp) %
				    naggvars] == sorted[k]->dtahe_varid &&
				    nb[j] == NULL)
					nb[j] = sorted[k];
			}
			if (nb[naggvars] == NULL)
				nb[naggvars] = sorted[k];
		}
		for (j = 0; j < naggvars; j++) {
			if (pos[j] != j)
				nb[j] = nb[pos[j]] != NULL ? nb[pos[j]] :
				    &zagg[pos[j]];
			else if (nb[j] == NULL)
				nb[j] = &zagg[j];
		}
		bundle[nbundles++] = nb;
		start = i;
	}

	dt_sortctx_set(dtp, 1);
	dt_bundle_n = naggvars;
	qsort(bundle, nbundles, sizeof (*bundle), dt_bundle_cmp);
	dt_sortctx_set(dtp, 0);

	for (i = 0; i < nbundles; i++) {
		for (j = 0; j < naggvars; j++) {
			int p = (j - sp + naggvars) % naggvars;

			data[j + 1] = &bundle[i][p]->dtahe_data;
		}
		data[0] = &bundle[i][naggvars]->dtahe_data;
		if (func(data, naggvars + 1, arg) == -1)
			goto out;
	}
	rval = 0;
out:
	if (bundle != NULL) {
		for (i = 0; i < nbundles; i++)
			free(bundle[i]);
	}
	if (zagg != NULL) {
		for (j = 0; j < naggvars; j++) {
			if (pos == NULL || zagg[j].dtahe_data.dtada_data == NULL)
				continue;
			free(zagg[j].dtahe_data.dtada_data);
		}
	}
	free(bundle);
	free(sorted);
	free(zagg);
	free(pos);
	free(data);
	return (rval);
}

/**
 * dtrace_aggregate_print - print every aggregation printa() has not
 * printed, sorted (@func NULL: by variable, value, key as the options
 * say) in the reference's default format.  Returns 0 or -1.
 */
int
dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp,
    dtrace_aggregate_walk_f *func)
{
	dt_print_aggdata_t pd;

	memset(&pd, 0, sizeof (pd));
	pd.dtpa_dtp = dtp;
	pd.dtpa_fp = fp;
	pd.dtpa_allunprint = 1;
	if (func == NULL)
		func = dtrace_aggregate_walk_sorted;
	if (func(dtp, dt_print_agg, &pd) == -1)
		return (-1);
	return (0);
}

/** dtrace_aggregate_clear - zero every entry's value (keys stay). */
void
dtrace_aggregate_clear(dtrace_hdl_t *dtp)
{
	dt_aggstate_t *as = dt_aggstate(dtp);
	dt_ahashent_t *h;

	if (as == NULL)
		return;
	for (h = as->as_all; h != NULL; h = h->dtahe_nextall)
		dt_agg_zero(as, &h->dtahe_data);
}

/* ---- library actions -------------------------------------------------- */

static int64_t
dt_rec_int(const dtrace_recdesc_t *rec, const char *addr, int sign,
    int *okp)
{
	*okp = 1;
	switch (rec->dtrd_size) {
	case 1:
		return (sign ? *(const int8_t *)addr : *(const uint8_t *)addr);
	case 2: {
		uint16_t v;

		memcpy(&v, addr, 2);
		return (sign ? (int64_t)(int16_t)v : (int64_t)v);
	}
	case 4: {
		uint32_t v;

		memcpy(&v, addr, 4);
		return (sign ? (int64_t)(int32_t)v : (int64_t)v);
	}
	case 8: {
		int64_t v;

		memcpy(&v, addr, 8);
		return (v);
	}
	default:
		*okp = 0;
		return (0);
	}
}

typedef struct dt_libact_arg {
	dtrace_aggvarid_t la_id;
	uint64_t la_val;	/* normalize: divisor; trunc: entries to keep */
} dt_libact_arg_t;

static int
dt_clear_agg(const dtrace_aggdata_t *ad, void *arg)
{
	const dt_libact_arg_t *la = arg;

	return (ad->dtada_desc->dtagd_varid == la->la_id ?
	    DTRACE_AGGWALK_CLEAR : DTRACE_AGGWALK_NEXT);
}

static int
dt_denormalize_agg(const dtrace_aggdata_t *ad, void *arg)
{
	const dt_libact_arg_t *la = arg;

	return (ad->dtada_desc->dtagd_varid == la->la_id ?
	    DTRACE_AGGWALK_DENORMALIZE : DTRACE_AGGWALK_NEXT);
}

static int
dt_normalize_agg(const dtrace_aggdata_t *ad, void *arg)
{
	const dt_libact_arg_t *la = arg;

	if (ad->dtada_desc->dtagd_varid != la->la_id)
		return (DTRACE_AGGWALK_NEXT);
	((dtrace_aggdata_t *)ad)->dtada_normal = la->la_val;
	return (DTRACE_AGGWALK_NORMALIZE);
}

static int
dt_trunc_agg(const dtrace_aggdata_t *ad, void *arg)
{
	dt_libact_arg_t *la = arg;

	if (ad->dtada_desc->dtagd_varid != la->la_id)
		return (DTRACE_AGGWALK_NEXT);
	if (la->la_val == 0)
		return (DTRACE_AGGWALK_REMOVE);
	la->la_val--;
	return (DTRACE_AGGWALK_NEXT);
}

/**
 * dtrace_handle_setopt - install @hdlr, called after setopt() from D
 * changed an option.  Returns 0, or -1 (EALREADY) if one is installed.
 */
int
dtrace_handle_setopt(dtrace_hdl_t *dtp, dtrace_handle_setopt_f *hdlr,
    void *arg)
{
	if (hdlr == NULL)
		return (dt_set_errno(dtp, EINVAL));
	dtp->dt_setopthdlr = hdlr;
	dtp->dt_setoptarg = arg;
	return (0);
}

static int
dt_setopt(dtrace_hdl_t *dtp, const dtrace_probedata_t *data,
    const char *option, const char *value)
{
	dtrace_setoptdata_t od;
	const char *errstr;
	char *msg;
	size_t len;
	int rv;

	memset(&od, 0, sizeof (od));
	od.dtsda_oldval = DTRACEOPT_UNSET;
	(void) dtrace_getopt(dtp, option, &od.dtsda_oldval);

	if (dtrace_setopt(dtp, option, value) == 0) {
		od.dtsda_newval = DTRACEOPT_UNSET;
		(void) dtrace_getopt(dtp, option, &od.dtsda_newval);
		od.dtsda_handle = dtp;
		od.dtsda_probe = data;
		od.dtsda_option = option;
		if (dtp->dt_setopthdlr != NULL &&
		    dtp->dt_setopthdlr(&od, dtp->dt_setoptarg) ==
		    DTRACE_HANDLE_ABORT)
			return (dt_set_errno(dtp, EDT_DIRABORT));
		return (0);
	}

	errstr = dtrace_errmsg(dtp, dtrace_errno(dtp));
	len = strlen(option) + strlen(value) + strlen(errstr) + 80;
	if ((msg = malloc(len)) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));
	(void) snprintf(msg, len, "couldn't set option \"%s\" to \"%s\": %s\n",
	    option, value, errstr);
	rv = dt_handle_liberr(dtp, data, msg);
	free(msg);
	return (rv);
}

int
dt_agg_libact(dtrace_hdl_t *dtp, FILE *fp, const dtrace_probedata_t *data,
    const dtrace_eprobedesc_t *epd, int i, const char *base)
{
	const dtrace_recdesc_t *rec = &epd->dtepd_rec[i], *nrec;
	const char *addr = base + rec->dtrd_offset;
	dt_libact_arg_t la;
	int ok;

	memset(&la, 0, sizeof (la));
	nrec = i + 1 < epd->dtepd_nrecs ? &epd->dtepd_rec[i + 1] : NULL;
	if (nrec != NULL && (nrec->dtrd_action != DTRACEACT_LIBACT ||
	    nrec->dtrd_arg != rec->dtrd_arg))
		nrec = NULL;

	switch (rec->dtrd_arg) {
	case DT_ACT_CLEAR:
	case DT_ACT_DENORMALIZE:
		la.la_id = dt_rec_int(rec, addr, 1, &ok);
		if (!ok)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		(void) dtrace_aggregate_walk(dtp,
		    rec->dtrd_arg == DT_ACT_CLEAR ? dt_clear_agg :
		    dt_denormalize_agg, &la);
		return (0);

	case DT_ACT_NORMALIZE:
	case DT_ACT_TRUNC: {
		int64_t v;

		if (nrec == NULL)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		la.la_id = dt_rec_int(rec, addr, 1, &ok);
		if (!ok)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		v = dt_rec_int(nrec, base + nrec->dtrd_offset,
		    rec->dtrd_arg == DT_ACT_TRUNC, &ok);
		if (!ok)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		if (rec->dtrd_arg == DT_ACT_NORMALIZE) {
			la.la_val = (uint64_t)v;
			(void) dtrace_aggregate_walk(dtp, dt_normalize_agg,
			    &la);
		} else if (v < 0) {
			/* trunc(@a, -n): keep the n smallest */
			la.la_val = (uint64_t)-v;
			(void) dtrace_aggregate_walk_valsorted(dtp,
			    dt_trunc_agg, &la);
		} else {
			la.la_val = (uint64_t)v;
			(void) dtrace_aggregate_walk_valrevsorted(dtp,
			    dt_trunc_agg, &la);
		}
		return (1);
	}

	case DT_ACT_SETOPT: {
		char *opt, *val = NULL;
		int rv;

		if (nrec == NULL)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		if ((opt = strndup(addr, rec->dtrd_size)) == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		if (nrec->dtrd_size > sizeof (uint64_t) &&
		    (val = strndup(base + nrec->dtrd_offset,
		    nrec->dtrd_size)) == NULL) {
			free(opt);
			return (dt_set_errno(dtp, EDT_NOMEM));
		}
		rv = dt_setopt(dtp, data, opt, val != NULL ? val : "1");
		free(opt);
		free(val);
		return (rv != 0 ? -1 : 1);
	}

	case DT_ACT_FTRUNCATE:
		if (fp != NULL) {
			(void) fflush(fp);
			(void) ftruncate(fileno(fp), 0);
			(void) fseeko(fp, 0, SEEK_SET);
		}
		return (0);

	default:
		return (0);
	}
}

/* ---- printa() ---------------------------------------------------------- */

int
dt_agg_printa(dtrace_hdl_t *dtp, FILE *fp, const dtrace_eprobedesc_t *epd,
    int i, const char *base)
{
	const dtrace_recdesc_t *rec = &epd->dtepd_rec[i];
	dtrace_aggvarid_t *aggvars;
	dt_print_aggdata_t pd;
	int j, n = 0, ok, rv;

	if ((aggvars = calloc((size_t)(epd->dtepd_nrecs - i),
	    sizeof (*aggvars))) == NULL)
		return (dt_set_errno(dtp, EDT_NOMEM));

	/*
	 * One printa() is one PRINTA record per aggregation.  Records of one
	 * statement share a non-zero dtrd_uarg when the compiler sets one;
	 * otherwise the format rides on the first record only, and the
	 * format-less records after it are its further aggregations.
	 */
	for (j = i; j < epd->dtepd_nrecs; j++) {
		const dtrace_recdesc_t *nr = &epd->dtepd_rec[j];

		if (nr->dtrd_action != DTRACEACT_PRINTA)
			break;
		if (j > i) {
			if (rec->dtrd_uarg != 0 ?
			    nr->dtrd_uarg != rec->dtrd_uarg :
			    (rec->dtrd_format == 0 || nr->dtrd_format != 0))
				break;
		}
		aggvars[n++] = dt_rec_int(nr, base + nr->dtrd_offset, 1, &ok);
		if (!ok) {
			free(aggvars);
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		}
	}

	memset(&pd, 0, sizeof (pd));
	pd.dtpa_dtp = dtp;
	pd.dtpa_fp = fp;
	pd.dtpa_id = aggvars[0];
	pd.dtpa_agghisthdr = DTRACE_AGGVARIDNONE;

	if (rec->dtrd_format != 0) {
		if ((pd.dtpa_pfv = dt_format_lookup(dtp, rec->dtrd_format)) ==
		    NULL) {
			free(aggvars);
			return (-1);
		}
		if (n == 1)
			rv = dtrace_aggregate_walk_sorted(dtp, dt_fprinta, &pd);
		else
			rv = dtrace_aggregate_walk_joined(dtp, aggvars, n,
			    dt_fprintas, &pd);
	} else {
		if (dt_printf(dtp, fp, "\n") < 0)
			rv = -1;
		else if (n == 1)
			rv = dtrace_aggregate_walk_sorted(dtp, dt_print_agg,
			    &pd);
		else
			rv = dtrace_aggregate_walk_joined(dtp, aggvars, n,
			    dt_print_aggs, &pd);
	}
	free(aggvars);
	return (rv < 0 ? -1 : j - i);
}
