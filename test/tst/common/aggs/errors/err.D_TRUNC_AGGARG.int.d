/*
 * trunc() of an integer is rejected with D_TRUNC_AGGARG
 */


BEGIN
{
	trunc(1);
}
