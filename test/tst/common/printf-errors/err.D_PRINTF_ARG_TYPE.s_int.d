/*
 * %s needs a string
 */

BEGIN
{
	printf("%s\n", 1);
	exit(0);
}
