/* @@opts: -x aggrate=1day */
/*
 * -x aggrate=1day is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
