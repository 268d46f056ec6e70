/*
 * a cleared lquantize() prints its first three rows
 */

#pragma D option quiet

BEGIN
{
	@a = lquantize(5, 0, 10);
	clear(@a);
	exit(0);
}
