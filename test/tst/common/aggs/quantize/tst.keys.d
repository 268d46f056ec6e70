/*
 * quantize() with a string key prints the key line then the table
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = quantize(1);
	@a["y"] = quantize(1000);
	@a["x"] = quantize(3);
	exit(0);
}
