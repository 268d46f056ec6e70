/*
 * three int keys
 */

#pragma D option quiet

BEGIN
{
	@a[1, 2, 3] = sum(6);
	@a[3, 2, 1] = sum(18);
	@a[2, 2, 2] = sum(12);
	exit(0);
}
