/* an associative array element assigned another type */

BEGIN
{
	a[1] = 1;
	a[2] = "s";
}
