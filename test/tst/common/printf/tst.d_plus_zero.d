/*
 * printf("%+05d") of 42 is +0042
 */

#pragma D option quiet

BEGIN
{
	printf("%+05d\n", 42);
	exit(0);
}
