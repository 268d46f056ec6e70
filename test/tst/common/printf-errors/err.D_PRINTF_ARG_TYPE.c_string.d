/*
 * %c needs an integer
 */

BEGIN
{
	printf("%c\n", "a");
	exit(0);
}
