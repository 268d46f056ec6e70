/*
 * two keys: a string and an int
 */

#pragma D option quiet

BEGIN
{
	@a["a", 1] = count();
	@a["a", 2] = count();
	@a["b", 1] = count();
	@a["a", 2] = count();
	exit(0);
}
