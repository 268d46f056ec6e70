/*
 * a variable holding a long constant multiplies in 64 bits
 */

#pragma D option quiet

BEGIN
{
	a = 3000000000;
	b = 3;
	printf("%d\n", a * b);
	exit(0);
}
