/*
 * test/progs/spinchildren.c -- short-lived processes for the profile
 * provider (test/tst/linux/profile/tst.children_named.d): forks argv[1]
 * children (default 200) one after the other; each spins 2 ms of its
 * own CPU time and exits at once, so most of its samples are read after
 * it is gone, when /proc has nothing left to name it by.
 */
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

static volatile unsigned long spin_count;

static long
cpu_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (ts.tv_sec * 1000000L + ts.tv_nsec / 1000L);
}

int
main(int argc, char **argv)
{
	long i, n = argc > 1 ? strtol(argv[1], NULL, 10) : 200;

	for (i = 0; i < n; i++) {
		pid_t pid = fork();

		if (pid == 0) {
			long end = cpu_us() + 2000;

			while (cpu_us() < end)
				spin_count++;
			_exit(0);
		}
		if (pid < 0 || waitpid(pid, NULL, 0) != pid)
			return (1);
	}
	return (0);
}
