/*
 * a constant beyond 64 bits
 */

BEGIN
{
	x = 99999999999999999999;
	exit(0);
}
