/*
 * test/progs/signals.c -- signals for the proc provider's tests.
 *
 * Usage: signals [N [queue]]   (N defaults to 2)
 * Installs a handler for SIGUSR1, sends itself SIGUSR1 N times with
 * kill(2) (with sigqueue(3) and the values 100, 101, ... when "queue" is
 * given), sends itself SIGUSR2 once with tgkill(2) while SIGUSR2 is
 * ignored, and exits with the number of SIGUSR1 handled as its status.
 */
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>

static volatile sig_atomic_t handled;

static void
onusr1(int sig)
{
	(void) sig;
	handled++;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2;
	int queue = argc > 2 && strcmp(argv[2], "queue") == 0;
	int i;

	(void) signal(SIGUSR1, onusr1);
	(void) signal(SIGUSR2, SIG_IGN);
	for (i = 0; i < n; i++) {
		union sigval v = { .sival_int = 100 + i };

		if (queue)
			(void) sigqueue(getpid(), SIGUSR1, v);
		else
			(void) kill(getpid(), SIGUSR1);
	}
	(void) syscall(SYS_tgkill, getpid(), (pid_t)syscall(SYS_gettid),
	    SIGUSR2);
	return (handled);
}
