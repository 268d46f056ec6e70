/*
 * test/progs/pidthreads.c -- a multithreaded target for the pid provider
 * tests (test/tst/linux/pid): 4 threads each call compute(i) for
 * i = 1 .. 250 at the same time, so breakpoints are hit concurrently.
 * sum(arg0) over all entries is 4 * 31375 = 125500.
 */
/* plain code whatever CFLAGS say: every function, every frame */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")
#include <pthread.h>
#include <stdio.h>

long compute(long i);

__attribute__((noinline)) long
compute(long i)
{
	return (i * 2);
}

static void *
worker(void *arg)
{
	volatile long t = 0;
	long i;

	(void)arg;
	for (i = 1; i <= 250; i++)
		t += compute(i);
	return (NULL);
}

int
main(void)
{
	pthread_t th[4];
	int i;

	for (i = 0; i < 4; i++)
		pthread_create(&th[i], NULL, worker, NULL);
	for (i = 0; i < 4; i++)
		pthread_join(th[i], NULL);
	return (0);
}
