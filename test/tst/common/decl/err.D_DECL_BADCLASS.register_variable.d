/*
 * register is not a D storage class
 */

register int x;

BEGIN
{
	exit(0);
}
