/* @@args: 5 */
/*
 * an argument the script never references
 */

BEGIN
{
	x = 1;
	exit(0);
}
