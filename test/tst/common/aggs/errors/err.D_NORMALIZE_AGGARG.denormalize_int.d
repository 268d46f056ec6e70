/*
 * denormalize() of an integer is rejected with D_NORMALIZE_AGGARG
 */


BEGIN
{
	denormalize(1);
}
