/*
 * printf("%d") of sizeof (uint32_t) is 4
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (uint32_t));
	exit(0);
}
