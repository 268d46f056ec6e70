/*
 * int + int is int: the sum is printed as a 32-bit value
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 2147483647 + 1);
	exit(0);
}
