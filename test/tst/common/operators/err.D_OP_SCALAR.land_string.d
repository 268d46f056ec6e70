/*
 * && requires scalars
 */

BEGIN
{
	x = "a" && 1;
	exit(0);
}
