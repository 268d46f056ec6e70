/*
 * speculate() takes an int
 */

BEGIN
{
	speculate("abc");
	exit(0);
}
