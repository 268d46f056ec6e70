/*
 * ! requires a scalar
 */

BEGIN
{
	x = !"a";
	exit(0);
}
