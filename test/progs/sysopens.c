/*
 * test/progs/sysopens.c -- a program that opens many distinct paths, for
 * the tests of copyinstr() on system-wide syscall probes
 * (test/tst/linux/systemwide/): every path is captured at the probe site
 * while the process still holds it, and the buffer is rewritten at once
 * after each call, so a string read late would be stale.
 *
 * Usage: sysopens [N]   (N defaults to 1000)
 * Opens "/nonexistent-dtrace-test/file-I" for I = 0 .. N-1 (each fails
 * with ENOENT), from one buffer overwritten with "X..." after each call,
 * then exits with status 0.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000;
	char path[64];
	int i;

	for (i = 0; i < n; i++) {
		(void) snprintf(path, sizeof (path),
		    "/nonexistent-dtrace-test/file-%d", i);
		(void) open(path, O_RDONLY);
		memset(path, 'X', sizeof (path) - 1);
	}
	return (0);
}
