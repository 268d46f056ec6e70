/* unsigned division */

#pragma D option quiet

uint64_t x;

BEGIN
{
	x = 0xffffffffffffffff;
	printf("%u\n", x / 2);
	exit(0);
}
