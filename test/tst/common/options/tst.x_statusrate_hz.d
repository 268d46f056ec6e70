/* @@opts: -x statusrate=50hz */
/*
 * -x statusrate=50hz is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
