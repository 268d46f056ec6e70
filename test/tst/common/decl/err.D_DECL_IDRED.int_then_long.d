/*
 * a variable redeclared with another type
 */

int x;
long x;

BEGIN
{
	exit(0);
}
