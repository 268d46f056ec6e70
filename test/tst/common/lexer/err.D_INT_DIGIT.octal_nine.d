/*
 * 9 is not an octal digit
 */

BEGIN
{
	x = 0779;
	exit(0);
}
