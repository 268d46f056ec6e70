/* a clause-local redeclared with another type */

this int x;
this string x;

BEGIN
{
	exit(0);
}
