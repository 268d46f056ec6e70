/*
 * lquantize() prints the empty rows between the data
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(1, 0, 10);
	@a = lquantize(8, 0, 10);
	exit(0);
}
