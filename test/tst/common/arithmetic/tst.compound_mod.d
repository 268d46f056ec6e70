/*
 * x = 10; x %= 4 gives 2
 */

#pragma D option quiet

BEGIN
{
	x = 10;
	x %= 4;
	printf("%d\n", x);
	exit(0);
}
