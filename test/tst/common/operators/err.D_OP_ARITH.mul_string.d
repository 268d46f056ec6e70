/*
 * * requires arithmetic operands
 */

BEGIN
{
	x = "a" * 2;
	exit(0);
}
