/*
 * long may not modify char
 */

long char c;

BEGIN
{
	exit(0);
}
