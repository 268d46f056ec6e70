/*
 * %hx needs a short
 */

BEGIN
{
	printf("%hx\n", 1);
	exit(0);
}
