/*
 * #pragma D option bufsize=8K is accepted.
 */
#pragma D option bufsize=8K
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
