/*
 * the right operand of a false && is not evaluated
 */

#pragma D option quiet

BEGIN
{
	x = 0;
	f = 0;
	y = f && x++;
	printf("%d %d\n", y, x);
	exit(0);
}
