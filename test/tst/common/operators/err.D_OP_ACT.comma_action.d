/*
 * an action cannot be an operand of the comma operator
 */

BEGIN
{
	x = (trace(1), 2);
	exit(0);
}
