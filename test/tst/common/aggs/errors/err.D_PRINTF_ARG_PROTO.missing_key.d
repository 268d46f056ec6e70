/*
 * printa() conversion with no key left is rejected with D_PRINTF_ARG_PROTO
 */


BEGIN
{
	@a = count();
	printa("%d %@d\n", @a);
}
