/*
 * #pragma D option switchrate=1000000ns is accepted.
 */
#pragma D option switchrate=1000000ns
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
