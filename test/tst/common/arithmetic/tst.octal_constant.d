/*
 * printf("%d") of 017 is 15
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 017);
	exit(0);
}
