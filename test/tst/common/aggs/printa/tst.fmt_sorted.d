/*
 * formatted printa() walks entries by value
 */

#pragma D option quiet

BEGIN
{
	@a["b"] = count();
	@a["a"] = count();
	@a["b"] = count();
	@a["c"] = count();
	@a["c"] = count();
	@a["c"] = count();
	printa("%s=%@d\n", @a);
	exit(0);
}
