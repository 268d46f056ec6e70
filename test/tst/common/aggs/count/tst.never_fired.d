/*
 * an aggregation whose clause never runs prints nothing at exit
 */

#pragma D option quiet

BEGIN
/0/
{
	@a = count();
}

BEGIN
{
	exit(0);
}
