/* @@args: 0xff */
/*
 * a hexadecimal argument
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", $1);
	exit(0);
}
