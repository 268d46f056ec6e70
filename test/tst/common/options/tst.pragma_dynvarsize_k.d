/*
 * #pragma D option dynvarsize=64k is accepted.
 */
#pragma D option dynvarsize=64k
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
