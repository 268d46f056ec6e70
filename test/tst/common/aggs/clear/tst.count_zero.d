/*
 * clear() keeps the keys and zeroes the values
 */

#pragma D option quiet

BEGIN
{
	@a["x"] = count();
	@a["y"] = count();
	clear(@a);
	exit(0);
}
