/*
 * a variable as key
 */

#pragma D option quiet

BEGIN
{
	x = 5;
	@a[x] = count();
	@a[x] = count();
	exit(0);
}
