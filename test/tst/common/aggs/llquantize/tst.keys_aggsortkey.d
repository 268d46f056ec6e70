/*
 * llquantize() with string keys printed in key order
 */

#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@a["b"] = llquantize(42, 10, 0, 2, 10);
	@a["a"] = llquantize(7, 10, 0, 2, 10);
	exit(0);
}
