/*
 * test/unit/div64.c -- common/dtrace_div64.h's shift-and-subtract division
 * (what a 32-bit machine runs, forced here with DTRACE_DIV64_SOFT) agrees
 * with this machine's own 64-bit division and remainder: signed and
 * unsigned, on the edges (0, 1, 2^32 +- 1, 2^63, INT64_MIN, UINT64_MAX,
 * divisors above 2^63) and on a million pseudo-random pairs of every
 * magnitude.  Built and run by test/unit/portability.sh; prints TAP.
 */
#define DTRACE_DIV64_SOFT
#include <stdio.h>
#include <stdint.h>
#include "dtrace_div64.h"

static int bad;

static void
check(uint64_t n, uint64_t d)
{
	uint64_t r, q;
	int64_t sn = (int64_t)n, sd = (int64_t)d;

	if (d == 0)
		return;
	q = dtrace_udivmod64(n, d, &r);
	if (q != n / d || r != n % d) {
		if (bad++ < 5)
			printf("# unsigned %llu / %llu: %llu rem %llu\n",
			    (unsigned long long)n, (unsigned long long)d,
			    (unsigned long long)q, (unsigned long long)r);
	}
	if (sd == -1 && sn == INT64_MIN)
		return;		/* undefined in C; callers never ask */
	if (dtrace_sdiv64(sn, sd) != sn / sd ||
	    dtrace_smod64(sn, sd) != sn % sd) {
		if (bad++ < 5)
			printf("# signed %lld / %lld\n", (long long)sn,
			    (long long)sd);
	}
}

int
main(void)
{
	static const uint64_t edge[] = { 0, 1, 2, 3, 7, 10, 0xffffffffULL,
	    0x100000000ULL, 0x100000001ULL, 0x7fffffffffffffffULL,
	    0x8000000000000000ULL, 0x8000000000000001ULL,
	    0xfffffffffffffffeULL, 0xffffffffffffffffULL,
	    1000000000ULL, 0x123456789abcdefULL };
	const size_t ne = sizeof (edge) / sizeof (edge[0]);
	uint64_t x = 0x9e3779b97f4a7c15ULL;
	size_t i, j;

	for (i = 0; i < ne; i++)
		for (j = 0; j < ne; j++) {
			check(edge[i], edge[j]);
			check(edge[i], (uint64_t)0 - edge[j]);
		}
	for (i = 0; i < 1000000; i++) {
		uint64_t a, b;

		/* xorshift64, each operand shifted to a random magnitude */
		x ^= x << 13; x ^= x >> 7; x ^= x << 17;
		a = x >> (x & 63);
		x ^= x << 13; x ^= x >> 7; x ^= x << 17;
		b = x >> (x & 63);
		check(a, b);
	}
	printf("1..1\n%s 1 - 64-bit division without the machine's "
	    "agrees with it\n", bad == 0 ? "ok" : "not ok");
	return (0);
}
