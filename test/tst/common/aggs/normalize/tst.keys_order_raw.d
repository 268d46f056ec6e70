/*
 * normalized entries keep their order by raw value
 */

#pragma D option quiet

BEGIN
{
	@a["a"] = sum(19);
	@a["b"] = sum(11);
	@a["c"] = sum(15);
	normalize(@a, 10);
	exit(0);
}
