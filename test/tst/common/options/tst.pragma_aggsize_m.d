/*
 * #pragma D option aggsize=1m is accepted.
 */
#pragma D option aggsize=1m
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
