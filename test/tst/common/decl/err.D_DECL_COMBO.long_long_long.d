/*
 * long at most twice
 */

long long long x;

BEGIN
{
	exit(0);
}
