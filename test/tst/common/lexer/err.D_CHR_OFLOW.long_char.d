/*
 * a character constant longer than an int
 */

BEGIN
{
	x = 'abcdefghi';
	exit(0);
}
