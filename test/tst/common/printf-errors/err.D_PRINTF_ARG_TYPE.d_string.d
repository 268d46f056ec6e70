/*
 * %d needs an integer
 */

BEGIN
{
	printf("%d\n", "abc");
	exit(0);
}
