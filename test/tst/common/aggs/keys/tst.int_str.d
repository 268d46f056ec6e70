/*
 * two keys: an int and a string, ties broken by first key
 */

#pragma D option quiet

BEGIN
{
	@a[2, "x"] = count();
	@a[1, "y"] = count();
	@a[1, "x"] = count();
	exit(0);
}
