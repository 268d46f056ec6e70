/*
 * %ld needs a long
 */

BEGIN
{
	printf("%ld\n", 1);
	exit(0);
}
