/*
 * %i needs an integer
 */

BEGIN
{
	printf("%i\n", "abc");
	exit(0);
}
