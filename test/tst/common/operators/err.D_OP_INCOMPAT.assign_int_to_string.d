/*
 * a string variable cannot take an int
 */

BEGIN
{
	s = "a";
	s = 1;
	exit(0);
}
