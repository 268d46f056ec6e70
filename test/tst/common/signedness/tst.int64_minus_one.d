/*
 * printf("%d") of (int64_t)-1 is -1
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (int64_t)-1);
	exit(0);
}
