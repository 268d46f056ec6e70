/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = 5;
	b = 0;
	c = 3;
	printf("%d %d %d\n", a ^^ b, a ^^ c, b ^^ b);
	exit(0);
}
