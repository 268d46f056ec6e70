/*
 * test/progs/procsafe.c -- the target of test/unit/procsafe.sh (issue 15,
 * item 1: a process traced by dtrace survives however dtrace ends).
 *
 * Usage: procsafe NTHREADS [fork]
 *
 * NTHREADS threads call ps_work() and ps_leaf() in a loop, check every
 * result against the value computed without calling them, and make a
 * system call (getppid) every 64 iterations; with "fork", one more thread
 * forks a child every 20 ms that calls ps_work() 1000 times, checks the
 * results and exits 0 (or 3 on a wrong result), and the parent checks
 * that status.  Any wrong result, any child not exiting 0, makes the
 * process print "BAD ..." and exit 3 at once.
 *
 * It prints "ready PID" once every thread runs.  On SIGUSR1 it checks
 * itself and prints one line: "ok" when the first 64 bytes of ps_work and
 * ps_leaf are the bytes it read at start (no breakpoint left behind),
 * every thread makes progress within 3 s and no error was seen;
 * otherwise "BAD" and what failed.  Output is line-buffered so a test
 * reads it as it comes.  SIGTERM ends it (exit 0).
 */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#define PS_MAXTHR	16
#define PS_TEXT		64

long ps_work(long i);
long ps_leaf(long a, long b);

static volatile unsigned long ps_progress[PS_MAXTHR];
static volatile int ps_bad;
static unsigned char ps_text0[2][PS_TEXT];

__attribute__((noinline)) long
ps_leaf(long a, long b)
{
	long r = a * 3 + b;

	if (r & 1)
		r += 7;
	return (r);
}

__attribute__((noinline)) long
ps_work(long i)
{
	long s = 0, k;

	for (k = 0; k < 3; k++)
		s += ps_leaf(i, k);
	return (s ^ i);
}

static long
ps_expect(long i)
{
	long s = 0, k;

	for (k = 0; k < 3; k++) {
		long r = i * 3 + k;

		if (r & 1)
			r += 7;
		s += r;
	}
	return (s ^ i);
}

static void
ps_fail(const char *what, long v)
{
	printf("BAD %s %ld\n", what, v);
	fflush(stdout);
	_exit(3);
}

static void *
ps_worker(void *arg)
{
	long n = (long)arg, i = 0;

	for (;;) {
		i = (i + 1) & 0xffff;
		if (ps_work(i) != ps_expect(i))
			ps_fail("result", i);
		if ((i & 63) == 0)
			(void) getppid();
		ps_progress[n]++;
	}
	return (NULL);
}

static void *
ps_forker(void *arg)
{
	struct timespec ts = { 0, 10 * 1000 * 1000 };
	long n = (long)arg;

	for (;;) {
		pid_t c;
		int st;

		if ((c = fork()) == 0) {
			long i;

			for (i = 1; i <= 1000; i++) {
				if (ps_work(i) != ps_expect(i))
					_exit(3);
			}
			_exit(0);
		}
		if (c < 0)
			ps_fail("fork", 0);
		if (waitpid(c, &st, 0) != c || !WIFEXITED(st) ||
		    WEXITSTATUS(st) != 0)
			ps_fail("child status", st);
		ps_progress[n]++;
		nanosleep(&ts, NULL);
	}
	return (NULL);
}

int
main(int argc, char **argv)
{
	int nthr = argc > 1 ? atoi(argv[1]) : 2, forks, i, n, sig;
	unsigned long before[PS_MAXTHR];
	struct timespec ts = { 0, 10 * 1000 * 1000 };
	pthread_t th;
	sigset_t set;

	forks = argc > 2 && strcmp(argv[2], "fork") == 0;
	if (nthr < 1 || nthr + forks > PS_MAXTHR)
		return (2);
	setvbuf(stdout, NULL, _IOLBF, 0);
	memcpy(ps_text0[0], (const void *)ps_work, PS_TEXT);
	memcpy(ps_text0[1], (const void *)ps_leaf, PS_TEXT);
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigaddset(&set, SIGTERM);
	pthread_sigmask(SIG_BLOCK, &set, NULL);
	for (i = 0; i < nthr; i++)
		pthread_create(&th, NULL, ps_worker, (void *)(long)i);
	if (forks)
		pthread_create(&th, NULL, ps_forker, (void *)(long)nthr);
	nthr += forks;
	printf("ready %d\n", (int)getpid());
	for (;;) {
		if (sigwait(&set, &sig) != 0 || sig == SIGTERM)
			return (0);
		for (i = 0; i < nthr; i++)
			before[i] = ps_progress[i];
		if (memcmp(ps_text0[0], (const void *)ps_work, PS_TEXT) != 0 ||
		    memcmp(ps_text0[1], (const void *)ps_leaf, PS_TEXT) != 0) {
			printf("BAD text\n");
			continue;
		}
		/* every thread moves on within 3 s, however loaded the host */
		for (i = 0, n = 0; i < nthr && n < 300; n++) {
			nanosleep(&ts, NULL);
			while (i < nthr && ps_progress[i] != before[i])
				i++;
		}
		if (i < nthr) {
			printf("BAD stalled thread %d\n", i);
			continue;
		}
		printf("ok\n");
	}
}
