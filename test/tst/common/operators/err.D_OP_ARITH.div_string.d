/*
 * / requires arithmetic operands
 */

BEGIN
{
	x = 2 / "a";
	exit(0);
}
