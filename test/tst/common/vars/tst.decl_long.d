/* a declared long holds 64 bits */

#pragma D option quiet

long x;

BEGIN
{
	x = 0x7fffffffffffffff;
	printf("%d %d\n", x, sizeof (x));
	exit(0);
}
