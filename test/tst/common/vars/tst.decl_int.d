/* an explicitly declared int */

#pragma D option quiet

int x;

BEGIN
{
	x = 7;
	printf("%d %d\n", x, sizeof (x));
	exit(0);
}
