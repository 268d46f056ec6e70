/* @@opts: -x cpu=0 */
/*
 * -x cpu=0 is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
