/*
 * string-keyed elements (strsize=16) in a space with room for two: two of
 * four stores are dropped
 */

#pragma D option quiet
#pragma D option strsize=16
#pragma D option dynvarsize=200

BEGIN
{
	a["a"] = 1; a["b"] = 2; a["c"] = 3; a["d"] = 4;
	printf("%d %d %d %d\n", a["a"], a["b"], a["c"], a["d"]);
	exit(0);
}
