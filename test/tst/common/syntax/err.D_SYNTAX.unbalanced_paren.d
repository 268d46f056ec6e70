/*
 * an unclosed parenthesis
 */

BEGIN
{
	x = (1 + 2;
	exit(0);
}
