/* a declared int64_t */

#pragma D option quiet

int64_t x;

BEGIN
{
	x = -5;
	printf("%d %d\n", x, sizeof (x));
	exit(0);
}
