/* @@opts: -x droptags */
/*
 * -x droptags is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
