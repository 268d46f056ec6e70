/*
 * printf("%lu") of 5UL is 5
 */

#pragma D option quiet

BEGIN
{
	printf("%lu\n", 5UL);
	exit(0);
}
