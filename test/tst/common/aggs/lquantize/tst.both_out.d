/*
 * lquantize() with only the under- and overflow rows used
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(-1, 0, 10);
	@a = lquantize(10, 0, 10);
	exit(0);
}
