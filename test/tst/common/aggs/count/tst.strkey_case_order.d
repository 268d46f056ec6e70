/*
 * string keys with equal values sort bytewise (upper case first)
 */

#pragma D option quiet

BEGIN
{
	@a["B"] = count();
	@a["a"] = count();
	@a["A"] = count();
	@a["b"] = count();
	exit(0);
}
