/*
 * lquantize() with a base of -1000000
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(-999999, -1000000, -999990);
	exit(0);
}
