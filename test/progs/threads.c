/*
 * test/progs/threads.c -- a multithreaded program for the syscall and proc
 * providers' tests: creates N threads (default 4), each writes "x" once
 * to /dev/null and returns; main joins them all, then exits 0.
 *
 * Usage: threads [N]
 */
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

static int fd;

static void *
worker(void *arg)
{
	(void) arg;
	(void) write(fd, "x", 1);
	return (NULL);
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 4;
	pthread_t t[64];
	int i;

	if (n > 64)
		n = 64;
	fd = open("/dev/null", O_WRONLY);
	for (i = 0; i < n; i++)
		(void) pthread_create(&t[i], NULL, worker, NULL);
	for (i = 0; i < n; i++)
		(void) pthread_join(t[i], NULL);
	return (0);
}
