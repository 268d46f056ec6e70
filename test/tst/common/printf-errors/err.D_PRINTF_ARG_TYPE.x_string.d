/*
 * %x needs an integer
 */

BEGIN
{
	printf("%x\n", "abc");
	exit(0);
}
