/*
 * long * int promotes to long (64-bit)
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 1000000L * 1000000);
	exit(0);
}
