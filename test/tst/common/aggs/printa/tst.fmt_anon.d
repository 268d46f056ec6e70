/*
 * formatted printa() of the anonymous aggregation
 */

#pragma D option quiet

BEGIN
{
	@ = sum(11);
	printa("v=%@d\n", @);
	exit(0);
}
