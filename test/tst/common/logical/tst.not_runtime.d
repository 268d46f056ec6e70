/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = 0;
	b = 9;
	printf("%d %d\n", !a, !b);
	exit(0);
}
