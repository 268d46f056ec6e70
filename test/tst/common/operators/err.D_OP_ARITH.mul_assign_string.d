/*
 * *= requires arithmetic operands
 */

BEGIN
{
	s = "a";
	s *= 2;
	exit(0);
}
