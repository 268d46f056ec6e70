/*
 * printf("%llu") of 5ULL is 5
 */

#pragma D option quiet

BEGIN
{
	printf("%llu\n", 5ULL);
	exit(0);
}
