/*
 * lib/libdtrace/dt_agg_print.c -- aggregations as text, byte for byte as
 * the reference prints them (Dynamic Tracing Guide, "Aggregations" and
 * "Output Formatting: printa"):
 *
 *   - the default format (printa(@a) and the output at exit): each key as
 *     trace() prints it in a column (integers " %16lld"/" %8d"/" %5d"/
 *     " %3d" by size, strings "  %-50s"), then the value: " %16lld" for
 *     count/sum/min/max/avg (avg truncated toward zero), " %16llu" for
 *     stddev, or the distribution table of quantize/lquantize/llquantize;
 *   - the tables: a header "\n           value  ---- Distribution ---- count",
 *     one row per bucket from one zero row before the first non-zero
 *     bucket to one after the last, a bar of 40 '@' scaled by
 *     |count| / total rounded to nearest, negative counts drawn to the
 *     left (and half-size bars when both signs occur), the rows "< base"
 *     and ">= limit" of lquantize/llquantize;
 *   - -x aggpack (one line per key, packed bars), -x agghist (count/sum as
 *     horizontal bars), -x aggzoom (the highest bar fills 95%);
 *   - printa() with a format: conversions without '@' take the keys (then
 *     the value) in order, each %@ the value of the next aggregation, all
 *     through dt_printf.c so flags and widths behave as in printf().
 *
 * Where it sits: the walkers of dt_aggregate.c call dt_print_agg (one
 * aggregation), dt_print_aggs (several, joined by key), dt_fprinta and
 * dt_fprintas (with a format) for each entry in sorted order.
 *
 * Invariants: every value is divided by the entry's normalize() divisor
 * (dtada_normal, never 0) as the reference divides it; printing through
 * printa() marks the aggregation printed (DTRACE_AGD_PRINTED), so the
 * output at exit skips it.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "dt_aggregate.h"
#include "dt_stack.h"	/* stack keys (pid helper) */

static long double
dt_fabsl(long double x)
{
	return (x < 0 ? -x : x);
}

/* Digits of @val (a minus sign counts), at least 4 (aggpack labels). */
static int
dt_ndigits(long long val)
{
	int n = 1;
	long long cmp = 10;

	if (val < 0) {
		val = val == INT64_MIN ? INT64_MAX : -val;
		n++;
	}
	while (val > cmp && cmp > 0) {
		n++;
		cmp *= 10;
	}
	return (n < 4 ? 4 : n);
}

/* ---- stddev ------------------------------------------------------------ */

#ifndef __SIZEOF_INT128__
#error "stddev() needs a 128-bit integer type"
#endif
typedef unsigned __int128 dt_u128_t;

static uint64_t
dt_isqrt128(dt_u128_t v)
{
	dt_u128_t res = 0, bit = (dt_u128_t)1 << 126;

	while (bit > v)
		bit >>= 2;
	while (bit != 0) {
		if (v >= res + bit) {
			v -= res + bit;
			res = (res >> 1) + bit;
		} else {
			res >>= 1;
		}
		bit >>= 2;
	}
	return ((uint64_t)res);
}

uint64_t
dt_stddev(const uint64_t *data, uint64_t normal)
{
	dt_u128_t sq = ((dt_u128_t)data[3] << 64) | data[2], avgsq, sqavg;
	int64_t avg;

	if (data[0] == 0 || normal == 0)
		return (0);
	/* sqrt(average of the squares - square of the average) */
	avgsq = sq / normal / normal / data[0];
	avg = (int64_t)data[1] / (int64_t)normal / (int64_t)data[0];
	if (avg < 0)
		avg = -avg;
	sqavg = (dt_u128_t)(uint64_t)avg * (uint64_t)avg;
	return (dt_isqrt128(avgsq - sqavg));
}

/* ---- distributions ------------------------------------------------------- */

static void
dt_quantize_total(dtrace_hdl_t *dtp, int64_t datum, long double *total)
{
	long double val = dt_fabsl((long double)datum);

	if (dtp->dt_options[DTRACEOPT_AGGZOOM] == DTRACEOPT_UNSET) {
		*total += val;
		return;
	}
	/* Zoomed: the highest bar is DTRACE_AGGZOOM_MAX of the full width. */
	val *= 1 / DTRACE_AGGZOOM_MAX;
	if (*total < val)
		*total = val;
}

static int
dt_print_quanthdr(dtrace_hdl_t *dtp, FILE *fp, int width)
{
	return (dt_printf(dtp, fp, "\n%*s %41s %-9s\n",
	    width ? width : 16, width ? "key" : "value",
	    "------------- Distribution -------------", "count"));
}

static int
dt_print_quanthdr_packed(dtrace_hdl_t *dtp, FILE *fp, int width,
    const dtrace_aggdata_t *aggdata, dtrace_actkind_t action)
{
	int min = aggdata->dtada_minbin, max = aggdata->dtada_maxbin;
	int minwidth, maxwidth, i;

	if (action == DTRACEAGG_QUANTIZE) {
		if (min != 0 && min != (int)DTRACE_QUANTIZE_ZEROBUCKET)
			min--;
		if (max < (int)DTRACE_QUANTIZE_NBUCKETS - 1)
			max++;
		minwidth = dt_ndigits(DT_QBUCKETVAL(min));
		maxwidth = dt_ndigits(DT_QBUCKETVAL(max));
	} else {
		maxwidth = 8;
		minwidth = maxwidth - 1;
		max++;
	}

	if (dt_printf(dtp, fp, "\n%*s %*s .", width,
	    width > 0 ? "key" : "", minwidth, "min") < 0)
		return (-1);
	for (i = min; i <= max; i++) {
		if (dt_printf(dtp, fp, "-") < 0)
			return (-1);
	}
	return (dt_printf(dtp, fp, ". %*s | count\n", -maxwidth, "max"));
}

static const char dt_ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
static const char dt_spaces[] = "                                        ";

/* One row's bar and count: |@@@@      count (negatives to the left). */
static int
dt_print_quantline(dtrace_hdl_t *dtp, FILE *fp, int64_t val,
    uint64_t normal, long double total, char positives, char negatives)
{
	unsigned int depth, len = 40;
	const char *ats = dt_ats, *spaces = dt_spaces;
	long double f;

	if (!negatives) {
		if (positives && total != 0) {
			f = (dt_fabsl((long double)val) * len) / total;
			depth = (unsigned int)(f + 0.5);
		} else {
			depth = 0;
		}
		if (depth > len)
			depth = len;
		return (dt_printf(dtp, fp, "|%s%s %-9lld\n", ats + len - depth,
		    spaces + depth, (long long)((uint64_t)val / normal)));
	}

	if (!positives) {
		f = total != 0 ?
		    (dt_fabsl((long double)val) * len) / total : 0;
		depth = (unsigned int)(f + 0.5);
		if (depth > len)
			depth = len;
		return (dt_printf(dtp, fp, "%s%s| %-9lld\n", spaces + depth,
		    ats + len - depth, (long long)((uint64_t)val / normal)));
	}

	/* Both signs: half-size bars either side of a centre line. */
	len /= 2;
	ats = &ats[len];
	spaces = &spaces[len];
	f = total != 0 ? (dt_fabsl((long double)val) * len) / total : 0;
	depth = (unsigned int)(f + 0.5);
	if (depth > len)
		depth = len;

	if (val <= 0) {
		return (dt_printf(dtp, fp, "%s%s|%*s %-9lld\n", spaces + depth,
		    ats + len - depth, (int)len, "",
		    (long long)((uint64_t)val / normal)));
	}
	return (dt_printf(dtp, fp, "%20s|%s%s %-9lld\n", "",
	    ats + len - depth, spaces + depth,
	    (long long)((uint64_t)val / normal)));
}

/* UTF-8 for packed bars unless the terminal is known not to take it. */
static int
dt_agg_utf8(void)
{
	static int checked, utf8;
	const char *term;

	if (!checked) {
		checked = 1;
		term = getenv("TERM");
		utf8 = term != NULL && strcmp(term, "sun") != 0 &&
		    strcmp(term, "sun-color") != 0 && strcmp(term, "dumb") != 0;
	}
	return (utf8);
}

#define DT_AGGPACK_BASE		0x2581	/* U+2581 .. U+2588 */
#define DT_AGGPACK_LEVELS	8

static int
dt_print_packed(dtrace_hdl_t *dtp, FILE *fp, long double datum,
    long double total)
{
	static const char ascii[] = "__xxxxXX", neg[] = "vvvvVV";
	long double val;

	if (datum == 0 || total == 0)
		return (dt_printf(dtp, fp, " "));

	if (datum < 0) {
		val = dt_fabsl(datum * (long double)(sizeof (neg) - 2)) / total;
		return (dt_printf(dtp, fp, "%c", neg[(unsigned int)(val + 0.5)]));
	}

	if (dt_agg_utf8()) {
		unsigned int block = DT_AGGPACK_BASE + (unsigned int)(((datum *
		    (DT_AGGPACK_LEVELS - 1)) / total) + 0.5);

		return (dt_printf(dtp, fp, "%c%c%c", 0xe0 | (block >> 12),
		    0x80 | ((block >> 6) & 0x3f), 0x80 | (block & 0x3f)));
	}

	val = (datum * (long double)(sizeof (ascii) - 2)) / total;
	return (dt_printf(dtp, fp, "%c", ascii[(unsigned int)(val + 0.5)]));
}

static int
dt_print_quantize(dtrace_hdl_t *dtp, FILE *fp, const char *addr,
    size_t size, uint64_t normal)
{
	const int64_t *data = (const int64_t *)(const void *)addr;
	int i, first = 0, last = DTRACE_QUANTIZE_NBUCKETS - 1;
	long double total = 0;
	char positives = 0, negatives = 0;

	if (size != DTRACE_QUANTIZE_NBUCKETS * sizeof (uint64_t))
		return (dt_set_errno(dtp, EDT_DMISMATCH));

	/* (the last bucket, 2^62 up to INT64_MAX, may be the only one) */
	while (first < (int)DTRACE_QUANTIZE_NBUCKETS && data[first] == 0)
		first++;

	if (first == (int)DTRACE_QUANTIZE_NBUCKETS) {
		/* No data (cleared, or increments summed to 0): around 0. */
		first = DTRACE_QUANTIZE_ZEROBUCKET - 1;
		last = DTRACE_QUANTIZE_ZEROBUCKET + 1;
	} else {
		if (first > 0)
			first--;
		while (last > 0 && data[last] == 0)
			last--;
		if (last < (int)DTRACE_QUANTIZE_NBUCKETS - 1)
			last++;
	}

	for (i = first; i <= last; i++) {
		positives |= (data[i] > 0);
		negatives |= (data[i] < 0);
		dt_quantize_total(dtp, data[i], &total);
	}

	if (dt_print_quanthdr(dtp, fp, 0) < 0)
		return (-1);

	for (i = first; i <= last; i++) {
		if (dt_printf(dtp, fp, "%16lld ",
		    (long long)DT_QBUCKETVAL(i)) < 0)
			return (-1);
		if (dt_print_quantline(dtp, fp, data[i], normal, total,
		    positives, negatives) < 0)
			return (-1);
	}
	return (0);
}

static int
dt_print_quantize_packed(dtrace_hdl_t *dtp, FILE *fp, const char *addr,
    size_t size, const dtrace_aggdata_t *aggdata)
{
	const int64_t *data = (const int64_t *)(const void *)addr;
	long double total = 0, count = 0;
	int min = aggdata->dtada_minbin, max = aggdata->dtada_maxbin, i;
	int64_t minval, maxval;

	if (size != DTRACE_QUANTIZE_NBUCKETS * sizeof (uint64_t))
		return (dt_set_errno(dtp, EDT_DMISMATCH));

	if (min != 0 && min != (int)DTRACE_QUANTIZE_ZEROBUCKET)
		min--;
	if (max < (int)DTRACE_QUANTIZE_NBUCKETS - 1)
		max++;

	minval = DT_QBUCKETVAL(min);
	maxval = DT_QBUCKETVAL(max);

	if (dt_printf(dtp, fp, " %*lld :", dt_ndigits(minval),
	    (long long)minval) < 0)
		return (-1);

	for (i = min; i <= max; i++) {
		dt_quantize_total(dtp, data[i], &total);
		count += data[i];
	}
	for (i = min; i <= max; i++) {
		if (dt_print_packed(dtp, fp, data[i], total) < 0)
			return (-1);
	}
	return (dt_printf(dtp, fp, ": %*lld | %lld\n", -dt_ndigits(maxval),
	    (long long)maxval, (long long)count));
}

/*
 * The lower bound of lquantize() level n (0 .. levels) of an aggregation of
 * base and step: base + n * step in the reference's 32-bit int arithmetic,
 * which wraps where n * step alone exceeds INT32_MAX (65535 levels of
 * 65535) but the bound itself fits; done unsigned, where wrapping is
 * defined.
 */
static int32_t
dt_lquantize_bound(int32_t base, uint16_t step, unsigned int n)
{
	return ((int32_t)((uint32_t)base + (uint32_t)n * step));
}

static int
dt_print_lquantize(dtrace_hdl_t *dtp, FILE *fp, const char *addr,
    size_t size, uint64_t normal)
{
	const int64_t *data = (const int64_t *)(const void *)addr;
	int i, first, last, base;
	uint64_t arg;
	long double total = 0;
	uint16_t step, levels;
	char positives = 0, negatives = 0;

	if (size < sizeof (uint64_t))
		return (dt_set_errno(dtp, EDT_DMISMATCH));

	arg = (uint64_t)*data++;
	size -= sizeof (uint64_t);

	base = DTRACE_LQUANTIZE_BASE(arg);
	step = DTRACE_LQUANTIZE_STEP(arg);
	levels = DTRACE_LQUANTIZE_LEVELS(arg);

	first = 0;
	last = levels + 1;

	if (size != sizeof (uint64_t) * (levels + 2))
		return (dt_set_errno(dtp, EDT_DMISMATCH));

	while (first <= levels + 1 && data[first] == 0)
		first++;

	if (first > levels + 1) {
		first = 0;
		last = 2;
	} else {
		if (first > 0)
			first--;
		while (last > 0 && data[last] == 0)
			last--;
		if (last < levels + 1)
			last++;
	}

	for (i = first; i <= last; i++) {
		positives |= (data[i] > 0);
		negatives |= (data[i] < 0);
		dt_quantize_total(dtp, data[i], &total);
	}

	if (dt_printf(dtp, fp, "\n%16s %41s %-9s\n", "value",
	    "------------- Distribution -------------", "count") < 0)
		return (-1);

	for (i = first; i <= last; i++) {
		char c[32];
		int err;

		if (i == 0) {
			(void) snprintf(c, sizeof (c), "< %d", base);
			err = dt_printf(dtp, fp, "%16s ", c);
		} else if (i == levels + 1) {
			(void) snprintf(c, sizeof (c), ">= %d",
			    dt_lquantize_bound(base, step, levels));
			err = dt_printf(dtp, fp, "%16s ", c);
		} else {
			err = dt_printf(dtp, fp, "%16d ",
			    dt_lquantize_bound(base, step, i - 1));
		}
		if (err < 0 || dt_print_quantline(dtp, fp, data[i], normal,
		    total, positives, negatives) < 0)
			return (-1);
	}
	return (0);
}

static int
dt_print_lquantize_packed(dtrace_hdl_t *dtp, FILE *fp, const char *addr,
    size_t size)
{
	const int64_t *data = (const int64_t *)(const void *)addr;
	long double total = 0, count = 0;
	int base;
	uint64_t arg;
	uint16_t step, levels;
	unsigned int i, max;
	char c[32];

	if (size < sizeof (uint64_t))
		return (dt_set_errno(dtp, EDT_DMISMATCH));

	arg = (uint64_t)*data++;
	size -= sizeof (uint64_t);

	base = DTRACE_LQUANTIZE_BASE(arg);
	step = DTRACE_LQUANTIZE_STEP(arg);
	levels = DTRACE_LQUANTIZE_LEVELS(arg);

	if (size != sizeof (uint64_t) * (levels + 2))
		return (dt_set_errno(dtp, EDT_DMISMATCH));

	max = levels + 1;
	(void) snprintf(c, sizeof (c), "< %d", base);
	if (dt_printf(dtp, fp, "%8s :", c) < 0)
		return (-1);

	for (i = 0; i <= max; i++) {
		dt_quantize_total(dtp, data[i], &total);
		count += data[i];
	}
	for (i = 0; i <= max; i++) {
		if (dt_print_packed(dtp, fp, data[i], total) < 0)
			return (-1);
	}

	(void) snprintf(c, sizeof (c), ">= %d",
	    dt_lquantize_bound(base, step, levels));
	return (dt_printf(dtp, fp, ": %-8s | %lld\n", c, (long long)count));
}

static int
dt_print_llquantize(dtrace_hdl_t *dtp, FILE *fp, const char *addr,
    size_t size, uint64_t normal)
{
	int i, first, last, bin = 1, order, levels;
	uint16_t factor, low, high, nsteps;
	const int64_t *data = (const int64_t *)(const void *)addr;
	uint64_t value = 1, next, step;	/* labels: >= 0, up to factor^(high+1) */
	char positives = 0, negatives = 0;
	long double total = 0;
	uint64_t arg;
	char c[32];

	if (size < sizeof (uint64_t))
		return (dt_set_errno(dtp, EDT_DMISMATCH));

	arg = (uint64_t)*data++;
	size -= sizeof (uint64_t);

	factor = DTRACE_LLQUANTIZE_FACTOR(arg);
	low = DTRACE_LLQUANTIZE_LOW(arg);
	high = DTRACE_LLQUANTIZE_HIGH(arg);
	nsteps = DTRACE_LLQUANTIZE_NSTEP(arg);

	if (size > INT32_MAX || factor < 2 || low >= high ||
	    nsteps == 0 || factor > nsteps || size < sizeof (uint64_t))
		return (dt_set_errno(dtp, EDT_DMISMATCH));

	levels = (int)(size / sizeof (uint64_t));

	first = 0;
	last = levels - 1;

	while (first < levels && data[first] == 0)
		first++;

	if (first == levels) {
		first = 0;
		last = 1;
	} else {
		if (first > 0)
			first--;
		while (last > 0 && data[last] == 0)
			last--;
		if (last < levels - 1)
			last++;
	}

	for (i = first; i <= last; i++) {
		positives |= (data[i] > 0);
		negatives |= (data[i] < 0);
		dt_quantize_total(dtp, data[i], &total);
	}

	if (dt_printf(dtp, fp, "\n%16s %41s %-9s\n", "value",
	    "------------- Distribution -------------", "count") < 0)
		return (-1);

	for (order = 0; order < low; order++)
		value *= factor;

	next = value * factor;
	step = next > nsteps ? next / nsteps : 1;

	if (first == 0) {
		(void) snprintf(c, sizeof (c), "< %llu", (unsigned long long)value);
		if (dt_printf(dtp, fp, "%16s ", c) < 0)
			return (-1);
		if (dt_print_quantline(dtp, fp, data[0], normal,
		    total, positives, negatives) < 0)
			return (-1);
	}

	while (order <= high && bin < levels) {
		if (bin >= first && bin <= last) {
			if (dt_printf(dtp, fp, "%16llu ", (unsigned long long)value) < 0)
				return (-1);
			if (dt_print_quantline(dtp, fp, data[bin],
			    normal, total, positives, negatives) < 0)
				return (-1);
		}
		bin++;
		if ((value += step) != next)
			continue;
		next = value * factor;
		step = next > nsteps ? next / nsteps : 1;
		order++;
	}

	if (last < bin || bin >= levels)
		return (0);

	(void) snprintf(c, sizeof (c), ">= %llu", (unsigned long long)value);
	if (dt_printf(dtp, fp, "%16s ", c) < 0)
		return (-1);
	return (dt_print_quantline(dtp, fp, data[bin], normal,
	    total, positives, negatives));
}

static int
dt_print_average(dtrace_hdl_t *dtp, FILE *fp, const char *addr,
    uint64_t normal)
{
	const int64_t *data = (const int64_t *)(const void *)addr;

	return (dt_printf(dtp, fp, " %16lld", data[0] ?
	    (long long)(data[1] / (int64_t)normal / data[0]) : 0));
}

static int
dt_print_stddev(dtrace_hdl_t *dtp, FILE *fp, const char *addr,
    uint64_t normal)
{
	const uint64_t *data = (const uint64_t *)(const void *)addr;

	return (dt_printf(dtp, fp, " %16llu", data[0] ?
	    (unsigned long long)dt_stddev(data, normal) : 0ULL));
}

/* A key of no integer size, as trace() prints it (string or hex dump). */
static int
dt_agg_print_bytes(dtrace_hdl_t *dtp, FILE *fp, const char *c, size_t n,
    int width)
{
	size_t i, j;

	if (n == 0)
		return (0);
	if (dtp->dt_options[DTRACEOPT_RAWBYTES] != DTRACEOPT_UNSET)
		goto raw;

	for (i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)c[i];

		if (isprint(ch) || isspace(ch) || ch == '\b' || ch == '\a')
			continue;
		if (ch == '\0' && i > 0) {
			for (j = i + 1; j < n; j++) {
				if (c[j] != '\0')
					break;
			}
			if (j != n)
				break;
			return (dt_printf(dtp, fp, " %s%*s",
			    width < 0 ? " " : "", width, c));
		}
		break;
	}

	if (i == n) {
		char *s = strndup(c, n);
		int r;

		if (s == NULL)
			return (dt_set_errno(dtp, EDT_NOMEM));
		r = dt_printf(dtp, fp, "  %-*s", width, s);
		free(s);
		return (r);
	}

raw:
	if (dt_printf(dtp, fp, "\n%*s      ", 5, "") < 0)
		return (-1);
	for (i = 0; i < 16; i++) {
		if (dt_printf(dtp, fp, "  %c", "0123456789abcdef"[i]) < 0)
			return (-1);
	}
	if (dt_printf(dtp, fp, "  0123456789abcdef\n") < 0)
		return (-1);
	for (i = 0; i < n; i += 16) {
		if (dt_printf(dtp, fp, "%*s%5zx:", 5, "", i) < 0)
			return (-1);
		for (j = i; j < i + 16 && j < n; j++) {
			if (dt_printf(dtp, fp, " %02x",
			    (unsigned char)c[j]) < 0)
				return (-1);
		}
		while (j++ % 16) {
			if (dt_printf(dtp, fp, "   ") < 0)
				return (-1);
		}
		if (dt_printf(dtp, fp, "  ") < 0)
			return (-1);
		for (j = i; j < i + 16 && j < n; j++) {
			if (dt_printf(dtp, fp, "%c", c[j] < ' ' || c[j] > '~' ?
			    '.' : c[j]) < 0)
				return (-1);
		}
		if (dt_printf(dtp, fp, "\n") < 0)
			return (-1);
	}
	return (0);
}

/* Column widths of keys and values by record size (default, packed). */
static int
dt_agg_width(uint32_t size, int packed)
{
	switch (size) {
	case 1: return (3);
	case 2: return (5);
	case 4: return (8);
	case 8: return (16);
	default: return (packed ? 16 : -50);
	}
}

/* Print one key or value record of an entry in the default format. */
static int
dt_print_datum(dtrace_hdl_t *dtp, FILE *fp, const dtrace_recdesc_t *rec,
    const char *addr, const dtrace_aggdata_t *aggdata, uint64_t normal,
    dt_print_aggdata_t *pd)
{
	dtrace_actkind_t act = rec->dtrd_action;
	const dtrace_aggdesc_t *agg = aggdata->dtada_desc;
	int packed = pd->dtpa_agghist || pd->dtpa_aggpack;
	size_t size = rec->dtrd_size;
	int width;

	if (packed && pd->dtpa_agghisthdr != agg->dtagd_varid) {
		const dtrace_recdesc_t *r;

		/* The header of this variable: as wide as its keys. */
		width = 0;
		for (r = rec; !DTRACEACT_ISAGG(r->dtrd_action); r++)
			width += dt_agg_width(r->dtrd_size, 1) + 1;

		if (pd->dtpa_agghist) {
			if (dt_print_quanthdr(dtp, fp, width) < 0)
				return (-1);
		} else {
			if (dt_print_quanthdr_packed(dtp, fp, width, aggdata,
			    r->dtrd_action) < 0)
				return (-1);
		}
		pd->dtpa_agghisthdr = agg->dtagd_varid;
	}

	if (pd->dtpa_agghist && DTRACEACT_ISAGG(act)) {
		char positives = (aggdata->dtada_flags &
		    DTRACE_A_HASPOSITIVES) != 0;
		char negatives = (aggdata->dtada_flags &
		    DTRACE_A_HASNEGATIVES) != 0;
		int64_t val;

		memcpy(&val, addr, sizeof (val));
		if (dt_printf(dtp, fp, " ") < 0)
			return (-1);
		return (dt_print_quantline(dtp, fp, val, normal,
		    (long double)aggdata->dtada_total, positives, negatives));
	}

	if (pd->dtpa_aggpack && act == DTRACEAGG_QUANTIZE)
		return (dt_print_quantize_packed(dtp, fp, addr, size, aggdata));
	if (pd->dtpa_aggpack && act == DTRACEAGG_LQUANTIZE)
		return (dt_print_lquantize_packed(dtp, fp, addr, size));

	/* stack(), ustack(), usym()... keys: dt_stack.c (pid helper) */
	if ((width = dt_stack_print_rec(dtp, fp, rec, addr)) != 0)
		return (width < 0 ? -1 : 0);

	switch (act) {
	case DTRACEAGG_QUANTIZE:
		return (dt_print_quantize(dtp, fp, addr, size, normal));
	case DTRACEAGG_LQUANTIZE:
		return (dt_print_lquantize(dtp, fp, addr, size, normal));
	case DTRACEAGG_LLQUANTIZE:
		return (dt_print_llquantize(dtp, fp, addr, size, normal));
	case DTRACEAGG_AVG:
		return (dt_print_average(dtp, fp, addr, normal));
	case DTRACEAGG_STDDEV:
		return (dt_print_stddev(dtp, fp, addr, normal));
	default:
		break;
	}

	width = dt_agg_width((uint32_t)size, packed);

	switch (size) {
	case 8: {
		uint64_t v;

		memcpy(&v, addr, 8);
		return (dt_printf(dtp, fp, " %*lld", width,
		    (long long)(v / normal)));
	}
	case 4: {
		uint32_t v;

		memcpy(&v, addr, 4);
		return (dt_printf(dtp, fp, " %*d", width,
		    (int)(v / (uint32_t)normal)));
	}
	case 2: {
		uint16_t v;

		memcpy(&v, addr, 2);
		return (dt_printf(dtp, fp, " %*d", width,
		    (int)(v / (uint32_t)normal)));
	}
	case 1:
		return (dt_printf(dtp, fp, " %*d", width,
		    (int)(*(const uint8_t *)addr / (uint32_t)normal)));
	default:
		return (dt_agg_print_bytes(dtp, fp, addr, size, width));
	}
}

/**
 * dt_print_aggs - print one row in the default format: the keys of
 * @aggsdata[0], then the value of each aggregation (@aggsdata[0] alone
 * when @naggvars is 1, else @aggsdata[1 .. naggvars-1]), then a newline
 * (none with aggpack/agghist, whose bars end the line).  @arg is the
 * dt_print_aggdata_t.  Returns 0 or -1.
 */
int
dt_print_aggs(const dtrace_aggdata_t **aggsdata, int naggvars, void *arg)
{
	dt_print_aggdata_t *pd = arg;
	const dtrace_aggdata_t *aggdata = aggsdata[0];
	dtrace_aggdesc_t *agg = aggdata->dtada_desc;
	FILE *fp = pd->dtpa_fp;
	dtrace_hdl_t *dtp = pd->dtpa_dtp;
	int i, aggact = 0;

	pd->dtpa_agghist = (aggdata->dtada_flags & DTRACE_A_TOTAL) != 0;
	pd->dtpa_aggpack = (aggdata->dtada_flags & DTRACE_A_MINMAXBIN) != 0;

	/* The keys (record 0 is the variable id, not printed). */
	for (i = 1; i < agg->dtagd_nrecs; i++) {
		const dtrace_recdesc_t *rec = &agg->dtagd_rec[i];

		if (DTRACEACT_ISAGG(rec->dtrd_action)) {
			aggact = i;
			break;
		}
		if (dt_print_datum(dtp, fp, rec, aggdata->dtada_data +
		    rec->dtrd_offset, aggdata, 1, pd) < 0)
			return (-1);
	}
	if (aggact == 0)
		return (dt_set_errno(dtp, EDT_DMISMATCH));

	for (i = (naggvars == 1 ? 0 : 1); i < naggvars; i++) {
		const dtrace_recdesc_t *rec;

		aggdata = aggsdata[i];
		agg = aggdata->dtada_desc;
		rec = DT_AGG_VALREC(agg);
		if (dt_print_datum(dtp, fp, rec, aggdata->dtada_data +
		    rec->dtrd_offset, aggdata, aggdata->dtada_normal, pd) < 0)
			return (-1);
		if (!pd->dtpa_allunprint)
			agg->dtagd_flags |= DTRACE_AGD_PRINTED;
	}

	if (!pd->dtpa_agghist && !pd->dtpa_aggpack) {
		if (dt_printf(dtp, fp, "\n") < 0)
			return (-1);
	}
	return (0);
}

/**
 * dt_print_agg - the walker of printa(@a) (@arg's dtpa_id) and of the
 * output at exit (dtpa_allunprint: everything printa() did not print).
 */
int
dt_print_agg(const dtrace_aggdata_t *aggdata, void *arg)
{
	dt_print_aggdata_t *pd = arg;
	const dtrace_aggdesc_t *agg = aggdata->dtada_desc;

	if (pd->dtpa_allunprint) {
		if (agg->dtagd_flags & DTRACE_AGD_PRINTED)
			return (0);
	} else if (agg->dtagd_nrecs == 0 || agg->dtagd_varid != pd->dtpa_id) {
		return (0);
	}
	return (dt_print_aggs(&aggdata, 1, arg));
}

/* ---- printa() with a format ------------------------------------------- */

/* Print the value of @ad (record @rec) with conversion @pfc. */
static int
dt_agg_pfvalue(dtrace_hdl_t *dtp, FILE *fp, const dt_pfconv_t *pfc,
    int width, int prec, const dtrace_aggdata_t *ad,
    const dtrace_recdesc_t *rec)
{
	const char *addr = ad->dtada_data + rec->dtrd_offset;
	const int64_t *data = (const int64_t *)(const void *)addr;
	uint64_t normal = ad->dtada_normal;
	dtrace_recdesc_t fake;
	int64_t v;

	memset(&fake, 0, sizeof (fake));
	fake.dtrd_action = DTRACEACT_DIFEXPR;
	fake.dtrd_size = sizeof (int64_t);
	fake.dtrd_uarg = DT_PFARG_VALID | DT_PFARG_SIGNED;

	switch (rec->dtrd_action) {
	case DTRACEAGG_QUANTIZE:
		return (dt_print_quantize(dtp, fp, addr, rec->dtrd_size,
		    normal));
	case DTRACEAGG_LQUANTIZE:
		return (dt_print_lquantize(dtp, fp, addr, rec->dtrd_size,
		    normal));
	case DTRACEAGG_LLQUANTIZE:
		return (dt_print_llquantize(dtp, fp, addr, rec->dtrd_size,
		    normal));
	case DTRACEAGG_AVG:
		v = data[0] ? data[1] / (int64_t)normal / data[0] : 0;
		break;
	case DTRACEAGG_STDDEV:
		v = (int64_t)dt_stddev((const uint64_t *)data, normal);
		fake.dtrd_uarg = DT_PFARG_VALID;
		break;
	default:
		v = (int64_t)((uint64_t)data[0] / normal);
		break;
	}
	return (dt_printf_conv(dtp, fp, pfc, width, prec, &fake,
	    (const char *)&v));
}

/* An int for a '*' width or precision, from key record @rec of @ad. */
static int
dt_agg_pfint(dtrace_hdl_t *dtp, const dtrace_aggdata_t *ad,
    const dtrace_recdesc_t *rec, int *ip)
{
	const char *p = ad->dtada_data + rec->dtrd_offset;

	switch (rec->dtrd_size) {
	case 1: *ip = *(const int8_t *)p; return (0);
	case 2: { int16_t v; memcpy(&v, p, 2); *ip = v; return (0); }
	case 4: { int32_t v; memcpy(&v, p, 4); *ip = v; return (0); }
	case 8: { int64_t v; memcpy(&v, p, 8); *ip = (int)v; return (0); }
	default: return (dt_set_errno(dtp, EDT_DMISMATCH));
	}
}

/*
 * One row of printa(fmt, ...): @keys supplies the keys (and, to
 * conversions without '@' once the keys are used up, its value); @vals
 * [0 .. nvals) the values of the %@ conversions in turn (the last one
 * repeats).
 */
static int
dt_agg_format(dtrace_hdl_t *dtp, FILE *fp, const dt_pfargv_t *pfv,
    const dtrace_aggdata_t *keys, const dtrace_aggdata_t **vals, int nvals)
{
	const dtrace_aggdesc_t *agg = keys->dtada_desc;
	const dtrace_recdesc_t *recp = &agg->dtagd_rec[1];
	int nrecs = agg->dtagd_nrecs - 1, curagg = 0, i;

	for (i = 0; i <= pfv->pfv_nconv; i++) {
		const dt_pfconv_t *pfc = &pfv->pfv_conv[i];
		int width, prec;

		if (pfc->pfc_prefix[0] != '\0' &&
		    dt_printf(dtp, fp, "%s", pfc->pfc_prefix) < 0)
			return (-1);
		if (i == pfv->pfv_nconv)
			break;
		if (pfc->pfc_conv == '%') {
			if (dt_printf(dtp, fp, "%%") < 0)
				return (-1);
			continue;
		}

		width = pfc->pfc_width < 0 ? 0 : pfc->pfc_width;
		prec = pfc->pfc_prec < 0 ? 0 : pfc->pfc_prec;
		if (pfc->pfc_bits & DT_PFCONV_DYNWIDTH) {
			if (nrecs == 0 ||
			    dt_agg_pfint(dtp, keys, recp, &width) != 0)
				return (dt_set_errno(dtp, EDT_DMISMATCH));
			recp++;
			nrecs--;
		}
		if (pfc->pfc_bits & DT_PFCONV_DYNPREC) {
			if (nrecs == 0 ||
			    dt_agg_pfint(dtp, keys, recp, &prec) != 0)
				return (dt_set_errno(dtp, EDT_DMISMATCH));
			recp++;
			nrecs--;
		}

		if (pfc->pfc_bits & DT_PFCONV_AGG) {
			const dtrace_aggdata_t *ad = vals[curagg];

			if (curagg < nvals - 1)
				curagg++;
			if (dt_agg_pfvalue(dtp, fp, pfc, width, prec, ad,
			    DT_AGG_VALREC(ad->dtada_desc)) != 0)
				return (-1);
			continue;
		}

		if (nrecs == 0)
			return (dt_set_errno(dtp, EDT_DMISMATCH));
		if (DTRACEACT_ISAGG(recp->dtrd_action)) {
			if (dt_agg_pfvalue(dtp, fp, pfc, width, prec, keys,
			    recp) != 0)
				return (-1);
		} else if (dt_printf_conv(dtp, fp, pfc, width, prec, recp,
		    keys->dtada_data + recp->dtrd_offset) != 0) {
			return (-1);
		}
		recp++;
		nrecs--;
	}
	return (0);
}

/** dt_fprinta - the walker of printa(fmt, @a): one row per entry of the
 * variable @arg's dtpa_id, formatted by its dtpa_pfv. */
int
dt_fprinta(const dtrace_aggdata_t *aggdata, void *arg)
{
	dt_print_aggdata_t *pd = arg;
	dtrace_aggdesc_t *agg = aggdata->dtada_desc;

	if (agg->dtagd_nrecs == 0 || agg->dtagd_varid != pd->dtpa_id)
		return (0);
	if (dt_agg_format(pd->dtpa_dtp, pd->dtpa_fp, pd->dtpa_pfv, aggdata,
	    &aggdata, 1) != 0)
		return (DTRACE_AGGWALK_ERROR);
	agg->dtagd_flags |= DTRACE_AGD_PRINTED;
	return (0);
}

/** dt_fprintas - the joined walker of printa(fmt, @a, @b, ...). */
int
dt_fprintas(const dtrace_aggdata_t **aggsdata, int naggvars, void *arg)
{
	dt_print_aggdata_t *pd = arg;
	int i;

	if (dt_agg_format(pd->dtpa_dtp, pd->dtpa_fp, pd->dtpa_pfv,
	    aggsdata[0], aggsdata + 1, naggvars - 1) != 0)
		return (-1);
	for (i = 1; i < naggvars; i++)
		aggsdata[i]->dtada_desc->dtagd_flags |= DTRACE_AGD_PRINTED;
	return (0);
}
