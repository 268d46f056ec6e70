/*
 * division is left associative
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 100 / 10 / 5);
	exit(0);
}
