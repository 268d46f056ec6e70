/*
 * %p needs a pointer or integer
 */

BEGIN
{
	printf("%p\n", "abc");
	exit(0);
}
