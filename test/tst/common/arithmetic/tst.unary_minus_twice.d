/*
 * printf("%d") of -(-4) is 4
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -(-4));
	exit(0);
}
