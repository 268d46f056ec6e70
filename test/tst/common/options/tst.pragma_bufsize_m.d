/*
 * #pragma D option bufsize=4m is accepted.
 */
#pragma D option bufsize=4m
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
