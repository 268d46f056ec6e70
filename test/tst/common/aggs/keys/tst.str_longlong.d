/*
 * a string and a long long key
 */

#pragma D option quiet

BEGIN
{
	@a["neg", (long long)-1] = sum(-1);
	@a["pos", (long long)1] = sum(1);
	exit(0);
}
