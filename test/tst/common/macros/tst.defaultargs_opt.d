/* @@opts: -x defaultargs */
/*
 * -x defaultargs on the command line
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", $3);
	exit(0);
}
