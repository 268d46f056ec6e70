/*
 * two assignment operators
 */

BEGIN
{
	x = = 1;
	exit(0);
}
