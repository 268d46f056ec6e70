/*
 * test/progs/usdtapp.c -- target of the USDT tests (tst/linux/usdt/):
 * the probes of usdtprov.d through the header our `dtrace -h` makes,
 * linked with the object our `dtrace -G` makes.  Usage: usdtapp [N [US]]:
 * N (default 3) rounds, US microseconds apart (default 0), of tstprov:::plain, tstprov:::args-two(i, word),
 * tstprov:::is-on(-5 * i) only when TSTPROV_IS_ON_ENABLED(), and
 * other:::go(100 + i); then tstprov:::many(1, ..., 8) and
 * other:::done(rounds in which is-on was enabled).  Prints nothing.
 */
#include <stdlib.h>
#include <unistd.h>
#include "usdtprov.h"

static const char *const words[] = { "zero", "one", "two" };

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3, i, on = 0;
	int us = argc > 2 ? atoi(argv[2]) : 0;

	for (i = 0; i < n; i++) {
		TSTPROV_PLAIN();
		TSTPROV_ARGS_TWO(i, (char *)words[i % 3]);
		if (TSTPROV_IS_ON_ENABLED()) {
			on++;
			TSTPROV_IS_ON(-5LL * i);
		}
		OTHER_GO(100u + (unsigned int)i);
		if (us > 0)
			(void) usleep((useconds_t)us);
	}
	TSTPROV_MANY(1, 2, 3, 4, 5, 6, 7, 8);
	OTHER_DONE(on);
	return (0);
}
