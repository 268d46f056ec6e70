/*
 * %hx, %lx and %llx (and their X forms) take an integer of the named size
 * whatever its sign: unsigned short, unsigned long, int64_t and uint64_t
 * all print as hexadecimal.
 */

#pragma D option quiet

BEGIN
{
	printf("%hx %hX\n", (unsigned short)0xbeef, (short)-2);
	printf("%lx %lX\n", (unsigned long)0xfeed, (long)-1);
	printf("%llx %llX\n", (uint64_t)0xc0ffee, (int64_t)255);
	exit(0);
}
