/*
 * normalize() of an integer is rejected with D_NORMALIZE_AGGARG
 */


BEGIN
{
	normalize(1, 10);
}
