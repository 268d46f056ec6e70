/*
 * %o needs an integer
 */

BEGIN
{
	printf("%o\n", "abc");
	exit(0);
}
