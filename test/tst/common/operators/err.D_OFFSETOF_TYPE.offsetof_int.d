/*
 * offsetof() needs a struct or union
 */

BEGIN
{
	x = offsetof(int, a);
	exit(0);
}
