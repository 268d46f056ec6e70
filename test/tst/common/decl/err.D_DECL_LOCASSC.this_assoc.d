/*
 * this-> variables cannot be associative arrays
 */

this int a[int];

BEGIN
{
	exit(0);
}
