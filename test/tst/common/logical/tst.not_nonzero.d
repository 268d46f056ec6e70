/*
 * printf("%d") of !5 is 0
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", !5);
	exit(0);
}
