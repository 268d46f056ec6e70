/*
 * trunc(@a, 1) on quantize() keeps the entry with the largest weighted sum
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = quantize(1);
	@a["y"] = quantize(100);
	@a["y"] = quantize(100);
	trunc(@a, 1);
	exit(0);
}
