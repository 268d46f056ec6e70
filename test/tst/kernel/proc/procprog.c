/*
 * test/tst/kernel/proc/procprog.c -- the helper program of the proc guest
 * tests (built static as ./procprog by test/kernel/qemu-boot.sh): a fixed
 * sequence of process events, each once.  The user host's tests run it
 * too (as test/progs/procprog, under -c): the same script gives the same
 * output on both backends.
 *
 *   a second thread, which returns at once     lwp-create, lwp-start,
 *                                              lwp-exit
 *   kill(self, SIGUSR1), caught                 signal-send, signal-handle
 *   kill(self, SIGUSR2), ignored (SIG_IGN)      signal-send, signal-discard
 *   execve("./nonexistent")                     exec, exec-failure (ENOENT)
 *   fork; the child execs itself (the path
 *   /proc/self/exe links to) as
 *   "procprog child x",
 *   which exits with status 7                   create, start, exec,
 *                                              exec-success, exit (1)
 *   fork; the child pauses, SIGKILL'd           create, start, signal-send,
 *                                              exit (CLD_KILLED)
 *   the process exits with status 0             exit (CLD_EXITED)
 * Every step waits for the one before it.
 */
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t got;

static void
onusr1(int sig)
{
	got = sig;
}

static void *
thread(void *arg)
{
	return (arg);
}

int
main(int argc, char **argv)
{
	char *args[] = { "procprog", "child", "x", NULL };
	char *none[] = { "nonexistent", NULL };
	char self[4096];
	pthread_t t;
	pid_t p;
	int st;

	if (argc > 1 && strcmp(argv[1], "child") == 0)
		return (7);
	if (pthread_create(&t, NULL, thread, NULL) != 0 ||
	    pthread_join(t, NULL) != 0)
		return (1);
	(void) signal(SIGUSR1, onusr1);
	(void) kill(getpid(), SIGUSR1);
	while (got == 0)
		;
	(void) signal(SIGUSR2, SIG_IGN);
	(void) kill(getpid(), SIGUSR2);
	(void) execve("./nonexistent", none, NULL);
	if ((p = fork()) == 0) {
		ssize_t n = readlink("/proc/self/exe", self, sizeof (self) - 1);

		if (n > 0) {
			self[n] = '\0';
			(void) execve(self, args, NULL);
		}
		_exit(9);
	}
	(void) waitpid(p, &st, 0);
	if ((p = fork()) == 0) {
		for (;;)
			(void) pause();
	}
	usleep(100000);
	(void) kill(p, SIGKILL);
	(void) waitpid(p, &st, 0);
	return (0);
}
