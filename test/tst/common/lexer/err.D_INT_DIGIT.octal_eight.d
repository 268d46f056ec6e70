/*
 * 8 is not an octal digit
 */

BEGIN
{
	x = 08;
	exit(0);
}
