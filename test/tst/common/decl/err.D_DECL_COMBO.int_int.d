/*
 * two type names
 */

int int x;

BEGIN
{
	exit(0);
}
