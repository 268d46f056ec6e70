/*
 * %lx needs a long
 */

BEGIN
{
	printf("%lx\n", 1);
	exit(0);
}
