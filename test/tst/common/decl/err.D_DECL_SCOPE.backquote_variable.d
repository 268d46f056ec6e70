/*
 * the scoping operator in a variable name
 */

int foo`bar;

BEGIN
{
	exit(0);
}
