/*
 * test/progs/exitcode.c -- ends in a chosen way, for exit reporting tests.
 *
 * Usage: exitcode N      exit with status N
 *        exitcode -SIG   kill itself with signal SIG (e.g. -9)
 */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 0;

	if (n < 0) {
		(void) signal(-n, SIG_DFL);
		(void) kill(getpid(), -n);
		pause();
	}
	return (n);
}
