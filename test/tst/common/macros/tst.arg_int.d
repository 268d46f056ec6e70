/* @@args: 42 */
/*
 * $1 is the first argument after the script
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", $1);
	exit(0);
}
