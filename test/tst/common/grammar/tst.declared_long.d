/*
 * a declared long variable
 */

#pragma D option quiet

long l;

BEGIN
{
	l = 5000000000;
	printf("%d %d\n", l, sizeof (l));
	exit(0);
}
