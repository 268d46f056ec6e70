/*
 * ^^ requires scalars
 */

BEGIN
{
	x = 1 ^^ "a";
	exit(0);
}
