/*
 * aggsortrev given with -x on the command line
 * @@opts: -x aggsortrev
 */

#pragma D option quiet

BEGIN
{
	@a["m"] = sum(3);
	@a["n"] = sum(4);
	exit(0);
}
