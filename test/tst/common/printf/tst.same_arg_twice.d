/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 3;
	printf("%d-%d\n", x, x * x);
	exit(0);
}
