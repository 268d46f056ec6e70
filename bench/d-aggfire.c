/*
 * bench/d-aggfire.c -- issue 12's per-event cost of aggregating: ns per
 * firing of bench::f0000:fire (bench-probe.h: dtrace_probe() called in a
 * loop on the in-process framework) for
 *
 *   { }                      the fixed cost of a firing, for reference
 *   @ = count()              keyless: the per-CPU cached record
 *   @[pid] = count()         an integer key: staged, hashed, one chain
 *   @[execname] = count()    a string key of strsize (256) bytes
 *
 * Each aggregation's total is checked at the end (printa through
 * bench::check:done after a snapshot): it must be rounds * firings, so
 * the benchmark cannot silently measure nothing; a mismatch exits 1.
 *
 *   bench/d-aggfire [firings per round, default 200000] [rounds, 7]
 *                   [only clause N, 0..3]
 *
 * Prints best and median of the rounds per clause.  Timing is printed,
 * never asserted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-probe.h"

static const char *const progs[][2] = {
	{ "{ }", "bench::f0000:fire { }" },
	{ "@ = count()",
	    "bench::f0000:fire { @ = count(); }"
	    " bench::check:done { printa(\"%@d\\n\", @); }" },
	{ "@[pid] = count()",
	    "bench::f0000:fire { @[pid] = count(); }"
	    " bench::check:done { printa(\"%@d\\n\", @); }" },
	{ "@[execname] = count()",
	    "bench::f0000:fire { @[execname] = count(); }"
	    " bench::check:done { printa(\"%@d\\n\", @); }" },
};

static char out[4096];

int
main(int argc, char **argv)
{
	uint64_t n = argc > 1 ? strtoull(argv[1], NULL, 0) : 200000;
	int rounds = argc > 2 ? atoi(argv[2]) : 7, r;
	int only = argc > 3 ? atoi(argv[3]) : -1;
	const char *opts[][2] = { { "bufsize", "16m" }, { "aggsize", "4m" },
	    { "aggrate", "1hz" } };
	double v[64], best, med;
	size_t p;
	int bad = 0;

	if (rounds < 1 || rounds > 64 || n == 0) {
		fprintf(stderr, "usage: d-aggfire [firings] [rounds 1..64]\n");
		return (2);
	}
	for (p = 0; p < sizeof (progs) / sizeof (progs[0]); p++) {
		dtrace_hdl_t *h;
		uint64_t i, t0;

		if (only >= 0 && (size_t)only != p)
			continue;
		if ((h = bench_open(progs[p][1], opts, 3)) == NULL)
			return (1);
		for (r = 0; r < rounds; r++) {
			t0 = bench_now();
			for (i = 0; i < n; i++)
				bench_fire(bench_fire_id[0], i);
			v[r] = (double)(bench_now() - t0) / (double)n;
			if (bench_drain(h) != 0)
				return (1);
		}
		bench_stats(v, rounds, &best, &med);
		printf("%-24s best %6.1f median %6.1f ns/firing\n",
		    progs[p][0], best, med);
		if (p != 0) {
			char want[32];

			bench_fire(bench_check_id, 0);
			if (dtrace_aggregate_snap(h) != 0 ||
			    bench_capture(h, out, sizeof (out)) != 0)
				return (1);
			(void) snprintf(want, sizeof (want), "%llu\n",
			    (unsigned long long)n * (unsigned long long)rounds);
			if (strstr(out, want) == NULL) {
				fprintf(stderr, "%s: total wrong: want %s"
				    "got \"%s\"\n", progs[p][0], want, out);
				bad = 1;
			}
		}
		dtrace_close(h);
	}
	if (bench_drops != 0)
		fprintf(stderr, "drops: %llu\n",
		    (unsigned long long)bench_drops);
	return (bad);
}
