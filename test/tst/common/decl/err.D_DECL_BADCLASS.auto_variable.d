/*
 * auto is not a D storage class
 */

auto int x;

BEGIN
{
	exit(0);
}
