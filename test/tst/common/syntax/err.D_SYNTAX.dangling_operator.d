/*
 * a binary operator with no right operand
 */

BEGIN
{
	x = 1 +;
	exit(0);
}
