/*
 * printa() of an integer is rejected with D_PRINTA_AGGARG
 */


BEGIN
{
	printa(1);
}
