/* an associative array used as a scalar */

BEGIN
{
	a[1] = 1;
	a = 2;
}
