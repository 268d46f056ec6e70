/*
 * += does not apply to strings
 */

BEGIN
{
	s = "a";
	s += 1;
	exit(0);
}
