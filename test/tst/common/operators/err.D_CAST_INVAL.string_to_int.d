/*
 * a string cannot be cast to int
 */

BEGIN
{
	x = (int)"abc";
	exit(0);
}
