/*
 * sum() per int key with a negative total
 */

#pragma D option quiet

BEGIN
{
	@a[1] = sum(10);
	@a[2] = sum(5);
	@a[1] = sum(-20);
	exit(0);
}
