/*
 * #pragma D option cpu=0 is accepted.
 */
#pragma D option cpu=0
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
