/*
 * x = 10; x |= 5 gives 15
 */

#pragma D option quiet

BEGIN
{
	x = 10;
	x |= 5;
	printf("%d\n", x);
	exit(0);
}
