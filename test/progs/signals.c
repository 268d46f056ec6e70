/*
 * test/progs/signals.c -- signals for the proc provider's tests.
 *
 * Usage: signals [N]   (N defaults to 2)
 * Installs a handler for SIGUSR1, sends itself SIGUSR1 N times with
 * kill(2), sends itself SIGUSR2 once with tgkill(2) while SIGUSR2 is
 * ignored, and exits with the number of SIGUSR1 handled as its status.
 */
#include <signal.h>
#include <stdlib.h>
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
	int i;

	(void) signal(SIGUSR1, onusr1);
	(void) signal(SIGUSR2, SIG_IGN);
	for (i = 0; i < n; i++)
		(void) kill(getpid(), SIGUSR1);
	(void) syscall(SYS_tgkill, getpid(), (pid_t)syscall(SYS_gettid),
	    SIGUSR2);
	return (handled);
}
