/*
 * printf("%d") of -42 is -42
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -42);
	exit(0);
}
