/*
 * . requires a struct or union
 */

BEGIN
{
	x = 1;
	y = x.a;
	exit(0);
}
