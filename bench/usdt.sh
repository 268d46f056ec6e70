#!/bin/sh
# bench/usdt.sh -- issue 13: what USDT probes cost on the user host.  A
# small program is built the package way (header by our dtrace -h,
# semaphores by our -G) in a temporary directory, then measures, in one
# run: a disabled is-enabled probe (`if (BENCH_TICK_ENABLED()) ...`) and
# a disabled probe (its nop) per iteration, against a call of an empty
# function; and the cost of one probe firing under dtrace -c
# (bench$target:::tick counted), against the untraced run.
# Needs <sys/sdt.h> (systemtap-sdt-dev); prints one line per measurement;
# never fails on timing.
set -eu
DTRACE=${DTRACE:-cmd/dtrace/dtrace}
DTRACE=$(cd "$(dirname "$DTRACE")" && pwd)/$(basename "$DTRACE")
CC=${CC:-cc}
N=${N:-100000}
ITER=${ITER:-100000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/bench.d" <<'PROV'
provider bench {
	probe tick(int);
};
PROV
cat > "$tmp/usdtbench.c" <<'PROG'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "bench.h"

__attribute__((noinline)) void empty(int i);
__attribute__((noinline)) void empty(int i) { __asm__ volatile ("" : : "r" (i)); }

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (ts.tv_sec * 1e9 + ts.tv_nsec);
}

int
main(int argc, char **argv)
{
	long n = atol(argv[2]), i;
	double t0 = now();

	if (strcmp(argv[1], "call") == 0) {
		for (i = 0; i < n; i++)
			empty((int)i);
	} else if (strcmp(argv[1], "enabled") == 0) {
		for (i = 0; i < n; i++) {
			if (BENCH_TICK_ENABLED())
				BENCH_TICK((int)i);
			__asm__ volatile ("");
		}
	} else if (strcmp(argv[1], "empty") == 0) {
		for (i = 0; i < n; i++)
			__asm__ volatile ("");
	} else {
		for (i = 0; i < n; i++)
			BENCH_TICK((int)i);
	}
	printf("%.2f\n", (now() - t0) / n);
	return (0);
}
PROG
if ! (cd "$tmp" && "$DTRACE" -h -s bench.d -o bench.h &&
    $CC -O2 -c usdtbench.c -o usdtbench.o &&
    CC=$CC "$DTRACE" -G -s bench.d -o bench.o usdtbench.o &&
    $CC -o usdtbench usdtbench.o bench.o) >/dev/null 2>&1; then
	echo "usdt: could not build the benchmark (<sys/sdt.h> missing?); skipped"
	exit 0
fi
B=$tmp/usdtbench
got=$("$DTRACE" -qn 'bench$target:::tick { @ = count(); }' -c "$B fire $N" |
    tail -n +2 | tr -d ' \n')
if [ "$got" != "$N" ]; then
	echo "usdt: wrong count: $got firings for $N probes" >&2
	exit 1
fi
now_ns() { date +%s%N; }
time_ns() {
	t0=$(now_ns)
	"$@" >/dev/null 2>&1 || { echo "bench: '$*' failed" >&2; exit 1; }
	t1=$(now_ns)
	echo $((t1 - t0))
}
echo "usdt: loop of $ITER iterations, ns per iteration (untraced):"
echo "usdt:   empty loop                              $("$B" empty "$ITER")"
echo "usdt:   call of an empty function               $("$B" call "$ITER")"
echo "usdt:   disabled is-enabled probe               $("$B" enabled "$ITER")"
echo "usdt:   disabled probe (its nop)                $("$B" fire "$ITER")"
base=$(time_ns "$B" fire "$N")
traced=$(time_ns "$DTRACE" -qn 'bench$target:::tick { @ = count(); }' -c "$B fire $N")
start=$(time_ns "$DTRACE" -qn 'bench$target:::tick { @ = count(); }' -c "$B fire 1")
echo "usdt: $N firings of bench\$target:::tick counted: $traced ns (untraced $base ns, dtrace with 1 firing $start ns)"
echo "usdt: per firing: $(( (traced - start) / N )) ns"
