/*
 * %Y needs a 64-bit integer
 */

BEGIN
{
	printf("%Y\n", 1);
	exit(0);
}
