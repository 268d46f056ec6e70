/*
 * #pragma D option switchrate=1s is accepted.
 */
#pragma D option switchrate=1s
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
