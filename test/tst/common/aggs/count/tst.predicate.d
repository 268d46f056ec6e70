/*
 * a false predicate keeps count() from running
 */

#pragma D option quiet

BEGIN
/1 == 2/
{
	@a["no"] = count();
}

BEGIN
{
	@a["yes"] = count();
	exit(0);
}
