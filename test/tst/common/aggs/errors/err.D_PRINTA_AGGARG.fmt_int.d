/*
 * printa() of a format and an integer is rejected with D_PRINTA_AGGARG
 */


BEGIN
{
	@a = count();
	printa("%@d\n", 1);
}
