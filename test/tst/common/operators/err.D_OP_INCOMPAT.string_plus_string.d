/*
 * two strings cannot be added
 */

BEGIN
{
	x = "a" + "b";
	exit(0);
}
