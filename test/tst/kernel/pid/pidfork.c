/*
 * test/tst/kernel/pid/pidfork.c -- the target of tst.target_only.d (built
 * static by test/kernel/qemu-boot.sh).  It forks a child that calls
 * add(100, 1) three times (with the breakpoints it inherited) and another
 * that runs this program again as "pidfork child" (a separate process
 * mapping the same file: add(200 + i, 1), i = 0 .. 4), waits for both,
 * then calls add(i, 2 * i), i = 0 .. 4, itself.  Prints nothing.
 */
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

volatile long pidfork_sink;

__attribute__((noinline)) int
add(int a, int b)
{
	__asm__ volatile("" ::: "memory");
	return a + b;
}

int
main(int argc, char **argv)
{
	pid_t c1, c2;
	int i;

	if (argc == 2 && strcmp(argv[1], "child") == 0) {
		for (i = 0; i < 5; i++)
			pidfork_sink += add(200 + i, 1);
		return (0);
	}
	if ((c1 = fork()) == 0) {
		for (i = 0; i < 3; i++)
			pidfork_sink += add(100, 1);
		_exit(0);
	}
	if ((c2 = fork()) == 0) {
		execl("/proc/self/exe", "pidfork", "child", (char *)NULL);
		_exit(127);
	}
	(void) waitpid(c1, NULL, 0);
	(void) waitpid(c2, NULL, 0);
	for (i = 0; i < 5; i++)
		pidfork_sink += add(i, 2 * i);
	return (0);
}
