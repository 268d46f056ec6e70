/*
 * clear() of an integer is rejected with D_CLEAR_AGGARG
 */


BEGIN
{
	clear(1);
}
