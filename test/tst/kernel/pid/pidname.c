/*
 * test/tst/kernel/pid/pidname.c -- a pid provider named by its process id
 * (pidNNNN, no -c or -p) on the module, and dtrace's normal exit
 * (tst.pidname.d runs it through system()).
 *
 * Usage: pidname DTRACE.  Starts ./pidtarget spin, then DTRACE -x
 * backend=kernel -n 'pidNNNN::add:entry ...', which grabs the process,
 * counts ten calls of add() with the second argument 1, says so and
 * exits; then the target is told (SIGUSR1) to make a few more calls and
 * check that add()'s first byte is its own again.  Prints what dtrace
 * printed and how each process ended.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <fcntl.h>

int
main(int argc, char **argv)
{
	int out[2], dout[2], st, fd;
	pid_t target, dt;
	char prog[256], buf[256];
	ssize_t n;
	size_t len = 0;

	if (argc != 2 || pipe(out) != 0 || pipe(dout) != 0)
		return (1);
	setvbuf(stdout, NULL, _IONBF, 0);
	if ((target = fork()) == 0) {
		(void) dup2(out[1], 1);
		(void) close(out[0]);
		(void) close(out[1]);
		(void) close(dout[0]);
		(void) close(dout[1]);
		execl("./pidtarget", "pidtarget", "spin", (char *)NULL);
		_exit(127);
	}
	(void) close(out[1]);
	(void) snprintf(prog, sizeof (prog), "pid%d::add:entry /arg1 == 1/ "
	    "{ n++; } pid%d::add:entry /n == 10/ { printf(\"ten calls of "
	    "add\\n\"); exit(0); }", (int)target, (int)target);
	if ((dt = fork()) == 0) {
		fd = open("/dev/null", O_RDWR);
		(void) dup2(fd, 0);
		(void) dup2(dout[1], 1);
		(void) dup2(dout[1], 2);
		(void) close(dout[0]);
		(void) close(dout[1]);
		(void) close(out[0]);
		execl(argv[1], "dtrace", "-x", "backend=kernel", "-q", "-n",
		    prog, (char *)NULL);
		_exit(127);
	}
	(void) close(dout[1]);
	while (len < sizeof (buf) - 1 &&
	    (n = read(dout[0], buf + len, sizeof (buf) - 1 - len)) > 0)
		len += (size_t)n;
	buf[len] = '\0';
	(void) waitpid(dt, &st, 0);
	printf("dtrace said: %s", len > 0 ? buf : "(nothing)\n");
	printf("dtrace exit %d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
	n = read(out[0], buf, sizeof (buf) - 1);
	buf[n > 0 ? n : 0] = '\0';
	printf("target: %s", n > 0 ? buf : "(nothing)\n");
	usleep(300 * 1000);
	(void) kill(target, SIGUSR1);
	(void) waitpid(target, &st, 0);
	printf("target exit %d\n", WIFEXITED(st) ? WEXITSTATUS(st) : -1);
	return (0);
}
