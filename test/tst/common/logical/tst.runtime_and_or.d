/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = 2;
	b = 0;
	printf("%d %d %d\n", a && b, a || b, a ^^ b);
	exit(0);
}
