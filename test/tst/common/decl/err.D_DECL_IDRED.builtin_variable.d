/*
 * a built-in variable redeclared
 */

int timestamp;

BEGIN
{
	exit(0);
}
