/* redeclaring a global with another type */

int x;
long x;

BEGIN
{
	x = 1;
}
