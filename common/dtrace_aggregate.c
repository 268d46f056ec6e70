/*
 * common/dtrace_aggregate.c -- aggregations in the framework: the value
 * layout and arithmetic of every aggregating function (count, sum, min,
 * max, avg, stddev, quantize, lquantize, llquantize), aggregation IDs,
 * the per-CPU aggregation buffers with their hash of (aggregation ID,
 * key) -> value, and the DTRACEIOC_AGGSNAP / DTRACEIOC_AGGDESC commands.
 * (Dynamic Tracing Guide, "Aggregations"; ABI: the AGGREGATION RECORD
 * CONTRACT in include/dtrace/ioctl.h.)
 *
 * Where it sits: dtrace_ecb.c lays out an aggregation's tuple and value
 * (dtrace_agg_valsize) and registers its ID (dtrace_agg_register);
 * DTRACEIOC_GO allocates the buffers (dtrace_agg_go); probe context
 * (dtrace_probectx.c) stages each key in a per-CPU staging area and calls
 * dtrace_aggregate(); the consumer takes a CPU's buffer with AGGSNAP and
 * adds it into its own totals.
 *
 * One half of an aggregation buffer (dts_aggsize bytes, 8-aligned):
 *
 *   0 .. dtab_offset          aggregation records, packed, each
 *                             dta_aggsize bytes (a multiple of 8)
 *   ... free ...
 *   top - nb*4 - n*16 ..      hash entries, the first one highest:
 *                             { next entry + 1, hash, record offset,
 *                               key words hashed }
 *   size - nb*4 .. size       nb bucket heads: first entry + 1, 0 = none
 *
 * nb = dts_aggnbuckets, a power of two.  The records are exactly what
 * AGGSNAP copies out; the hash is private.
 *
 * Invariants:
 *   - PROBE CONTEXT (dtrace_aggregate and what it calls): only the CPU's
 *     own active half is written, with interrupts disabled; no lock, no
 *     allocation, no floating point, bounded loops.
 *   - The active half's bucket heads are all zero whenever it holds no
 *     record: halves start zeroed, and AGGSNAP zeroes the heads of the
 *     half it took back after copying it out, before the next switch.
 *   - A key is (aggregation ID, tuple records) compared as the bytes
 *     [0, value offset) of the record; the staging area is zeroed over
 *     that range before a tuple is evaluated, so padding compares equal.
 *     Only the words that can be nonzero (dtrace_aggkey_t: the ID's, each
 *     record's, a string's up to its NUL: a 256-byte string key of "dd"
 *     is 3 words, not 33) are hashed and compared; the others are zero
 *     in the stage and in every record.  Equal keys have the same ranges;
 *     keys that differ differ within the ranges of either (a shorter
 *     string has its NUL where the longer has a character), so the
 *     stored layout and AGGSNAP's output are unchanged.
 *   - Each CPU remembers, per aggregation ID, the record it last found or
 *     made in its active half (dtab_cache[ID - 1]: offset + 1, 0 = none).
 *     A firing first compares its key's ranges with that record's words
 *     and, if equal, updates it without hashing or walking a chain: an
 *     aggregation without a key (`@ = count()`: its key is its ID and
 *     variable ID, the same every firing) and a key that repeats (the
 *     same pid, execname) take only that compare.  Comparing the staged
 *     ranges suffices as for a chain entry: a record of the same ID has
 *     the same layout, and keys that differ differ within the ranges of
 *     the shorter (its NUL).  The switch of the halves (on that CPU,
 *     interrupts disabled, as probe context) zeroes the CPU's cache, so
 *     it never points into the half the consumer took; the cache is
 *     allocated with the halves at GO (one slot per aggregation ID: no
 *     ECB is made after GO) and freed with them.
 *   - An aggregation whose key is the same every firing (AGGNOKEY, set
 *     at enable: its tuple records are `setx; ret` constants or of size
 *     0) has one record per CPU half; while the CPU remembers it, probe
 *     context skips the constant records (no DIF, no staging) and folds
 *     the value straight in (dtrace_aggregate_known).
 */
#include "dtrace_impl.h"
#include "dtrace_div64.h"

#define DTRACE_AGGSIZE_DEFAULT	(4ULL * 1024 * 1024)	/* aggsize: 4m */
#define DTRACE_AGGSIZE_MIN	4096ULL
#define DTRACE_AGG_ENTSIZE	16U

typedef struct dtrace_aggent {
	uint32_t dtae_next;		/* next entry index + 1, 0 = end */
	uint32_t dtae_hash;
	uint32_t dtae_offset;		/* of the record */
	uint32_t dtae_keywords;		/* end of the key's last range (words) */
} dtrace_aggent_t;

/* ---- function arithmetic (probe context) -------------------------------- */

/*
 * dtrace_llquantize_bucket - [P] bucket index (0-based, after the
 * encoding word) of @value in llquantize(factor, low, high, nsteps): the
 * reference's arithmetic (see the contract in ioctl.h).  factor^high must
 * fit in int64 (checked at enable); the powers beyond are computed with
 * 64-bit wrap-around as the reference does, and a magnitude whose next
 * power wraps below it takes every larger value (value = its top - 1).
 * The callers clamp the index to the buckets that exist.
 */
static uint32_t
dtrace_llquantize_bucket(uint16_t factor, uint16_t low, uint16_t high,
    uint16_t nsteps, int64_t value)
{
	int64_t cur = 1, last, next;
	uint32_t base = 1, order;

	for (order = 0; order < low; order++)
		cur *= factor;
	last = cur;
	if (value < last)
		return (0);
	cur *= factor;
	for (; order <= high; order++) {
		int64_t nb = cur > nsteps ? nsteps : cur;

		if (nb <= 0)
			return (base);	/* wrapped beyond repair */
		next = (int64_t)((uint64_t)cur * factor);
		if (next < cur)
			value = cur - 1;
		if (value < cur) {
			int64_t w = dtrace_sdiv64(cur, nb);

			return (base + (uint32_t)dtrace_udiv64((uint64_t)value -
			    (uint64_t)last, (uint64_t)(w > 0 ? w : 1)));
		}
		base += (uint32_t)(nb - dtrace_sdiv64(nb, factor));
		last = cur;
		cur = next;
	}
	return (base);
}

/* [P] quantize: the power-of-two bucket of @v (see DTRACE_QUANTIZE_*). */
static inline uint32_t
dtrace_quantize_bucket(int64_t v)
{
	uint64_t m;
	uint32_t k;

	if (v == 0)
		return (DTRACE_QUANTIZE_ZEROBUCKET);
	if (v > 0) {
		k = 63U - (uint32_t)__builtin_clzll((uint64_t)v);
		return (DTRACE_QUANTIZE_ZEROBUCKET + 1 + k);
	}
	m = (uint64_t)0 - (uint64_t)v;
	k = 63U - (uint32_t)__builtin_clzll(m);
	return (k >= 62 ? 0 : 62 - k);
}

/* [P] lquantize: bucket of @nval (truncated to int32, as the reference) */
static inline uint32_t
dtrace_lquantize_bucket(uint64_t arg, uint64_t nval)
{
	int32_t base = DTRACE_LQUANTIZE_BASE(arg);
	uint16_t step = DTRACE_LQUANTIZE_STEP(arg);
	uint16_t levels = DTRACE_LQUANTIZE_LEVELS(arg);
	int32_t v = (int32_t)(uint32_t)nval;
	int64_t level;

	if (v < base)
		return (0);
	level = dtrace_sdiv64((int64_t)v - base, step);
	if (level < levels)
		return ((uint32_t)level + 1);
	return ((uint32_t)levels + 1);
}

/* [P] sum[0..1] (low, high) += a * a, a 64x64 -> 128-bit square by hand */
static inline void
dtrace_add_square128(uint64_t *sum, uint64_t a)
{
	uint64_t lo = a & 0xffffffffULL, hi = a >> 32;
	uint64_t ll = lo * lo, lh = lo * hi, hh = hi * hi;
	uint64_t mid_lo = lh << 33;		/* 2 * lh, low part */
	uint64_t mid_hi = lh >> 31;		/* 2 * lh, high part */
	uint64_t plo = ll + mid_lo;
	uint64_t phi = hh + mid_hi + (plo < ll ? 1 : 0);
	uint64_t nlo = sum[0] + plo;

	sum[1] += phi + (nlo < plo ? 1 : 0);
	sum[0] = nlo;
}

/* [P] apply the function of @a to the value words @v */
static inline void
dtrace_agg_apply(const dtrace_action_t *a, uint64_t *v, uint64_t val,
    uint64_t incr)
{
	switch (a->dta_kind) {
	case DTRACEAGG_COUNT:
		v[0]++;
		break;
	case DTRACEAGG_SUM:
		v[0] += val;
		break;
	case DTRACEAGG_MIN:
		if ((int64_t)val < (int64_t)v[0])
			v[0] = val;
		break;
	case DTRACEAGG_MAX:
		if ((int64_t)val > (int64_t)v[0])
			v[0] = val;
		break;
	case DTRACEAGG_AVG:
		v[0]++;
		v[1] += val;
		break;
	case DTRACEAGG_STDDEV: {
		int64_t s = (int64_t)val;

		v[0]++;
		v[1] += val;
		dtrace_add_square128(&v[2], s < 0 ? (uint64_t)0 - val : val);
		break;
	}
	case DTRACEAGG_QUANTIZE:
		v[dtrace_quantize_bucket((int64_t)val)] += incr;
		break;
	case DTRACEAGG_LQUANTIZE:
		v[1 + dtrace_lquantize_bucket(v[0], val)] += incr;
		break;
	case DTRACEAGG_LLQUANTIZE: {
		uint32_t b = dtrace_llquantize_bucket(
		    DTRACE_LLQUANTIZE_FACTOR(v[0]), DTRACE_LLQUANTIZE_LOW(v[0]),
		    DTRACE_LLQUANTIZE_HIGH(v[0]), DTRACE_LLQUANTIZE_NSTEP(v[0]),
		    (int64_t)val);

		if (b > a->dta_valsize / 8 - 2)
			b = a->dta_valsize / 8 - 2;
		v[1 + b] += incr;
		break;
	}
	default:
		break;
	}
}

/* ---- probe context: the hash ------------------------------------------------ */

#define	DTRACE_AGG_MIX(h, v)	\
	((h) ^= (v), (h) *= 0x9e3779b97f4a7c15ULL, (h) ^= (h) >> 29)

/*
 * Four lanes of words 0, 1, 2, 3 mod 4, so that the multiplications of a
 * long key (a string key is strsize bytes, 256 by default) overlap instead
 * of waiting on each other; the lanes are then mixed into one.
 */
static inline uint32_t
dtrace_agg_hash(const uint64_t *w, uint32_t nwords)
{
	uint64_t h0 = 0x6a09e667f3bcc908ULL, h1 = 0xbb67ae8584caa73bULL;
	uint64_t h2 = 0x3c6ef372fe94f82bULL, h3 = 0xa54ff53a5f1d36f1ULL;
	uint32_t i;

	for (i = 0; i + 4 <= nwords; i += 4) {
		DTRACE_AGG_MIX(h0, w[i]);
		DTRACE_AGG_MIX(h1, w[i + 1]);
		DTRACE_AGG_MIX(h2, w[i + 2]);
		DTRACE_AGG_MIX(h3, w[i + 3]);
	}
	for (; i < nwords; i++)
		DTRACE_AGG_MIX(h0, w[i]);
	DTRACE_AGG_MIX(h0, h1);
	DTRACE_AGG_MIX(h0, h2);
	DTRACE_AGG_MIX(h0, h3);
	return ((uint32_t)(h0 ^ (h0 >> 32)));
}

/* @ab's remembered-record slot of aggregation @id, or NULL for none. */
static inline uint32_t *
dtrace_agg_slot(const dtrace_aggbuffer_t *ab, dtrace_aggid_t id)
{
	return (id - 1U < ab->dtab_ncache ? &ab->dtab_cache[id - 1] : NULL);
}

bool
dtrace_agg_known(const dtrace_state_t *state, uint32_t cpu, dtrace_aggid_t id)
{
	const uint32_t *slot;

	if (state->dts_aggbuffers == NULL)
		return (false);
	slot = dtrace_agg_slot(&state->dts_aggbuffers[cpu], id);
	return (slot != NULL && *slot != 0);
}

bool
dtrace_aggregate_known(dtrace_state_t *state, const dtrace_action_t *a,
    uint32_t cpu, uint64_t val, uint64_t incr)
{
	dtrace_aggbuffer_t *ab;
	const uint32_t *slot;

	if (state->dts_aggbuffers == NULL)
		return (false);
	ab = &state->dts_aggbuffers[cpu];
	if ((slot = dtrace_agg_slot(ab, a->dta_aggid)) == NULL || *slot == 0)
		return (false);
	dtrace_agg_apply(a, (uint64_t *)(void *)(ab->dtab_tomax + (*slot - 1) +
	    a->dta_rec.dtrd_offset), val, incr);
	return (true);
}

char *
dtrace_agg_stage(dtrace_state_t *state, uint32_t cpu, uint32_t level)
{
	if (state->dts_aggstage == NULL)
		return (NULL);
	return (state->dts_aggstage +
	    ((size_t)cpu * 2 + level) * state->dts_aggstage_size);
}

/* Do record @rec and the staged @key agree over the @nr word ranges? */
static inline bool
dtrace_agg_keyeq(const uint64_t *rec, const uint64_t *key,
    const uint32_t *lo, const uint32_t *hi, uint32_t nr)
{
	uint32_t r, w;

	for (r = 0; r < nr; r++) {
		for (w = lo[r]; w < hi[r]; w++) {
			if (rec[w] != key[w])
				return (false);
		}
	}
	return (true);
}

void
dtrace_aggregate(dtrace_state_t *state, const dtrace_action_t *a,
    uint32_t cpu, char *stage, const dtrace_aggkey_t *k, uint64_t val,
    uint64_t incr)
{
	dtrace_aggbuffer_t *ab;
	uint64_t size = state->dts_aggsize, off;
	uint32_t nb = state->dts_aggnbuckets, keylen = a->dta_rec.dtrd_offset;
	uint32_t h, i, *heads, b, kw, r, nr;
	static const uint32_t zero = 0;
	const uint32_t *lo = k->dtak_lo, *hi = k->dtak_hi;
	const uint64_t *key = (const uint64_t *)(void *)stage;
	dtrace_aggent_t *ents, *e;
	uint32_t *slot;
	char *base;

	if (state->dts_aggbuffers == NULL || stage == NULL)
		return;
	ab = &state->dts_aggbuffers[cpu];
	base = ab->dtab_tomax;
	*(dtrace_aggid_t *)(void *)stage = a->dta_aggid;
	slot = dtrace_agg_slot(ab, a->dta_aggid);

	/*
	 * The ranges start with the ID's word and lie within the key (the
	 * records do); anything else, or none, is taken as the whole key.
	 */
	nr = k->dtak_n;
	if (nr == 0 || nr > DTRACE_AGGKEY_NRANGES || lo[0] != 0 ||
	    hi[nr - 1] > keylen / 8) {
		nr = 1;
		lo = &zero;
		kw = keylen / 8;
		hi = &kw;
	}
	kw = hi[nr - 1];

	/* the record this aggregation last updated on this CPU: same key? */
	if (slot != NULL && *slot != 0) {
		if (dtrace_agg_keyeq((const uint64_t *)(void *)(base +
		    (*slot - 1)), key, lo, hi, nr)) {
			dtrace_agg_apply(a, (uint64_t *)(void *)(base +
			    (*slot - 1) + keylen), val, incr);
			return;
		}
	}

	h = dtrace_agg_hash(key, hi[0]);
	for (r = 1; r < nr; r++) {
		uint64_t x = h;

		DTRACE_AGG_MIX(x, dtrace_agg_hash(key + lo[r], hi[r] - lo[r]));
		h = (uint32_t)(x ^ (x >> 32));
	}
	heads = (uint32_t *)(void *)(base + size - (uint64_t)nb * 4);
	ents = (dtrace_aggent_t *)(void *)heads;	/* entry i at ents[-i-1] */
	b = h & (nb - 1);
	for (i = heads[b]; i != 0; i = e->dtae_next) {
		const uint64_t *rec;
		uint32_t w;

		e = &ents[-(int64_t)i];
		if (e->dtae_hash != h || e->dtae_keywords != kw)
			continue;
		rec = (const uint64_t *)(void *)(base + e->dtae_offset);
		if (nr == 1) {		/* the common case: one range */
			for (w = 0; w < kw; w++) {
				if (rec[w] != key[w])
					break;
			}
			r = w == kw;
		} else {
			r = dtrace_agg_keyeq(rec, key, lo, hi, nr);
		}
		if (r) {
			dtrace_agg_apply(a, (uint64_t *)(void *)(base +
			    e->dtae_offset + keylen), val, incr);
			if (slot != NULL)
				*slot = e->dtae_offset + 1;
			return;
		}
	}

	/* a new key: a record at dtab_offset, an entry below the others */
	off = ab->dtab_offset;
	if (off + a->dta_aggsize + (uint64_t)(ab->dtab_nents + 1) *
	    DTRACE_AGG_ENTSIZE + (uint64_t)nb * 4 > size) {
		ab->dtab_drops++;
		return;
	}
	{
		uint64_t *rec = (uint64_t *)(void *)(base + off);
		uint64_t *v = rec + keylen / 8;
		uint32_t w;

		for (w = 0; w < keylen / 8; w++)
			rec[w] = 0;
		for (r = 0; r < nr; r++) {
			for (w = lo[r]; w < hi[r]; w++)
				rec[w] = key[w];
		}
		for (w = 0; w < a->dta_valsize / 8; w++)
			v[w] = 0;
		v[0] = a->dta_initial;
		dtrace_agg_apply(a, v, val, incr);
	}
	e = &ents[-(int64_t)ab->dtab_nents - 1];
	e->dtae_hash = h;
	e->dtae_offset = (uint32_t)off;
	e->dtae_keywords = kw;
	e->dtae_next = heads[b];
	heads[b] = ab->dtab_nents + 1;
	ab->dtab_nents++;
	ab->dtab_offset = off + a->dta_aggsize;
	if (slot != NULL && off < UINT32_MAX)
		*slot = (uint32_t)off + 1;
	/* half of the half in use: the consumer takes it before it drops */
	if (ab->dtab_offset + (uint64_t)ab->dtab_nents * DTRACE_AGG_ENTSIZE +
	    (uint64_t)nb * 4 >= size / 2 &&
	    off + (uint64_t)(ab->dtab_nents - 1) * DTRACE_AGG_ENTSIZE +
	    (uint64_t)nb * 4 < size / 2)
		dtrace_state_wake(state);
}

/* ---- control path --------------------------------------------------------------- */

/* factor^n, or -1 when it does not fit in int64 */
static int64_t
dtrace_llq_pow(uint32_t factor, uint32_t n)
{
	int64_t v = 1;
	uint32_t i;

	for (i = 0; i < n; i++) {
		if (v > dtrace_sdiv64(INT64_MAX, factor))
			return (-1);
		v *= factor;
	}
	return (v);
}

int
dtrace_agg_valsize(dtrace_actkind_t kind, uint64_t arg, uint32_t *sizep,
    uint64_t *initial)
{
	*initial = 0;
	switch (kind) {
	case DTRACEAGG_COUNT:
	case DTRACEAGG_SUM:
		*sizep = 8;
		return (0);
	case DTRACEAGG_MIN:
		*sizep = 8;
		*initial = (uint64_t)INT64_MAX;
		return (0);
	case DTRACEAGG_MAX:
		*sizep = 8;
		*initial = (uint64_t)INT64_MIN;
		return (0);
	case DTRACEAGG_AVG:
		*sizep = 16;
		return (0);
	case DTRACEAGG_STDDEV:
		*sizep = 32;
		return (0);
	case DTRACEAGG_QUANTIZE:
		*sizep = DTRACE_QUANTIZE_NBUCKETS * 8;
		return (0);
	case DTRACEAGG_LQUANTIZE: {
		uint32_t levels = DTRACE_LQUANTIZE_LEVELS(arg);

		if (DTRACE_LQUANTIZE_STEP(arg) == 0 || levels == 0)
			return (DTRACE_EINVAL);
		*sizep = (levels + 3) * 8;
		*initial = arg;
		return (0);
	}
	case DTRACEAGG_LLQUANTIZE: {
		uint16_t factor = DTRACE_LLQUANTIZE_FACTOR(arg);
		uint16_t low = DTRACE_LLQUANTIZE_LOW(arg);
		uint16_t high = DTRACE_LLQUANTIZE_HIGH(arg);
		uint16_t nsteps = DTRACE_LLQUANTIZE_NSTEP(arg);
		int64_t v;

		if (factor < 2 || low >= high || nsteps < factor)
			return (DTRACE_EINVAL);
		/* nsteps must divide a power of factor, and factor nsteps */
		for (v = factor; v < nsteps; v *= factor)
			continue;
		if (dtrace_smod64(v, nsteps) != 0 || (nsteps % factor) != 0)
			return (DTRACE_EINVAL);
		if (dtrace_llq_pow(factor, high) < 0)
			return (DTRACE_EINVAL);
		v = dtrace_llquantize_bucket(factor, low, high, nsteps,
		    INT64_MAX);
		if (v > (1 << 20))
			return (DTRACE_E2BIG);
		*sizep = (uint32_t)(v + 2) * 8;
		*initial = arg;
		return (0);
	}
	default:
		return (DTRACE_EINVAL);
	}
}

int
dtrace_agg_register(dtrace_state_t *state, dtrace_ecb_t *ecb)
{
	uint32_t i, n = 0;

	for (i = 0; i < ecb->dte_naction; i++) {
		if (DTRACEACT_ISAGG(ecb->dte_action[i].dta_kind))
			n++;
	}
	if (n == 0)
		return (0);
	if (state->dts_naggs + n > state->dts_aggs_cap) {
		uint32_t ncap = state->dts_aggs_cap == 0 ? 16 :
		    state->dts_aggs_cap;
		dtrace_aggref_t *na;

		while (ncap < state->dts_naggs + n)
			ncap *= 2;
		na = dtrace_os_alloc(ncap * sizeof (*na));
		if (na == NULL)
			return (DTRACE_ENOMEM);
		if (state->dts_aggs != NULL) {
			dtrace_memcpy(na, state->dts_aggs,
			    state->dts_naggs * sizeof (*na));
			dtrace_os_free(state->dts_aggs,
			    state->dts_aggs_cap * sizeof (*na));
		}
		state->dts_aggs = na;
		state->dts_aggs_cap = ncap;
	}
	for (i = 0; i < ecb->dte_naction; i++) {
		dtrace_action_t *a = &ecb->dte_action[i];
		dtrace_aggref_t *r;

		if (!DTRACEACT_ISAGG(a->dta_kind))
			continue;
		r = &state->dts_aggs[state->dts_naggs++];
		r->dtar_ecb = ecb;
		r->dtar_act = i;
		a->dta_aggid = state->dts_naggs;
		/* its constant tuple records ask dtrace_agg_known by ID */
		if (a->dta_flags & DTRACE_ACTF_AGGNOKEY) {
			uint32_t j;

			for (j = i - a->dta_ntuple; j < i; j++)
				ecb->dte_action[j].dta_aggid = a->dta_aggid;
		}
		if (a->dta_rec.dtrd_offset > state->dts_aggstage_size)
			state->dts_aggstage_size = a->dta_rec.dtrd_offset;
	}
	return (0);
}

void
dtrace_agg_unregister(dtrace_state_t *state, dtrace_ecb_t *ecb)
{
	uint32_t i;

	for (i = 0; i < ecb->dte_naction; i++) {
		dtrace_action_t *a = &ecb->dte_action[i];

		if (DTRACEACT_ISAGG(a->dta_kind) && a->dta_aggid != 0 &&
		    a->dta_aggid <= state->dts_naggs)
			state->dts_aggs[a->dta_aggid - 1].dtar_ecb = NULL;
	}
}

static void
dtrace_aggbuffers_free(dtrace_state_t *state)
{
	uint32_t i;

	if (state->dts_aggbuffers == NULL)
		return;
	for (i = 0; i < state->dts_ncpus; i++) {
		dtrace_aggbuffer_t *ab = &state->dts_aggbuffers[i];

		if (ab->dtab_tomax != NULL)
			dtrace_os_free(ab->dtab_tomax, state->dts_aggsize);
		if (ab->dtab_xamot != NULL)
			dtrace_os_free(ab->dtab_xamot, state->dts_aggsize);
		if (ab->dtab_cache != NULL)
			dtrace_os_free(ab->dtab_cache,
			    (size_t)ab->dtab_ncache * sizeof (uint32_t));
	}
	dtrace_os_free(state->dts_aggbuffers,
	    state->dts_ncpus * sizeof (dtrace_aggbuffer_t));
	state->dts_aggbuffers = NULL;
}

/*
 * Allocate every CPU's halves of @size bytes; 0 or ENOMEM (none kept),
 * also when the host cannot spare them all (dtrace_mem_fits).
 */
static int
dtrace_aggbuffers_alloc(dtrace_state_t *state, uint64_t size)
{
	uint32_t i;

	if (!dtrace_mem_fits(2ULL * state->dts_ncpus, size) ||
	    state->dts_naggs > (1U << 24))
		return (DTRACE_ENOMEM);
	state->dts_aggsize = size;
	state->dts_aggbuffers = dtrace_os_alloc(state->dts_ncpus *
	    sizeof (dtrace_aggbuffer_t));
	if (state->dts_aggbuffers == NULL)
		return (DTRACE_ENOMEM);
	for (i = 0; i < state->dts_ncpus; i++) {
		dtrace_aggbuffer_t *ab = &state->dts_aggbuffers[i];

		ab->dtab_tomax = dtrace_os_alloc_try((size_t)size);
		ab->dtab_xamot = dtrace_os_alloc_try((size_t)size);
		/* the IDs are fixed at GO (no ECB is made after it) */
		ab->dtab_cache = dtrace_os_alloc_try((size_t)state->dts_naggs *
		    sizeof (uint32_t));
		if (ab->dtab_cache != NULL)
			ab->dtab_ncache = state->dts_naggs;
		if (ab->dtab_tomax == NULL || ab->dtab_xamot == NULL ||
		    ab->dtab_cache == NULL) {
			dtrace_aggbuffers_free(state);
			return (DTRACE_ENOMEM);
		}
	}
	return (0);
}

/*
 * dtrace_agg_go - if @state has aggregations: aggregation buffers of
 * aggsize bytes per half (default 4m; halved while the host cannot spare
 * them, dtrace_mem_fits, unless bufresize=manual; never below 4 KiB) and
 * the staging areas.  Called
 * with dtrace_lock held, before the state leaves INACTIVE.
 */
int
dtrace_agg_go(dtrace_state_t *state)
{
	dtrace_optval_t opt = state->dts_options[DTRACEOPT_AGGSIZE];
	uint64_t size = DTRACE_AGGSIZE_DEFAULT, nb;
	bool manual = state->dts_options[DTRACEOPT_BUFRESIZE] ==
	    DTRACEOPT_BUFRESIZE_MANUAL;

	if (state->dts_naggs == 0 || state->dts_aggbuffers != NULL)
		return (0);
	if (opt != DTRACEOPT_UNSET && opt > 0)
		size = (uint64_t)opt;
	if (size < DTRACE_AGGSIZE_MIN)
		size = DTRACE_AGGSIZE_MIN;
	size &= ~7ULL;

	state->dts_aggstage_size = (state->dts_aggstage_size + 7) & ~7U;
	/* the keys may hold strings of strsize: the user's choice too */
	if (!dtrace_mem_fits(2ULL * state->dts_ncpus, state->dts_aggstage_size))
		return (DTRACE_ENOMEM);
	state->dts_aggstage = dtrace_os_alloc_try((size_t)state->dts_ncpus *
	    2 * state->dts_aggstage_size);
	if (state->dts_aggstage == NULL)
		return (DTRACE_ENOMEM);
	while (dtrace_aggbuffers_alloc(state, size) != 0) {
		if (manual || size / 2 < DTRACE_AGGSIZE_MIN) {
			dtrace_os_free(state->dts_aggstage,
			    (size_t)state->dts_ncpus * 2 *
			    state->dts_aggstage_size);
			state->dts_aggstage = NULL;
			return (DTRACE_ENOMEM);
		}
		size = (size / 2) & ~7ULL;
	}
	/* about one bucket head per 64 bytes, a power of two, >= 16 */
	for (nb = 16; nb * 2 <= size / 64; nb *= 2)
		continue;
	state->dts_aggnbuckets = (uint32_t)nb;
	state->dts_options[DTRACEOPT_AGGSIZE] = (dtrace_optval_t)size;
	return (0);
}

void
dtrace_agg_free(dtrace_state_t *state)
{
	dtrace_aggbuffers_free(state);
	if (state->dts_aggstage != NULL)
		dtrace_os_free(state->dts_aggstage, (size_t)state->dts_ncpus *
		    2 * state->dts_aggstage_size);
	state->dts_aggstage = NULL;
	if (state->dts_aggs != NULL)
		dtrace_os_free(state->dts_aggs,
		    state->dts_aggs_cap * sizeof (dtrace_aggref_t));
	state->dts_aggs = NULL;
	state->dts_naggs = state->dts_aggs_cap = 0;
}

/* Swap the halves of one CPU's aggregation buffer (on that CPU). */
static void
dtrace_aggbuffer_switch(void *arg)
{
	dtrace_aggbuffer_t *ab = arg;
	uint64_t cookie = dtrace_os_interrupt_disable();
	char *t = ab->dtab_tomax;

	ab->dtab_tomax = ab->dtab_xamot;
	ab->dtab_xamot = t;
	ab->dtab_xamot_offset = ab->dtab_offset;
	ab->dtab_xamot_drops = ab->dtab_drops;
	ab->dtab_offset = 0;
	ab->dtab_drops = 0;
	ab->dtab_nents = 0;
	/* the remembered records were in the half just taken */
	dtrace_bzero(ab->dtab_cache, (size_t)ab->dtab_ncache *
	    sizeof (uint32_t));
	ab->dtab_switched = dtrace_os_gethrtime();
	dtrace_os_membar_producer();
	dtrace_os_interrupt_restore(cookie);
}

int
dtrace_ioc_aggsnap(dtrace_state_t *state, uint64_t arg)
{
	dtrace_bufdesc_t desc;
	dtrace_aggbuffer_t *ab;
	uint64_t nb;
	int err = 0;

	if (dtrace_os_ioctl_copyin(arg, &desc, sizeof (desc)) != 0)
		return (DTRACE_EFAULT);
	if (desc.dtbd_cpu >= state->dts_ncpus)
		return (DTRACE_ENOENT);
	dtrace_os_mutex_enter(dtrace_lock);
	if (state->dts_aggbuffers == NULL) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_ENOENT);
	}
	ab = &state->dts_aggbuffers[desc.dtbd_cpu];
	if (desc.dtbd_size < state->dts_aggsize) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_ENOMEM);
	}
	/* a CPU that is not online is absent: nothing was switched */
	if ((err = dtrace_os_xcall((int32_t)desc.dtbd_cpu,
	    dtrace_aggbuffer_switch, ab)) != 0) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (err);
	}
	dtrace_os_membar_consumer();
	desc.dtbd_size = ab->dtab_xamot_offset;
	desc.dtbd_drops = ab->dtab_xamot_drops;
	desc.dtbd_errors = 0;
	desc.dtbd_oldest = 0;
	desc.dtbd_timestamp = ab->dtab_switched;
	if (desc.dtbd_size != 0 &&
	    dtrace_os_ioctl_copyout(ab->dtab_xamot, desc.dtbd_data,
	    (size_t)desc.dtbd_size) != 0)
		err = DTRACE_EFAULT;
	/* the taken half becomes active at the next switch: empty its hash */
	nb = state->dts_aggnbuckets;
	if (ab->dtab_xamot_offset != 0)
		dtrace_bzero(ab->dtab_xamot + state->dts_aggsize - nb * 4,
		    (size_t)nb * 4);
	ab->dtab_xamot_offset = 0;
	ab->dtab_xamot_drops = 0;
	dtrace_os_mutex_exit(dtrace_lock);
	if (err == 0 &&
	    dtrace_os_ioctl_copyout(&desc, arg, sizeof (desc)) != 0)
		err = DTRACE_EFAULT;
	return (err);
}

int
dtrace_ioc_aggdesc(dtrace_state_t *state, uint64_t arg)
{
	dtrace_aggdesc_t ad;
	dtrace_aggref_t *r;
	dtrace_ecb_t *ecb;
	const dtrace_action_t *agg;
	uint32_t i, first, cap, n = 0;
	uint64_t dst;
	int err = 0;

	if (dtrace_os_ioctl_copyin(arg, &ad, sizeof (ad)) != 0)
		return (DTRACE_EFAULT);
	dtrace_os_mutex_enter(dtrace_lock);
	if (ad.dtagd_id == DTRACE_AGGIDNONE || ad.dtagd_id > state->dts_naggs ||
	    (r = &state->dts_aggs[ad.dtagd_id - 1])->dtar_ecb == NULL) {
		dtrace_os_mutex_exit(dtrace_lock);
		return (DTRACE_EINVAL);
	}
	ecb = r->dtar_ecb;
	agg = &ecb->dte_action[r->dtar_act];
	first = r->dtar_act - agg->dta_ntuple;
	cap = ad.dtagd_nrecs < 0 ? 0 : (uint32_t)ad.dtagd_nrecs;
	dst = arg + offsetof(dtrace_aggdesc_t, dtagd_rec[0]);
	for (i = first; i <= r->dtar_act; i++) {
		const dtrace_action_t *a = &ecb->dte_action[i];

		if (a->dta_rec.dtrd_size == 0 && i != r->dtar_act)
			continue;	/* the increment */
		if (n < cap && dtrace_os_ioctl_copyout(&a->dta_rec, dst,
		    sizeof (dtrace_recdesc_t)) != 0) {
			err = DTRACE_EFAULT;
			break;
		}
		if (n < cap)
			dst += sizeof (dtrace_recdesc_t);
		n++;
	}
	ad.dtagd_epid = ecb->dte_epid;
	ad.dtagd_size = agg->dta_aggsize;
	ad.dtagd_nrecs = (int32_t)n;
	dtrace_os_mutex_exit(dtrace_lock);
	if (err == 0 && dtrace_os_ioctl_copyout(&ad, arg,
	    offsetof(dtrace_aggdesc_t, dtagd_rec[0])) != 0)
		err = DTRACE_EFAULT;
	return (err);
}
