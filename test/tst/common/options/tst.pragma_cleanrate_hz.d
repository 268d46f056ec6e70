/*
 * #pragma D option cleanrate=303hz is accepted.
 */
#pragma D option cleanrate=303hz
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
