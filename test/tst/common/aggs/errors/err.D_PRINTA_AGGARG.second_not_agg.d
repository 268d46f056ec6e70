/*
 * printa() second aggregation argument is not an aggregation is rejected with D_PRINTA_AGGARG
 */


BEGIN
{
	@a = count();
	printa("%@d\n", @a, 1);
}
