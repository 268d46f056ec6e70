/* an associative array used with a different number of keys */

BEGIN
{
	a[1] = 1;
	a[1, 2] = 2;
}
