/* @@opts: -x aggrate=1hour */
/*
 * -x aggrate=1hour is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
