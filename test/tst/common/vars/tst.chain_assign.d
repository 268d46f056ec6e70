/* chained assignment */

#pragma D option quiet

BEGIN
{
	x = y = z = 4;
	printf("%d %d %d\n", x, y, z);
	exit(0);
}
