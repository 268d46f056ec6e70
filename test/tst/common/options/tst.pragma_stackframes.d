/*
 * #pragma D option stackframes=10 is accepted.
 */
#pragma D option stackframes=10
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
