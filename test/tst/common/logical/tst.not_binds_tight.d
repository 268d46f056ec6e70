/*
 * printf("%d") of !0 + 1 is 2
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", !0 + 1);
	exit(0);
}
