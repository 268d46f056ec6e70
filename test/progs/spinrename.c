/*
 * test/progs/spinrename.c -- a target whose worker thread is renamed by
 * another thread while it runs (test/tst/linux/profile/tst.rename.d):
 * the worker spins argv[1] milliseconds of its own CPU time (default
 * 300) under the process's name, then the main thread names it
 * "renamed" (pthread_setname_np of another thread: a write to
 * /proc/self/task/TID/comm, not prctl), then it spins as long again.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static volatile unsigned long spin_count;
static volatile int phase;	/* 1: first spin done; 2: renamed */
static long spin_ms = 300;

static void
spin(long ms)
{
	struct timespec ts;
	long end;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	end = ts.tv_sec * 1000L + ts.tv_nsec / 1000000L + ms;
	do {
		int i;

		for (i = 0; i < 100000; i++)
			spin_count++;
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	} while (ts.tv_sec * 1000L + ts.tv_nsec / 1000000L < end);
}

static void *
worker(void *arg)
{
	(void)arg;
	spin(spin_ms);
	__atomic_store_n(&phase, 1, __ATOMIC_SEQ_CST);
	while (__atomic_load_n(&phase, __ATOMIC_SEQ_CST) != 2)
		usleep(1000);
	spin(spin_ms);
	return (NULL);
}

int
main(int argc, char **argv)
{
	pthread_t t;

	if (argc > 1)
		spin_ms = strtol(argv[1], NULL, 10);
	if (pthread_create(&t, NULL, worker, NULL) != 0)
		return (1);
	while (__atomic_load_n(&phase, __ATOMIC_SEQ_CST) != 1)
		usleep(1000);
	if (pthread_setname_np(t, "renamed") != 0)
		return (1);
	__atomic_store_n(&phase, 2, __ATOMIC_SEQ_CST);
	return (pthread_join(t, NULL) != 0);
}
