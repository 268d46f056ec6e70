/*
 * /= by a constant zero
 */

BEGIN
{
	y = 5;
	y /= 0;
	exit(0);
}
