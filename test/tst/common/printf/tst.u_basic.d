/*
 * printf("%u") of 42 is 42
 */

#pragma D option quiet

BEGIN
{
	printf("%u\n", 42);
	exit(0);
}
