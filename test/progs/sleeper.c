/*
 * test/progs/sleeper.c -- a long-running program for grab (-p) tests.
 *
 * Usage: sleeper [SECONDS [MS [THREADS]]]   (defaults: 30 s, 50 ms, 0)
 * Loops for about SECONDS seconds: sleeps MS milliseconds (nanosleep),
 * then writes "z" to /dev/null; then exits 0.  With THREADS > 0, that many
 * more threads run the same loop (and the process exits when main's
 * loop ends).  It must survive being
 * grabbed and released: the grab tests check it is still running, neither
 * stopped nor traced, after dtrace has gone.
 */
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static int secs = 30, ms = 50, fd;

static void *
loop(void *arg)
{
	struct timespec ts = { ms / 1000, (ms % 1000) * 1000000L };
	long i, n = ms > 0 ? (long)secs * 1000 / ms : 0;

	(void) arg;
	for (i = 0; i < n; i++) {
		(void) nanosleep(&ts, NULL);
		(void) write(fd, "z", 1);
	}
	return (NULL);
}

int
main(int argc, char **argv)
{
	int i, nthr = argc > 3 ? atoi(argv[3]) : 0;
	pthread_t t;

	if (argc > 1)
		secs = atoi(argv[1]);
	if (argc > 2)
		ms = atoi(argv[2]);
	fd = open("/dev/null", O_WRONLY);
	for (i = 0; i < nthr; i++)
		(void) pthread_create(&t, NULL, loop, NULL);
	(void) loop(NULL);
	return (0);
}
