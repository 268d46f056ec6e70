/*
 * printf("%d") of '\101' is 65
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", '\101');
	exit(0);
}
