/*
 * printf("%d") of -(3 - 5) is 2
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -(3 - 5));
	exit(0);
}
