/*
 * x = 10; x &= 6 gives 2
 */

#pragma D option quiet

BEGIN
{
	x = 10;
	x &= 6;
	printf("%d\n", x);
	exit(0);
}
