/*
 * bufresize=manual with a size that can be had.
 */
#pragma D option quiet
#pragma D option bufresize=manual
#pragma D option bufsize=64k

BEGIN
{
	printf("ok\n");
	exit(0);
}
