/*
 * test/progs/pidcompute.c -- a target for the pid provider and ustack()
 * tests (test/tst/linux/pid, ustack): calls compute(i) for i = 1 .. N
 * (N = argv[1], default 1000) through a known chain of calls, so entry
 * arguments, return values, offsets and stacks are fully determined.
 * Built with -O0 -fno-inline -fno-omit-frame-pointer so every function
 * exists and calls the next.
 *
 * main -> run(n) -> compute(i) for each i -> square(i)
 * compute(i) returns i * i + 1; leaf(a, b, c, d, e, f, g, h) returns the
 * sum of its eight arguments (arguments beyond the registers); greet(s)
 * returns strlen(s) after a malloc(4242) / free() pair.
 */
/* plain code whatever CFLAGS say: every function, every frame */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t greet(const char *who);
long square(long x);
long compute(long i);
long leaf(long a, long b, long c, long d, long e, long f, long g, long h);
void run(long n);

__attribute__((noinline)) long
square(long x)
{
	return (x * x);
}

__attribute__((noinline)) long
compute(long i)
{
	return (square(i) + 1);
}

__attribute__((noinline)) long
leaf(long a, long b, long c, long d, long e, long f, long g, long h)
{
	return (a + b + c + d + e + f + g + h);
}

/* A string argument for copyinstr() tests; malloc(4242) for libc probes. */
__attribute__((noinline)) size_t
greet(const char *who)
{
	char *p = malloc(4242);

	if (p != NULL) {
		strcpy(p, who);
		free(p);
	}
	return (strlen(who));
}

__attribute__((noinline)) void
run(long n)
{
	volatile long total = 0;
	long i;

	for (i = 1; i <= n; i++)
		total += compute(i);
	total += leaf(1, 2, 3, 4, 5, 6, 7, 8);
	total += (long)greet("hello, world");
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? strtol(argv[1], NULL, 10) : 1000;

	run(n);
	return (0);
}
