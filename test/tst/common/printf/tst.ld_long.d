/*
 * printf("%ld") of -5L is -5
 */

#pragma D option quiet

BEGIN
{
	printf("%ld\n", -5L);
	exit(0);
}
