/* @@opts: -x late=static */
/*
 * -x late=static is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
