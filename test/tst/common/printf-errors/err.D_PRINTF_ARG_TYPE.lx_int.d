/*
 * %lx needs a long of either sign: a 32-bit unsigned int is refused
 */

BEGIN
{
	printf("%lx\n", (unsigned int)3);
	exit(0);
}
