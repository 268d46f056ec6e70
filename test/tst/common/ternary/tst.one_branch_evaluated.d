/*
 * only the selected operand is evaluated
 */

#pragma D option quiet

BEGIN
{
	c = 1;
	a = 0;
	b = 0;
	x = c ? a++ : b++;
	printf("%d %d %d\n", x, a, b);
	exit(0);
}
