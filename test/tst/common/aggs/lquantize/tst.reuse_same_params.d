/*
 * An aggregation may be given lquantize() in several places when the
 * parameters are the same (the increment may differ)
 */
#pragma D option quiet

BEGIN
{
	@a = lquantize(1, 0, 4, 1);
	@a = lquantize(2, 0, 4, 1, 3);
	exit(0);
}
