/*
 * printf("%d") of -6 * 7 is -42
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -6 * 7);
	exit(0);
}
