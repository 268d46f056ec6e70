/*
 * test/progs/wildfp.c -- a target whose frame cannot be unwound: for
 * argv[1] milliseconds of its own CPU time (default 800) it spins in
 * wildfp_spin(), which has no CFI and holds the top of the address space
 * (-8) in its frame pointer, so an unwinder that falls back on the frame
 * pointer is asked to read 8 bytes at 0xfffffffffffffff8
 * (tst/linux/profile/tst.wild_frame_pointer.d).  Elsewhere than x86-64
 * it spins in C.
 */
#include <stdlib.h>
#include <time.h>

void wildfp_spin(long n);

#if defined(__x86_64__)
/* by hand: no .cfi directives, so no CFI covers it */
__asm__(".text\n"
    ".globl wildfp_spin\n"
    ".type wildfp_spin, @function\n"
    "wildfp_spin:\n"
    "	pushq %rbp\n"
    "	movq $-8, %rbp\n"
    "1:	decq %rdi\n"
    "	jnz 1b\n"
    "	popq %rbp\n"
    "	ret\n"
    ".size wildfp_spin, .-wildfp_spin\n");
#else
void
wildfp_spin(long n)
{
	volatile long i;

	for (i = 0; i < n; i++)
		;
}
#endif

static long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (ts.tv_sec * 1000L + ts.tv_nsec / 1000000L);
}

int
main(int argc, char **argv)
{
	long end = now_ms() + (argc > 1 ? strtol(argv[1], NULL, 10) : 800);

	while (now_ms() < end)
		wildfp_spin(10000000);
	return (0);
}
