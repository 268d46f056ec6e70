/*
 * getmajor() and getminor() of a variable rebuild the device number
 */

#pragma D option quiet

BEGIN
{
	d = (259 << 20) | 4;
	printf("%d %d %d\n", getmajor(d), getminor(d),
	    ((getmajor(d) << 20) | getminor(d)) == d);
	exit(0);
}
