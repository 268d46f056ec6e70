/*
 * modulo by a constant zero
 */

BEGIN
{
	x = 1 % 0;
	exit(0);
}
