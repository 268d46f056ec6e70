/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 1;
	x <<= 10;
	printf("%d\n", x);
	exit(0);
}
