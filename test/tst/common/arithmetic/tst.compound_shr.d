/*
 * x = 10; x >>= 1 gives 5
 */

#pragma D option quiet

BEGIN
{
	x = 10;
	x >>= 1;
	printf("%d\n", x);
	exit(0);
}
