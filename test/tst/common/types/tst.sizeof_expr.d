/* sizeof applied to an expression */

#pragma D option quiet

BEGIN
{
	x = 1;
	y = 1L;
	printf("%d %d %d\n", sizeof (x), sizeof (y), sizeof (x + y));
	exit(0);
}
