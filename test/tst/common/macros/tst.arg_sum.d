/* @@args: 3 4 */
/*
 * two integer arguments
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", $1 + $2);
	exit(0);
}
