/*
 * %T needs a 64-bit integer
 */

BEGIN
{
	printf("%T\n", 1);
	exit(0);
}
