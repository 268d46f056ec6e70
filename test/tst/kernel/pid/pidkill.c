/*
 * test/tst/kernel/pid/pidkill.c -- a dtrace killed by SIGKILL leaves no
 * breakpoint behind (tst.sigkill.d runs it through system()).
 *
 * Usage: pidkill DTRACE.  Starts ./pidtarget spin, then DTRACE -x
 * backend=kernel -p PID with a pid entry probe on its add(); as soon as
 * the target reports the breakpoint in its text ("planted"), dtrace is
 * killed with SIGKILL; then the target is told (SIGUSR1) to make a few
 * more calls and check that add()'s first byte is its own again.  Prints
 * what happened, one line each step, and the target's exit status (0:
 * planted, then gone; see pidtarget.c for the others).
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <fcntl.h>

int
main(int argc, char **argv)
{
	int out[2], st, fd;
	pid_t target, dt;
	char pidstr[32], buf[64];
	ssize_t n;

	if (argc != 2 || pipe(out) != 0)
		return (1);
	setvbuf(stdout, NULL, _IONBF, 0);
	if ((target = fork()) == 0) {
		(void) dup2(out[1], 1);
		(void) close(out[0]);
		(void) close(out[1]);
		execl("./pidtarget", "pidtarget", "spin", (char *)NULL);
		_exit(127);
	}
	(void) close(out[1]);
	(void) snprintf(pidstr, sizeof (pidstr), "%d", (int)target);
	if ((dt = fork()) == 0) {
		fd = open("/dev/null", O_RDWR);
		(void) dup2(fd, 0);
		(void) dup2(fd, 1);
		(void) close(out[0]);
		execl(argv[1], "dtrace", "-x", "backend=kernel", "-q", "-p",
		    pidstr, "-n", "pid$target::add:entry { @ = count(); }",
		    (char *)NULL);
		_exit(127);
	}
	n = read(out[0], buf, sizeof (buf) - 1);
	buf[n > 0 ? n : 0] = '\0';
	printf("target: %s", n > 0 ? buf : "(nothing)\n");
	usleep(300 * 1000);	/* let it fire a few times */
	(void) kill(dt, SIGKILL);
	(void) waitpid(dt, &st, 0);
	printf("dtrace: %s\n", WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL ?
	    "killed" : "not killed");
	usleep(500 * 1000);	/* the tracer lets the target go */
	(void) kill(target, SIGUSR1);
	(void) waitpid(target, &st, 0);
	printf("target exit %d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
	return (0);
}
