/*
 * static is not a D storage class
 */

static int x;

BEGIN
{
	exit(0);
}
