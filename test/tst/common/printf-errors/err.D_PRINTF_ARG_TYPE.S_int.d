/*
 * %S needs a string
 */

BEGIN
{
	printf("%S\n", 1);
	exit(0);
}
