/*
 * a constant is not an lvalue
 */

BEGIN
{
	1 = 2;
	exit(0);
}
