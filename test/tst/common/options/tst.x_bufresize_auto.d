/* @@opts: -x bufresize=auto */
/*
 * -x bufresize=auto is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
