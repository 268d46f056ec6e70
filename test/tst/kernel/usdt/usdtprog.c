/*
 * test/tst/kernel/usdt/usdtprog.c -- the target of the USDT guest tests
 * (built static by test/kernel/qemu-boot.sh as gtests/usdt/usdtprog):
 * <sys/sdt.h> probes with semaphores.  For i = 0 .. 3 it fires
 * usdtprog:::tick (i, the name of i) and, only while its semaphore is
 * raised, usdtprog:::guarded (10 i, -i as a short); then exits 0, printing
 * nothing.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>

unsigned short usdtprog_tick_semaphore __attribute__((section(".probes")));
unsigned short usdtprog_guarded_semaphore __attribute__((section(".probes")));

static const char *const names[] = { "zero", "one", "two", "three" };

__attribute__((noinline)) static void
fire(int i)
{
	short neg = (short)-i;

	DTRACE_PROBE2(usdtprog, tick, i, names[i]);
	if (usdtprog_guarded_semaphore)
		DTRACE_PROBE2(usdtprog, guarded, i * 10, neg);
}

int
main(void)
{
	int i;

	for (i = 0; i < 4; i++)
		fire(i);
	return (0);
}
