/*
 * unary - requires an arithmetic operand
 */

BEGIN
{
	x = -"a";
	exit(0);
}
