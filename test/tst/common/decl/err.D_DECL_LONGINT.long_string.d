/*
 * long needs an integer or floating-point type
 */

long string s;

BEGIN
{
	exit(0);
}
