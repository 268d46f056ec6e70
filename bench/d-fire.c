/*
 * bench/d-fire.c -- issue 12's host benchmark: ns per firing of one probe
 * (bench::f0000:fire) for the small clauses whose cost is mostly the
 * framework's fixed firing path and the DIF objects' set-up, not the D
 * operations themselves:
 *
 *   { }                    no DIFO
 *   /0/ { }                a constant predicate (setx; ret)
 *   { @ = count(); }       one constant DIFO (count's value)
 *   { @[pid] = count(); }  + one built-in variable key (ldgs pid; ret)
 *   { @[execname] = count(); }  + a by-reference string key
 *
 * Each clause is compiled with libdtrace's public API against the
 * benchmark's own provider (bench-probe.h), and dtrace_probe() is called
 * in a loop on the in-process framework (the user host's OS layer, whose
 * interrupt-disable costs a mutex and a sched_getcpu per firing).  The
 * principal buffer is drained after each round.
 *
 *   bench/d-fire [firings per round, default 200000 [rounds, default 7
 *                [clause ...]]]
 *
 * Prints, per clause, the best and the median of the rounds' ns/firing,
 * and the drops (which must be 0: bufsize 64m, aggsize 4m).  Exits 1 on a
 * compile/enable/consume error.
 *
 * Measured 2026-11-26 on the 2-CPU build VM (shared, load 3-7: +-30%),
 * best ns/firing before -> after the DIFO fast paths (a constant, one
 * built-in variable: common/dtrace_dif_emulate.c): { } 70.9 -> 67.2,
 * /0/ 65.3 -> 46.1, @ = count() 90.6 -> 85.9, @[pid] 357.9 -> 338.5,
 * @[execname] 142.9 -> 151.8 (noise); callgrind instructions per firing
 * in dtrace_probe: 643 -> 643, 630 -> 566, 1027 -> 963, 1276 -> 1145,
 * 1540 -> 1409.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench-probe.h"

static const char *const clauses[] = {
	"bench::f0000:fire { }",
	"bench::f0000:fire /0/ { }",
	"bench::f0000:fire { @ = count(); }",
	"bench::f0000:fire { @[pid] = count(); }",
	"bench::f0000:fire { @[execname] = count(); }",
};

/* Time @n firings, @rounds times, of @prog; print best/median.  0 or -1. */
static int
measure(const char *prog, uint64_t n, int rounds)
{
	const char *const opts[][2] = { { "bufsize", "64m" },
	    { "aggsize", "4m" } };
	double v[64], best, med;
	dtrace_hdl_t *h;
	uint64_t i, t0;
	int r;

	if ((h = bench_open(prog, opts, 2)) == NULL)
		return (-1);
	for (r = 0; r < rounds && r < 64; r++) {
		t0 = bench_now();
		for (i = 0; i < n; i++)
			bench_fire(bench_fire_id[0], i);
		v[r] = (double)(bench_now() - t0) / (double)n;
		if (bench_drain(h) != 0) {
			dtrace_close(h);
			return (-1);
		}
	}
	bench_stats(v, r, &best, &med);
	printf("%-46s best %6.1f median %6.1f ns/firing, drops %llu\n",
	    prog, best, med, (unsigned long long)bench_drops);
	dtrace_close(h);
	return (0);
}

int
main(int argc, char **argv)
{
	uint64_t n = argc > 1 ? strtoull(argv[1], NULL, 0) : 200000;
	int rounds = argc > 2 ? atoi(argv[2]) : 7;
	int i;

	if (n == 0 || rounds < 1)
		n = 200000, rounds = 7;
	if (argc > 3) {
		for (i = 3; i < argc; i++)
			if (measure(argv[i], n, rounds) != 0)
				return (1);
		return (0);
	}
	for (i = 0; i < (int)(sizeof (clauses) / sizeof (clauses[0])); i++)
		if (measure(clauses[i], n, rounds) != 0)
			return (1);
	return (0);
}
