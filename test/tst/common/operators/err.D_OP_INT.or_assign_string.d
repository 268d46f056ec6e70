/*
 * |= requires integers
 */

BEGIN
{
	s = "a";
	s |= 1;
	exit(0);
}
