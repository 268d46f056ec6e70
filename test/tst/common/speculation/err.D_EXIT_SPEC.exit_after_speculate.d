/*
 * exit() after speculate()
 */

BEGIN
{
	speculate(1);
	exit(0);
}
