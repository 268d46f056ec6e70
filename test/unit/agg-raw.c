/*
 * test/unit/agg-raw.c -- unit tests of the framework's aggregations as the
 * consumer sees them through the ioctls, below any printing: the
 * AGGREGATION RECORD CONTRACT of include/dtrace/ioctl.h (DTRACEIOC_AGGDESC
 * record descriptions, DTRACEIOC_AGGSNAP records and value layouts of every
 * aggregating function, snapshots as deltas, aggregation drops) and
 * DTRACEIOC_EPROBE of a clause made only of aggregations, and keyless
 * aggregations (found through a per-CPU cache of their records) kept
 * exact across hundreds of switches of the halves on every CPU.  Runs on the
 * user host (libdtrace with common/ linked in).  Prints TAP; run by
 * `make check`.
 *
 * Each test compiles a D program with the public API, runs it with
 * dtrace_go()/dtrace_stop(), and decodes the raw snapshots of every CPU
 * with the help of DTRACEIOC_AGGDESC (dt_ioctl, libdtrace's backend door).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <dtrace.h>
#include <dtrace/ioctl.h>

#include "tap.h"

extern int dt_ioctl(dtrace_hdl_t *dtp, uint32_t cmd, void *arg);

#define MAXRECS	16
#define MAXENTS	256

/* One decoded aggregation record of a snapshot. */
typedef struct ent {
	uint32_t aggid;
	int64_t varid;
	int nkeys;
	dtrace_recdesc_t rec[MAXRECS];	/* 0: varid, 1..nkeys: keys, last: value */
	char data[2048];		/* the record's bytes */
	uint32_t size;
} ent_t;

typedef struct snap {
	ent_t ents[MAXENTS];
	int n;
	uint64_t drops;
	int err;			/* errno of the first failing AGGSNAP */
} snap_t;

static dtrace_hdl_t *
run_start(const char *prog, const char *opt, const char *val)
{
	dtrace_proginfo_t pi;
	dtrace_prog_t *p;
	dtrace_hdl_t *h;
	int err;

	if ((h = dtrace_open(DTRACE_VERSION, 0, &err)) == NULL)
		return (NULL);
	if (opt != NULL && dtrace_setopt(h, opt, val) != 0)
		goto fail;
	if ((p = dtrace_program_strcompile(h, prog, DTRACE_PROBESPEC_NAME, 0,
	    0, NULL)) == NULL || dtrace_program_exec(h, p, &pi) != 0 ||
	    dtrace_go(h) != 0)
		goto fail;
	return (h);
fail:
	fprintf(stderr, "# %s: %s\n", prog, dtrace_errmsg(h,
	    dtrace_errno(h)));
	dtrace_close(h);
	return (NULL);
}

/* Snapshot every CPU's aggregation buffer into @s. */
static void
snapshot(dtrace_hdl_t *h, snap_t *s)
{
	static char buf[64 << 20];
	dtrace_conf_t conf;
	uint32_t cpu;

	memset(s, 0, sizeof (*s));
	if (dt_ioctl(h, DTRACEIOC_CONF, &conf) != 0) {
		s->err = errno;
		return;
	}
	for (cpu = 0; cpu < conf.dtc_maxbufs; cpu++) {
		dtrace_bufdesc_t d;
		uint64_t off;

		memset(&d, 0, sizeof (d));
		d.dtbd_size = sizeof (buf);
		d.dtbd_cpu = cpu;
		d.dtbd_data = (uint64_t)(uintptr_t)buf;
		if (dt_ioctl(h, DTRACEIOC_AGGSNAP, &d) != 0) {
			if (s->err == 0)
				s->err = errno;
			continue;
		}
		s->drops += d.dtbd_drops;
		for (off = 0; off < d.dtbd_size && s->n < MAXENTS; ) {
			char ab[sizeof (dtrace_aggdesc_t) +
			    MAXRECS * sizeof (dtrace_recdesc_t)];
			dtrace_aggdesc_t *ad = (void *)ab;
			ent_t *e = &s->ents[s->n];
			uint32_t id;

			memcpy(&id, buf + off, sizeof (id));
			if (id == DTRACE_AGGIDNONE) {
				off += 4;
				continue;
			}
			memset(ab, 0, sizeof (ab));
			ad->dtagd_id = id;
			ad->dtagd_nrecs = MAXRECS;
			if (dt_ioctl(h, DTRACEIOC_AGGDESC, ad) != 0 ||
			    ad->dtagd_nrecs > MAXRECS ||
			    ad->dtagd_size > sizeof (e->data) ||
			    (off & 7) != 0) {
				s->err = EINVAL;
				return;
			}
			e->aggid = id;
			e->size = ad->dtagd_size;
			e->nkeys = ad->dtagd_nrecs - 2;
			memcpy(e->rec, ad->dtagd_rec,
			    ad->dtagd_nrecs * sizeof (dtrace_recdesc_t));
			memcpy(e->data, buf + off, ad->dtagd_size);
			memcpy(&e->varid, e->data + e->rec[0].dtrd_offset, 8);
			s->n++;
			off += ad->dtagd_size;
		}
	}
}

static const dtrace_recdesc_t *
valrec(const ent_t *e)
{
	return (&e->rec[e->nkeys + 1]);
}

static const int64_t *
val(const ent_t *e)
{
	return ((const int64_t *)(const void *)(e->data +
	    valrec(e)->dtrd_offset));
}

/* The entries of action kind @kind, summed over CPUs into @out (words). */
static int
find(const snap_t *s, uint16_t kind, const char *strkey, int64_t *out,
    uint32_t *nwords)
{
	int i, found = 0;

	for (i = 0; i < s->n; i++) {
		const ent_t *e = &s->ents[i];
		uint32_t w, n = valrec(e)->dtrd_size / 8;

		if (valrec(e)->dtrd_action != kind)
			continue;
		if (strkey != NULL && (e->nkeys < 1 ||
		    strcmp(e->data + e->rec[1].dtrd_offset, strkey) != 0))
			continue;
		if (!found)
			memset(out, 0, n * 8);
		for (w = 0; w < n; w++)
			out[w] += val(e)[w];
		*nwords = n;
		found++;
	}
	return (found);
}

/* Are the records of @e laid out per the contract? */
static int
layout_ok(const ent_t *e)
{
	int i;
	uint32_t end = sizeof (dtrace_aggid_t);

	if (e->rec[0].dtrd_size != 8 || (e->size & 7) != 0)
		return (0);
	for (i = 0; i <= e->nkeys + 1; i++) {
		const dtrace_recdesc_t *r = &e->rec[i];

		if (r->dtrd_alignment == 0 ||
		    r->dtrd_offset % r->dtrd_alignment != 0 ||
		    r->dtrd_offset < end)
			return (0);
		end = r->dtrd_offset + r->dtrd_size;
	}
	return (end == e->size && valrec(e)->dtrd_alignment == 8 &&
	    DTRACEACT_ISAGG(valrec(e)->dtrd_action));
}

static void
test_functions(void)
{
	static snap_t s;
	dtrace_hdl_t *h;
	int64_t v[200] = { 0 };
	uint32_t n = 0;
	int i, ok;

	h = run_start("BEGIN { @c[\"x\"] = count(); @c[\"x\"] = count(); "
	    "@c[\"y\"] = count(); @su = sum(-2); @su = sum(7); "
	    "@mi = min(-3); @mi = min(4); @ma = max(-9); @ma = max(-7); "
	    "@av = avg(5); @av = avg(-2); "
	    "@sd[(char)1, (short)2, 3, 4LL] = stddev(-3); "
	    "@sd[(char)1, (short)2, 3, 4LL] = stddev(0xffffffffff); "
	    "@q = quantize(0); @q = quantize(1); @q = quantize(100); "
	    "@q = quantize(-5); @q = quantize(-1, 3); "
	    "@l = lquantize(-5, 0, 100, 10); @l = lquantize(42, 0, 100, 10); "
	    "@l = lquantize(100, 0, 100, 10, 4); @l1 = lquantize(3, 0, 10); "
	    "@ll = llquantize(0, 10, 0, 6, 20); "
	    "@ll = llquantize(15, 10, 0, 6, 20); "
	    "@ll = llquantize(999999, 10, 0, 6, 20); "
	    "@ll = llquantize(10000000, 10, 0, 6, 20); exit(0); }",
	    NULL, NULL);
	tap_ok(h != NULL, "functions: program runs", "compile/go failed");
	if (h == NULL)
		return;
	(void) dtrace_stop(h);
	snapshot(h, &s);
	tap_ok(s.err == 0 && s.n > 0, "functions: AGGSNAP and AGGDESC answer",
	    "errno %d, %d entries", s.err, s.n);
	for (ok = 1, i = 0; i < s.n; i++)
		ok &= layout_ok(&s.ents[i]);
	tap_ok(ok, "functions: every record laid out per the contract",
	    "a record breaks the layout");

	tap_ok(find(&s, DTRACEAGG_COUNT, "x", v, &n) && n == 1 && v[0] == 2,
	    "count: two firings under one key", "got %lld", (long long)v[0]);
	tap_ok(find(&s, DTRACEAGG_COUNT, "y", v, &n) && v[0] == 1,
	    "count: a second key", "got %lld", (long long)v[0]);
	tap_ok(find(&s, DTRACEAGG_SUM, NULL, v, &n) && n == 1 && v[0] == 5,
	    "sum", "got %lld", (long long)v[0]);
	/* each aggregating action has its own ID: min/max fold per action */
	tap_ok(find(&s, DTRACEAGG_MIN, NULL, v, &n) == 2 && n == 1,
	    "min: one entry per aggregating action", "n %u", n);
	ok = 0;
	for (i = 0; i < s.n; i++) {
		if (valrec(&s.ents[i])->dtrd_action == DTRACEAGG_MAX &&
		    (val(&s.ents[i])[0] == -9 || val(&s.ents[i])[0] == -7))
			ok++;
	}
	tap_ok(ok == 2, "max: negative values kept", "%d entries", ok);
	tap_ok(find(&s, DTRACEAGG_AVG, NULL, v, &n) && n == 2 && v[0] == 2 &&
	    v[1] == 3, "avg: count and total", "%lld %lld", (long long)v[0],
	    (long long)v[1]);
	tap_ok(find(&s, DTRACEAGG_STDDEV, NULL, v, &n) && n == 4 &&
	    v[0] == 2 && v[1] == 0xffffffffffLL - 3 &&
	    (uint64_t)v[2] == 0xfffffe0000000001ULL + 9 && v[3] == 0xffff,
	    "stddev: count, total and the 128-bit sum of squares",
	    "%lld %lld %llx %llx", (long long)v[0], (long long)v[1],
	    (unsigned long long)v[2], (unsigned long long)v[3]);
	for (ok = 0, i = 0; i < s.n; i++) {
		const ent_t *e = &s.ents[i];

		if (valrec(e)->dtrd_action == DTRACEAGG_STDDEV)
			ok = e->nkeys == 4 && e->rec[1].dtrd_size == 1 &&
			    e->rec[2].dtrd_size == 2 &&
			    e->rec[3].dtrd_size == 4 &&
			    e->rec[4].dtrd_size == 8 &&
			    *(int16_t *)(void *)(e->data +
			    e->rec[2].dtrd_offset) == 2;
	}
	tap_ok(ok, "keys: char, short, int and long long records",
	    "bad key records");

	tap_ok(find(&s, DTRACEAGG_QUANTIZE, NULL, v, &n) &&
	    n == DTRACE_QUANTIZE_NBUCKETS && v[63] == 1 && v[64] == 1 &&
	    v[70] == 1 && v[60] == 1 && v[62] == 3,
	    "quantize: zero, 1, 100, -5 and -1 with increment 3",
	    "buckets 60 %lld 62 %lld 63 %lld 64 %lld 70 %lld", (long long)v[60],
	    (long long)v[62], (long long)v[63], (long long)v[64],
	    (long long)v[70]);
	for (ok = 0, i = 0; i < s.n; i++) {
		const ent_t *e = &s.ents[i];
		const int64_t *w = val(e);

		if (valrec(e)->dtrd_action != DTRACEAGG_LQUANTIZE ||
		    DTRACE_LQUANTIZE_LEVELS(valrec(e)->dtrd_arg) != 10 ||
		    DTRACE_LQUANTIZE_STEP(valrec(e)->dtrd_arg) != 10)
			continue;
		if (valrec(e)->dtrd_size != 13 * 8 ||
		    (uint64_t)w[0] != valrec(e)->dtrd_arg)
			continue;
		ok += w[1] == 1;	/* -5: below base */
		ok += w[2 + 4] == 1;	/* 42: level 4 */
		ok += w[12] == 4;	/* 100: overflow, increment 4 */
	}
	tap_ok(ok == 3, "lquantize: encoding word, underflow, level, "
	    "overflow", "%d of 3", ok);
	for (ok = 0, i = 0; i < s.n; i++) {
		const ent_t *e = &s.ents[i];

		if (valrec(e)->dtrd_action == DTRACEAGG_LQUANTIZE &&
		    DTRACE_LQUANTIZE_STEP(valrec(e)->dtrd_arg) == 1)
			ok = val(e)[2 + 3] == 1;
	}
	tap_ok(ok, "lquantize: default step 1", "value 3 misplaced");
	/* factor 10, 0..6, 20 steps: 1 + 9 + 6 * 18 + 1 = 119 buckets */
	tap_ok(find(&s, DTRACEAGG_LLQUANTIZE, NULL, v, &n) && n == 120 &&
	    v[1] == 1 && v[1 + 11] == 1 && v[1 + 99] == 1 && v[1 + 118] == 1,
	    "llquantize: below, in the first linear magnitudes, top",
	    "n %u", n);
	dtrace_close(h);
}

static void
test_deltas_and_eprobe(void)
{
	static snap_t s;
	dtrace_hdl_t *h;
	dtrace_eprobedesc_t epd;
	int64_t v[DTRACE_QUANTIZE_NBUCKETS] = { 0 };
	uint32_t n = 0;

	h = run_start("BEGIN { @c = count(); } END { @c = count(); "
	    "@c = count(); }", NULL, NULL);
	tap_ok(h != NULL, "deltas: program runs", "compile/go failed");
	if (h == NULL)
		return;
	snapshot(h, &s);
	tap_ok(s.err == 0 && find(&s, DTRACEAGG_COUNT, NULL, v, &n) == 1 &&
	    v[0] == 1, "deltas: first snapshot holds BEGIN's count", "err %d",
	    s.err);
	snapshot(h, &s);
	tap_ok(s.err == 0 && s.n == 0, "deltas: nothing new, empty snapshot",
	    "%d entries", s.n);
	(void) dtrace_stop(h);
	snapshot(h, &s);
	tap_ok(find(&s, DTRACEAGG_COUNT, NULL, v, &n) == 2 && v[0] == 2,
	    "deltas: after STOP only END's two counts", "%lld",
	    (long long)v[0]);

	memset(&epd, 0, sizeof (epd));
	epd.dtepd_epid = 1;
	epd.dtepd_nrecs = 1;
	tap_ok(dt_ioctl(h, DTRACEIOC_EPROBE, &epd) == 0 &&
	    epd.dtepd_size == 0 && epd.dtepd_nrecs == 0,
	    "EPROBE: a clause of aggregations only has no principal record",
	    "size %u nrecs %d", epd.dtepd_size, epd.dtepd_nrecs);
	dtrace_close(h);

	h = run_start("BEGIN { trace(1); exit(0); }", NULL, NULL);
	if (h != NULL) {
		(void) dtrace_stop(h);
		snapshot(h, &s);
		dtrace_close(h);
	}
	tap_ok(h != NULL && s.err == ENOENT,
	    "AGGSNAP: ENOENT without aggregations", "errno %d", s.err);
}

static void
test_drops(void)
{
	static snap_t s;
	char prog[4096];
	dtrace_hdl_t *h;
	int i, off;

	/* 40 string keys of 256 bytes cannot all fit in 4 KiB */
	off = snprintf(prog, sizeof (prog), "BEGIN {");
	for (i = 0; i < 40; i++)
		off += snprintf(prog + off, sizeof (prog) - off,
		    " @d[\"key%d\"] = count();", i);
	snprintf(prog + off, sizeof (prog) - off, " exit(0); }");
	h = run_start(prog, "aggsize", "4k");
	tap_ok(h != NULL, "drops: program runs", "compile/go failed");
	if (h == NULL)
		return;
	(void) dtrace_stop(h);
	snapshot(h, &s);
	tap_ok(s.err == 0 && s.n > 0 && s.drops > 0 && s.n + s.drops == 40,
	    "drops: new keys that do not fit are counted in dtbd_drops",
	    "%d kept, %llu dropped", s.n, (unsigned long long)s.drops);
	dtrace_close(h);
}

/* dtrace_consume() callbacks: count the firings, print nothing */
static int
count_probe(const dtrace_probedata_t *pd, void *arg)
{
	(void) pd;
	(*(int64_t *)arg)++;
	return (DTRACE_CONSUME_THIS);
}

static int
skip_rec(const dtrace_probedata_t *pd, const dtrace_recdesc_t *r, void *arg)
{
	(void) pd;
	(void) r;
	(void) arg;
	return (DTRACE_CONSUME_NEXT);
}

/*
 * Each CPU remembers the record each aggregation last updated in its
 * active half (keyless ones: always the same); every AGGSNAP switches the
 * halves and must make it forget.  One clause on tick-4999 (the timer
 * thread, on whichever CPU it runs: a rate that does not depend on how
 * busy the CPUs are, as profile-N's samples without a process under
 * control do) updates keyless aggregations (with and without an
 * increment), one with a constant key and one keyed by CPU, and leaves
 * one principal record:
 * across ~300 snapshots of every CPU, every total must follow from the
 * number of records consumed.  A stale record loses updates.
 */
static void
test_nokey_switches(void)
{
	static snap_t s;
	dtrace_hdl_t *h;
	int64_t v[DTRACE_QUANTIZE_NBUCKETS];
	int64_t cnt = 0, keyed = 0, sum = 0, q1 = 0, fired = 0;
	FILE *null = fopen("/dev/null", "w");
	int i, j, bad = 0, rounds = 0;

	h = run_start("tick-4999 { @c = count(); @k[1] = count(); "
	    "@p[cpu] = count(); @s = sum(2); @q = quantize(1); "
	    "@i = quantize(1, 3); trace(cpu); }", NULL, NULL);
	tap_ok(h != NULL && null != NULL, "keyless: program runs",
	    "compile/go failed");
	if (h == NULL || null == NULL)
		return;
	for (i = 0; i <= 300; i++) {
		struct timespec ts = { 0, 2000000 };	/* 2 ms */

		if (i == 300)
			(void) dtrace_stop(h);
		else
			(void) nanosleep(&ts, NULL);
		snapshot(h, &s);
		if (s.err != 0 || s.drops != 0 ||
		    dtrace_consume(h, null, count_probe, skip_rec, &fired) != 0)
			bad++;
		for (j = 0; j < s.n; j++) {
			const ent_t *e = &s.ents[j];

			switch (valrec(e)->dtrd_action) {
			case DTRACEAGG_COUNT:
				if (e->nkeys == 0)
					cnt += val(e)[0];
				else
					keyed += val(e)[0];
				break;
			case DTRACEAGG_SUM:
				sum += val(e)[0];
				break;
			case DTRACEAGG_QUANTIZE:
				memcpy(v, val(e), sizeof (v));
				q1 += v[DTRACE_QUANTIZE_ZEROBUCKET + 1];
				break;
			default:
				bad++;
			}
		}
		if (s.n != 0)
			rounds++;
	}
	tap_ok(bad == 0 && keyed > 0 && rounds > 10,
	    "keyless: snapshots of every CPU, many with records",
	    "bad %d keyed %lld rounds %d", bad, (long long)keyed, rounds);
	tap_ok(cnt == fired && keyed == 2 * fired && sum == 2 * fired &&
	    q1 == 4 * fired,
	    "keyless: count(), sum(), quantize() exact across switches",
	    "fired %lld count %lld keyed %lld sum %lld quantize %lld",
	    (long long)fired, (long long)cnt, (long long)keyed,
	    (long long)sum, (long long)q1);
	dtrace_close(h);
	(void) fclose(null);
}

int
main(void)
{
	test_functions();
	test_deltas_and_eprobe();
	test_drops();
	test_nokey_switches();
	return (tap_done());
}
