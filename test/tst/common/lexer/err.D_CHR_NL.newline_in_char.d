/*
 * a newline inside a character constant
 */

BEGIN
{
	x = '
';
	exit(0);
}
