/*
 * 1++ followed by a constant
 */

BEGIN
{
	x = 1 ++ 2;
	exit(0);
}
