/*
 * llquantize(0, 10, 0, 6, 20)
 */

#pragma D option quiet

BEGIN
{
	@a = llquantize(0, 10, 0, 6, 20);
	exit(0);
}
