/*
 * run-time >> of a signed long is arithmetic
 */

#pragma D option quiet

BEGIN
{
	x = -16L;
	printf("%d\n", x >> 2);
	exit(0);
}
