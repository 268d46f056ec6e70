/* a constant division by zero is a compile error */

BEGIN
{
	x = 1 / 0;
}
