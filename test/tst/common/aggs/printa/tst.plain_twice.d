/*
 * printa() twice prints the aggregation twice
 */

#pragma D option quiet

BEGIN
{
	@a[1] = sum(5);
	@a[2] = sum(3);
	printa(@a);
	printa(@a);
	exit(0);
}
