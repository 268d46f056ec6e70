/*
 * #pragma D option aggrate=10ms is accepted.
 */
#pragma D option aggrate=10ms
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
