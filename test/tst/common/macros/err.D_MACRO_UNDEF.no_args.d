/*
 * $1 with no arguments
 */

BEGIN
{
	x = $1;
	exit(0);
}
