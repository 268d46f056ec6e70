/*
 * x = 10; x /= 3 gives 3
 */

#pragma D option quiet

BEGIN
{
	x = 10;
	x /= 3;
	printf("%d\n", x);
	exit(0);
}
