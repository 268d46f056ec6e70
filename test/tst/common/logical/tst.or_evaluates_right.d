/*
 * the right operand of || is evaluated when the left is false
 */

#pragma D option quiet

BEGIN
{
	x = 0;
	f = 0;
	y = f || x++;
	printf("%d %d\n", y, x);
	exit(0);
}
