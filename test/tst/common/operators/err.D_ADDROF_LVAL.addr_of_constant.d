/*
 * unary & of a constant
 */

BEGIN
{
	x = &1;
	exit(0);
}
