/*
 * bench/kpid-loop.c -- the workload of bench/kernel-pid.sh, built static
 * for the guest: N calls of an empty function, timed with
 * CLOCK_MONOTONIC.  Prints "LOOP <N> <elapsed ns>".
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

volatile long kpid_sink;

__attribute__((noinline)) int
kpid_func(int a)
{
	__asm__ volatile("" ::: "memory");
	return a + 1;
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000, i;
	struct timespec t0, t1;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < n; i++)
		kpid_sink += kpid_func((int)i);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("LOOP %ld %lld\n", n, (long long)(t1.tv_sec - t0.tv_sec) *
	    1000000000LL + (t1.tv_nsec - t0.tv_nsec));
	return (0);
}
