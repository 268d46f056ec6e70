/*
 * long variables add in 64 bits
 */

#pragma D option quiet

BEGIN
{
	a = 4000000000;
	b = 4000000000;
	printf("%d\n", a + b);
	exit(0);
}
