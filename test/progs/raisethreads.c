/*
 * test/progs/raisethreads.c -- the target of the module's raise() test
 * (test/kernel/qemu-boot.sh): which thread of a process takes the signal
 * that raise() sends from a probe firing in one of its threads.
 *
 * The main thread sleeps in short naps while a worker thread spins on the
 * CPU, so a profile-N probe that fires in this process with tid != pid
 * interrupted the worker.  A SIGUSR1 handler notes the thread it ran in.
 *   raisethreads current   SIGUSR1 unblocked in both threads
 *   raisethreads blocked   the worker blocks SIGUSR1
 * As the reference posts raise()'s signal to the process for the current
 * thread to take first: "current" prints "raise: handled in worker" (a
 * signal sent to the thread group leader would print "main"), "blocked"
 * prints "raise: handled in main" (a signal sent to the worker alone
 * would stay pending there: "raise: none" after 20 s, exit status 1).
 *
 * Usage: raisethreads current|blocked
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

static volatile sig_atomic_t handled;	/* 0, 1: in main, 2: in the worker */

static void
on_usr1(int sig)
{
	(void) sig;
	handled = syscall(SYS_gettid) == getpid() ? 1 : 2;
}

static void *
worker(void *arg)
{
	sigset_t set;

	if (arg != NULL) {
		sigemptyset(&set);
		sigaddset(&set, SIGUSR1);
		pthread_sigmask(SIG_BLOCK, &set, NULL);
	}
	while (!handled)
		continue;
	return (NULL);
}

int
main(int argc, char **argv)
{
	struct timespec nap = { 0, 10 * 1000 * 1000 };
	struct sigaction sa;
	pthread_t t;
	int i, block;

	if (argc != 2 || (strcmp(argv[1], "current") != 0 &&
	    strcmp(argv[1], "blocked") != 0)) {
		fprintf(stderr, "usage: raisethreads current|blocked\n");
		return (2);
	}
	block = strcmp(argv[1], "blocked") == 0;
	memset(&sa, 0, sizeof (sa));
	sa.sa_handler = on_usr1;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGUSR1, &sa, NULL);
	if (pthread_create(&t, NULL, worker, block ? &sa : NULL) != 0)
		return (2);
	for (i = 0; i < 2000 && !handled; i++)
		nanosleep(&nap, NULL);
	if (!handled) {
		printf("raise: none\n");
		return (1);	/* the worker still spins: exit ends it */
	}
	pthread_join(t, NULL);
	printf("raise: handled in %s\n", handled == 1 ? "main" : "worker");
	return (0);
}
