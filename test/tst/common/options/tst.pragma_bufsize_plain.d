/*
 * #pragma D option bufsize=65536 is accepted.
 */
#pragma D option bufsize=65536
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
