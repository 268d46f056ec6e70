/*
 * #pragma D option switchrate=500us is accepted.
 */
#pragma D option switchrate=500us
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
