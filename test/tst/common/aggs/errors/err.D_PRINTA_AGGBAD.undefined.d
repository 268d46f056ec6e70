/*
 * printa() of an aggregation that the program names (@nosuch[0]
 * creates it) but never assigns is rejected with D_PRINTA_AGGBAD
 */

BEGIN
{
	printa(@nosuch[0]);
}
