/*
 * %u needs an integer
 */

BEGIN
{
	printf("%u\n", "abc");
	exit(0);
}
