/* right shift of an unsigned value is logical */

#pragma D option quiet

uint64_t x;

BEGIN
{
	x = 0x8000000000000000;
	printf("%x\n", x >> 63);
	exit(0);
}
