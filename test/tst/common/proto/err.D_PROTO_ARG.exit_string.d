/*
 * exit() takes an int
 */

BEGIN
{
	exit("abc");
	exit(0);
}
