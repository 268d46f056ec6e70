/*
 * an empty character constant
 */

BEGIN
{
	x = '';
	exit(0);
}
