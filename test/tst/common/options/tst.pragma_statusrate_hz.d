/*
 * #pragma D option statusrate=50hz is accepted.
 */
#pragma D option statusrate=50hz
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
