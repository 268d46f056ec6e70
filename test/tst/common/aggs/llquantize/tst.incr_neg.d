/*
 * llquantize() with a negative increment
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(50, 10, 0, 6, 20, -3);
	exit(0);
}
