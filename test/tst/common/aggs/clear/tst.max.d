/*
 * a cleared max() prints 0
 */

#pragma D option quiet

BEGIN
{
	@a = max(10);
	clear(@a);
	exit(0);
}
