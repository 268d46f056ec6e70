/*
 * bench/ksyscall-loop.c -- the workload of bench/kernel-syscall.sh, built
 * static for the guest: what `dd if=/dev/zero of=/dev/null bs=1 count=N`
 * does (one read(2) of a byte, one write(2) of it, N times), timed with
 * CLOCK_MONOTONIC, and with the CPU time the process used meanwhile
 * (CLOCK_PROCESS_CPUTIME_ID: its own system calls and the probes that fire
 * in them, not what other tasks of the guest take; in a guest with one
 * vCPU the wall time includes the consumer's rounds, the CPU time does
 * not).  Prints "LOOP <N> <elapsed ns> <CPU ns>".
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000, i;
	int in = open("/dev/zero", O_RDONLY), out = open("/dev/null", O_WRONLY);
	struct timespec t0, t1, c0, c1;
	char c;

	if (in < 0 || out < 0)
		return (1);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
	for (i = 0; i < n; i++) {
		if (read(in, &c, 1) != 1 || write(out, &c, 1) != 1)
			return (1);
	}
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("LOOP %ld %lld %lld\n", n, (long long)(t1.tv_sec - t0.tv_sec) *
	    1000000000LL + (t1.tv_nsec - t0.tv_nsec),
	    (long long)(c1.tv_sec - c0.tv_sec) * 1000000000LL +
	    (c1.tv_nsec - c0.tv_nsec));
	return (0);
}
