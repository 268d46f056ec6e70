/* @@xfail: an aggregation referenced in a clause before the one defining it is rejected as undefined (issue 4) */
/*
 * printa() in END of an aggregation filled in BEGIN
 */

#pragma D option quiet

END
{
	printa(@a);
}

BEGIN
{
	@a = count();
	exit(0);
}
