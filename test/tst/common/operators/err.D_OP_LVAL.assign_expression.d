/*
 * an arithmetic result is not an lvalue
 */

BEGIN
{
	x = 1;
	(x + 1) = 3;
	exit(0);
}
