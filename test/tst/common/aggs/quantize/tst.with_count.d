/*
 * a quantize() and a count() aggregation at exit
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(3);
	@b = count();
	exit(0);
}
