/*
 * printa() of a quantize() aggregation
 */

#pragma D option quiet

BEGIN
{
	@a = quantize(3);
	printa(@a);
	exit(0);
}
