/*
 * a string cannot be subtracted from an int
 */

BEGIN
{
	x = 1 - "a";
	exit(0);
}
