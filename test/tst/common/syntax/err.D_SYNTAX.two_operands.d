/*
 * two operands with no operator
 */

BEGIN
{
	x = 1 2;
	exit(0);
}
