/*
 * %lu needs an unsigned long
 */

BEGIN
{
	printf("%lu\n", 1);
	exit(0);
}
