/*
 * subtraction is left associative
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 10 - 4 - 3);
	exit(0);
}
