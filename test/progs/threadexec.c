/*
 * test/progs/threadexec.c -- a thread that is not the main one calls
 * execve(2), for the proc and syscall providers' tests: main starts one
 * thread that waits forever and one that execs "syscalls 1" from this
 * program's directory; main waits forever.  The exec replaces the whole
 * process: syscalls then writes once and exits 0.
 *
 * Usage: threadexec
 */
#include <libgen.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static char path[PATH_MAX + 16];

static void *
waiter(void *arg)
{
	(void) arg;
	for (;;)
		(void) pause();
	return (NULL);
}

static void *
execer(void *arg)
{
	char *av[] = { path, "1", NULL };

	(void) arg;
	(void) execv(path, av);
	_exit(127);
	return (NULL);
}

int
main(int argc, char **argv)
{
	char dir[PATH_MAX];
	pthread_t t, u;

	(void) argc;
	snprintf(dir, sizeof (dir), "%s", argv[0]);
	snprintf(path, sizeof (path), "%s/syscalls", dirname(dir));
	(void) pthread_create(&u, NULL, waiter, NULL);
	(void) pthread_create(&t, NULL, execer, NULL);
	for (;;)
		(void) pause();
	return (0);
}
