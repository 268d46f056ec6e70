/*
 * test/progs/pidstrings.c -- a target whose string arguments change right
 * after each call (tst/linux/systemwide/tst.pid_copyinstr_captured.d):
 * name(buf, i) is called every millisecond with buf holding "name-I",
 * and buf is overwritten as soon as it returns.  copyinstr(arg0) of
 * name:entry gives "name-I" only if it read the string when the probe
 * fired, not later.  Runs until killed (or argv[1] calls).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void name(const char *s, long i);

static char buf[64];
static volatile long seen;

__attribute__((noinline)) void
name(const char *s, long i)
{
	seen += (long)strlen(s) + i;
}

int
main(int argc, char **argv)
{
	struct timespec ms = { 0, 1000000 };
	long i, n = argc > 1 ? atol(argv[1]) : -1;

	for (i = 0; n < 0 || i < n; i++) {
		(void) snprintf(buf, sizeof (buf), "name-%ld", i);
		name(buf, i);
		memset(buf, 'X', sizeof (buf) - 1);
		(void) nanosleep(&ms, NULL);
	}
	return (0);
}
