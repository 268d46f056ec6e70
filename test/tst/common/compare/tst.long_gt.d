/*
 * printf("%d") of 4294967296 > 4294967295 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 4294967296 > 4294967295);
	exit(0);
}
