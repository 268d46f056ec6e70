/* a constant beyond 32 bits is long */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (4294967296), sizeof (0x7fffffffffffffff));
	exit(0);
}
