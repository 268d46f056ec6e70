/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 7;
	x = -x;
	printf("%d\n", x);
	exit(0);
}
