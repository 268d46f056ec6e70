/* associative arrays may not be clause-local */

this int a[int];

BEGIN
{
	exit(0);
}
