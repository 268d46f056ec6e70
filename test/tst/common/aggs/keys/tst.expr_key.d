/*
 * an arithmetic expression as key
 */

#pragma D option quiet

BEGIN
{
	@a[3 + 4] = count();
	exit(0);
}
