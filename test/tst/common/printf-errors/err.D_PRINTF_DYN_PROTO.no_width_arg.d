/*
 * * with no width argument
 */

BEGIN
{
	printf("%*d\n");
	exit(0);
}
