/*
 * a variable of an undefined struct type
 */

struct nosuch x;

BEGIN
{
	exit(0);
}
