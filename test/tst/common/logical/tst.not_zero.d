/*
 * printf("%d") of !0 is 1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", !0);
	exit(0);
}
