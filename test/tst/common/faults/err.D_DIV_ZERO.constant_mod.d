/* a constant modulus by zero is a compile error */

BEGIN
{
	x = 1 % 0;
}
