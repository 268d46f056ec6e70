/*
 * unary & of a D variable
 */

BEGIN
{
	x = 1;
	y = &x;
	exit(0);
}
