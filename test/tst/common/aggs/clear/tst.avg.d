/*
 * a cleared avg() prints 0
 */

#pragma D option quiet

BEGIN
{
	@a = avg(12);
	clear(@a);
	exit(0);
}
