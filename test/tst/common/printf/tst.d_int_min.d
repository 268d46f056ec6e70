/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -2147483647 - 1);
	exit(0);
}
