/* @@opts: -x aggrate=10ms */
/*
 * -x aggrate=10ms is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
