/*
 * an int key wider than 8 digits extends its column
 */

#pragma D option quiet

BEGIN
{
	@a[123456789] = count();
	@a[123456789] = count();
	@a[-123456789] = count();
	exit(0);
}
