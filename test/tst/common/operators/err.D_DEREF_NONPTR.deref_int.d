/*
 * unary * of an int
 */

BEGIN
{
	x = 1;
	y = *x;
	exit(0);
}
