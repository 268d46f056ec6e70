/*
 * llquantize() prints the empty rows between the data
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(1, 10, 0, 2, 10);
	@a = llquantize(9, 10, 0, 2, 10);
	exit(0);
}
