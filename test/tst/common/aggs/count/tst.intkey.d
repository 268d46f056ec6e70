/*
 * count() with an int key prints the key in 8 columns
 */

#pragma D option quiet

BEGIN
{
	@a[3] = count();
	@a[1] = count();
	@a[2] = count();
	@a[3] = count();
	exit(0);
}
