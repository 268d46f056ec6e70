/*
 * printf("%lld") of -5LL is -5
 */

#pragma D option quiet

BEGIN
{
	printf("%lld\n", -5LL);
	exit(0);
}
