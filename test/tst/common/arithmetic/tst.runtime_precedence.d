/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = 2;
	b = 3;
	c = 4;
	printf("%d %d\n", a + b * c, (a + b) * c);
	exit(0);
}
