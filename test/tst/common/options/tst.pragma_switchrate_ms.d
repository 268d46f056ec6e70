/*
 * #pragma D option switchrate=100ms is accepted.
 */
#pragma D option switchrate=100ms
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
