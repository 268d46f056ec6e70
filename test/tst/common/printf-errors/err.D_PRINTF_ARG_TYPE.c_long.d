/*
 * %c needs char, short or int
 */

BEGIN
{
	printf("%c\n", 1L);
	exit(0);
}
