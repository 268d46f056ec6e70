/* a declared uint8_t */

#pragma D option quiet

uint8_t x;

BEGIN
{
	x = 0x1ff;
	printf("%d %d\n", x, sizeof (x));
	exit(0);
}
