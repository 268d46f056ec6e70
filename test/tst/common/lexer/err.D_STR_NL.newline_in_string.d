/*
 * a newline inside a string literal
 */

BEGIN
{
	printf("abc
def");
	exit(0);
}
