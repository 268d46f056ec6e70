/* an associative array used with a key of another type */

BEGIN
{
	a[1] = 1;
	a["s"] = 2;
}
