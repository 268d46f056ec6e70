/*
 * % requires integers
 */

BEGIN
{
	x = "a" % 2;
	exit(0);
}
