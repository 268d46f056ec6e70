/* @@args: 1 2 */
/*
 * the second argument is never referenced
 */

BEGIN
{
	x = $1;
	exit(0);
}
