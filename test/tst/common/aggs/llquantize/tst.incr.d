/*
 * llquantize() with an increment
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(50, 10, 0, 6, 20, 7);
	exit(0);
}
