/*
 * ~ requires an integer
 */

BEGIN
{
	x = ~"a";
	exit(0);
}
