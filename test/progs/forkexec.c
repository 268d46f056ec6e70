/*
 * test/progs/forkexec.c -- forks and execs, for the proc provider's tests.
 *
 * Usage: forkexec [N]   (N defaults to 2)
 * Forks N children; child i (0-based) execs "syscalls 1" from the same
 * directory as this program when i is even, and exits with status 3 when
 * i is odd.  Then one more child tries to exec a file that does not exist
 * (execve fails with ENOENT) and exits with status 4.  The parent waits
 * for each child in turn and exits 0.
 */
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2;
	char dir[PATH_MAX], path[PATH_MAX + 16];
	int i, st;
	pid_t pid;

	snprintf(dir, sizeof (dir), "%s", argv[0]);
	snprintf(path, sizeof (path), "%s/syscalls", dirname(dir));
	for (i = 0; i <= n; i++) {
		if ((pid = fork()) == 0) {
			if (i == n) {
				char *av[] = { "nonexistent", NULL };

				(void) execv("/nonexistent/program", av);
				_exit(4);
			}
			if (i % 2 == 0) {
				char *av[] = { path, "1", NULL };

				(void) execv(path, av);
				_exit(127);
			}
			_exit(3);
		}
		(void) waitpid(pid, &st, 0);
	}
	return (0);
}
