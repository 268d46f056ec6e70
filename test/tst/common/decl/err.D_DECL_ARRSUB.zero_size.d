/*
 * an array size must be positive
 */

int a[0];

BEGIN
{
	exit(0);
}
