/*
 * #pragma D option switchrate=10hz is accepted.
 */
#pragma D option switchrate=10hz
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
