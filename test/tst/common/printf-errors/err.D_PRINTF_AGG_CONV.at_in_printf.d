/*
 * %@ is only for printa()
 */

BEGIN
{
	printf("%@d\n", 1);
	exit(0);
}
