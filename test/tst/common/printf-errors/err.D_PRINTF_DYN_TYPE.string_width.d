/*
 * a dynamic width must be an integer
 */

BEGIN
{
	printf("%*d\n", "a", 1);
	exit(0);
}
