/*
 * ?: operands must have compatible types
 */

BEGIN
{
	c = 1;
	x = c ? "a" : 2;
	exit(0);
}
