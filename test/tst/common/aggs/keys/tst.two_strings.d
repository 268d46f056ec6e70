/*
 * two string keys, ties ordered by the first then the second
 */

#pragma D option quiet

BEGIN
{
	@a["b", "a"] = count();
	@a["a", "b"] = count();
	@a["a", "a"] = count();
	exit(0);
}
