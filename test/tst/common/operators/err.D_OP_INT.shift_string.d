/*
 * << requires integers
 */

BEGIN
{
	x = "a" << 1;
	exit(0);
}
