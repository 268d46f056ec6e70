/* @@backend: user */
/*
 * on the user host, BEGIN fires outside any traced process: ucaller and
 * ustackdepth are 0
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", ucaller, ustackdepth);
	exit(0);
}
