/*
 * printa() without a format whose second argument is no aggregation is
 * rejected with D_PRINTA_AGGARG
 */

BEGIN
{
	@a = count();
	printa(@a, 2);
}
