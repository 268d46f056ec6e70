/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 5;
	y = x--;
	printf("%d %d\n", y, x);
	exit(0);
}
