/*
 * x = 10; x <<= 2 gives 40
 */

#pragma D option quiet

BEGIN
{
	x = 10;
	x <<= 2;
	printf("%d\n", x);
	exit(0);
}
