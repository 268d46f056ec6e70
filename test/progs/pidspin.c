/*
 * test/progs/pidspin.c -- a CPU-bound target for the profile provider
 * tests (test/tst/linux/profile): spins in spin() -> spin_inner() for
 * argv[1] milliseconds of its own CPU time (default 1500), so nearly every
 * sample of its thread falls in spin_inner(), and the number of samples
 * (profile-N samples targets on their task clock) does not depend on how
 * loaded the machine is.
 */
/* plain code whatever CFLAGS say: every function, every frame */
#pragma GCC optimize ("O0", "no-omit-frame-pointer", "no-inline")
#include <stdlib.h>
#include <time.h>

void spin_inner(void);
void spin(long ms);

static volatile unsigned long spin_count;

__attribute__((noinline)) void
spin_inner(void)
{
	int i;

	for (i = 0; i < 100000; i++)
		spin_count++;
}

static long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (ts.tv_sec * 1000L + ts.tv_nsec / 1000000L);
}

__attribute__((noinline)) void
spin(long ms)
{
	long end = now_ms() + ms;

	while (now_ms() < end)
		spin_inner();
}

int
main(int argc, char **argv)
{
	spin(argc > 1 ? strtol(argv[1], NULL, 10) : 1500);
	return (0);
}
