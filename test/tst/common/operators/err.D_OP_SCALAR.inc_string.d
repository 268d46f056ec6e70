/*
 * ++ requires a scalar
 */

BEGIN
{
	s = "a";
	s++;
	exit(0);
}
