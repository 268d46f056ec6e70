/*
 * a typedef redeclared
 */

typedef int myint_t;
typedef int myint_t;

BEGIN
{
	exit(0);
}
