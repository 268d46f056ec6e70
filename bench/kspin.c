/*
 * bench/kspin.c -- the workload of bench/kernel-profile.sh: one thread per
 * CPU, each pinned to its CPU, counting loop iterations for a fixed
 * wall-clock time.  Whatever else runs on those CPUs (timer interrupts
 * and the probes they fire, a tracing process) takes its time from the
 * loops, so the iterations lost against a run with nothing else, times
 * the time one iteration takes, are the CPU time the tracing cost.
 *
 * Usage: kspin SECONDS NTHREADS
 * Prints one line: "kspin ITERATIONS NS" -- the iterations of all threads
 * together and the wall-clock nanoseconds the longest thread ran.
 * Exit status 0, or 2 on bad arguments or a thread that cannot start.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define KSPIN_MAXTHREADS	64

struct kspin {
	pthread_t	ks_thread;
	int		ks_cpu;
	uint64_t	ks_iters;	/* iterations done */
	uint64_t	ks_ns;		/* wall-clock time it ran */
};

static double kspin_seconds;

static uint64_t
kspin_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ((uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec);
}

static void *
kspin_run(void *arg)
{
	struct kspin *ks = arg;
	volatile uint64_t n = 0;
	uint64_t start, end, now;
	cpu_set_t set;
	int i;

	CPU_ZERO(&set);
	CPU_SET(ks->ks_cpu, &set);
	(void) sched_setaffinity(0, sizeof (set), &set);
	start = kspin_now();
	end = start + (uint64_t)(kspin_seconds * 1e9);
	do {
		for (i = 0; i < 4096; i++)
			n++;
		now = kspin_now();
	} while (now < end);
	ks->ks_iters = n;
	ks->ks_ns = now - start;
	return (NULL);
}

int
main(int argc, char **argv)
{
	static struct kspin ks[KSPIN_MAXTHREADS];
	uint64_t iters = 0, ns = 0;
	int i, n;

	if (argc != 3 || (kspin_seconds = atof(argv[1])) <= 0 ||
	    (n = atoi(argv[2])) < 1 || n > KSPIN_MAXTHREADS) {
		fprintf(stderr, "usage: kspin SECONDS NTHREADS\n");
		return (2);
	}
	for (i = 0; i < n; i++) {
		ks[i].ks_cpu = i;
		if (pthread_create(&ks[i].ks_thread, NULL, kspin_run,
		    &ks[i]) != 0)
			return (2);
	}
	for (i = 0; i < n; i++) {
		pthread_join(ks[i].ks_thread, NULL);
		iters += ks[i].ks_iters;
		if (ks[i].ks_ns > ns)
			ns = ks[i].ks_ns;
	}
	printf("kspin %llu %llu\n", (unsigned long long)iters,
	    (unsigned long long)ns);
	return (0);
}
