/*
 * a declared global int starts at 0
 */

#pragma D option quiet

int x;

BEGIN
{
	printf("%d\n", x);
	exit(0);
}
