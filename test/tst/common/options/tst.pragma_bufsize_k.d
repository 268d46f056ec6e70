/*
 * #pragma D option bufsize=4k is accepted.
 */
#pragma D option bufsize=4k
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
