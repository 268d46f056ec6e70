/*
 * test/progs/usdtsdt.c -- target of the USDT tests of <sys/sdt.h>
 * probes written directly (tst/linux/usdt/tst.sdt_*): built with -O2
 * so the argument operands are of every kind the assembler writes:
 * registers, constants ($N), memory (disp(%reg)), and a global's
 * symbol (sym(%rip)), which dtrace cannot decode (it warns, the
 * argument reads 0).  No semaphores.  Prints nothing.
 */
#include <sys/sdt.h>

struct rec {
	long r_long;
	short r_short;
	signed char r_char;
};

volatile int usdtsdt_global = 7;

__attribute__((noinline, noipa)) static void
fire(const struct rec *r, int i)
{
	/* registers and memory operands */
	DTRACE_PROBE4(sdt, ops, i, r->r_long, r->r_short, r->r_char);
	/* constants, signed and not */
	DTRACE_PROBE3(sdt, consts, 42, -1, (unsigned char)250);
	/* a global: sym(%rip) */
	DTRACE_PROBE2(sdt, global__var, usdtsdt_global, i);
}

int
main(void)
{
	struct rec r = { -1234567890123L, -300, -7 };
	int i;

	for (i = 0; i < 2; i++)
		fire(&r, i);
	return (0);
}
